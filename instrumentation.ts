import type { Instrumentation } from "next";

/**
 * Opens, migrates and seeds the database when the server starts, not on the first request; then
 * starts the e-mail and webhook workers. The server does not wait for it (decision 0026): the
 * login screen answers while the embedded database opens, and every query waits in `getDb`
 * until start-up is done. A start-up that fails stops the process, as before.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const started = Date.now();
  const dev = process.env.NODE_ENV === "development";
  const { logger } = await import("@/lib/core/log");
  // Single sign-on misconfigured (an issuer without a client id…) is said once here, not a crash.
  const { reportOidcConfig } = await import("@/lib/core/env");
  reportOidcConfig((level, msg) => logger[level](msg));
  if (dev)
    logger.info(
      "Membros: abrindo o banco e aplicando migrações (no primeiro início, também os dados de demonstração)…",
    );
  else {
    // Request log, metrics and graceful shutdown (docs/deploy.md); `next dev` prints its own.
    const { installRequestWatch } = await import("@/lib/server/observe/requests");
    installRequestWatch();
    const { installShutdown } = await import("@/lib/server/observe/shutdown");
    installShutdown();
  }
  // The audit log finds the client of a page's or server action's request through next/headers;
  // registered here too so the first request of any bundle (Auth.js's sign-in) is covered.
  await import("@/lib/server/request-client");
  const { prepareInBackground } = await import("@/lib/seed/start");
  void prepareInBackground().then(async () => {
    // One line a person or a script can wait for: where, on what database, how long it took.
    const mode = process.env.DATABASE_URL
      ? "PostgreSQL (DATABASE_URL)"
      : "banco embutido (PGlite em DATA_DIR)";
    logger.info(
      `Membros pronto em http://localhost:${process.env.PORT || 3000} · ${mode} · banco preparado em ${Date.now() - started} ms`,
      { startupMs: Date.now() - started },
    );
    const { startEmailWorker } = await import("@/lib/services/notifications/mailer");
    startEmailWorker();
    const { startWebhookWorker } = await import("@/lib/services/webhooks/deliver");
    startWebhookWorker();
    const { startReminderWorker } = await import("@/lib/services/meetings/reminders");
    startReminderWorker();
    const { startExpiryNoticeWorker } = await import("@/lib/services/content/expiry-notices");
    startExpiryNoticeWorker();
    const { startAuditSweep } = await import("@/lib/services/audit/retention");
    startAuditSweep();
    if (dev) void compileFirstScreen();
  });
}

/**
 * `next dev` compiles a page on its first request, which otherwise leaves the first visitor
 * staring at a blank tab for many seconds with nothing in the terminal: compile the login
 * screen now and say so.
 */
async function compileFirstScreen() {
  const started = Date.now();
  console.info(
    "Membros: compilando a tela de login (só na primeira vez após iniciar o modo de desenvolvimento)…",
  );
  // register() may run before the server listens: try for a while, then leave it to the first visit.
  for (let attempt = 0; attempt < 30; attempt++) {
    try {
      await fetch(`http://localhost:${process.env.PORT || 3000}/login`);
      console.info(
        `Membros: tela de login compilada em ${((Date.now() - started) / 1000).toFixed(1)} s; as demais compilam ao serem abertas.`,
      );
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * An error a page, a server action or the proxy did not handle, as one JSON log line with the
 * request id the proxy gave it and the digest the browser shows (Next.js prints its own text
 * too). Route handlers answer their own errors (lib/server/route.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logger } = await import("@/lib/core/log");
  const requestId = request.headers["x-request-id"];
  const digest = (error as { digest?: unknown } | undefined)?.digest;
  logger.error("erro inesperado", {
    requestId: typeof requestId === "string" ? requestId : undefined,
    route: context.routePath,
    routeType: context.routeType,
    ...(typeof digest === "string" && { digest }),
    error,
  });
};
