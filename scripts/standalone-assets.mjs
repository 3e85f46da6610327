// `next build` leaves the public folder and the hashed static assets out of the standalone
// server's folder (they belong on a CDN when there is one); without a CDN the server serves
// them, so they are copied in. NEXT_DIST_DIR picks another build folder, as in next.config.ts.
import { cpSync, existsSync, rmSync } from "node:fs";

const dist = process.env.NEXT_DIST_DIR || ".next";
const standalone = `${dist}/standalone`;
if (!existsSync(`${standalone}/server.js`)) {
  console.error(`${standalone}/server.js não existe: rode next build antes.`);
  process.exit(1);
}
for (const [from, to] of [
  ["public", `${standalone}/public`],
  [`${dist}/static`, `${standalone}/${dist}/static`],
]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
