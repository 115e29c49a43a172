/**
 * Cross-site request forgery guard for requests that change state. A browser names the page
 * that sent a POST in its Origin header; it must be this site: the same scheme as the request
 * (http://host is another origin than https://host, and on a hostile network anyone can answer
 * for it) and the same host (the Host, or the forwarded host behind a proxy, as Next.js's own
 * server-action check compares). A request without Origin is refused only when the browser says
 * it came from another site (Sec-Fetch-Site); otherwise it is a script or command-line client,
 * which holds no visitor's cookies.
 *
 * The request's scheme is the one Next.js gives its URL: https when the connection was TLS or
 * X-Forwarded-Proto says https. A client can write that header itself, but a browser cannot add
 * it to a cross-site request, and only a browser carries a visitor's cookies. Behind a proxy
 * that terminates TLS, the proxy must send X-Forwarded-Proto (Vercel, Caddy and most load
 * balancers do; nginx needs `proxy_set_header X-Forwarded-Proto $scheme;`).
 */

import { headers } from 'next/headers';
import { refuse } from './refuse';

export type OriginVerdict = { ok: true } | { ok: false; reason: string };

const METHODS_THAT_READ = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host this request was addressed to: the first x-forwarded-host value, else Host. */
function requestHost(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return (forwarded || headers.get('host') || '').toLowerCase() || null;
}

/**
 * `protocol` is the request URL's scheme as Next.js built it (`request.nextUrl.protocol` in
 * proxy.ts, `new URL(request.url).protocol` in a route handler): "http:" or "https:".
 */
export function checkSameOrigin(method: string, headers: Headers, protocol: string): OriginVerdict {
  if (METHODS_THAT_READ.has(method.toUpperCase())) return { ok: true };
  const origin = headers.get('origin');
  if (origin === null) {
    const site = headers.get('sec-fetch-site');
    return site === 'cross-site' || site === 'same-site'
      ? { ok: false, reason: 'the request came from another site' }
      : { ok: true };
  }
  if (origin === 'null') return { ok: false, reason: 'the request came from an opaque origin (Origin: null)' };
  let originHost: string;
  let originProtocol: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not a web origin');
    originHost = url.host.toLowerCase();
    originProtocol = url.protocol;
  } catch {
    return { ok: false, reason: 'the Origin header is not a web origin' };
  }
  const host = requestHost(headers);
  if (host === null) return { ok: false, reason: 'the request names no Host to compare its Origin with' };
  if (originHost !== host) return { ok: false, reason: `the request came from ${originHost}, not from this site` };
  const scheme = protocol === 'https:' ? 'https:' : 'http:';
  if (originProtocol !== scheme) {
    return {
      ok: false,
      reason:
        `the request came from ${originProtocol}//${originHost}, but this server was reached over ${scheme.slice(0, -1)}` +
        (scheme === 'http:' ? ' (a proxy in front that terminates TLS must send X-Forwarded-Proto)' : ''),
    };
  }
  return { ok: true };
}

/** Error text of a refused cross-origin request. */
const crossOriginError = (reason: string) => `Cross-origin request refused: ${reason}.`;

/** For route handlers: a 403 JSON refusal of a cross-origin state change, else null. */
export function refuseCrossOrigin(request: Request): Response | null {
  const verdict = checkSameOrigin(request.method, request.headers, URL.parse(request.url)?.protocol ?? 'http:');
  return verdict.ok ? null : refuse(403, crossOriginError(verdict.reason));
}

/**
 * For server actions: why a call from another site is refused, else null. Next.js compares an
 * action's Origin host with the request's itself; this adds what route handlers check too (the
 * scheme, and a request without Origin that the browser says came from another site).
 */
export async function crossSiteActionError(): Promise<string | null> {
  const request = await headers();
  const scheme = request.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https:' : 'http:';
  const verdict = checkSameOrigin('POST', request, scheme);
  return verdict.ok ? null : crossOriginError(verdict.reason);
}
