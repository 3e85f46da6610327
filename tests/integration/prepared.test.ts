import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { preparedOnce } from "@/db/prepared";
import { profiles } from "@/db/schema";

const profileNamed = (executor: Executor) =>
  executor
    .select({ label: profiles.label })
    .from(profiles)
    .where(eq(profiles.label, sql.placeholder("label")));

describe("preparedOnce", () => {
  it("builds a query once per executor and name, and a transaction's apart from the database's", async () => {
    const db = await getDb();
    let builds = 0;
    const build = () => (builds++, profileNamed(db));
    const first = preparedOnce(db, "test_profile_named", build);
    expect(preparedOnce(db, "test_profile_named", build)).toBe(first);
    expect(builds).toBe(1);
    expect(await first.execute({ label: "ADMIN" })).toEqual([{ label: "ADMIN" }]);
    expect(
      await preparedOnce(db, "test_profile_named", build).execute({ label: "EMPLOYEE" }),
    ).toEqual([{ label: "EMPLOYEE" }]);
    await db.transaction(async (tx) => {
      let inTransaction = 0;
      const ofTx = preparedOnce(
        tx,
        "test_profile_named",
        () => (inTransaction++, profileNamed(tx)),
      );
      expect(ofTx).not.toBe(first);
      expect(inTransaction).toBe(1);
      expect(await ofTx.execute({ label: "nobody" })).toEqual([]);
    });
  });
});
