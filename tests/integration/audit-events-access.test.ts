import { beforeAll, describe, expect, it } from "vitest";
import { POST as logoutPost } from "@/app/api/account/logout/route";
import { POST as logoutAllPost } from "@/app/api/account/logout-all/route";
import { POST as passwordPost } from "@/app/api/account/password/route";
import { GET as tokensGet, POST as tokensPost } from "@/app/api/tokens/route";
import { DELETE as tokenDelete } from "@/app/api/tokens/[id]/route";
import { POST as webhooksPost } from "@/app/api/webhooks/route";
import { DELETE as webhookDelete } from "@/app/api/webhooks/[id]/route";
import { PATCH as userPatch } from "@/app/api/user/[id]/route";
import { call, createUser, type TestUser } from "../support/factory";
import {
  as,
  auditMark,
  auditSince,
  CLIENT,
  expectStatus,
  recordsNothing,
  recordsOne,
  trustClientAddress,
} from "../support/audit";

/** Sessions, passwords, API tokens and webhooks: each change leaves one audit entry. */

trustClientAddress();
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser("ADMIN");
});

describe("audit: sessions and passwords", () => {
  it("logging out records auth.sign_out once; a second logout of the ended session records nothing", async () => {
    const person = await createUser("EMPLOYEE");
    await recordsOne(() => expectStatus(call(logoutPost, as(person, { method: "POST" })), 200), {
      action: "auth.sign_out",
      actorUserId: person.id,
      actorTokenId: null,
      targetType: "user",
      targetId: String(person.id),
      ...CLIENT,
    });
    await recordsNothing(() => expectStatus(call(logoutPost, as(person, { method: "POST" })), 401));
  });

  it("'Sair de todos os dispositivos' records auth.sessions_ended with how many ended", async () => {
    const person = await createUser("EMPLOYEE");
    const row = await recordsOne(
      () => expectStatus(call(logoutAllPost, as(person, { method: "POST" })), 200),
      {
        action: "auth.sessions_ended",
        actorUserId: person.id,
        targetId: String(person.id),
        ...CLIENT,
      },
    );
    expect(row.details).toEqual({ reason: "sign_out_everywhere", count: 1 });
  });

  it("an own password change records user.password_changed (no password in it); a wrong current password records nothing", async () => {
    const person = await createUser("EMPLOYEE");
    const body = { currentPassword: person.password, newPassword: "Outra#Senha2026" };
    const row = await recordsOne(
      () => expectStatus(call(passwordPost, as(person, { body })), 200),
      {
        action: "user.password_changed",
        actorUserId: person.id,
        targetId: String(person.id),
        ...CLIENT,
      },
    );
    expect(row.details).toEqual({ sessionsEnded: 0 });
    expect(JSON.stringify(row)).not.toContain("Outra#Senha2026");
    await recordsNothing(() =>
      expectStatus(
        call(passwordPost, as(person, { body: { ...body, currentPassword: "Errada#123" } })),
        400,
      ),
    );
  });

  it("an admin setting a password records user.changed naming the field and auth.sessions_ended", async () => {
    const person = await createUser("EMPLOYEE");
    const mark = await auditMark();
    const body = { password: "Nova#Senha2026" };
    await expectStatus(
      call(userPatch, as(admin, { method: "PATCH", body, params: { id: String(person.id) } })),
      200,
    );
    const rows = await auditSince(mark);
    expect(rows.map((r) => [r.action, r.details])).toEqual([
      ["user.changed", { fields: ["password"] }],
      ["auth.sessions_ended", { reason: "password_set_by_admin", count: 1 }],
    ]);
    for (const row of rows)
      expect(row).toMatchObject({ actorUserId: admin.id, targetId: String(person.id), ...CLIENT });
    expect(JSON.stringify(rows)).not.toContain("Nova#Senha2026");
  });
});

describe("audit: API tokens and webhooks", () => {
  it("creating and revoking a token records each once, never the secret; the token's own calls name it", async () => {
    let secret = "";
    let tokenId = 0;
    const created = await recordsOne(
      async () => {
        const answer = await call(
          tokensPost,
          as(admin, { body: { name: "ERP", scopes: ["read", "users:write"] } }),
        );
        expect(answer.status).toBe(201);
        secret = answer.body.token;
        tokenId = answer.body.id;
      },
      { action: "api_token.created", actorUserId: admin.id, targetType: "api_token", ...CLIENT },
    );
    expect(created.targetId).toBe(String(tokenId));
    expect(created.details).toMatchObject({
      name: "ERP",
      scopes: ["read", "users:write"],
      userId: admin.id,
      prefix: secret.slice(0, 12),
    });
    expect(JSON.stringify(created)).not.toContain(secret);

    // A change made with the API token names the token as well as its owner.
    const other = await createUser("EMPLOYEE");
    const byToken = await recordsOne(
      () =>
        expectStatus(
          call(userPatch, {
            method: "PATCH",
            url: `http://localhost/api/user/${other.id}`,
            token: secret,
            body: { firstName: "Renomeada" },
            params: { id: String(other.id) },
          }),
          200,
        ),
      { action: "user.changed", actorUserId: admin.id, actorTokenId: tokenId },
    );
    expect(byToken.details).toEqual({ fields: ["firstName"] });

    await recordsOne(
      () =>
        expectStatus(
          call(tokenDelete, as(admin, { method: "DELETE", params: { id: String(tokenId) } })),
          200,
        ),
      { action: "api_token.revoked", targetId: String(tokenId), actorUserId: admin.id, ...CLIENT },
    );
    // Revoking it again is a 404 and changes nothing.
    await recordsNothing(() =>
      expectStatus(
        call(tokenDelete, as(admin, { method: "DELETE", params: { id: String(tokenId) } })),
        404,
      ),
    );
  });

  it("an employee's or a bad token request records nothing", async () => {
    const employee = await createUser("EMPLOYEE");
    await recordsNothing(async () => {
      await expectStatus(
        call(tokensPost, as(employee, { body: { name: "X", scopes: ["read"] } })),
        403,
      );
      await expectStatus(
        call(tokensPost, as(admin, { body: { name: "", scopes: ["root"] } })),
        400,
      );
      await expectStatus(call(tokensGet, as(admin)), 200);
    });
  });

  it("creating and deleting a webhook records each once, with the URL cut before its query", async () => {
    let id = 0;
    const created = await recordsOne(
      async () => {
        const answer = await call(
          webhooksPost,
          as(admin, {
            body: { url: "http://127.0.0.1:9/hook?token=segredo", events: ["user.created"] },
          }),
        );
        expect(answer.status).toBe(201);
        id = answer.body.id;
      },
      { action: "webhook.created", actorUserId: admin.id, targetType: "webhook", ...CLIENT },
    );
    expect(created).toMatchObject({
      targetId: String(id),
      details: { url: "http://127.0.0.1:9/hook", events: ["user.created"] },
    });
    expect(JSON.stringify(created)).not.toContain("segredo");
    await recordsOne(
      () =>
        expectStatus(
          call(webhookDelete, as(admin, { method: "DELETE", params: { id: String(id) } })),
          200,
        ),
      { action: "webhook.deleted", targetId: String(id), details: created.details, ...CLIENT },
    );
    await recordsNothing(() =>
      expectStatus(
        call(webhooksPost, as(admin, { body: { url: "ftp://x", events: ["user.created"] } })),
        400,
      ),
    );
  });
});
