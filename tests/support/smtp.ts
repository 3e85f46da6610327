import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";

export type TestSmtp = {
  url: string;
  messages: ParsedMail[];
  /** Refuse the next `n` messages with a temporary 451. */
  refuseNext: (n: number) => void;
  /**
   * Holds every message's answer until `release()`: `arrived` resolves when the first held
   * message has been received whole (the sender is then waiting for the 250).
   */
  hold: () => { arrived: Promise<void>; release: () => void };
  close: () => Promise<void>;
};

/** A real SMTP server on a free local port; every accepted message is parsed with mailparser. */
export async function startSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  let refuse = 0;
  let held: { arrive: () => void; released: Promise<void> } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (held) {
          held.arrive();
          await held.released;
        }
        if (refuse > 0) {
          refuse -= 1;
          const error = new Error("Tente mais tarde") as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        messages.push(await simpleParser(Buffer.concat(chunks)));
        callback();
      });
    },
  });
  // A sender killed in the middle of a message resets its connection, and smtp-server reports
  // that as an "error" event; a real mail server logs it and goes on serving, and so does this one.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext: (n) => {
      refuse = n;
    },
    hold() {
      let arrive!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      held = { arrive, released };
      return {
        arrived,
        release: () => {
          held = undefined;
          release();
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Remembers these environment variables; the returned function puts them back as they were. */
export function saveEnv(keys: string[]): () => void {
  const saved = Object.fromEntries(keys.map((key) => [key, process.env[key]]));
  return () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}

/**
 * A real SMTP server for the whole test file, with SMTP_URL, MAIL_FROM and APP_URL pointing the
 * app at it (restored afterwards). `smtp` is there from the first `beforeAll` on.
 */
export function mailServerForFile(from = "Membros <avisos@membros.dev>") {
  const restoreEnv = saveEnv(["SMTP_URL", "MAIL_FROM", "APP_URL"]);
  const mail = { smtp: undefined as unknown as TestSmtp, from };
  beforeAll(async () => {
    mail.smtp = await startSmtp();
    process.env.SMTP_URL = mail.smtp.url;
    process.env.MAIL_FROM = from;
    process.env.APP_URL = "https://membros.example.org";
  });
  afterAll(async () => {
    await mail.smtp?.close();
    restoreEnv();
  });
  return mail;
}
