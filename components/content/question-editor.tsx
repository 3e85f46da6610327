"use client";

import { PlusIcon, TrashIcon } from "@/components/icons";
import { Button, Card, Checkbox, Flex, Heading, IconButton, Text } from "@radix-ui/themes";
import { Controller, useFieldArray, useFormState } from "react-hook-form";
import { TextField } from "@/components/form";
import { OrderButtons } from "@/components/form/order-buttons";
import { MAX_OPTIONS, MIN_OPTIONS } from "@/lib/validation/quiz";
import type { ContentFormControl } from "./content-form-values";

const newOption = () => ({ text: "", correct: false });
export const newQuestion = () => ({ text: "", options: [newOption(), newOption()] });

/** The message of an array field (`questions`, `questions.0.options`), from the form's errors. */
function arrayError(errors: unknown, path: (string | number)[]): string | undefined {
  let at: unknown = errors;
  for (const key of path) at = (at as Record<string | number, unknown> | undefined)?.[key];
  const node = at as { message?: string; root?: { message?: string } } | undefined;
  return node?.message ?? node?.root?.message;
}

/** A quiz's questions: add, remove, reorder; each with 2 to 10 options, the right ones ticked. */
export function QuestionEditor({ control }: { control: ContentFormControl }) {
  const questions = useFieldArray({ control, name: "questions" });
  const { errors } = useFormState({ control });
  const listError = arrayError(errors, ["questions"]);
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="questions-heading">
        <Heading as="h2" size="4" id="questions-heading">
          Perguntas
        </Heading>
        {questions.fields.map((question, index) => (
          <Card key={question.id} size="2">
            <Flex direction="column" gap="3">
              <Flex justify="between" align="center" gap="2">
                <Text weight="bold">Pergunta {index + 1}</Text>
                <OrderButtons
                  index={index}
                  count={questions.fields.length}
                  noun="pergunta"
                  onMove={questions.move}
                  onRemove={questions.remove}
                />
              </Flex>
              <TextField
                control={control}
                name={`questions.${index}.text`}
                label={`Texto da pergunta ${index + 1}`}
                multiline
              />
              <OptionsEditor control={control} question={index} />
              {arrayError(errors, ["questions", index, "options"]) ? (
                <Text size="1" color="red" role="alert">
                  {arrayError(errors, ["questions", index, "options"])}
                </Text>
              ) : null}
            </Flex>
          </Card>
        ))}
        {listError ? (
          <Text size="2" color="red" role="alert">
            {listError}
          </Text>
        ) : null}
        <Flex>
          <Button type="button" variant="soft" onClick={() => questions.append(newQuestion())}>
            <PlusIcon /> Adicionar pergunta
          </Button>
        </Flex>
      </section>
    </Flex>
  );
}

/** The options of one question: text and "Certa"; one ticked is a radio for the collaborator. */
function OptionsEditor({ control, question }: { control: ContentFormControl; question: number }) {
  const options = useFieldArray({ control, name: `questions.${question}.options` });
  return (
    <Flex direction="column" gap="2">
      {options.fields.map((option, index) => (
        <Flex key={option.id} gap="2" align="end">
          <div style={{ flex: 1 }}>
            <TextField
              control={control}
              name={`questions.${question}.options.${index}.text`}
              label={`Opção ${index + 1} da pergunta ${question + 1}`}
            />
          </div>
          <Controller
            control={control}
            name={`questions.${question}.options.${index}.correct`}
            render={({ field }) => (
              <Text as="label" size="2" style={{ paddingBottom: 8 }}>
                <Flex gap="1" align="center">
                  <Checkbox
                    checked={Boolean(field.value)}
                    onCheckedChange={(on) => field.onChange(on === true)}
                    ref={field.ref}
                    aria-label={`Certa (opção ${index + 1} da pergunta ${question + 1})`}
                  />
                  Certa
                </Flex>
              </Text>
            )}
          />
          <IconButton
            type="button"
            variant="soft"
            color="red"
            aria-label={`Remover a opção ${index + 1} da pergunta ${question + 1}`}
            disabled={options.fields.length <= MIN_OPTIONS}
            onClick={() => options.remove(index)}
            style={{ marginBottom: 2 }}
          >
            <TrashIcon />
          </IconButton>
        </Flex>
      ))}
      <Flex>
        <Button
          type="button"
          variant="ghost"
          size="1"
          disabled={options.fields.length >= MAX_OPTIONS}
          onClick={() => options.append(newOption())}
        >
          <PlusIcon /> Adicionar opção
        </Button>
      </Flex>
    </Flex>
  );
}
