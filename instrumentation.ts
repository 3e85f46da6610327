/** Opens, migrates and seeds the database when the server starts, not on the first request; then starts the e-mail and webhook workers. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const started = Date.now();
  const { prepareDatabase } = await import("@/lib/seed/start");
  await prepareDatabase();
  // One line a person or a script can wait for: where, on what database, how long it took.
  const mode = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "banco embutido (PGlite em DATA_DIR)";
  console.log(`Membros pronto em http://localhost:${process.env.PORT || 3000} · ${mode} · banco preparado em ${Date.now() - started} ms`);
  const { startEmailWorker } = await import("@/lib/services/notifications/mailer");
  startEmailWorker();
  const { startWebhookWorker } = await import("@/lib/services/webhooks/deliver");
  startWebhookWorker();
}
