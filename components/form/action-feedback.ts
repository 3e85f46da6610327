"use client";

import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/server/action";

type ActionFailure = Extract<ActionResult<unknown>, { ok: false }>;

type FormBinding<T extends FieldValues> = {
  setError: UseFormSetError<T>;
  /** The fields this form shows: server errors for them go under the field. */
  fields: readonly Path<T>[];
  router: { push: (href: string) => void };
};

/**
 * Shows a failed server action on its form: field errors under the fields, the message as a
 * toast, and a 401 (session gone) sends the user to "/".
 */
export function reportActionFailure<T extends FieldValues>(failure: ActionFailure, { setError, fields, router }: FormBinding<T>) {
  for (const [field, messages] of Object.entries(failure.errors ?? {})) {
    const name = fields.find((f) => f === field);
    if (name && messages[0]) setError(name, { type: "server", message: messages[0] }, { shouldFocus: true });
  }
  toast.error(failure.message);
  if (failure.status === 401) router.push("/");
}
