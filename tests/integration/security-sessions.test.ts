import { describe, expect, it } from "vitest";
import { decode, encode } from "next-auth/jwt";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { userSessions } from "@/db/schema";
import { POST as authPost } from "@/app/api/auth/route";
import { POST as passwordPost } from "@/app/api/account/password/route";
import { POST as collaboratorPasswordPost } from "@/app/api/collaborator/password/route";
import { GET as authGet } from "@/app/api/auth/[...nextauth]/route";
import { NextRequest } from "next/server";
import { POST as logoutPost } from "@/app/api/account/logout/route";
import { POST as logoutAllPost } from "@/app/api/account/logout-all/route";
import { GET as ownGet, PATCH as ownPatch } from "@/app/api/collaborator/user/route";
import { PATCH as userPatch } from "@/app/api/user/[id]/route";
import { POST as userPost } from "@/app/api/user/route";
import { SESSION_COOKIE } from "@/lib/core/session";
import {
  commonPasswordCount,
  PASSWORD_IS_EMAIL,
  PASSWORD_IS_NAME,
  PASSWORD_TOO_COMMON,
} from "@/lib/core/password-policy";
import { openSession } from "@/lib/services/session";
import { call, createUser, type TestUser } from "../support/factory";

/** A browser session cookie as Auth.js writes it, backed by a real session row. */
async function browserCookie(user: TestUser): Promise<string> {
  const sid = await openSession(user.id, "browser");
  const token = await encode({
    token: { uid: String(user.id), ver: 0, sid, profile: user.actor.profile },
    secret: process.env.AUTH_SECRET!,
    salt: SESSION_COOKIE,
  });
  return `${SESSION_COOKIE}=${token}`;
}

const asCookie = (cookie: string) => ({ headers: { cookie } });
const newToken = async (user: TestUser, password = user.password) =>
  (await call(authPost, { method: "POST", body: { email: user.email, password } })).body
    .token as string;

describe("sessions end on the server", () => {
  it("a copied session cookie answers 401 after logout", async () => {
    const user = await createUser();
    const cookie = await browserCookie(user);
    const copy = cookie;
    expect((await call(ownGet, asCookie(cookie))).status).toBe(200);
    expect((await call(logoutPost, { method: "POST", ...asCookie(cookie) })).status).toBe(200);
    expect((await call(ownGet, asCookie(copy))).status).toBe(401);
  });

  it("/api/auth/session describes a live session only", async () => {
    const user = await createUser();
    const cookie = await browserCookie(user);
    const session = () =>
      authGet(new NextRequest("http://localhost/api/auth/session", { headers: { cookie } })).then(
        (r) => r.json(),
      );
    expect((await session()).user.email).toBe(user.email);
    await call(logoutPost, { method: "POST", ...asCookie(cookie) });
    expect(await session()).toBeNull();
  });

  it("a session past its expiry answers 401, cookie and token alike, while a live one of the same user answers", async () => {
    const user = await createUser();
    const cookie = await browserCookie(user);
    const live = await browserCookie(user);
    const expire = (sid: string) =>
      getDb().then((db) =>
        db
          .update(userSessions)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(userSessions.id, sid)),
      );
    const sidOf = async (c: string) =>
      (await decode({
        token: c.split("=")[1],
        secret: process.env.AUTH_SECRET!,
        salt: SESSION_COOKIE,
      }))!.sid as string;
    await expire(await sidOf(cookie));
    const tokenSid = (
      await getDb().then((db) =>
        db
          .select({ id: userSessions.id })
          .from(userSessions)
          .where(and(eq(userSessions.userId, user.id), eq(userSessions.kind, "api"))),
      )
    )[0].id;
    await expire(tokenSid);
    expect((await call(ownGet, asCookie(cookie))).status).toBe(401);
    expect((await call(ownGet, { token: user.token })).status).toBe(401);
    expect((await call(ownGet, asCookie(live))).status).toBe(200);
  });

  it("logging out an API token ends that token only", async () => {
    const user = await createUser();
    const other = await newToken(user);
    expect((await call(logoutPost, { method: "POST", token: user.token })).status).toBe(200);
    expect((await call(ownGet, { token: user.token })).status).toBe(401);
    expect((await call(ownGet, { token: other })).status).toBe(200);
  });

  it("'Sair de todos os dispositivos' ends every session and token of the user, no one else's", async () => {
    const user = await createUser();
    const bystander = await createUser();
    const cookie = await browserCookie(user);
    const second = await newToken(user);
    expect((await call(logoutAllPost, { method: "POST", token: second })).status).toBe(200);
    for (const credential of [{ token: user.token }, { token: second }, asCookie(cookie)]) {
      expect((await call(ownGet, credential)).status).toBe(401);
    }
    expect((await call(ownGet, { token: bystander.token })).status).toBe(200);
  });
});

