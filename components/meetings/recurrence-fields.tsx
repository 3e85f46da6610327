"use client";

/**
 * 'Repetir' in 'Nova reunião' (decision 0121): weekly or monthly, ending after a number of
 * occurrences (2 to 52) or on a day; and, when editing or cancelling an occurrence of a series,
 * the choice between it alone and it with the following ones.
 */
import { Flex, Grid, RadioGroup, Text } from "@radix-ui/themes";
import { useWatch, type Control } from "react-hook-form";
import { DatePickerField, SelectField, TextField } from "@/components/form";
import { MAX_OCCURRENCES, RECURRENCE_LABELS } from "@/lib/recurrence";
import type { RecurrenceFormValues } from "@/lib/validation/meeting";

const REPEAT_OPTIONS = [
  { value: "NONE", label: "Não repetir" },
  { value: "WEEKLY", label: RECURRENCE_LABELS.WEEKLY },
  { value: "MONTHLY", label: RECURRENCE_LABELS.MONTHLY },
];
const END_OPTIONS = [
  { value: "count", label: "Após um número de ocorrências" },
  { value: "until", label: "Em uma data" },
];

export function RecurrenceFields({ control }: { control: Control<RecurrenceFormValues> }) {
  const repeat = useWatch({ control, name: "repeat" });
  const ends = useWatch({ control, name: "ends" });
  const year = new Date().getFullYear();
  return (
    <Flex direction="column" gap="3">
      <Grid columns={{ initial: "1", sm: "2" }} gap="4">
        <SelectField control={control} name="repeat" label="Repetir" options={REPEAT_OPTIONS} />
        {repeat !== "NONE" && (
          <SelectField control={control} name="ends" label="Termina" options={END_OPTIONS} />
        )}
      </Grid>
      {repeat !== "NONE" &&
        (ends === "count" ? (
          <TextField
            control={control}
            name="count"
            label={`Número de ocorrências (2 a ${MAX_OCCURRENCES})`}
            type="number"
          />
        ) : (
          <DatePickerField
            control={control}
            name="until"
            label="Até"
            fromYear={year}
            toYear={year + 3}
          />
        ))}
      {repeat === "MONTHLY" && (
        <Text size="1" color="gray">
          Nos dias 29, 30 e 31, os meses mais curtos usam o seu último dia.
        </Text>
      )}
    </Flex>
  );
}

export type Scope = "single" | "following";

/** 'Somente esta' / 'Esta e as seguintes', for an occurrence of a series. */
export function ScopeChoice({
  value,
  onChange,
  label,
}: {
  value: Scope;
  onChange: (scope: Scope) => void;
  label: string;
}) {
  return (
    <Flex direction="column" gap="2" role="group" aria-label={label}>
      <Text size="2" weight="medium">
        {label}
      </Text>
      <RadioGroup.Root value={value} onValueChange={(v) => onChange(v as Scope)}>
        <RadioGroup.Item value="single">Somente esta</RadioGroup.Item>
        <RadioGroup.Item value="following">Esta e as seguintes</RadioGroup.Item>
      </RadioGroup.Root>
    </Flex>
  );
}
