import { NextResponse, type NextRequest } from 'next/server';
import { ACTION_BODY_LIMIT, readBodyWithin, screenActionRequest } from '@/lib/action-request';
import { looksLikeLiveToken } from '@/lib/auth/token';
import { isPossibleActionCall, servedByRouteHandler } from '@/lib/http/action-paths';
import { checkSameOrigin, crossOriginError } from '@/lib/http/same-origin';
import { LOGIN_HREF, PROTECTED_PREFIXES, SESSION } from '@/lib/constants';
import { contentSecurityPolicy, NON_DOCUMENT_CSP, securityOptionsFromEnv } from '@/lib/security-headers';

// Read when the server starts, so a restart with mail or Firebase configured updates the policy.
const CSP = contentSecurityPolicy(securityOptionsFromEnv(process.env));

/** Route handlers and static files: the matcher sends only possible action calls from there. */
const NON_DOCUMENT = /^\/(?:_next\/static|api|media|demo|og)\//;

function isProtected(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Optimistic routing only: admin pages without a live-looking cookie go to /login. /login itself
 * checks the session for real (and sends a signed-in owner on to /admin); no cookie is ever
 * cleared on a GET, so a link cannot sign the owner out.
 */
function route(request: NextRequest): NextResponse {
  if (!isProtected(request.nextUrl.pathname)) return NextResponse.next();
  const signedIn = looksLikeLiveToken(request.cookies.get(SESSION.cookieName)?.value);
  return signedIn ? NextResponse.next() : NextResponse.redirect(new URL(LOGIN_HREF, request.url));
}

const refusal = (status: number, error: string) =>
  NextResponse.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } });

const tooLarge = () =>
  refusal(
    413,
    `The request body is larger than ${ACTION_BODY_LIMIT / 1024 / 1024} MB, the limit of a server action call.`,
  );

/**
 * A POST to a page may be a server-action call. A cross-origin one, one over the size limit or a
 * malformed one is refused here, before Next.js's decoder meets it (Next.js answers all three
 * with a 500).
 */
async function screenPagePost(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== 'POST') return null;
  // Next.js checks the Origin of action calls too, but answers a mismatch with a 500.
  const origin = checkSameOrigin(request.method, request.headers, request.nextUrl.protocol);
  if (!origin.ok) return refusal(403, crossOriginError(origin.reason));
  if (Number(request.headers.get('content-length') ?? 0) > ACTION_BODY_LIMIT) return tooLarge();
  if (!isPossibleActionCall(request.method, request.headers)) return null;
  // A chunked body has no length to check first: it is read up to the limit and no further.
  const body = await readBodyWithin(request.body, ACTION_BODY_LIMIT);
  if (body === null) return tooLarge();
  const contentType = request.headers.get('content-type') ?? '';
  const screened = await screenActionRequest({
    actionId: request.headers.get('next-action'),
    contentType,
    text: async () => new TextDecoder().decode(body),
    formData: () => new Response(body, { headers: { 'content-type': contentType } }).formData(),
  });
  if (screened.ok) return null;
  return refusal(400, `Malformed server action request: ${screened.reason}.`);
}

/**
 * Under /api, /media, /og, /demo and /_next/static only route handlers and files answer, which
 * run no server action; any other path there falls through to the catch-all page, which would.
 * The matcher sends only possible action calls here: refused unread, except at a real handler.
 */
function screenNonDocument(request: NextRequest): NextResponse | null {
  if (!isPossibleActionCall(request.method, request.headers)) return null;
  const origin = checkSameOrigin(request.method, request.headers, request.nextUrl.protocol);
  if (!origin.ok) return refusal(403, crossOriginError(origin.reason));
  if (servedByRouteHandler(request.nextUrl.pathname)) return null;
  return refusal(400, `Server actions do not run at ${request.nextUrl.pathname}.`);
}

export async function proxy(request: NextRequest) {
  if (NON_DOCUMENT.test(request.nextUrl.pathname)) {
    const refused = screenNonDocument(request);
    if (!refused) return NextResponse.next();
    refused.headers.set('Content-Security-Policy', NON_DOCUMENT_CSP);
    return refused;
  }
  const response = (await screenPagePost(request)) ?? route(request);
  response.headers.set('Content-Security-Policy', CSP);
  return response;
}

export const config = {
  matcher: [
    // Documents. API, media and static responses (demo files, social images, icons, robots.txt,
    // sitemap.xml, build assets) get a fixed policy from next.config.ts and stay out of the proxy:
    // a static file costs a third of the CPU, and Next.js buffers every proxied request's body.
    // The file names are anchored: "/robots.txtX" is a page path like any other.
    '/((?!_next/static/|_next/image$|api/|media/|demo/|og/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$).*)',
    // Possible server-action calls (as Next.js tells them: a Next-Action header, or a form body)
    // on those paths, since an unknown path there reaches the catch-all page. Never the uploads
    // (/api/admin/media, /api/admin/import): their bodies reach their handlers unbuffered.
    // (Static: Next.js reads these entries from the source, so they are spelled out.)
    {
      source: '/((?:_next/static|media|demo|og)/.*|api/(?!admin/(?:media|import)$).*)',
      has: [{ type: 'header', key: 'next-action' }],
    },
    {
      source: '/((?:_next/static|media|demo|og)/.*|api/(?!admin/(?:media|import)$).*)',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
    {
      source: '/((?:_next/static|media|demo|og)/.*|api/(?!admin/(?:media|import)$).*)',
      has: [{ type: 'header', key: 'content-type', value: 'application/x-www-form-urlencoded' }],
    },
  ],
};