describe("own password change", () => {
  it("needs the current password, then ends every other session but the one that made it", async () => {
    const user = await createUser();
    const other = await newToken(user);
    const cookie = await browserCookie(user);
    const missing = await call(passwordPost, {
      method: "POST",
      token: user.token,
      body: { newPassword: "Outra#Senha2026" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.currentPassword).toEqual(["Informe a senha atual"]);
    const wrong = await call(passwordPost, {
      method: "POST",
      token: user.token,
      body: { currentPassword: "errada123", newPassword: "Outra#Senha2026" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.currentPassword).toEqual(["A senha atual está incorreta"]);

    const done = await call(passwordPost, {
      method: "POST",
      token: user.token,
      body: { currentPassword: user.password, newPassword: "Outra#Senha2026" },
    });
    expect(done.status).toBe(200);
    expect((await call(ownGet, { token: user.token })).status).toBe(200);
    expect((await call(ownGet, { token: other })).status).toBe(401);
    expect((await call(ownGet, asCookie(cookie))).status).toBe(401);
    expect(await newToken(user, user.password)).toBeUndefined();
    expect(await newToken(user, "Outra#Senha2026")).toEqual(expect.any(String));
  });

  it("through POST /api/collaborator/password, for a collaborator only", async () => {
    const user = await createUser();
    const admin = await createUser("ADMIN");
    const body = { currentPassword: user.password, newPassword: "Terceira#Senha26" };
    expect(
      (
        await call(collaboratorPasswordPost, {
          method: "POST",
          token: admin.token,
          body: { ...body, currentPassword: admin.password },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(collaboratorPasswordPost, { method: "POST", token: user.token, body })).status,
    ).toBe(200);
    expect(await newToken(user, "Terceira#Senha26")).toEqual(expect.any(String));
  });

  it("through PATCH /api/collaborator/user: a password is changed with currentPassword, never silently ignored", async () => {
    const user = await createUser();
    const ignored = await call(ownPatch, {
      method: "PATCH",
      token: user.token,
      body: { password: "Nova#Senha2026" },
    });
    expect(ignored.status).toBe(400);
    expect(ignored.body.errors.currentPassword).toEqual(["Informe a senha atual"]);
    const changed = await call(ownPatch, {
      method: "PATCH",
      token: user.token,
      body: { password: "Nova#Senha2026", currentPassword: user.password },
    });
    expect(changed.status).toBe(200);
    expect(await newToken(user, "Nova#Senha2026")).toEqual(expect.any(String));
  });

  it("is throttled after repeated wrong current passwords", async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++)
      await call(passwordPost, {
        method: "POST",
        token: user.token,
        body: { currentPassword: "errada123", newPassword: "Outra#Senha2026" },
      });
    const blocked = await call(passwordPost, {
      method: "POST",
      token: user.token,
      body: { currentPassword: user.password, newPassword: "Outra#Senha2026" },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.response.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("password policy", () => {
  it("ships a list of more than 10,000 common passwords", () => {
    expect(commonPasswordCount()).toBeGreaterThan(10_000);
  });

  it("refuses a common password, the e-mail and the name with a Portuguese reason, everywhere a password is set", async () => {
    const user = await createUser("EMPLOYEE", { firstName: "Mariana", lastName: "Souza" });
    const admin = await createUser("ADMIN");
    const cases: [string, string][] = [
      ["12345678", PASSWORD_TOO_COMMON],
      ["Password1", PASSWORD_TOO_COMMON],
      [user.email, PASSWORD_IS_EMAIL],
      [user.email.toUpperCase(), PASSWORD_IS_EMAIL],
      ["Mariana Souza", PASSWORD_IS_NAME],
    ];
    for (const [password, reason] of cases) {
      const own = await call(passwordPost, {
        method: "POST",
        token: user.token,
        body: { currentPassword: user.password, newPassword: password },
      });
      expect(own.status, password).toBe(400);
      expect(own.body.errors.newPassword).toEqual([reason]);
      const byAdmin = await call(userPatch, {
        method: "PATCH",
        token: admin.token,
        params: { id: String(user.id) },
        body: { password },
      });
      expect(byAdmin.status, password).toBe(400);
      expect(byAdmin.body.errors.password).toEqual([reason]);
    }
    const created = await call(userPost, {
      method: "POST",
      token: admin.token,
      body: {
        email: "fraca@teste.dev",
        firstName: "Fraca",
        lastName: "Senha",
        phone: "11987654321",
        birthDate: "1990-01-01",
        password: "fraca@teste.dev",
        profileId: 3,
      },
    });
    expect(created.status).toBe(400);
    expect(created.body.errors.password).toEqual([PASSWORD_IS_EMAIL]);
  });
});
