import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as tokensGet, POST as tokensPost } from "@/app/api/tokens/route";
import { DELETE as tokenDelete } from "@/app/api/tokens/[id]/route";
import { GET as ownGet } from "@/app/api/collaborator/user/route";
import { GET as usersGet, POST as usersPost } from "@/app/api/user/route";
import { DELETE as userDelete } from "@/app/api/user/[id]/route";
import { getDb } from "@/db";
import { apiTokens } from "@/db/schema";
import { call, createUser } from "../support/factory";

const TOKENS = "http://localhost/api/tokens";
const newToken = async (adminToken: string, body: Record<string, unknown>) =>
  call(tokensPost, { url: TOKENS, token: adminToken, body });

describe("API tokens", () => {
  it("is shown once, stored hashed, listed with its last use, and acts as its owner", async () => {
    const admin = await createUser("ADMIN");
    const created = await newToken(admin.token, { name: "ERP", scopes: ["read"] });
    expect(created.status).toBe(201);
    const secret = created.body.token as string;
    expect(secret).toMatch(/^mbr_[A-Za-z0-9_-]{43}$/);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, created.body.id));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
    const before = (await call(tokensGet, { url: TOKENS, token: admin.token })).body.data.find(
      (t: { id: number }) => t.id === created.body.id,
    );
    expect(before).toMatchObject({
      name: "ERP",
      scopes: ["read"],
      lastUsedAt: null,
      prefix: secret.slice(0, 12),
    });
    expect(JSON.stringify(before)).not.toContain(secret);
    expect((await call(usersGet, { url: "http://localhost/api/user", token: secret })).status).toBe(
      200,
    );
    const after = (await call(tokensGet, { url: TOKENS, token: admin.token })).body.data.find(
      (t: { id: number }) => t.id === created.body.id,
    );
    expect(after.lastUsedAt).not.toBeNull();
  });

  it("a token for a service user carries that user's profile", async () => {
    const admin = await createUser("ADMIN");
    const service = await createUser("EMPLOYEE");
    const { body } = await newToken(admin.token, {
      name: "Robô",
      userId: service.id,
      scopes: ["read"],
    });
    const own = await call(ownGet, {
      url: "http://localhost/api/collaborator/user",
      token: body.token,
    });
    expect(own.status).toBe(200);
    expect(own.body.email).toBe(service.email);
    expect(
      (await call(usersGet, { url: "http://localhost/api/user", token: body.token })).status,
    ).toBe(403);
  });

  it("outside its scopes answers 403; a person keeps full access", async () => {
    const admin = await createUser("ADMIN");
    const { body } = await newToken(admin.token, { name: "Leitor", scopes: ["read"] });
    const person = {
      firstName: "Ana",
      lastName: "Souza",
      email: `ana.${Date.now()}@exemplo.com.br`,
      profileId: 3,
      phone: "11987654321",
      birthDate: "1990-01-01",
    };
    const denied = await call(usersPost, {
      url: "http://localhost/api/user",
      token: body.token,
      body: person,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain("users:write");
    expect(
      (
        await call(usersPost, {
          url: "http://localhost/api/user",
          token: admin.token,
          body: { ...person, profileId: undefined },
        })
      ).status,
    ).toBe(400);
  });

  it("revoked, expired or of a deactivated owner answers 401", async () => {
    const admin = await createUser("ADMIN");
    const owner = await createUser("EMPLOYEE");
    const read = "http://localhost/api/collaborator/user";
    const revoked = (await newToken(admin.token, { name: "A", userId: owner.id, scopes: ["read"] }))
      .body;
    expect((await call(ownGet, { url: read, token: revoked.token })).status).toBe(200);
    expect(
      (
        await call(tokenDelete, {
          method: "DELETE",
          url: `${TOKENS}/${revoked.id}`,
          token: admin.token,
          params: { id: String(revoked.id) },
        })
      ).status,
    ).toBe(200);
    expect((await call(ownGet, { url: read, token: revoked.token })).status).toBe(401);

    const expiring = (
      await newToken(admin.token, {
        name: "B",
        userId: owner.id,
        scopes: ["read"],
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      })
    ).body;
    expect((await call(ownGet, { url: read, token: expiring.token })).status).toBe(200);
    await (
      await getDb()
    )
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expiring.id));
    expect((await call(ownGet, { url: read, token: expiring.token })).status).toBe(401);

    const live = (await newToken(admin.token, { name: "C", userId: owner.id, scopes: ["read"] }))
      .body;
    await call(userDelete, {
      method: "DELETE",
      url: `http://localhost/api/user/${owner.id}`,
      token: admin.token,
      params: { id: String(owner.id) },
    });
    expect((await call(ownGet, { url: read, token: live.token })).status).toBe(401);
    expect((await call(ownGet, { url: read, token: "mbr_" + "x".repeat(43) })).status).toBe(401);
  });

  it("only an admin, as a person, manages tokens; bad input is a 400 naming the field", async () => {
    const admin = await createUser("ADMIN");
    const employee = await createUser("EMPLOYEE");
    expect((await newToken(employee.token, { name: "X", scopes: ["read"] })).status).toBe(403);
    const all = (
      await newToken(admin.token, {
        name: "Tudo",
        scopes: [
          "read",
          "finance:write",
          "users:write",
          "meetings:write",
          "content:write",
          "notifications:write",
        ],
      })
    ).body.token;
    expect((await newToken(all, { name: "Filho", scopes: ["read"] })).status).toBe(403);
    expect((await call(tokensGet, { url: TOKENS, token: all })).status).toBe(403);
    const bad = await newToken(admin.token, {
      name: "",
      scopes: ["admin"],
      expiresAt: "2001-01-01T00:00:00Z",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["expiresAt", "name", "scopes.0"].sort());
  });
});
