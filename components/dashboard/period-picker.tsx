import { Button, Flex, Text, TextField } from "@radix-ui/themes";
import Link from "next/link";
import { formatDate } from "@/lib/format";

/**
 * The dashboard's period: shortcuts and a date range, both in the URL (`?from&to`). A plain GET
 * form, so it works before (and without) JavaScript.
 */
export function PeriodPicker({
  period,
  presets,
}: {
  period: { from: string; to: string };
  presets: { label: string; from: string; to: string }[];
}) {
  return (
    <Flex direction="column" gap="2">
      <Text size="2" color="gray">
        Período: {formatDate(period.from)} a {formatDate(period.to)}
      </Text>
      <Flex gap="2" wrap="wrap" align="end">
        {presets.map((preset) => {
          const current = preset.from === period.from && preset.to === period.to;
          return (
            <Button key={preset.label} size="1" variant={current ? "solid" : "soft"} asChild>
              <Link
                href={`/admin/home?from=${preset.from}&to=${preset.to}`}
                aria-current={current ? "true" : undefined}
              >
                {preset.label}
              </Link>
            </Button>
          );
        })}
        <form
          action="/admin/home"
          method="get"
          style={{ display: "flex", gap: 8, alignItems: "end", flexWrap: "wrap" }}
        >
          <label>
            <Text size="1" color="gray" as="div">
              De
            </Text>
            <TextField.Root size="1" type="date" name="from" defaultValue={period.from} required />
          </label>
          <label>
            <Text size="1" color="gray" as="div">
              Até
            </Text>
            <TextField.Root size="1" type="date" name="to" defaultValue={period.to} required />
          </label>
          <Button size="1" type="submit" variant="outline">
            Aplicar
          </Button>
        </form>
      </Flex>
    </Flex>
  );
}
