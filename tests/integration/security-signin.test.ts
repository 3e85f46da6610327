import { afterEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { POST as authPost } from "@/app/api/auth/route";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import {
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_EMAIL,
  MAX_REGISTRATIONS_PER_ADDRESS,
  REGISTRATION_RECEIVED,
  registerEmployee,
} from "@/lib/services/auth";
import { clientAddress } from "@/lib/server/client-address";
import { call, createUser } from "../support/factory";

/** Signs in through POST /api/auth as a client with these headers (X-Forwarded-For, cookies). */
const signIn = (body: unknown, headers: Record<string, string> = {}) =>
  call(authPost, { method: "POST", body, headers });

/** The device cookie a successful sign-in sets, as a Cookie header. */
function deviceCookieOf(response: Response): string {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("membros.device."));
  expect(setCookie).toBeDefined();
  expect(setCookie).toMatch(/HttpOnly/);
  return setCookie!.split(";")[0];
}

/** Empties the throttle counters, so each test starts from a clean slate. */
async function clearThrottle() {
  await (await getDb()).execute(sql`delete from login_failures`);
}

afterEach(async () => {
  delete process.env.TRUST_PROXY;
  delete process.env.REGISTRATION;
  await clearThrottle();
});

describe("client address", () => {
  it("ignores X-Forwarded-For without TRUST_PROXY and takes the N-th hop from the right with it", () => {
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 10.0.0.7, 192.168.0.2" });
    expect(clientAddress(headers)).toBe("direct");
    process.env.TRUST_PROXY = "1";
    expect(clientAddress(headers)).toBe("192.168.0.2");
    process.env.TRUST_PROXY = "2";
    expect(clientAddress(headers)).toBe("10.0.0.7");
  });
});

describe("sign-in throttling", () => {
  it("a rotated X-Forwarded-For gains nothing without TRUST_PROXY: the guesses still share one bucket", async () => {
    const victim = await createUser();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const response = await signIn(
        { email: `alvo${i}@teste.dev`, password: "errada123" },
        { "x-forwarded-for": `10.7.${i}.1` },
      );
      expect(response.status).toBe(401);
    }
    const next = await signIn(
      { email: victim.email, password: victim.password },
      { "x-forwarded-for": "10.7.200.1" },
    );
    expect(next.status).toBe(429);
    expect(Number(next.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(next.body.message).toMatch(/Muitas tentativas/);
  });

  it("without a proxy, a flood of failures does not lock out owners who signed in before on that device", async () => {
    const owner = await createUser();
    const device = deviceCookieOf(
      (await signIn({ email: owner.email, password: owner.password })).response,
    );
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++)
      await signIn({ email: `x${i}@teste.dev`, password: "errada123" });
    expect((await signIn({ email: owner.email, password: owner.password })).status).toBe(429);
    const withDevice = await signIn(
      { email: owner.email, password: owner.password },
      { cookie: device },
    );
    expect(withDevice.status).toBe(200);
    expect(withDevice.body.token).toEqual(expect.any(String));
  });

  it("the owner with a device cookie signs in while the account is throttled for everyone else", async () => {
    process.env.TRUST_PROXY = "1";
    const owner = await createUser();
    const device = deviceCookieOf(
      (
        await signIn(
          { email: owner.email, password: owner.password },
          { "x-forwarded-for": "10.8.0.1" },
        )
      ).response,
    );
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
      expect(
        (
          await signIn(
            { email: owner.email, password: "errada123" },
            { "x-forwarded-for": `10.8.1.${i}` },
          )
        ).status,
      ).toBe(401);
    }
    const attacker = await signIn(
      { email: owner.email, password: owner.password },
      { "x-forwarded-for": "10.8.2.1" },
    );
    expect(attacker.status).toBe(429);
    expect(Number(attacker.response.headers.get("retry-after"))).toBeGreaterThan(0);
    const ownerAgain = await signIn(
      { email: owner.email, password: owner.password },
      { "x-forwarded-for": "10.8.0.1", cookie: device },
    );
    expect(ownerAgain.status).toBe(200);
  });

  it("a device cookie of another account, a forged one, or one used for guessing buys nothing", async () => {
    process.env.TRUST_PROXY = "1";
    const owner = await createUser();
    const other = await createUser();
    const otherDevice = deviceCookieOf(
      (
        await signIn(
          { email: other.email, password: other.password },
          { "x-forwarded-for": "10.9.0.1" },
        )
      ).response,
    );
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++)
      await signIn(
        { email: owner.email, password: "errada123" },
        { "x-forwarded-for": `10.9.1.${i}` },
      );
    expect(
      (
        await signIn(
          { email: owner.email, password: owner.password },
          { "x-forwarded-for": "10.9.2.1", cookie: otherDevice },
        )
      ).status,
    ).toBe(429);
    const forged = `${otherDevice.split("=")[0]}=eyJhbGciOiJIUzI1NiJ9.e30.x`;
    expect(
      (
        await signIn(
          { email: owner.email, password: owner.password },
          { "x-forwarded-for": "10.9.2.2", cookie: forged },
        )
      ).status,
    ).toBe(429);

    // Guessing with the owner's own device cookie is limited per cookie.
    const device = deviceCookieOf(
      (
        await signIn(
          { email: other.email, password: other.password },
          { "x-forwarded-for": "10.9.3.1" },
        )
      ).response,
    );
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++)
      await signIn(
        { email: other.email, password: "errada123" },
        { cookie: device, "x-forwarded-for": "10.9.3.1" },
      );
    expect(
      (
        await signIn(
          { email: other.email, password: other.password },
          { cookie: device, "x-forwarded-for": "10.9.3.1" },
        )
      ).status,
    ).toBe(429);
  });
});

