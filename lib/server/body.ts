import "server-only";

export class BodyTooLarge extends Error {}

export const isBodyTooLarge = (error: unknown) =>
  error instanceof BodyTooLarge || (error as { cause?: unknown })?.cause instanceof BodyTooLarge;

/**
 * How much of a refused body is still read, and for how long, before the connection is given up.
 * Cancelling the request's stream destroys the socket while the client is still sending: the
 * client then sees a connection reset instead of the 413 (or its next request on that kept-alive
 * connection does). Reading the rest lets the answer arrive; past these bounds a client that
 * keeps sending is cut off.
 */
const DISCARD_BYTES = 32 * 1024 * 1024;
const DISCARD_MS = 15_000;

/** Reads and drops the rest of a refused body, up to the bounds above; then lets go of it. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let discarded = 0;
  const timer = setTimeout(() => void reader.cancel().catch(() => undefined), DISCARD_MS);
  try {
    while (discarded <= DISCARD_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away or the timer cancelled the read: nothing is left to answer.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The request body, ended with a `BodyTooLarge` error as soon as it passes `limit` bytes. The
 * bytes past the limit are read and dropped in the background (bounded), not cancelled, so the
 * client receives the 413 the caller answers.
 */
export function limitedBody(
  body: ReadableStream<Uint8Array>,
  limit: number,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let total = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        return controller.error(error);
      }
      if (chunk.done) return controller.close();
      total += chunk.value.byteLength;
      if (total <= limit) return controller.enqueue(chunk.value);
      controller.error(new BodyTooLarge());
      void discardRest(reader);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** Whether the request announces a body longer than `limit` bytes. */
export const announcesMoreThan = (request: Request, limit: number) =>
  Number(request.headers.get("content-length") ?? 0) > limit;
