import { z } from "@/lib/validation/zod";

/**
 * The conversation around a finance item: an admin's request for information (`PATCH
 * {kind-admin}/{id}/return`) and the comments of its thread. Both are plain text (rendered as
 * text, never as HTML), 1 to 2,000 characters after trimming.
 */

export const COMMENT_MAX = 2000;
/** How long the author may still correct a comment. */
export const COMMENT_EDIT_MINUTES = 15;

export const RETURN_COMMENT_REQUIRED = "Diga ao colaborador quais informações faltam";
export const COMMENT_REQUIRED = "Escreva o comentário";
export const COMMENT_TOO_LONG = `Use até ${COMMENT_MAX} caracteres`;
export const COMMENT_EDIT_EXPIRED = `Comentários só podem ser editados nos primeiros ${COMMENT_EDIT_MINUTES} minutos`;
export const COMMENT_NOT_YOURS = "Só o autor pode editar este comentário";
export const COMMENT_NOT_FOUND = "Comentário não encontrado";

const text = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(COMMENT_MAX, COMMENT_TOO_LONG);

/** `{ comment }`: what the owner must answer or fix; it opens the item's thread. */
export const financeReturnSchema = z.object({ comment: text(RETURN_COMMENT_REQUIRED) });

/** `{ body }`: a comment on the item (new or edited). */
export const financeCommentSchema = z.object({ body: text(COMMENT_REQUIRED) });

/** A comment as both audiences see it. */
export type FinanceComment = {
  id: number;
  body: string;
  user: { id: number; fullName: string };
  /** The owner's or an admin's: the thread shows which side wrote it. */
  fromOwner: boolean;
  createdAt: string;
  updatedAt: string;
  /** Whether the viewer may still edit it (their own, within the first minutes). */
  editable: boolean;
};
