"use client";

/**
 * 'Pauta' and 'Quórum' of the meeting form: agenda items in order (add, remove, move up or
 * down), and an optional quorum as a number of invitees or a percentage of them.
 */
import { Button, Card, Flex, Grid, Text } from "@radix-ui/themes";
import { useFieldArray, useWatch, type Control } from "react-hook-form";
import { SelectField, TextField } from "@/components/form";
import { OrderButtons } from "@/components/form/order-buttons";
import { AGENDA_MAX_ITEMS, type AgendaFormValues } from "@/lib/validation/meeting-records";

const QUORUM_OPTIONS = [
  { value: "NONE", label: "Sem quórum" },
  { value: "COUNT", label: "Número de participantes" },
  { value: "PERCENT", label: "Percentual dos convidados" },
];

export function AgendaEditor({ control }: { control: Control<AgendaFormValues> }) {
  const items = useFieldArray({ control, name: "agenda" });
  return (
    <Flex direction="column" gap="3" role="group" aria-labelledby="agenda-heading">
      <Text as="p" weight="medium" id="agenda-heading">
        Pauta
      </Text>
      {items.fields.length === 0 && (
        <Text size="2" color="gray">
          Nenhum item na pauta.
        </Text>
      )}
      {items.fields.map((field, index) => (
        <Card key={field.id} variant="surface">
          <Flex direction="column" gap="2">
            <Flex justify="between" align="center">
              <Text size="2" weight="medium">
                Item {index + 1}
              </Text>
              <OrderButtons
                index={index}
                count={items.fields.length}
                noun="item"
                onMove={items.move}
                onRemove={items.remove}
              />
            </Flex>
            <TextField
              control={control}
              name={`agenda.${index}.title`}
              label={`Título do item ${index + 1}`}
              maxLength={200}
            />
            <TextField
              control={control}
              name={`agenda.${index}.description`}
              label={`Descrição do item ${index + 1}`}
              hint="Opcional"
              multiline
              maxLength={2000}
            />
          </Flex>
        </Card>
      ))}
      <div>
        <Button
          type="button"
          variant="soft"
          disabled={items.fields.length >= AGENDA_MAX_ITEMS}
          onClick={() => items.append({ title: "", description: "" })}
        >
          Adicionar item à pauta
        </Button>
      </div>
    </Flex>
  );
}

export function QuorumFields({ control }: { control: Control<AgendaFormValues> }) {
  const kind = useWatch({ control, name: "quorumKind" });
  return (
    <Grid columns={{ initial: "1", sm: "2" }} gap="4">
      <SelectField control={control} name="quorumKind" label="Quórum" options={QUORUM_OPTIONS} />
      {kind !== "NONE" && (
        <TextField
          control={control}
          name="quorumValue"
          label={kind === "PERCENT" ? "Percentual mínimo (%)" : "Presentes necessários"}
          type="number"
        />
      )}
    </Grid>
  );
}
