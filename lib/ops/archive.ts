import { createHash } from "node:crypto";
import { createWriteStream, existsSync, statSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { PassThrough, Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StringDecoder } from "node:string_decoder";
import yauzl from "yauzl";
import yazl from "yazl";
import { OpsError } from "./errors";
import type { JournalEntry } from "./migrations";
import type { SequenceState } from "./tables";

/**
 * A Membros backup: one ZIP file (decision 0112) with
 *   tables/<table>.jsonl   one JSON array per row: each stored column's text form, or null
 *   files/<key>            the bytes of each file of the local store, under its storage key
 *   s3/<key>               the bytes of each object of the S3 store, under its key
 *   auth-secret            DATA_DIR/auth-secret, when the installation has one
 *   manifest.json          written last: everything below, with a SHA-256 of every entry
 */
export const FORMAT = "membros-backup";
/** 2: S3 objects (`storage: "s3"`); an archive without them is still written as 1. */
export const FORMAT_VERSION = 2;

export type TableEntry = {
  name: string;
  columns: string[];
  rows: number;
  entry: string;
  sha256: string;
  bytes: number;
};
export type FileEntry = {
  key: string;
  entry: string;
  size: number;
  sha256: string;
  /** Absent: the local store. */
  storage?: "s3";
};

export type Manifest = {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  source: "postgres" | "embedded";
  schemaVersion: string;
  migrations: JournalEntry[];
  tables: TableEntry[];
  sequences: SequenceState[];
  files: FileEntry[];
  /** Files a row names but their store did not have when the backup was made. */
  missingFiles: string[];
  authSecret: { entry: string; sha256: string } | null;
};

export const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/** Counts and hashes what flows through it. */
function hashing() {
  const hash = createHash("sha256");
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ sha256: hash.digest("hex"), bytes }) };
}

/** Writes the archive beside its final name and renames it there when complete. */
export class ArchiveWriter {
  private zip = new yazl.ZipFile();
  private partial: string;
  private written: Promise<void>;

  constructor(private file: string) {
    this.partial = `${file}.partial`;
    // The archive holds password hashes and the session secret: only its owner may read it.
    this.written = pipeline(
      this.zip.outputStream,
      createWriteStream(this.partial, { mode: 0o600 }),
    );
    this.written.catch(() => undefined);
  }

  /** Adds one entry and resolves once the archive has taken all of it. */
  async add(name: string, source: Readable, compress = true) {
    const { stream, result } = hashing();
    const taken = new Promise<void>((resolve, reject) => {
      stream.on("end", resolve);
      stream.on("error", reject);
      source.on("error", (error) => stream.destroy(error));
      this.written.catch(reject);
    });
    this.zip.addReadStream(source.pipe(stream), name, { compress, mtime: new Date() });
    await taken;
    return result();
  }

  addLines(name: string, lines: AsyncIterable<string>) {
    return this.add(
      name,
      Readable.from(
        (async function* () {
          for await (const line of lines) yield `${line}\n`;
        })(),
      ),
    );
  }

  async finish(manifest: Manifest) {
    this.zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), "manifest.json");
    this.zip.end();
    await this.written;
    await rename(this.partial, this.file);
  }

  async abort() {
    this.zip.outputStream.unpipe();
    (this.zip.outputStream as PassThrough).destroy?.();
    await rm(this.partial, { force: true });
  }
}

export type Archive = {
  manifest: Manifest;
  /** The entry's bytes, failing at the end when they are not what the manifest says. */
  read(name: string, expected: string): Promise<Readable>;
  /** The entry's lines (one row each), verified the same way. */
  lines(name: string, expected: string): AsyncIterable<string>;
  close(): void;
};

const corrupt = (file: string, why: string) =>
  new OpsError(`${file} is not a usable Membros backup: ${why}.`);

export async function openArchive(file: string): Promise<Archive> {
  if (!existsSync(file) || !statSync(file).isFile())
    throw new OpsError(`Backup file not found: ${file}`);
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  } catch (error) {
    throw corrupt(file, `not a valid ZIP archive (${(error as Error).message})`);
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  } catch (error) {
    zip.close();
    throw corrupt(file, `damaged ZIP archive (${(error as Error).message})`);
  }
  const open = async (name: string) => {
    const entry = entries.get(name);
    if (!entry) throw corrupt(file, `${name} is missing`);
    try {
      return await zip.openReadStreamPromise(entry);
    } catch (error) {
      throw corrupt(file, `${name} cannot be read (${(error as Error).message})`);
    }
  };
  let manifest: Manifest;
  try {
    const text = Buffer.concat(await (await open("manifest.json")).toArray()).toString("utf8");
    manifest = JSON.parse(text);
  } catch (error) {
    zip.close();
    throw error instanceof OpsError ? error : corrupt(file, "manifest.json is not valid JSON");
  }
  if (manifest?.format !== FORMAT || !Array.isArray(manifest.tables)) {
    zip.close();
    throw corrupt(file, "it has no Membros manifest");
  }
  if (manifest.formatVersion > FORMAT_VERSION) {
    zip.close();
    throw new OpsError(
      `${file} was written by a newer Membros (backup format ${manifest.formatVersion}); update the app first.`,
    );
  }

  const read = async (name: string, expected: string) => {
    const { stream, result } = hashing();
    const checked = new Transform({
      transform: (chunk, _encoding, done) => done(null, chunk),
      flush(done) {
        const { sha256: actual } = result();
        done(
          actual === expected
            ? null
            : corrupt(file, `${name} does not match its SHA-256 in the manifest`),
        );
      },
    });
    const source = await open(name);
    source.on("error", (error) => checked.destroy(corrupt(file, `${name}: ${error.message}`)));
    return source.pipe(stream).pipe(checked);
  };

  return {
    manifest,
    read,
    async *lines(name, expected) {
      // Stream iteration rejects on the stream's error (a hash mismatch at its end included).
      const decoder = new StringDecoder("utf8");
      let carry = "";
      for await (const chunk of await read(name, expected)) {
        const parts = (carry + decoder.write(chunk)).split("\n");
        carry = parts.pop()!;
        for (const line of parts) if (line) yield line;
      }
      carry += decoder.end();
      if (carry) yield carry;
    },
    close: () => zip.close(),
  };
}
