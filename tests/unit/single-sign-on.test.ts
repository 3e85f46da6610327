import { describe, expect, it } from "vitest";
import { parseOidcEnv } from "@/lib/core/env";
import { amrIsMultiFactor, oidcIdentity, signInErrorMessage } from "@/lib/core/single-sign-on";

const complete = {
  APP_URL: "https://membros.example.org",
  OIDC_ISSUER: "https://login.example.org/realms/acme",
  OIDC_CLIENT_ID: "membros",
  OIDC_CLIENT_SECRET: "s3cret",
};

describe("amr → second factor", () => {
  it.each([
    [["pwd", "mfa"], true],
    [["pwd", "otp"], true],
    [["hwk"], true],
    [["swk", "pwd"], true],
    [["face"], true],
    [["pwd"], false],
    [["pwd", "kba"], false],
    [[], false],
    [undefined, false],
    ["mfa", false],
    [[1, null, "MFA"], false],
  ])("%j → %s", (amr, twoFactor) => {
    expect(amrIsMultiFactor(amr)).toBe(twoFactor);
  });
});

describe("the ID token's claims", () => {
  it("lower-cases and trims the e-mail, and takes only a literal true as verified", () => {
    const identity = oidcIdentity({
      email: "  Ana.Lima@Acme.Example ",
      email_verified: true,
      given_name: " Ana ",
      family_name: "Lima",
      amr: ["pwd", "mfa"],
    });
    expect(identity).toMatchObject({
      email: "ana.lima@acme.example",
      emailVerified: true,
      givenName: "Ana",
      familyName: "Lima",
      twoFactor: true,
    });
    expect(oidcIdentity({ email: "a@b.c", email_verified: "true" }).emailVerified).toBe(false);
    expect(oidcIdentity({ email_verified: true }).email).toBeNull();
    // Entra ID: xms_edov only where email_verified is absent.
    expect(oidcIdentity({ email: "a@b.c", xms_edov: true }).emailVerified).toBe(true);
    expect(
      oidcIdentity({ email: "a@b.c", email_verified: false, xms_edov: true }).emailVerified,
    ).toBe(false);
    expect(oidcIdentity({ email: "a@b.c", xms_edov: "1" }).emailVerified).toBe(false);
    expect(oidcIdentity({ email: 42 }).email).toBeNull();
  });
});

describe("OIDC_* settings", () => {
  it("are off without an issuer or client id, with nothing to say", () => {
    expect(parseOidcEnv({})).toEqual({ config: null });
  });

  it("name what is missing instead of failing", () => {
    expect(parseOidcEnv({ OIDC_ISSUER: complete.OIDC_ISSUER })).toEqual({
      config: null,
      problem: "Login único (OIDC) desligado: falta OIDC_CLIENT_ID, OIDC_CLIENT_SECRET.",
    });
    expect(parseOidcEnv({ OIDC_CLIENT_ID: "x", OIDC_CLIENT_SECRET: "y" }).problem).toContain(
      "falta OIDC_ISSUER",
    );
    expect(parseOidcEnv({ ...complete, OIDC_ISSUER: "not a url" }).problem).toContain(
      "não é uma URL",
    );
    expect(parseOidcEnv({ ...complete, OIDC_ISSUER: "http://idp.example.org" }).problem).toContain(
      "precisa ser https",
    );
    expect(parseOidcEnv({ OIDC_ONLY: "true" }).problem).toContain("o acesso com senha continua");
  });

  it("read the name, the switches and the break-glass e-mails", () => {
    expect(parseOidcEnv(complete).config).toEqual({
      issuer: complete.OIDC_ISSUER,
      clientId: "membros",
      clientSecret: "s3cret",
      name: "SSO",
      createUsers: false,
      only: false,
      breakGlassEmails: [],
    });
    const parsed = parseOidcEnv({
      ...complete,
      OIDC_ISSUER: "http://127.0.0.1:8080/",
      OIDC_NAME: "Acme",
      OIDC_CREATE_USERS: "TRUE",
      OIDC_ONLY: "true",
      OIDC_BREAK_GLASS_EMAILS: " Admin@Acme.Example, ,root@acme.example ",
    });
    expect(parsed.problem).toBeUndefined();
    expect(parsed.config).toMatchObject({
      name: "Acme",
      createUsers: true,
      only: true,
      breakGlassEmails: ["admin@acme.example", "root@acme.example"],
    });
    expect(parseOidcEnv({ ...complete, OIDC_ONLY: "true" }).problem).toContain(
      "OIDC_BREAK_GLASS_EMAILS",
    );
    expect(parseOidcEnv({ ...complete, OIDC_CREATE_USERS: "yes" }).config?.createUsers).toBe(false);
    expect(parseOidcEnv({ ...complete, APP_URL: undefined }).problem).toContain("sem APP_URL");
  });
});

describe("the login screen's messages", () => {
  it("say each refusal, any Auth.js error generically, and nothing without an error", () => {
    expect(signInErrorMessage("unknown", "Acme")).toMatch(/^Nenhuma conta com este e-mail\./);
    expect(signInErrorMessage("deactivated", "Acme")).toBe(
      "Esta conta está desativada. Fale com um administrador.",
    );
    expect(signInErrorMessage("OAuthCallbackError", "Acme")).toMatch(
      /^Não foi possível entrar com Acme\./,
    );
    expect(signInErrorMessage("toString", "Acme")).toMatch(/^Não foi possível entrar com Acme\./);
    expect(signInErrorMessage(undefined, "Acme")).toBeNull();
  });
});
