/**
 * First-load JS and CSS of a page, gzip, as the browser downloads it: every script and
 * stylesheet the server-rendered HTML references, but the `noModule` polyfills, which a modern
 * browser never downloads. `css` is the stylesheets the page applies; `preloadedCss` those it
 * only preloads. `tsx scripts/bench/first-load.ts <url> [cookie]`
 * against a running production build (run.ts calls it for /login and /admin/payments).
 */
import { gzipSync } from "node:zlib";

export async function firstLoad(
  url: string,
  cookie?: string,
): Promise<{ js: number; css: number; preloadedCss: number; html: number; files: number }> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const html = await (await fetch(url, { headers })).text();
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bnoModule\b/i.test(tag));
  const assetOf = (tag: string) =>
    [...tag.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const assets = new Set(tags.flatMap(assetOf));
  // CSS no `rel="stylesheet"` names is only preloaded (the root error screens', decision 0094):
  // downloaded, but it neither blocks rendering nor is parsed, so it is counted apart.
  const applied = new Set(tags.filter((tag) => /\brel="stylesheet"/.test(tag)).flatMap(assetOf));
  let js = 0;
  let css = 0;
  let preloadedCss = 0;
  for (const asset of assets) {
    const bytes = gzipSync(
      Buffer.from(await (await fetch(new URL(asset, url))).arrayBuffer()),
    ).length;
    if (asset.endsWith(".js")) js += bytes;
    else if (applied.has(asset)) css += bytes;
    else preloadedCss += bytes;
  }
  return { js, css, preloadedCss, html: Buffer.byteLength(html), files: assets.size };
}

if (process.argv[1]?.endsWith("first-load.ts")) {
  firstLoad(process.argv[2], process.argv[3]).then((r) => console.log(JSON.stringify(r)));
}
