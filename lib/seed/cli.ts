/**
 * `npm run db:migrate` and `npm run db:seed [-- --demo]` against the configured database
 * (DATABASE_URL, or the embedded one under DATA_DIR).
 */
import { openConfigured } from "@/db";
import { seedBase, seedDemoIfEmpty, seedFirstAdmin } from "./seed";

async function main() {
  const [command, ...flags] = process.argv.slice(2);
  if (command !== "migrate" && command !== "seed") {
    console.error("usage: tsx lib/seed/cli.ts migrate | seed [--demo]");
    process.exit(2);
  }
  const url = process.env.DATABASE_URL;
  const opened = await openConfigured();
  try {
    console.log(`migrations applied (${url ? "PostgreSQL" : "embedded database"})`);
    if (command === "seed") {
      await seedBase(opened.db);
      console.log("profiles and type lists seeded");
      if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
        await seedFirstAdmin(opened.db, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD);
        console.log(`first admin: ${process.env.ADMIN_EMAIL}`);
      }
      if (flags.includes("--demo")) {
        console.log(
          (await seedDemoIfEmpty(opened.db))
            ? "demo data seeded"
            : "demo data skipped: the database already has users",
        );
      }
    }
  } finally {
    await opened.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
