import { afterEach, describe, expect, it } from "vitest";
import { getDb, openedDb, startPreparing } from "@/db";

/**
 * The server answers before start-up has seeded the database (decision 0026); queries wait for it.
 */
describe("start-up preparation", () => {
  afterEach(() => startPreparing(Promise.resolve()));

  it("holds every query until start-up is done, but not start-up's own", async () => {
    let finish!: () => void;
    startPreparing(new Promise<void>((resolve) => (finish = resolve)));
    let ready = false;
    const waiting = getDb().then(() => (ready = true));
    await expect(openedDb()).resolves.toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ready).toBe(false);
    finish();
    await waiting;
    expect(ready).toBe(true);
  });
});
