import "server-only";

export class BodyTooLarge extends Error {}

export const isBodyTooLarge = (error: unknown) =>
  error instanceof BodyTooLarge || (error as { cause?: unknown })?.cause instanceof BodyTooLarge;

/** The request body, cut off (with an error) as soon as it passes `limit` bytes. */
export function limitedBody(
  body: ReadableStream<Uint8Array>,
  limit: number,
): ReadableStream<Uint8Array> {
  let total = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > limit) controller.error(new BodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}

/** Whether the request announces a body longer than `limit` bytes. */
export const announcesMoreThan = (request: Request, limit: number) =>
  Number(request.headers.get("content-length") ?? 0) > limit;
