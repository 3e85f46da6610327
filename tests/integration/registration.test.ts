import { sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as authPost } from "@/app/api/auth/route";
import { getDb } from "@/db";
import { emailOutbox, users } from "@/db/schema";
import { createTransport, deliverEmails } from "@/lib/services/notifications/mailer";
import {
  CONFIRMATION_INVALID,
  REGISTRATION_RECEIVED,
  confirmRegistration,
  registerEmployee,
} from "@/lib/services/registration";
import { call, createUser } from "../support/factory";
import { saveEnv, startSmtp, type TestSmtp } from "../support/smtp";

const FROM = "Membros <avisos@membros.dev>";
const restoreEnv = saveEnv(["SMTP_URL", "MAIL_FROM", "APP_URL", "REGISTRATION"]);
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.APP_URL = "https://membros.example.org";
});
afterAll(async () => {
  await smtp.close();
  restoreEnv();
});
beforeEach(async () => {
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = FROM;
  process.env.REGISTRATION = "open";
  smtp.messages.length = 0;
  await (await getDb()).update(emailOutbox).set({ status: "sent" });
});
afterEach(async () => {
  vi.useRealTimers();
  await (await getDb()).execute(sql`delete from login_failures`);
});

const signIn = (email: string, password: string) =>
  call(authPost, { method: "POST", body: { email, password } });
const drain = () => deliverEmails({ transport: createTransport(smtp.url), from: FROM });
const person = (email: string) => ({
  email,
  firstName: "Lívia",
  lastName: "Moraes",
  phone: "(11) 98765-4321",
  birthDate: "1992-03-04",
  password: "Lagoa#Azul77",
  pixKeyType: "EMAIL",
  pixKey: email,
});
const to = (mail: ParsedMail) =>
  mail.to && "value" in mail.to ? mail.to.value[0].address : undefined;
const tokenOf = (mail: ParsedMail) => {
  const match = /\/register\/confirm\?token=([A-Za-z0-9._-]+)/.exec(mail.text ?? "");
  expect(match, "the confirmation link").toBeTruthy();
  return match![1];
};

describe("self-registration with e-mail confirmation (a real SMTP server)", () => {
  it("a new e-mail gets a link that creates the account once; the owner of a taken e-mail gets a notice; both answers are identical", async () => {
    const owner = await createUser("EMPLOYEE", {
      email: `dono.${Date.now()}@teste.dev`,
      firstName: "Dono",
    });
    const fresh = `livia.${Date.now()}@teste.dev`;

    const answerNew = await registerEmployee(person(fresh), "direct");
    const answerTaken = await registerEmployee(person(owner.email.toUpperCase()), "direct");
    expect(answerNew).toEqual({ message: REGISTRATION_RECEIVED });
    expect(answerTaken).toEqual(answerNew);

    expect(await drain()).toEqual({ sent: 2, failed: 0 });
    const confirmation = smtp.messages.find((m) => to(m) === fresh)!;
    const notice = smtp.messages.find((m) => to(m) === owner.email)!;
    expect(confirmation.subject).toBe("[Membros] Confirme seu cadastro");
    expect(confirmation.text).toContain("https://membros.example.org/register/confirm?token=");
    expect(notice.subject).toBe("[Membros] Alguém tentou se cadastrar com seu e-mail");
    expect(notice.text).not.toContain("/register/confirm");
    // The link carries the typed data encrypted: nothing personal is readable in it.
    const token = tokenOf(confirmation);
    expect(token).not.toContain("Lívia");
    expect(Buffer.from(token.split(".")[3] ?? "", "base64url").toString("latin1")).not.toContain(
      "Moraes",
    );

    // Nothing exists before the link is followed.
    expect((await signIn(fresh, "Lagoa#Azul77")).status).toBe(401);
    expect(
      await (
        await getDb()
      )
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${fresh}`),
    ).toEqual([]);

    expect(await confirmRegistration(token)).toMatchObject({ email: fresh });
    const signedIn = await signIn(fresh, "Lagoa#Azul77");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      profile: { label: "EMPLOYEE" },
      user: { fullName: "Lívia Moraes", email: fresh },
    });

    // Single use: the second click changes nothing.
    await expect(confirmRegistration(token)).rejects.toMatchObject({
      status: 400,
      message: CONFIRMATION_INVALID,
    });
    // The owner's account is untouched: their password still works, the typed one does not.
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
    expect((await signIn(owner.email, "Lagoa#Azul77")).status).toBe(401);
  });

  it("a tampered, foreign or expired link is refused with one neutral message", async () => {
    const email = `exp.${Date.now()}@teste.dev`;
    await registerEmployee(person(email), "direct");
    await drain();
    const token = tokenOf(smtp.messages[0]);
    const tampered = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
    for (const bad of [tampered, "", "abc.def.ghi", 42]) {
      await expect(confirmRegistration(bad)).rejects.toMatchObject({
        status: 400,
        message: CONFIRMATION_INVALID,
      });
    }
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 25 * 3600_000);
    await expect(confirmRegistration(token)).rejects.toMatchObject({
      status: 400,
      message: CONFIRMATION_INVALID,
    });
    vi.useRealTimers();
    expect(
      await (
        await getDb()
      )
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    ).toEqual([]);
  });

  it("without SMTP_URL (development), the link is written to the server console once and no e-mail is queued", async () => {
    delete process.env.SMTP_URL;
    const lines: string[] = [];
    const spy = vi.spyOn(console, "info").mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(" "));
    });
    try {
      const email = `semsmtp.${Date.now()}@teste.dev`;
      const before = (await (await getDb()).select().from(emailOutbox)).length;
      await registerEmployee(person(email), "direct");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(
        `link de confirmação para ${email}: https://membros.example.org/register/confirm?token=`,
      );
      expect((await (await getDb()).select().from(emailOutbox)).length).toBe(before);
      const token = /token=([A-Za-z0-9._-]+)/.exec(lines[0])![1];
      expect(await confirmRegistration(token)).toMatchObject({ email });
    } finally {
      spy.mockRestore();
    }
  });
});
