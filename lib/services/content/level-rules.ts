import type { Executor } from "@/db";
import type { ContentItem } from "@/lib/validation/content";

/**
 * What a level stores or checks beyond the plain columns its schema names (levels.ts `rules`):
 * a lesson's kind and quiz, a module's prerequisites. The admin service calls these for every
 * level that has them; no level is special-cased there.
 */
export type LevelRules = {
  /** Input keys stored under another column name (a lesson's `kind` is `lessonKind`). */
  columns?: Record<string, string>;
  /** Input keys kept out of the row (a quiz's questions, written by `afterWrite`). */
  outside?: readonly string[];
  /**
   * Checks a validated input against the stored item (`id` null when creating) and throws a
   * 400 naming the field; answers column values to store with it.
   */
  prepare?: (
    executor: Executor,
    input: Record<string, unknown>,
    id: number | null,
  ) => Promise<Record<string, unknown>>;
  /** Writes what lives beside the row, in the same transaction. */
  afterWrite?: (executor: Executor, id: number, input: Record<string, unknown>) => Promise<void>;
  /** What an admin reads of an item besides its row (a quiz's questions with the answers). */
  adminDetail?: (executor: Executor, item: ContentItem) => Promise<Partial<ContentItem>>;
};
