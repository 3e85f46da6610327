import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useStorage } from "@/lib/core/storage";
import { localStorage } from "@/lib/core/storage/local";
import { financeItems } from "@/lib/services/finance";
import { FINANCE, FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import { createUser, type TestUser } from "../support/factory";
import { validBody } from "../support/finance";
import { fileOf, pngBytes } from "../support/files";

const uploads = mkdtempSync(path.join(tmpdir(), "membros-finance-moves-"));
beforeAll(() => useStorage("local", localStorage(uploads)));
afterAll(() => {
  useStorage("local", undefined);
  rmSync(uploads, { recursive: true, force: true });
});

describe.each(FINANCE_KINDS)("%s status machine", (kind: FinanceKind) => {
  const service = financeItems(kind);
  const config = FINANCE[kind];
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    owner = await createUser("EMPLOYEE");
    other = await createUser("EMPLOYEE");
    admin = await createUser("ADMIN");
  });

  const newItem = async () =>
    (await service.collaborator.create(owner.actor, await validBody(kind))).id;
  const statusOf = async (id: number) => (await service.admin.get(admin.actor, id)).status;
  const moves = async (id: number) =>
    (await service.admin.get(admin.actor, id)).history.map((h) => `${h.from ?? "∅"}→${h.to}`);

  /** Every move that must now be refused with 409, leaving the item untouched. */
  async function expectSettled(id: number) {
    const before = await service.admin.get(admin.actor, id);
    await expect(service.collaborator.cancel(owner.actor, id)).rejects.toMatchObject({
      status: 409,
      message: config.text.notPending,
    });
    await expect(service.admin.confirm(admin.actor, id)).rejects.toMatchObject({ status: 409 });
    await expect(service.admin.deny(admin.actor, id)).rejects.toMatchObject({ status: 409 });
    await expect(
      service.collaborator.update(owner.actor, id, { description: "Mudança tardia" }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      service.admin.update(admin.actor, id, { description: "Mudança tardia" }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      service.collaborator.attachFile(owner.actor, id, fileOf(pngBytes(), "tarde.png")),
    ).rejects.toMatchObject({ status: 409 });
    const after = await service.admin.get(admin.actor, id);
    expect(after).toEqual(before);
  }

  it("creates items PENDING with a first history entry by the creator", async () => {
    const id = await newItem();
    const item = await service.collaborator.get(owner.actor, id);
    expect(item).toMatchObject({
      status: "PENDING",
      reason: null,
      value: 1234.56,
      userId: owner.id,
    });
    expect(item.history).toEqual([
      expect.objectContaining({
        from: null,
        to: "PENDING",
        actor: owner.actor.fullName,
        reason: null,
      }),
    ]);
  });

  it("lets the owner cancel a PENDING item, then refuses every other move", async () => {
    const id = await newItem();
    await service.collaborator.cancel(owner.actor, id);
    expect(await statusOf(id)).toBe("CANCELLED");
    expect(await moves(id)).toEqual(["∅→PENDING", "PENDING→CANCELLED"]);
    await expectSettled(id);
  });

  it(`lets an admin confirm a PENDING item (→ ${config.confirmStatus}), then refuses every other move`, async () => {
    const id = await newItem();
    await service.admin.confirm(admin.actor, id);
    expect(await statusOf(id)).toBe(config.confirmStatus);
    const history = (await service.collaborator.get(owner.actor, id)).history;
    expect(history.at(-1)).toMatchObject({
      from: "PENDING",
      to: config.confirmStatus,
      actor: admin.actor.fullName,
    });
    await expectSettled(id);
  });

  it("lets an admin deny a PENDING item with 'Cancelado pelo administrador', then refuses every other move", async () => {
    const id = await newItem();
    await service.admin.deny(admin.actor, id);
    const item = await service.collaborator.get(owner.actor, id);
    expect(item).toMatchObject({ status: "CANCELLED", reason: "Cancelado pelo administrador" });
    expect(item.history.at(-1)).toMatchObject({
      from: "PENDING",
      to: "CANCELLED",
      reason: "Cancelado pelo administrador",
      actor: admin.actor.fullName,
    });
    await expectSettled(id);
  });

  it("moves through the admin PATCH: CANCELLED with a reason, the confirm status, nothing else", async () => {
    const denied = await newItem();
    await service.admin.update(admin.actor, denied, {
      status: "CANCELLED",
      reason: "Comprovante ilegível",
    });
    expect((await service.admin.get(admin.actor, denied)).reason).toBe("Comprovante ilegível");
    const confirmed = await newItem();
    await service.admin.update(admin.actor, confirmed, { status: config.confirmStatus });
    expect(await statusOf(confirmed)).toBe(config.confirmStatus);
    const other = await newItem();
    const wrong = config.confirmStatus === "PAID" ? "APPROVED" : "PAID";
    for (const body of [
      { status: wrong },
      { status: "PENDING" },
      { status: "CANCELLED", description: "junto" },
    ]) {
      await expect(service.admin.update(admin.actor, other, body)).rejects.toMatchObject({
        status: 400,
      });
    }
    expect(await statusOf(other)).toBe("PENDING");
  });

  it("refuses moves by the wrong profile (403) and on someone else's or a missing item (404)", async () => {
    const id = await newItem();
    await expect(service.admin.confirm(owner.actor, id)).rejects.toMatchObject({ status: 403 });
    await expect(service.admin.deny(owner.actor, id)).rejects.toMatchObject({ status: 403 });
    await expect(service.collaborator.cancel(admin.actor, id)).rejects.toMatchObject({
      status: 403,
    });
    await expect(service.collaborator.cancel(other.actor, id)).rejects.toMatchObject({
      status: 404,
      message: config.text.notFound,
    });
    await expect(service.admin.confirm(admin.actor, 99_999_999)).rejects.toMatchObject({
      status: 404,
    });
    await expect(service.admin.deny(admin.actor, -1)).rejects.toMatchObject({ status: 404 });
    expect(await moves(id)).toEqual(["∅→PENDING"]);
  });

  it("lets exactly one of concurrent confirm, deny and cancel win, with one history entry", async () => {
    for (let round = 0; round < 3; round++) {
      const id = await newItem();
      const outcomes = await Promise.allSettled([
        service.admin.confirm(admin.actor, id),
        service.admin.deny(admin.actor, id),
        service.collaborator.cancel(owner.actor, id),
      ]);
      const won = outcomes.filter((o) => o.status === "fulfilled");
      const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost.map((o) => o.reason.status)).toEqual([409, 409]);
      const history = await moves(id);
      expect(history).toHaveLength(2);
      expect(history[1]).toBe(`PENDING→${await statusOf(id)}`);
    }
  });
});
