"use client";

import { useRouter } from "next/navigation";
import { useTransition, type FormEvent } from "react";
import { handleActionResult, type ClientActionResult } from "@/lib/client/action-result";

/**
 * The submit of an organisation-settings card: runs the server action with the values the card
 * builds, says 'Configuração salva' and re-reads the page; `pending` drives the button's spinner.
 */
export function useSaveSetting(save: () => Promise<ClientActionResult<unknown>>) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startTransition(async () => {
      handleActionResult(await save(), {
        success: "Configuração salva",
        onSuccess: () => router.refresh(),
      });
    });
  };
  return { pending, submit };
}
