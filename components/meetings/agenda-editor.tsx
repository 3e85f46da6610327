"use client";

/**
 * 'Pauta' and 'Quórum' of the meeting form: agenda items in order (add, remove, move up or
 * down), and an optional quorum as a number of invitees or a percentage of them.
 */
import { Button, Card, Flex, Grid, IconButton, Text } from "@radix-ui/themes";
import { useFieldArray, useWatch, type Control } from "react-hook-form";
import { SelectField, TextField } from "@/components/form";
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
              <Flex gap="1">
                <IconButton
                  type="button"
                  size="1"
                  variant="ghost"
                  aria-label={`Subir item ${index + 1}`}
                  disabled={index === 0}
                  onClick={() => items.move(index, index - 1)}
                >
                  ↑
                </IconButton>
                <IconButton
                  type="button"
                  size="1"
                  variant="ghost"
                  aria-label={`Descer item ${index + 1}`}
                  disabled={index === items.fields.length - 1}
                  onClick={() => items.move(index, index + 1)}
                >
                  ↓
                </IconButton>
                <Button
                  type="button"
                  size="1"
                  variant="ghost"
                  color="red"
                  onClick={() => items.remove(index)}
                >
                  Remover item {index + 1}
                </Button>
              </Flex>
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
