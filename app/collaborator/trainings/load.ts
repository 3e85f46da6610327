import "server-only";
import { notFound } from "next/navigation";
import { isAppError } from "@/lib/core/errors";
import { logger } from "@/lib/core/log";

export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * A collaborator screen's read: content they cannot reach is the not-found page (404 from the
 * service); a locked one says what unlocks it (403); any other failure becomes `message`, which the screen shows instead of silence.
 */
export async function loadStudy<T>(promise: Promise<T>, message: string): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    if (isAppError(error) && (error.status === 404 || error.status === 400)) notFound();
    // A locked module (and what is inside it) says what unlocks it.
    if (isAppError(error) && error.status === 403) return { ok: false, message: error.message };
    logger.error("falha ao carregar um treinamento", { error });
    return { ok: false, message };
  }
}