describe("self-registration", () => {
  const valid = {
    email: "nova@teste.dev",
    firstName: "Nova",
    lastName: "Pessoa",
    phone: "(11) 98765-4321",
    birthDate: "1990-01-01",
    password: "senhaforte1",
    document: "529.982.247-25",
  };

  it("is closed unless REGISTRATION=open", async () => {
    await expect(registerEmployee(valid, "direct")).rejects.toMatchObject({
      status: 403,
      message: "O cadastro está desativado",
    });
    process.env.REGISTRATION = "closed";
    await expect(registerEmployee(valid, "direct")).rejects.toMatchObject({ status: 403 });
  });

  it("when open, answers the same for a new and a taken e-mail and creates nothing before the e-mailed link is followed", async () => {
    process.env.REGISTRATION = "open";
    const db = await getDb();
    expect(await registerEmployee(valid, "direct")).toEqual({ message: REGISTRATION_RECEIVED });
    expect(
      await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = 'nova@teste.dev'`),
    ).toEqual([]);
    expect((await signIn({ email: valid.email, password: valid.password })).status).toBe(401);

    const owner = await createUser("EMPLOYEE", { email: "dona@teste.dev" });
    const [before] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(
      await registerEmployee(
        { ...valid, email: "DONA@teste.dev", password: "outrasenha9" },
        "direct",
      ),
    ).toEqual({ message: REGISTRATION_RECEIVED });
    const rows = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = 'dona@teste.dev'`);
    expect(rows).toEqual([before]);

    // A weak password is refused the same way whether the e-mail is taken or not.
    for (const email of ["DONA@teste.dev", "livre@teste.dev"]) {
      await expect(
        registerEmployee({ ...valid, email, password: "12345678" }, "direct"),
      ).rejects.toMatchObject({
        status: 400,
        errors: { password: [expect.stringMatching(/mais usadas/)] },
      });
    }
  });

  it("is throttled per address with 429 and Retry-After", async () => {
    process.env.REGISTRATION = "open";
    for (let i = 0; i < MAX_REGISTRATIONS_PER_ADDRESS; i++)
      await registerEmployee({ ...valid, email: `r${i}@teste.dev` }, "10.10.0.1");
    const refused = await registerEmployee(
      { ...valid, email: "r-last@teste.dev" },
      "10.10.0.1",
    ).catch((e) => e);
    expect(refused).toMatchObject({ status: 429 });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await registerEmployee({ ...valid, email: "r-other@teste.dev" }, "10.10.0.2")).toEqual({
      message: REGISTRATION_RECEIVED,
    });
  });
});
