"use server";

import { z } from "zod";
import { runAction } from "@/lib/server/action";
import { parseWith } from "@/lib/core/input";
import {
  countDescendants,
  createContent,
  deleteContent,
  updateContent,
} from "@/lib/services/content";
import { CONTENT_KINDS, type ContentKind } from "@/lib/validation/content";

/** Server actions of the four admin content screens; the services check who may call them. */

const kindOf = (kind: ContentKind) => parseWith(z.enum(CONTENT_KINDS), kind);

/** Creates (`id` null) or updates an item; answers its id (the file is sent afterwards). */
export async function saveContentAction(kind: ContentKind, id: number | null, values: unknown) {
  return runAction(async (actor) => {
    if (id === null) return createContent(actor, kindOf(kind), values);
    await updateContent(actor, kindOf(kind), id, values);
    return { id };
  });
}

export async function deleteContentAction(kind: ContentKind, id: number) {
  return runAction((actor) => deleteContent(actor, kindOf(kind), id));
}

/** How many items of each lower level go with this one. */
export async function countDescendantsAction(kind: ContentKind, id: number) {
  return runAction((actor) => countDescendants(actor, kindOf(kind), id));
}
