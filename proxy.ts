import { NextResponse, type NextRequest } from 'next/server';
import { looksLikeLiveToken } from '@/lib/auth/token';
import { LOGIN_HREF, SESSION } from '@/lib/constants';

/**
 * Optimistic routing only: an admin page without a live-looking session cookie goes to /login.
 * The real check is in every admin page, server action and route handler (lib/auth/verify.ts);
 * /login checks the session for real and sends a signed-in owner on to /admin. No cookie is ever
 * cleared on a GET, so a link cannot sign the owner out. Public pages never pass through here.
 */
export function proxy(request: NextRequest) {
  if (looksLikeLiveToken(request.cookies.get(SESSION.cookieName)?.value)) return NextResponse.next();
  return NextResponse.redirect(new URL(LOGIN_HREF, request.url));
}

// PROTECTED_PREFIXES of lib/constants.ts (Next.js reads the matcher from the source, so it is spelled out).
export const config = { matcher: ['/admin/:path*', '/update/:path*', '/view/:path*'] };
