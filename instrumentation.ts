/** Opens, migrates and seeds the database when the server starts, not on the first request; then starts the e-mail worker. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { prepareDatabase } = await import("@/lib/seed/start");
  await prepareDatabase();
  const { startEmailWorker } = await import("@/lib/services/notifications/mailer");
  startEmailWorker();
}
