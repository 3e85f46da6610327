"use client";

import { Flex } from "@radix-ui/themes";
import { useState, useTransition, type FormEvent } from "react";
import { SubmitButton } from "@/components/form/submit-button";
import { handleActionResult } from "@/lib/client/action-result";
import { stepUpAction } from "@/lib/actions/two-factor";
import { CodeField } from "./code-field";

/** /two-factor for a person who has the app: a code (or a recovery code) confirms this session. */
export function StepUpForm({ home }: { home: string }) {
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get("code");
    startTransition(async () => {
      const result = await stepUpAction({ code });
      if (!result.ok && result.errors?.code) return setError(result.errors.code[0]);
      handleActionResult(result, {
        // A full load: the areas' layouts read the now confirmed session afresh.
        onSuccess: () => window.location.assign(home),
      });
    });
  };
  return (
    <form method="post" onSubmit={submit} noValidate>
      <Flex direction="column" gap="3" maxWidth="360px">
        <CodeField error={error} recovery autoFocus />
        <Flex>
          <SubmitButton loading={pending}>Confirmar</SubmitButton>
        </Flex>
      </Flex>
    </form>
  );
}
