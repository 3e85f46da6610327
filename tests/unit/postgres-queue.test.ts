import { createRequire } from "node:module";
import { afterEach, describe, expect, it } from "vitest";

type Queue<T> = { readonly length: number; push(x: T): T; shift(): T; remove(x: T): T | null };
type QueueFactory = <T>(initial?: T[]) => Queue<T>;

// postgres.js's own queue, both builds (its package exports only the entry point): the pool's
// lists of connections and every connection's list of statements sent.
const QUEUE = new URL("../../node_modules/postgres/src/queue.js", import.meta.url);
const EsmQueue = ((await import(/* @vite-ignore */ QUEUE.href)) as { default: QueueFactory })
  .default;
const CommonJsQueue = createRequire(import.meta.url)(
  "../../node_modules/postgres/cjs/src/queue.js",
) as QueueFactory;

/** The longest array `indexOf` was asked to search for one of `items` (so only the queue's calls count). */
function watchSearches(items: Set<object>): { longest: () => number; stop: () => void } {
  const original = Array.prototype.indexOf;
  let longest = 0;
  Array.prototype.indexOf = function (this: unknown[], item: unknown, from?: number) {
    if (items.has(item as object)) longest = Math.max(longest, this.length);
    return original.call(this, item, from);
  };
  return { longest: () => longest, stop: () => void (Array.prototype.indexOf = original) };
}

/**
 * patches/postgres+3.4.9.patch (docs/decisions/0104): a queue that never runs empty, as a
 * saturated pool's lists never do, kept every shifted slot as a hole, so its array grew by one
 * slot per statement and every `remove` (two per statement: a connection moving between the
 * busy, full and open lists) searched all of them.
 */
describe.each([
  ["ESM", EsmQueue],
  ["CommonJS", CommonJsQueue],
])("postgres.js's queue (%s build) under a load that never lets it run empty", (_build, Queue) => {
  let stopWatching = () => {};
  afterEach(() => stopWatching());

  const connections = Array.from({ length: 10 }, (_, i) => ({ connection: i }));

  it("answers first in, first out, and removes any entry, like a plain list would", () => {
    const queue = Queue<{ connection: number }>();
    const model: { connection: number }[] = [];
    for (const c of connections) {
      queue.push(c);
      model.push(c);
    }
    for (let round = 0; round < 50_000; round++) {
      const next = queue.shift();
      expect(next).toBe(model.shift());
      queue.push(next);
      model.push(next);
      if (round % 7 === 0) {
        const leaving = model[(round * 31) % model.length];
        expect(queue.remove(leaving)).toBe(leaving);
        model.splice(model.indexOf(leaving), 1);
        queue.push(leaving);
        model.push(leaving);
      }
      expect(queue.length).toBe(model.length);
    }
    expect(queue.remove({ connection: -1 })).toBeNull();
    while (model.length) expect(queue.shift()).toBe(model.shift());
    expect(queue.length).toBe(0);
  });

  it("searches an array that stays short however many entries have passed through", () => {
    const queue = Queue<{ connection: number }>();
    for (const c of connections) queue.push(c);
    const watch = watchSearches(new Set(connections));
    stopWatching = watch.stop;
    for (let round = 0; round < 100_000; round++) {
      const next = queue.shift();
      queue.push(next);
      queue.push(queue.remove(connections[round % connections.length])!);
    }
    watch.stop();
    // Unpatched: 100,010 slots, all but ten of them holes.
    expect(watch.longest()).toBeLessThan(2 * 1024 + connections.length);
    expect(queue.length).toBe(connections.length);
  });
});
