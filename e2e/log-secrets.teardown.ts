import { existsSync, readFileSync } from "node:fs";
import { ADMIN, EMPLOYEE } from "./helpers";

/**
 * After every spec has run, the main test server's whole log (e2e/serve.sh writes it) must hold
 * no password the specs typed, no API token and no credential header: the request log names
 * routes and user ids, never what was sent.
 */
export default function logHoldsNoSecrets(): void {
  const port = Number(process.env.E2E_PORT || 3210);
  const file = `.tmp/e2e-server-${port}.log`;
  if (!existsSync(file)) {
    if (process.env.CI)
      throw new Error(`${file} não existe: o servidor de testes não gravou o log`);
    return;
  }
  const log = readFileSync(file, "utf8");
  if (!log.includes('"msg":"request"')) throw new Error(`${file} não tem linhas de requisição`);
  const found = [
    // The other demo people's password (lib/seed/demo/people.ts).
    ...[ADMIN.password, EMPLOYEE.password, "Membros@2026"].filter((secret) => log.includes(secret)),
    ...(log.match(/mbr_[A-Za-z0-9_-]{12,}/g) ?? []),
    ...(log.match(/authorization|bearer |authjs\.session-token=/gi) ?? []),
  ];
  if (found.length)
    throw new Error(
      `o log do servidor de testes contém segredos: ${[...new Set(found)].join(", ")}`,
    );
}
