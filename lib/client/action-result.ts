/**
 * handleActionResult — what every form and row action does with the `ActionResult` of a server
 * action (`lib/server/action.ts`):
 * - ok: toasts `success` (if given), then runs `onSuccess(data)`; returns true.
 * - status 401: clears localStorage and goes to "/" (spec §4); returns false.
 * - other errors: puts `errors` on the form fields (`form.setError`) and toasts `message`
 *   (fields the form does not have are added to the toast); returns false.
 *
 * @example
 *   const onSubmit = form.handleSubmit(async (values) => {
 *     const result = await createUserAction(values);
 *     handleActionResult(result, {
 *       form,
 *       success: "Usuário criado com sucesso",
 *       onSuccess: () => router.push("/admin/user"),
 *     });
 *   });
 *   // row action, no form:
 *   onConfirm: async () =>
 *     handleActionResult(await cancelMeetingAction(id), {
 *       success: "Reunião cancelada com sucesso",
 *       onSuccess: list.reload,
 *     })
 */
import { toast } from "@/lib/client/toast";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

// A type-only import: nothing of the server module reaches the client bundle.
import type { ActionResult } from "@/lib/server/action";

/** `ActionResult` under the name client code already uses. */
export type ClientActionResult<T = unknown> = ActionResult<T>;

export function signOutLocally(): void {
  try {
    window.localStorage.clear();
  } catch {
    /* storage unavailable: nothing to clear */
  }
  // A full load, not router.push: every client cache of the old session goes too.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign("/");
}

export function handleActionResult<T, V extends FieldValues = FieldValues>(
  result: ActionResult<T>,
  options: {
    form?: Pick<UseFormReturn<V>, "setError" | "getValues">;
    success?: string;
    onSuccess?: (data: T) => void;
  } = {},
): result is { ok: true; data: T } {
  if (result.ok) {
    if (options.success) toast.success(options.success);
    options.onSuccess?.(result.data);
    return true;
  }
  if (result.status === 401) {
    signOutLocally();
    return false;
  }
  const leftover: string[] = [];
  const known = options.form ? Object.keys(options.form.getValues() ?? {}) : [];
  for (const [field, messages] of Object.entries(result.errors ?? {})) {
    if (options.form && known.includes(field.split(".")[0])) {
      options.form.setError(
        field as Path<V>,
        { type: "server", message: messages[0] },
        { shouldFocus: true },
      );
    } else {
      leftover.push(...messages);
    }
  }
  toast.error(result.message, leftover.length ? { description: leftover.join(" ") } : undefined);
  return false;
}
