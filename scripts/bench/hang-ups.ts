/**
 * A storm of clients that hang up within 0–15 ms of asking (docs/decisions/0097), then ordinary
 * requests that must each get their own full page: a cancel landing mid-stream or before the
 * statement started must not hand anyone wrong rows, an error or a stuck pool.
 */
export type StormResult = {
  hungUp: number;
  asked: number;
  right: number;
  wrong: number;
  failed: number;
};

export async function hangUpStorm(
  url: string,
  headers: Record<string, string>,
  perPage = 10,
): Promise<StormResult> {
  let hungUp = 0;
  for (let round = 0; round < 10; round++) {
    await Promise.allSettled(
      Array.from({ length: 40 }, async () => {
        const client = new AbortController();
        setTimeout(() => client.abort(), Math.random() * 15);
        try {
          await (await fetch(url, { headers, signal: client.signal })).arrayBuffer();
        } catch {
          hungUp++;
        }
      }),
    );
  }
  const result: StormResult = { hungUp, asked: 0, right: 0, wrong: 0, failed: 0 };
  for (let round = 0; round < 20; round++) {
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        result.asked++;
        // A stuck pool never answers: give up after 20 s and count it as failed.
        const response = await fetch(url, { headers, signal: AbortSignal.timeout(20_000) }).catch(
          () => null,
        );
        if (!response?.ok) return void result.failed++;
        const body = (await response.json()) as { data?: unknown[] };
        const full =
          Array.isArray(body.data) &&
          body.data.length === perPage &&
          Array.from(body.data).every((row) => row != null);
        if (full) result.right++;
        else result.wrong++;
      }),
    );
  }
  return result;
}
