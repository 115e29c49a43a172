// Runs one function of the Build Output the way Vercel's Node.js runtime does, as far as the app
// can tell: started in its own folder (read-only, owned by root, run as `nobody`), the handler of
// its .vc-config.json loaded once, then one request per call. Copied into the function's folder by
// edge.ts; prints "@@listening <port>" once it serves on 127.0.0.1.
//
// What the runtime provides besides the handler, and this file emulates:
// - `@vercel/request-context` with waitUntil: work the function hands over (Next.js's after(),
//   background revalidation) outlives the response; Vercel keeps the instance until it settles.
// - the platform's cache handler (`@next/cache-handlers` FetchCache): on Vercel, Next.js's
//   incremental cache is the platform's, shared by every instance, and a revalidateTag()/updateTag()
//   is reported to the platform, which expires every CDN entry carrying the tag. This one keeps no
//   entries (a cold cache: every render is a real one; the CDN in edge.ts is the cache that serves)
//   and reports expired tags to the edge at SUSPENSE_CACHE_URL. A next.config `cacheHandler` takes
//   precedence over it, exactly as on Vercel (next/dist/server/lib/incremental-cache/index.js).
'use strict';
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { AsyncLocalStorage } = require('node:async_hooks');
const { Readable } = require('node:stream');

const dir = process.cwd();
const config = JSON.parse(fs.readFileSync(path.join(dir, '.vc-config.json'), 'utf8'));

const context = new AsyncLocalStorage();
globalThis[Symbol.for('@vercel/request-context')] = { get: () => context.getStore() };

class PlatformCache {
  async get() {
    return null;
  }
  async set() {}
  async revalidateTag(tags) {
    const list = [tags].flat().filter(Boolean);
    if (list.length === 0) return;
    const url = `${process.env.SUSPENSE_CACHE_URL}/v1/suspense-cache/revalidate?tags=${encodeURIComponent(list.join(','))}`;
    const answer = await fetch(url, { method: 'POST' });
    if (!answer.ok) throw new Error(`tag revalidation answered ${answer.status}`);
  }
  resetRequestCache() {}
}
globalThis[Symbol.for('@next/cache-handlers')] = { FetchCache: PlatformCache };

const launcher = require(path.join(dir, config.handler));

/** A `useWebApi` function (the Node.js middleware) takes a Request and answers a Response. */
function webHandler(serve) {
  return async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      for (const v of [value].flat()) if (v !== undefined) headers.append(key, v);
    }
    const response = await serve(
      new Request(`${req.headers['x-forwarded-proto'] ?? 'http'}://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        body,
      }),
    );
    const out = {};
    for (const [key, value] of response.headers) if (key !== 'set-cookie') out[key] = value;
    const cookies = response.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies;
    res.writeHead(response.status, out);
    if (response.body) Readable.fromWeb(response.body).pipe(res);
    else res.end();
  };
}

/**
 * A regeneration (x-prerender-revalidate) of a page that postponed (Partial Prerendering): over
 * plain HTTP Next.js answers only the static shell and keeps the postponed state. Vercel's runtime
 * takes both from Next.js's onCacheEntry hook (the launcher's getRequestHandlerWithMetadata) for the
 * CDN to store; this answers them in the format of a build's fallback (the state, then the shell),
 * which edge.ts stores and resumes as it does a build's.
 */
function capturingPostponed(req, res) {
  const onCacheEntryV2 = async ({ value }) => {
    if (value?.kind !== 'APP_PAGE' || typeof value.postponed !== 'string') return false;
    const rsc = req.headers.rsc === '1';
    const origin = rsc ? 'text/x-component' : (value.html.contentType ?? 'text/html; charset=utf-8');
    const state = value.postponed;
    res.writeHead(value.status ?? 200, {
      ...value.headers,
      'content-type': `application/x-nextjs-pre-render; state-length=${Buffer.byteLength(state)}; origin=${JSON.stringify(origin)}`,
    });
    res.end(rsc ? state : state + (await value.html.toUnchunkedString(true)));
    return true;
  };
  return launcher.getRequestHandlerWithMetadata({ onCacheEntryV2 })(req, res);
}

const handler = config.useWebApi
  ? webHandler(launcher)
  : (req, res) =>
      req.headers['x-prerender-revalidate'] && launcher.getRequestHandlerWithMetadata
        ? capturingPostponed(req, res)
        : launcher(req, res);

const server = http.createServer((req, res) => {
  const waitUntil = (promise) => {
    Promise.resolve(promise).catch((error) => console.error('[waitUntil]', error));
  };
  context.run({ waitUntil }, () => {
    Promise.resolve(handler(req, res)).catch((error) => {
      console.error('[function] unhandled', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
});
server.listen(0, '127.0.0.1', () => console.log(`@@listening ${server.address().port} uid=${process.getuid()}`));
