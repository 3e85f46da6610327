"use server";

import { z } from "zod";
import { runAction } from "@/lib/server/action";
import { parseWith } from "@/lib/core/input";
import { grantContent, revokeOne } from "@/lib/services/content";
import { GRANTABLE_KINDS, type GrantableKind } from "@/lib/validation/content";

const kindOf = (kind: GrantableKind) => parseWith(z.enum(GRANTABLE_KINDS), kind);

/** Grants every chosen item to every chosen user ({trainings|modules|submodules, users}). */
export async function grantAction(kind: GrantableKind, values: unknown) {
  return runAction((actor) => grantContent(actor, kindOf(kind), values));
}

/** Takes one item away from one user. */
export async function revokeAction(kind: GrantableKind, itemId: number, userId: number) {
  return runAction((actor) => revokeOne(actor, kindOf(kind), itemId, userId));
}
