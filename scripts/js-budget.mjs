// Prints the JavaScript each public route loads up front (the script tags in its HTML), raw and gzip.
// Usage: node scripts/js-budget.mjs [baseUrl]   (a production server must be running)
import { gzipSync } from 'node:zlib';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const routes = ['/', '/about-me', '/education-work', '/skills', '/projects', '/contact', '/projects/tidewatch'];
const cache = new Map();

/** The external scripts a page's HTML starts (src of every <script>), in order, once each. */
const startedScripts = (html) => [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]))];

async function size(src) {
  if (!cache.has(src)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    cache.set(src, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return cache.get(src);
}

for (const route of routes) {
  const html = await (await fetch(new URL(route, base))).text();
  const srcs = startedScripts(html);
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const s = await size(src);
    raw += s.raw;
    gzip += s.gzip;
  }
  console.log(
    `${route.padEnd(16)} ${String(srcs.length).padStart(2)} scripts  ${(raw / 1024).toFixed(1).padStart(6)} KiB raw  ${(gzip / 1024).toFixed(1).padStart(6)} KiB gzip`,
  );
}
