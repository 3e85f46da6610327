import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/auth/route";
import { getDb } from "@/db";
import { withRequestClient } from "@/lib/core/request-client";
import { authenticate, MAX_FAILURES_PER_EMAIL, openBrowserSession } from "@/lib/services/auth";
import { call, createUser, type TestUser } from "../support/factory";
import {
  CLIENT,
  CLIENT_HEADERS,
  recordsNothing,
  recordsOne,
  trustClientAddress,
} from "../support/audit";

/** Password sign-ins, through the API and the login form's service: each outcome one entry. */

trustClientAddress(["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_ONLY"]);
let person: TestUser;
beforeAll(async () => {
  person = await createUser("EMPLOYEE");
});
afterEach(async () => {
  await (await getDb()).execute(sql`delete from login_failures`);
});

const apiSignIn = (body: unknown) =>
  call(authPost, { method: "POST", body, headers: CLIENT_HEADERS });

describe("audit: sign-in through POST /api/auth", () => {
  it("records auth.sign_in for the right password, with the person as actor and the client", async () => {
    await recordsOne(
      async () =>
        expect((await apiSignIn({ email: person.email, password: person.password })).status).toBe(
          200,
        ),
      {
        action: "auth.sign_in",
        actorUserId: person.id,
        targetType: "user",
        targetId: String(person.id),
        details: { method: "api", twoFactor: false },
        ...CLIENT,
      },
    );
  });

  it("records auth.sign_in_failed with the e-mail tried, never the password; the account is the target when it exists", async () => {
    const wrong = await recordsOne(
      async () =>
        expect((await apiSignIn({ email: person.email, password: "Errada#123" })).status).toBe(401),
      {
        action: "auth.sign_in_failed",
        actorUserId: null,
        targetType: "user",
        targetId: String(person.id),
        details: { method: "api", reason: "invalid", email: person.email.toLowerCase() },
        ...CLIENT,
      },
    );
    expect(JSON.stringify(wrong)).not.toContain("Errada#123");
    await recordsOne(
      async () =>
        expect(
          (await apiSignIn({ email: "Ninguem@Teste.dev", password: "Errada#123" })).status,
        ).toBe(401),
      {
        action: "auth.sign_in_failed",
        targetType: null,
        targetId: null,
        details: { method: "api", reason: "invalid", email: "ninguem@teste.dev" },
      },
    );
  });

  it("a malformed body or a throttled attempt records nothing", async () => {
    await recordsNothing(async () =>
      expect((await apiSignIn({ email: "nao-e-email" })).status).toBe(400),
    );
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++)
      await apiSignIn({ email: person.email, password: "Errada#123" });
    await recordsNothing(async () =>
      expect((await apiSignIn({ email: person.email, password: person.password })).status).toBe(
        429,
      ),
    );
  });
});

describe("audit: password sign-in turned off (OIDC_ONLY)", () => {
  it("records auth.sign_in_failed with reason password_disabled, the password never checked", async () => {
    Object.assign(process.env, {
      OIDC_ISSUER: "https://login.example.org",
      OIDC_CLIENT_ID: "membros",
      OIDC_CLIENT_SECRET: "s3cret",
      OIDC_ONLY: "true",
    });
    try {
      await recordsOne(
        async () =>
          expect((await apiSignIn({ email: person.email, password: person.password })).status).toBe(
            403,
          ),
        {
          action: "auth.sign_in_failed",
          targetId: null,
          details: {
            method: "api",
            reason: "password_disabled",
            email: person.email.toLowerCase(),
          },
          ...CLIENT,
        },
      );
    } finally {
      delete process.env.OIDC_ONLY;
    }
  });
});

describe("audit: sign-in through the login form's service", () => {
  const client = { address: "198.51.100.7", userAgent: "Navegador/2.0" };
  const formClient = { clientAddress: client.address, userAgent: client.userAgent };

  it("a session opened records auth.sign_in with method password", async () => {
    await recordsOne(
      () =>
        withRequestClient(client, async () => {
          const outcome = await authenticate({ ...person, address: "direct" });
          if (!outcome.ok) throw new Error(outcome.reason);
          expect(await openBrowserSession(outcome.user, outcome.twoFactor)).toEqual(
            expect.any(String),
          );
        }),
      {
        action: "auth.sign_in",
        actorUserId: person.id,
        details: { method: "password", twoFactor: false },
        ...formClient,
      },
    );
  });

  it("a wrong password and a profile without an area record auth.sign_in_failed", async () => {
    await recordsOne(
      () =>
        withRequestClient(client, async () =>
          expect(
            await authenticate({ email: person.email, password: "x".repeat(8), address: "direct" }),
          ).toMatchObject({ ok: false, reason: "invalid" }),
        ),
      {
        action: "auth.sign_in_failed",
        details: { method: "password", reason: "invalid", email: person.email.toLowerCase() },
        ...formClient,
      },
    );
    const expert = await createUser("EXPERT");
    await recordsOne(
      async () => {
        const outcome = await authenticate({ ...expert, address: "direct" });
        if (!outcome.ok) throw new Error(outcome.reason);
        expect(await openBrowserSession(outcome.user, outcome.twoFactor)).toBeNull();
      },
      {
        action: "auth.sign_in_failed",
        actorUserId: null,
        targetId: String(expert.id),
        details: { method: "password", reason: "profile", email: expert.email.toLowerCase() },
      },
    );
  });
});
