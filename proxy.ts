import { NextResponse, type NextRequest } from 'next/server';
import { ACTION_BODY_LIMIT, screenActionRequest } from '@/lib/action-request';
import { looksLikeLiveToken } from '@/lib/auth/token';
import { checkSameOrigin, crossOriginError } from '@/lib/http/same-origin';
import { ADMIN_HREF, LOGIN_HREF, PROTECTED_PREFIXES, SESSION, SESSION_EXPIRED_PARAM } from '@/lib/constants';
import { contentSecurityPolicy, securityOptionsFromEnv } from '@/lib/security-headers';

// Read when the server starts, so a restart with mail or Firebase configured updates the policy.
const CSP = contentSecurityPolicy(securityOptionsFromEnv(process.env));

function isProtected(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Optimistic routing only: a missing or expired cookie goes to /login, a live-looking one skips
 * /login. Every server action and route handler still verifies the session itself.
 */
function route(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (pathname !== LOGIN_HREF && !isProtected(pathname)) return NextResponse.next();
  const signedIn = looksLikeLiveToken(request.cookies.get(SESSION.cookieName)?.value);
  if (pathname === LOGIN_HREF) {
    // The admin pages send a session that failed the real check here; drop it rather than loop.
    if (request.nextUrl.searchParams.has(SESSION_EXPIRED_PARAM)) {
      const response = NextResponse.next();
      response.cookies.delete(SESSION.cookieName);
      return response;
    }
    return signedIn ? NextResponse.redirect(new URL(ADMIN_HREF, request.url)) : NextResponse.next();
  }
  return signedIn ? NextResponse.next() : NextResponse.redirect(new URL(LOGIN_HREF, request.url));
}

/** A cross-origin or malformed POST (a server-action call) is refused here, before Next.js's decoder meets it. */
async function screen(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== 'POST') return null;
  // Next.js checks the Origin of action calls too, but answers a mismatch with a 500.
  const origin = checkSameOrigin(request.method, request.headers);
  if (!origin.ok) return NextResponse.json({ error: crossOriginError(origin.reason) }, { status: 403 });
  if (Number(request.headers.get('content-length') ?? 0) > ACTION_BODY_LIMIT) return null; // Next answers 413
  const screened = await screenActionRequest({
    actionId: request.headers.get('next-action'),
    contentType: request.headers.get('content-type') ?? '',
    text: () => request.text(),
    formData: () => request.formData(),
  });
  if (screened.ok) return null;
  return NextResponse.json({ error: `Malformed server action request: ${screened.reason}.` }, { status: 400 });
}

export async function proxy(request: NextRequest) {
  const response = (await screen(request)) ?? route(request);
  response.headers.set('Content-Security-Policy', CSP);
  return response;
}

export const config = {
  // Documents only. API, media and static responses (demo files, social images, icons, robots.txt,
  // sitemap.xml) get a fixed policy from next.config.ts and stay out of the proxy: request bodies
  // (uploads) reach their handlers untouched, and a static file costs a third of the CPU.
  matcher: ['/((?!_next/static|_next/image|api/|media/|demo/|og/|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)'],
};
