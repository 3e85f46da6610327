import { useEffect, useState } from "react";

export type UserOption = { id: number; label: string; fullName?: string };

const DEBOUNCE_MS = 250;

type Answer = { key: string; users: UserOption[]; failed: boolean };

/**
 * The users matching `term` while `open`, asked of the server after a pause in the typing; it is
 * `loading` until the answer for this very term has come.
 */
export function useUserSearch(
  open: boolean,
  term: string,
  profile: "ADMIN" | "EXPERT" | "EMPLOYEE" | undefined,
) {
  const params = new URLSearchParams({ fields: "users", limit: "20" });
  if (term.trim()) params.set("q", term.trim());
  if (profile) params.set("profile", profile);
  const key = params.toString();
  const [answer, setAnswer] = useState<Answer>({ key: "", users: [], failed: false });
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/autocomplete?${key}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { users?: UserOption[] };
        setAnswer({ key, users: body.users ?? [], failed: false });
      } catch {
        if (!controller.signal.aborted) setAnswer({ key, users: [], failed: true });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, key]);
  return {
    users: answer.users,
    failed: answer.key === key && answer.failed,
    loading: answer.key !== key,
  };
}
