import { execFileSync } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider (npm `oidc-provider`) for the single sign-on tests, over HTTPS
 * with a certificate made at run time (openssl; nothing committed). The app trusts it through
 * NODE_EXTRA_CA_CERTS=`caFile`. Its sign-in page is ours, not the library's development one:
 * type an account's key (`login`), tick "mfa" to be signed in with a second factor (amr
 * ["pwd", "otp"] instead of ["pwd"]), and consent is granted at once.
 */
export type TestOidcAccount = {
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
};

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The test certificate (PEM), for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  /** The OIDC_* settings that point the app at this provider. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
function testCertificate(folder: string): { key: string; cert: string; file: string } {
  const keyFile = path.join(folder, "key.pem");
  const file = path.join(folder, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", keyFile, "-out", file, "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(file, "utf8"), file };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) request.destroy(new Error("body too large"));
    });
    request.on("end", () => resolve(new URLSearchParams(body)));
    request.on("error", reject);
  });
}

function loginPage(response: ServerResponse, uid: string, message = "") {
  response.setHeader("content-type", "text/html; charset=utf-8");
  response.end(`<!doctype html><html lang="pt-BR"><title>Provedor de teste</title>
<h1>Provedor de teste</h1>${message ? `<p role="alert">${escapeHtml(message)}</p>` : ""}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Conta <input name="login" autofocus></label>
<label><input type="checkbox" name="mfa" value="1"> mfa</label>
<button type="submit">Continuar</button></form></html>`);
}

export async function startOidcProvider(options: {
  redirectUris: string[];
  accounts: Record<string, TestOidcAccount>;
}): Promise<TestOidcProvider> {
  const folder = mkdtempSync(path.join(tmpdir(), "oidc-provider-"));
  const { key, cert, file } = testCertificate(folder);
  const clientId = "membros-test";
  const clientSecret = randomBytes(24).toString("base64url");
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
    format: "jwk",
  });
  let handle: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
  const server: Server = createServer({ key, cert }, (req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: "test", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    claims: {
      // A claim reaches the ID token only through a requested scope: amr comes with openid.
      openid: ["sub", "amr"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name"],
    },
    // Auth.js reads the person from the ID token: put the scopes' claims there too.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = options.accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
        }),
      };
    },
  });
  const callback = provider.callback();

  handle = (req, res) => {
    const uid = /^\/interaction\/([\w-]+)$/.exec(req.url ?? "")?.[1];
    if (!uid) return void callback(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (req.method !== "POST") return loginPage(res, uid);
        const form = await readForm(req);
        const accountId = form.get("login") ?? "";
        if (!options.accounts[accountId]) return loginPage(res, uid, "Conta desconhecida");
        const grant = new provider.Grant({
          accountId,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope("openid email profile");
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          {
            login: { accountId, amr: form.get("mfa") ? ["pwd", "otp"] : ["pwd"] },
            consent: { grantId },
          },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        res.statusCode = 400;
        res.end(String(error));
      }
    })();
  };

  return {
    issuer,
    clientId,
    clientSecret,
    caFile: file,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
