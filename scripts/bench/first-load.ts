/**
 * First-load JS and CSS of a page, gzip, as the browser downloads it: every script and
 * stylesheet the server-rendered HTML references, but the `noModule` polyfills, which a modern
 * browser never downloads. `tsx scripts/bench/first-load.ts <url> [cookie]`
 * against a running production build (run.ts calls it for /login and /admin/payments).
 */
import { gzipSync } from "node:zlib";

export async function firstLoad(url: string, cookie?: string): Promise<{ js: number; css: number; html: number; files: number }> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const html = await (await fetch(url, { headers })).text();
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bnoModule\b/i.test(tag));
  const assets = new Set(tags.flatMap((tag) => [...tag.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])));
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const bytes = gzipSync(Buffer.from(await (await fetch(new URL(asset, url))).arrayBuffer())).length;
    if (asset.endsWith(".js")) js += bytes;
    else css += bytes;
  }
  return { js, css, html: Buffer.byteLength(html), files: assets.size };
}

if (process.argv[1]?.endsWith("first-load.ts")) {
  firstLoad(process.argv[2], process.argv[3]).then((r) => console.log(JSON.stringify(r)));
}
