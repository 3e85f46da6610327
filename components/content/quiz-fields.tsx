"use client";

import { Flex, Grid, RadioGroup, Text } from "@radix-ui/themes";
import { Controller } from "react-hook-form";
import { TextField } from "@/components/form";
import type { ContentFormControl } from "./content-form-values";
import { QuestionEditor } from "./question-editor";

/** A lesson's kind: "Conteúdo" (a link to study) or "Questionário". */
export function LessonKindField({ control }: { control: ContentFormControl }) {
  return (
    <Controller
      control={control}
      name="kind"
      render={({ field }) => (
        <Flex direction="column" gap="1" role="group" aria-labelledby="lesson-kind-label">
          <Text size="2" weight="medium" id="lesson-kind-label">
            Tipo da aula
          </Text>
          <RadioGroup.Root
            value={String(field.value ?? "content")}
            onValueChange={field.onChange}
            name={field.name}
            aria-labelledby="lesson-kind-label"
          >
            <Flex gap="4">
              <RadioGroup.Item value="content">Conteúdo</RadioGroup.Item>
              <RadioGroup.Item value="quiz">Questionário</RadioGroup.Item>
            </Flex>
          </RadioGroup.Root>
        </Flex>
      )}
    />
  );
}

/** A quiz's rules (passing score, attempts, wait) and its questions. */
export function QuizFields({ control }: { control: ContentFormControl }) {
  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: "1", md: "3" }} gap="4">
        <TextField
          control={control}
          name="passingScore"
          label="Nota mínima para aprovação (%)"
          type="number"
        />
        <TextField
          control={control}
          name="maxAttempts"
          label="Máximo de tentativas"
          type="number"
          hint="Em branco: sem limite"
        />
        <TextField
          control={control}
          name="attemptWaitMinutes"
          label="Espera entre tentativas (minutos)"
          type="number"
          hint="Em branco: sem espera"
        />
      </Grid>
      <QuestionEditor control={control} />
    </Flex>
  );
}
