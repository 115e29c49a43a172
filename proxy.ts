import { NextResponse, type NextRequest } from 'next/server';
import { looksLikeLiveToken } from '@/lib/auth/token';
import { ADMIN_HREF, LOGIN_HREF, SESSION, SESSION_EXPIRED_PARAM } from '@/lib/constants';

/**
 * Optimistic routing only: a missing or expired cookie goes to /login, a live-looking one skips
 * /login. Every server action and route handler still verifies the session itself.
 */
export function proxy(request: NextRequest) {
  const signedIn = looksLikeLiveToken(request.cookies.get(SESSION.cookieName)?.value);
  const { pathname } = request.nextUrl;
  if (pathname === LOGIN_HREF) {
    // The admin pages send a session that failed the real check here; drop it rather than loop.
    if (request.nextUrl.searchParams.has(SESSION_EXPIRED_PARAM)) {
      const response = NextResponse.next();
      response.cookies.delete(SESSION.cookieName);
      return response;
    }
    return signedIn ? NextResponse.redirect(new URL(ADMIN_HREF, request.url)) : NextResponse.next();
  }
  if (!signedIn) return NextResponse.redirect(new URL(LOGIN_HREF, request.url));
  return NextResponse.next();
}

export const config = {
  matcher: ['/login', '/admin', '/admin/:path*', '/update/:path*', '/view/:path*'],
};
