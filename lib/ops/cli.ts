/**
 * `npm run backup -- --out FILE`, `npm run restore -- FILE [--force]` and
 * `npm run move -- --to postgres://…`, against the installation DATABASE_URL, DATA_DIR and S3_* name
 * (decision 0112). Progress goes to stdout; a failure is one sentence on stderr, exit code 1.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { s3Settings } from "@/lib/core/storage/s3";
import { backup } from "./backup";
import { OpsError, explain } from "./errors";
import type { Installation } from "./installation";
import { move } from "./move";
import { restore } from "./restore";

const USAGE = `usage:
  npm run backup -- --out FILE
  npm run restore -- FILE [--force]
  npm run move -- --to postgres://user@host:port/database`;

function installation(): Installation {
  return {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.DATA_DIR || path.join(process.cwd(), "data")),
    s3: s3Settings(),
  };
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        out: { type: "string" },
        to: { type: "string" },
        force: { type: "boolean", default: false },
      },
    });
  } catch (error) {
    throw new OpsError(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const log = (line: string) => console.log(line);
  const started = Date.now();
  switch (command) {
    case "backup":
      if (!values.out || positionals.length) throw new OpsError(USAGE);
      await backup(installation(), path.resolve(values.out), log);
      break;
    case "restore":
      if (positionals.length !== 1) throw new OpsError(USAGE);
      await restore(path.resolve(positionals[0]), installation(), { force: values.force, log });
      break;
    case "move":
      if (!values.to || positionals.length) throw new OpsError(USAGE);
      await move(installation(), values.to, log);
      break;
    default:
      throw new OpsError(USAGE);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Progress piped into `head` or a closed terminal is no reason to stop a backup half-way.
process.stdout.on("error", () => undefined);

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error) => {
    const command = process.argv[2] ?? "ops";
    console.error(`${command} failed: ${explain(error)}`);
    if (process.env.OPS_DEBUG && error instanceof Error && !(error instanceof OpsError))
      console.error(error.stack);
    process.exit(1);
  },
);
