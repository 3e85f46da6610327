/**
 * `load` run once and its promise kept, for code fetched on first use (a schema, sonner): every
 * caller shares the one download. A failed download is forgotten, so the next use tries again
 * instead of failing forever on a flaky connection.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
