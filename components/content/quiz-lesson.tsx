"use client";

import { Button, Callout, Card, Checkbox, Flex, Heading, RadioGroup, Text } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { submitQuizAttemptAction } from "@/lib/actions/lessons";
import { handleActionResult } from "@/lib/client/action-result";
import type { AttemptResult, QuizState } from "@/lib/validation/quiz";
import { QuizAttempts } from "./quiz-attempts";

type Answers = Record<number, string[]>;

/** The rules a collaborator reads before answering. */
function rulesOf(quiz: QuizState): string {
  const parts = [`Nota mínima para aprovação: ${quiz.passingScore}%.`];
  if (quiz.maxAttempts !== null)
    parts.push(`Tentativas restantes: ${quiz.attemptsLeft} de ${quiz.maxAttempts}.`);
  if (quiz.attemptWaitMinutes)
    parts.push(`Espera entre tentativas: ${quiz.attemptWaitMinutes} min.`);
  return parts.join(" ");
}

/**
 * A quiz lesson: its questions (a radio group when one option is right, checkboxes when several
 * are — the page never knows which), 'Enviar respostas', the result with which questions were
 * right, and the attempts so far. The server scores and decides whether another attempt is taken.
 */
export function QuizLesson({ lessonId, quiz }: { lessonId: number; quiz: QuizState }) {
  const router = useRouter();
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<AttemptResult | null>(null);
  const [missing, setMissing] = useState(false);
  const [pending, startTransition] = useTransition();
  const rightOf = new Map(result?.results.map((r) => [r.questionId, r.right]));
  const choose = (questionId: number, optionId: string, multiple: boolean, on: boolean) =>
    setAnswers((current) => {
      const chosen = current[questionId] ?? [];
      const next = multiple
        ? on
          ? [...chosen, optionId]
          : chosen.filter((id) => id !== optionId)
        : [optionId];
      return { ...current, [questionId]: next };
    });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (quiz.questions.some((q) => !answers[q.id]?.length)) return setMissing(true);
    setMissing(false);
    startTransition(async () => {
      const saved = await submitQuizAttemptAction(lessonId, { answers });
      if (!handleActionResult(saved)) return;
      setResult(saved.data);
      router.refresh();
    });
  };
  const blocked = result ? result.state.blocked : quiz.blocked;
  return (
    <Flex direction="column" gap="4">
      <Text color="gray">{rulesOf(quiz)}</Text>
      {result ? (
        <Callout.Root
          color={result.attempt.passed ? "green" : "amber"}
          data-testid="quiz-result"
          aria-live="polite"
        >
          <Callout.Text>
            {result.attempt.passed
              ? `Aprovado! Você fez ${result.attempt.score}% e concluiu esta aula.`
              : `Você fez ${result.attempt.score}%; a nota mínima é ${result.passingScore}%. Não foi desta vez.`}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {blocked ? (
        <Callout.Root color={quiz.passed || result?.attempt.passed ? "green" : "gray"}>
          <Callout.Text>{blocked}</Callout.Text>
        </Callout.Root>
      ) : (
        <form method="post" onSubmit={submit} aria-label="Questionário" noValidate>
          <Flex direction="column" gap="3">
            {quiz.questions.map((question, index) => (
              <Card key={question.id} size="2" asChild>
                <fieldset style={{ border: 0, margin: 0 }}>
                  <Flex direction="column" gap="2">
                    <legend>
                      <Text weight="bold">
                        {index + 1}. {question.text}
                      </Text>
                    </legend>
                    {rightOf.has(question.id) ? (
                      <Text size="2" color={rightOf.get(question.id) ? "green" : "red"}>
                        {rightOf.get(question.id) ? "Você acertou" : "Você errou"}
                      </Text>
                    ) : null}
                    <Text size="1" color="gray">
                      {question.multiple ? "Marque todas as certas" : "Escolha uma opção"}
                    </Text>
                    {question.multiple ? (
                      question.options.map((option) => (
                        <Text as="label" size="2" key={option.id}>
                          <Flex gap="2" align="center" asChild>
                            <span>
                              <Checkbox
                                checked={answers[question.id]?.includes(option.id) ?? false}
                                onCheckedChange={(on) =>
                                  choose(question.id, option.id, true, on === true)
                                }
                              />
                              {option.text}
                            </span>
                          </Flex>
                        </Text>
                      ))
                    ) : (
                      <RadioGroup.Root
                        value={answers[question.id]?.[0] ?? ""}
                        onValueChange={(v) => choose(question.id, v, false, true)}
                        aria-label={question.text}
                      >
                        {question.options.map((option) => (
                          <RadioGroup.Item key={option.id} value={option.id}>
                            {option.text}
                          </RadioGroup.Item>
                        ))}
                      </RadioGroup.Root>
                    )}
                  </Flex>
                </fieldset>
              </Card>
            ))}
            {missing ? (
              <Text color="red" role="alert">
                Responda todas as perguntas antes de enviar.
              </Text>
            ) : null}
            <Flex>
              <Button type="submit" size="3" loading={pending} disabled={pending}>
                Enviar respostas
              </Button>
            </Flex>
          </Flex>
        </form>
      )}
      <Heading as="h2" size="4">
        Suas tentativas
      </Heading>
      <QuizAttempts attempts={result?.state.attempts ?? quiz.attempts} />
    </Flex>
  );
}
