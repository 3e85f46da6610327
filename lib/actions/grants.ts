"use server";

import { z } from "zod";
import { runAction } from "@/lib/server/action";
import { parseWith } from "@/lib/core/input";
import { grantContent, revokeOne, setGrantValidity } from "@/lib/services/content";
import { GRANTABLE_KINDS, type GrantableKind } from "@/lib/validation/content";

const kindOf = (kind: GrantableKind) => parseWith(z.enum(GRANTABLE_KINDS), kind);

/** Grants every chosen item to every chosen user ({trainings|modules|submodules, users, validUntil}). */
export async function grantAction(kind: GrantableKind, values: unknown) {
  return runAction((actor) => grantContent(actor, kindOf(kind), values));
}

/** Takes one item away from one user. */
export async function revokeAction(kind: GrantableKind, itemId: number, userId: number) {
  return runAction((actor) => revokeOne(actor, kindOf(kind), itemId, userId));
}

/** Changes one person's last day of access (`validUntil` 'YYYY-MM-DD', or null for no end). */
export async function grantValidityAction(
  kind: GrantableKind,
  itemId: number,
  userId: number,
  validUntil: string | null,
) {
  return runAction((actor) =>
    setGrantValidity(actor, kindOf(kind), itemId, userId, { validUntil }),
  );
}
