import "server-only";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { StorageUnavailableError, type RestorableStorage } from "./types";

/** The `S3_*` settings; `endpoint` unset means AWS itself. */
export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

const flag = (value: string | undefined) =>
  value === undefined || value.trim() === "" ? undefined : /^(1|true|yes|on)$/i.test(value.trim());

/** The S3 store's settings, or null when `S3_BUCKET` is unset (another store is in use). */
export function s3Settings(
  env: Record<string, string | undefined> = process.env,
): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint))
    throw new StorageUnavailableError(
      `S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`,
      "configuration",
    );
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new StorageUnavailableError(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      "configuration",
    );
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || "us-east-1",
    accessKeyId,
    secretAccessKey,
    // MinIO, Ceph and Garage answer on one host name unless told otherwise; AWS wants the bucket
    // in the host name.
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE) ?? Boolean(endpoint),
  };
}

const CREDENTIAL_ERRORS = new Set([
  "InvalidAccessKeyId",
  "SignatureDoesNotMatch",
  "AccessDenied",
  "InvalidToken",
  "ExpiredToken",
  "CredentialsProviderError",
  "AuthorizationHeaderMalformed",
  "PermanentRedirect",
]);
const NETWORK_ERRORS = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "ECONNRESET",
  "EHOSTUNREACH",
]);

type SdkError = {
  name?: string;
  code?: string;
  message?: string;
  errors?: { code?: string }[];
  $metadata?: { httpStatusCode?: number };
};

/**
 * The SDK's error in terms an operator can act on: a wrong bucket or refused credentials is a
 * configuration error, an endpoint that does not answer is unreachable; anything else (a missing
 * key among them) is passed on unchanged.
 */
export function explainS3Error(settings: S3Settings, error: unknown): unknown {
  const e = (error ?? {}) as SdkError;
  const where = settings.endpoint ?? `AWS ${settings.region}`;
  const detail = `${e.name ?? "Error"}: ${e.message ?? ""}`.trim();
  if (e.name === "NoSuchBucket")
    return new StorageUnavailableError(
      `S3 bucket "${settings.bucket}" does not exist at ${where} (check S3_BUCKET and S3_ENDPOINT)`,
      "configuration",
      { cause: error },
    );
  if (CREDENTIAL_ERRORS.has(e.name ?? "") || e.$metadata?.httpStatusCode === 403)
    return new StorageUnavailableError(
      `S3 at ${where} refused access to bucket "${settings.bucket}" (${detail}; check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION)`,
      "configuration",
      { cause: error },
    );
  const code = e.code ?? e.errors?.[0]?.code;
  if ((code && NETWORK_ERRORS.has(code)) || e.name === "TimeoutError")
    return new StorageUnavailableError(
      `S3 endpoint ${where} cannot be reached (${code ?? e.name})`,
      "unreachable",
      { cause: error },
    );
  return error;
}

// The SDK logs each failed call (its input included) at error level and says a failed streamed
// upload is not retried; callers log one line with the cause instead (lib/services/files.ts).
const quietLogger = {
  trace() {},
  debug() {},
  info() {},
  warn(...content: unknown[]) {
    if (!String(content[0]).includes("non-retryable streaming request")) console.warn(...content);
  },
  error() {},
};

/**
 * An S3-compatible bucket (AWS, MinIO, Ceph, Garage, R2…) through the official SDK. Objects are
 * private (no ACL is ever sent, so the bucket's default applies, and nothing is presigned):
 * readers get the bytes streamed through `GET /api/files/{id}`. Bodies are streamed both ways.
 */
export function s3Storage(settings: S3Settings | null = s3Settings()): RestorableStorage {
  if (!settings)
    throw new StorageUnavailableError(
      "files are stored in S3 but S3_BUCKET is not set",
      "configuration",
    );
  // The SDK takes about 0.2 s and 20 MB to load: only installations that use S3 pay for it.
  let loaded: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: S3Client }> | undefined;
  const connect = () =>
    (loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        // The SDK's default sends streamed bodies aws-chunked with a CRC trailer, which
        // S3-compatible servers may store verbatim or refuse: checksums only where S3 demands
        // them (decision 0114).
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
        logger: quietLogger,
      }),
    })));
  const { bucket } = settings;
  const send = async <T>(
    run: (sdk: typeof import("@aws-sdk/client-s3"), client: S3Client) => Promise<T>,
  ): Promise<T> => {
    const { sdk, client } = await connect();
    try {
      return await run(sdk, client);
    } catch (error) {
      throw explainS3Error(settings, error);
    }
  };
  const putAt = async (key: string, body: Readable | Uint8Array, size: number, type?: string) => {
    await send((sdk, client) =>
      client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentLength: size,
          ContentType: type,
        }),
      ),
    );
  };

  return {
    name: "s3",
    async put({ bytes, type }) {
      // 122 random bits: a key nobody can guess, and nothing of the file's name in it.
      const key = randomUUID();
      if (bytes instanceof Blob) {
        await putAt(key, Readable.fromWeb(bytes.stream() as never), bytes.size, type);
      } else {
        await putAt(key, bytes, bytes.byteLength, type);
      }
      return { key };
    },
    async get(key) {
      const { Body } = await send((sdk, client) =>
        client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key })),
      );
      if (!Body) throw new Error(`S3 object ${key} has no body`);
      return Body.transformToWebStream() as ReadableStream<Uint8Array>;
    },
    async delete(key) {
      await send((sdk, client) =>
        client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key })),
      );
    },
    putAt: (key, body, size) => putAt(key, body, size),
  };
}
