import "server-only";
import { closeDb } from "@/db";
import { logger } from "@/lib/core/log";
import { markStopping } from "@/lib/services/health";
import { stopAllPolling } from "@/lib/services/outbox";
import { requestWatch } from "./requests";

/** SHUTDOWN_TIMEOUT_MS: how long a stop may wait for requests and workers (default 25 s). */
const shutdownTimeoutMs = () => Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000);

// How often idle keep-alive connections are closed while draining: a connection that just
// answered its last request must not hold the stop until its keep-alive timeout.
const IDLE_SWEEP_MS = 100;

/** Stops accepting connections and resolves when every connection of every server has closed. */
function closeServers(): Promise<void> {
  const watch = requestWatch();
  watch.draining = true;
  const closing = [...watch.servers].map(
    (server) =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        server.once("close", () => clearInterval(sweep));
      }),
  );
  return Promise.all(closing).then(() => undefined);
}

/**
 * A graceful stop on SIGTERM or SIGINT: readiness turns 503, the server stops accepting
 * connections and lets the requests in flight finish, the e-mail and webhook workers finish the
 * delivery they hold and take no new one, the database pool closes, and the process exits 0; or,
 * after SHUTDOWN_TIMEOUT_MS, exits 1 saying what was cut. A second signal exits at once.
 *
 * Next.js's own handler (exit 143, workers cut) is off when NEXT_MANUAL_SIG_HANDLE is set, as
 * `npm start`, the container image and the tests do; without it, only the workers are stopped.
 */
export function installShutdown(): void {
  if (globalThis.__membrosShutdownInstalled) return;
  globalThis.__membrosShutdownInstalled = true;
  const manual = Boolean(process.env.NEXT_MANUAL_SIG_HANDLE);
  if (!manual)
    logger.warn(
      "NEXT_MANUAL_SIG_HANDLE não definido: ao parar, o Next.js encerra o processo sem esperar os envios de e-mail e webhooks (docs/deploy.md).",
    );
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (!manual) {
      void stopAllPolling();
      return;
    }
    if (stopping) {
      logger.warn("segundo sinal: encerrando agora", {
        signal,
        requestsCut: requestWatch().inFlight.size,
      });
      process.exit(1);
    }
    stopping = true;
    void shutDown(signal);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

declare global {
  var __membrosShutdownInstalled: boolean | undefined;
}

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  const started = Date.now();
  const timeoutMs = shutdownTimeoutMs();
  const watch = requestWatch();
  logger.info("encerrando", { signal, requestsInFlight: watch.inFlight.size, timeoutMs });
  markStopping();
  let workersDone = false;
  const deadline = setTimeout(() => {
    logger.error("encerramento excedeu SHUTDOWN_TIMEOUT_MS; interrompendo", {
      timeoutMs,
      requestsCut: watch.inFlight.size,
      workersCut: !workersDone,
    });
    process.exit(1);
  }, timeoutMs);
  await Promise.all([
    closeServers(),
    stopAllPolling().then(() => {
      workersDone = true;
    }),
  ]);
  await closeDb().catch((error: unknown) =>
    logger.warn("o banco de dados não fechou limpo", { error }),
  );
  clearTimeout(deadline);
  logger.info("encerrado", { ms: Date.now() - started });
  process.exit(0);
}
