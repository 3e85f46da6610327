import { describe, expect, it } from "vitest";
import { isBodyTooLarge, limitedBody } from "@/lib/server/body";

const MB = 1024 * 1024;

/** A request body of `size` bytes made on demand, which records how it was consumed. */
function source(size: number, chunk = 64 * 1024) {
  const seen = { pulled: 0, cancelled: false, ended: false };
  const bytes = new Uint8Array(chunk).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= size) {
        seen.ended = true;
        return controller.close();
      }
      const next = bytes.subarray(0, Math.min(chunk, size - seen.pulled));
      seen.pulled += next.byteLength;
      controller.enqueue(next);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe("limitedBody", () => {
  it("passes a body within the limit whole", async () => {
    const { stream, seen } = source(MB);
    expect((await read(limitedBody(stream, MB))).length).toBe(MB);
    expect(seen).toMatchObject({ ended: true, cancelled: false });
  });

  it("ends a body over the limit with BodyTooLarge, then reads the rest instead of cancelling it", async () => {
    const { stream, seen } = source(3 * MB);
    const error = await read(limitedBody(stream, MB)).catch((e: unknown) => e);
    expect(isBodyTooLarge(error)).toBe(true);
    // A cancelled request stream would close the socket under the 413 the client is owed.
    await until(() => seen.ended);
    expect(seen).toMatchObject({ pulled: 3 * MB, ended: true, cancelled: false });
  });

  it("gives up on a body past the discard bound (32 MB past the refusal)", async () => {
    const { stream, seen } = source(200 * MB, MB);
    const error = await read(limitedBody(stream, MB)).catch((e: unknown) => e);
    expect(isBodyTooLarge(error)).toBe(true);
    await until(() => seen.cancelled);
    expect(seen.cancelled).toBe(true);
    expect(seen.ended).toBe(false);
    expect(seen.pulled).toBeLessThan(40 * MB);
  });
});
