/**
 * Cross-site request forgery guard for requests that change state. A browser names the page
 * that sent a POST in its Origin header; it must be this site (the Host, or the forwarded
 * host behind a proxy, as Next.js's own server-action check compares). A request without
 * Origin is refused only when the browser says it came from another site (Sec-Fetch-Site);
 * otherwise it is a script or command-line client, which holds no visitor's cookies.
 */

export type OriginVerdict = { ok: true } | { ok: false; reason: string };

const METHODS_THAT_READ = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host this request was addressed to: the first x-forwarded-host value, else Host. */
function requestHost(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return (forwarded || headers.get('host') || '').toLowerCase() || null;
}

export function checkSameOrigin(method: string, headers: Headers): OriginVerdict {
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
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not a web origin');
    originHost = url.host.toLowerCase();
  } catch {
    return { ok: false, reason: 'the Origin header is not a web origin' };
  }
  const host = requestHost(headers);
  if (host === null) return { ok: false, reason: 'the request names no Host to compare its Origin with' };
  if (originHost !== host) return { ok: false, reason: `the request came from ${originHost}, not from this site` };
  return { ok: true };
}

/** Error text of a refused cross-origin request. */
export const crossOriginError = (reason: string) => `Cross-origin request refused: ${reason}.`;

/** For route handlers: a 403 JSON refusal of a cross-origin state change, else null. */
export function refuseCrossOrigin(request: Request): Response | null {
  const verdict = checkSameOrigin(request.method, request.headers);
  if (verdict.ok) return null;
  return Response.json(
    { error: crossOriginError(verdict.reason) },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  );
}
