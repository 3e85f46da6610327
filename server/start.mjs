// @ts-check
/**
 * `npm start`: the production server. Next.js answers everything, except the /api calls the API
 * door answers directly (server/api-door.mjs, docs/decisions/0098). Takes what `next start` took:
 * `-p/--port` (or PORT, default 3000) and `-H/--hostname` (or HOSTNAME, default all interfaces).
 */
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openApiDoor } from "./door-from-build.mjs";

process.env.NODE_ENV = "production";
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
  allowPositionals: true,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Porta inválida: ${values.port ?? process.env.PORT}`);
  process.exit(1);
}
// instrumentation.ts names the port in its "ready" line, as under `next start`.
process.env.PORT = String(port);

const { default: next } = await import("next");
const app = next({ dev: false, dir, hostname: hostname ?? "localhost", port });
await app.prepare();
const handle = app.getRequestHandler();
const door = openApiDoor(dir, { hostname: hostname ?? "localhost", port });

const server = createServer((req, res) => {
  if (door(req, res)) return;
  handle(req, res).catch((error) => {
    console.error(`Falha ao atender ${req.method} ${req.url}`, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.on("error", (error) => {
  console.error("O servidor não pôde iniciar:", error);
  process.exit(1);
});
server.listen(port, hostname);

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    void app.close().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}
