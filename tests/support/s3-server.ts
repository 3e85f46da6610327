import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "@/lib/core/storage/s3";

// s3rver ships no types: the little of it the tests use.
type S3rverOptions = {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)("s3rver") as new (
  options: S3rverOptions,
) => S3rverInstance;

export type TestS3 = {
  /** Settings of the running server with its (only) valid credentials. */
  settings: S3Settings;
  /** The same as `S3_*` variables, for a child process. */
  env: Record<string, string>;
  /** Every object in the bucket: key → bytes (read by a client of its own, not the adapter). */
  objects(bucket?: string): Promise<Map<string, Buffer>>;
  close(): Promise<void>;
};

/** A real S3-compatible server (s3rver) on a free port, with its files in a temporary folder. */
export async function startS3(buckets: string[] = ["membros"]): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "membros-s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket: buckets[0],
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    // s3rver's built-in account.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    settings,
    env: {
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async objects(bucket = settings.bucket) {
      const found = new Map<string, Buffer>();
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      for (const { Key } of listed.Contents ?? []) {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        found.set(Key!, Buffer.from(await Body!.transformToByteArray()));
      }
      return found;
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
