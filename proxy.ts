import { NextResponse, type NextRequest } from 'next/server';
import { looksLikeLiveToken } from '@/lib/auth/token';
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

export function proxy(request: NextRequest) {
  const response = route(request);
  response.headers.set('Content-Security-Policy', CSP);
  return response;
}

export const config = {
  // Documents and API responses; build assets under /_next/static carry the other headers only.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
