import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { getDb } from "@/db";
import { passkeyRegistrationOptions, registerPasskey } from "@/lib/services/passkeys";
import { createUser } from "./factory";
import { SoftAuthenticator } from "./webauthn";

export const ORIGIN = "https://membros.example.org";
export const RP_ID = "membros.example.org";

/** APP_URL is this site's origin for the test file; every test starts with no sign-in failures. */
export function passkeySite() {
  let previousAppUrl: string | undefined;

  beforeAll(() => {
    previousAppUrl = process.env.APP_URL;
    process.env.APP_URL = `${ORIGIN}/`;
  });
  afterAll(() => {
    if (previousAppUrl === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = previousAppUrl;
  });
  beforeEach(async () => {
    await (await getDb()).execute(sql`delete from login_failures`);
  });
}

/** A person with one registered passkey, made through the service as the settings screen does. */
export async function withPasskey(name = "Notebook") {
  const person = await createUser("EMPLOYEE");
  const authenticator = new SoftAuthenticator(ORIGIN, RP_ID);
  const options = await passkeyRegistrationOptions(person.actor);
  const view = await registerPasskey(person.actor, {
    name,
    response: authenticator.register(options),
  });
  return { person, authenticator, view };
}
