import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the three UploadThing HTTP surfaces `UTApi` talks to:
 *  - ingest: `PUT /{key}?…&signature=hmac-sha256=…` (multipart field `file`) → file JSON
 *  - CDN:    `GET /a/{appId}/{key}?expires=…&signature=…` (signed URLs) → the bytes
 *  - API:    `POST /v6/deleteFiles` {fileKeys} with `x-uploadthing-api-key`
 *            → {success, deletedCount}
 * Signatures are checked with the API key, as the real service does.
 */
export type FakeUploadThing = {
  token: string;
  options: {
    token: string;
    apiUrl: string;
    ingestUrl: string;
    ufsHost: string;
    ufsAppIdLocation: "path";
  };
  stored: Map<string, { bytes: Buffer; name: string; type: string }>;
  requests: string[];
  failUploads: boolean;
  close: () => Promise<void>;
};

const APP_ID = "membrosfakeapp";
const API_KEY = "sk_test_membros_fake";

/** The SDK signs the whole URL and then appends `&signature=…` to it. */
function signedCorrectly(rawUrl: string): boolean {
  const url = new URL(rawUrl);
  const unsigned = rawUrl.replace(/&signature=[^&]*$/, "");
  const expected = `hmac-sha256=${createHmac("sha256", API_KEY).update(unsigned).digest("hex")}`;
  return (
    url.searchParams.get("signature") === expected &&
    Number(url.searchParams.get("expires")) > Date.now()
  );
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeUploadThing(): Promise<FakeUploadThing> {
  const stored: FakeUploadThing["stored"] = new Map();
  const requests: string[] = [];
  let base = "";
  const fake = { failUploads: false } as FakeUploadThing;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", base);
    requests.push(`${request.method} ${url.pathname}`);
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(value));
    };
    const body = await bodyOf(request);
    // Signed URLs are signed for the host the SDK was given (localhost), not the socket's.
    const signedUrl = `http://${request.headers.host}${request.url}`;

    if (request.method === "PUT") {
      if (!signedCorrectly(signedUrl) || url.searchParams.get("x-ut-identifier") !== APP_ID)
        return json(403, { error: "bad signature" });
      if (fake.failUploads) return json(500, { error: "storage unavailable" });
      const form = await new Request("http://fake/", {
        method: "POST",
        headers: { "content-type": request.headers["content-type"] ?? "" },
        body: new Uint8Array(body),
      }).formData();
      const file = form.get("file");
      if (!(file instanceof File)) return json(400, { error: "no file" });
      const key = url.pathname.slice(1);
      const bytes = Buffer.from(await file.arrayBuffer());
      stored.set(key, {
        bytes,
        name: decodeURIComponent(url.searchParams.get("x-ut-file-name") ?? ""),
        type: file.type,
      });
      const ufsUrl = `http://${fake.options.ufsHost}/a/${APP_ID}/${key}`;
      return json(200, {
        url: ufsUrl,
        appUrl: ufsUrl,
        ufsUrl,
        fileHash: createHash("md5").update(bytes).digest("hex"),
      });
    }
    if (request.method === "GET" && url.pathname.startsWith(`/a/${APP_ID}/`)) {
      if (!signedCorrectly(signedUrl)) return json(403, { error: "bad signature" });
      const file = stored.get(url.pathname.split("/").pop() ?? "");
      if (!file) return json(404, { error: "not found" });
      response.writeHead(200, { "content-type": file.type });
      return response.end(file.bytes);
    }
    if (request.method === "POST" && url.pathname === "/v6/deleteFiles") {
      if (request.headers["x-uploadthing-api-key"] !== API_KEY)
        return json(401, { error: "bad key" });
      const { fileKeys = [] } = JSON.parse(body.toString() || "{}") as { fileKeys?: string[] };
      let deletedCount = 0;
      for (const key of fileKeys) if (stored.delete(key)) deletedCount += 1;
      return json(200, { success: true, deletedCount });
    }
    json(404, { error: "unknown route" });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  const token = Buffer.from(
    JSON.stringify({ apiKey: API_KEY, appId: APP_ID, regions: ["fake1"] }),
  ).toString("base64");
  return Object.assign(fake, {
    token,
    // `ufsHost` containing "local" makes the SDK build http:// signed URLs.
    options: {
      token,
      apiUrl: base,
      ingestUrl: base,
      ufsHost: `localhost:${port}`,
      ufsAppIdLocation: "path" as const,
    },
    stored,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
