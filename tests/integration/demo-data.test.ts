import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as fileGet } from "@/app/api/files/[id]/route";
import { GET as trainingsGet } from "@/app/api/collaborator/training-collaborator/route";
import { GET as refundsGet } from "@/app/api/collaborator/refunds/route";
import { getDb } from "@/db";
import { DEMO_EMPLOYEE, demoData } from "@/lib/seed/demo-data";
import * as s from "@/db/schema";
import { useStorage } from "@/lib/core/storage";
import { localStorage } from "@/lib/core/storage/local";
import { signInForApi } from "@/lib/services/auth";
import { readUpload } from "@/lib/services/files";
import { call } from "../support/factory";

const uploads = mkdtempSync(path.join(tmpdir(), "membros-demo-"));
let token = "";

beforeAll(async () => {
  useStorage("local", localStorage(uploads));
  await demoData(await getDb());
  ({ token } = (await signInForApi(DEMO_EMPLOYEE, { address: "127.0.0.1" })).body);
}, 60_000);
afterAll(() => {
  useStorage("local", undefined);
  rmSync(uploads, { recursive: true, force: true });
});

const bytesOf = async (stream: ReadableStream<Uint8Array>) =>
  new Uint8Array(await new Response(stream).arrayBuffer());

describe("demo data", () => {
  it("stores every file as an upload would: bytes that pass the upload rules, true size, type and sha256", async () => {
    const rows = await (await getDb()).select().from(s.files);
    expect(rows.length).toBeGreaterThanOrEqual(9 + 6);
    for (const row of rows) {
      const bytes = await bytesOf(await localStorage(uploads).get(row.key));
      const checked = await readUpload(new Blob([bytes]), row.originalName);
      expect({ type: checked.type, size: checked.size, sha256: checked.sha256 }).toEqual({
        type: row.mimeType,
        size: row.size,
        sha256: row.sha256,
      });
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(row.sha256);
    }
  });

  it("gives each finance kind several types and statuses, receipts the owner can open", async () => {
    const db = await getDb();
    for (const table of [s.payments, s.paymentRequests, s.refunds]) {
      const rows = await db.select().from(table);
      expect(new Set(rows.map((r) => r.typeId)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(rows.map((r) => r.status)).size).toBe(3);
      expect(new Set(rows.map((r) => r.userId)).size).toBeGreaterThanOrEqual(3);
      expect(rows.some((r) => r.fileId != null)).toBe(true);
    }
    const refunds = await call(refundsGet, {
      token,
      url: "http://localhost/api/collaborator/refunds?page=1&per_page=10",
    });
    expect(refunds.status).toBe(200);
    const withReceipt = refunds.body.data.filter((item: { file: unknown }) => item.file);
    expect(withReceipt.length).toBeGreaterThanOrEqual(2);
    for (const item of withReceipt) {
      const receipt = await call(fileGet, { token, params: { id: String(item.file.id) } });
      expect(receipt.status).toBe(200);
      expect(receipt.response.headers.get("content-type")).toBe(item.file.type);
    }
  });

  it("grants the demo employee trainings with thumbnails and some progress", async () => {
    const trainings = await call(trainingsGet, {
      token,
      url: "http://localhost/api/collaborator/training-collaborator",
    });
    expect(trainings.status).toBe(200);
    expect(trainings.body.data.length).toBeGreaterThanOrEqual(2);
    expect(trainings.body.data.every((t: { thumbnail: unknown }) => t.thumbnail)).toBe(true);
    expect(
      trainings.body.data.some((t: { progress: { done: number } }) => t.progress.done > 0),
    ).toBe(true);
    const thumbnail = await call(fileGet, {
      token,
      params: { id: String(trainings.body.data[0].thumbnail.id) },
    });
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.response.headers.get("content-type")).toBe("image/png");
  });
});
