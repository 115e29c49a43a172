import { NextResponse, type NextRequest } from 'next/server';
import { looksLikeLiveToken } from '@/lib/auth/token';
import { IMAGE_METHODS, LOGIN_HREF, SESSION } from '@/lib/constants';

/**
 * Optimistic routing only: an admin page without a live-looking session cookie goes to /login.
 * The real check is in every admin page, server action and route handler (lib/auth/verify.ts);
 * /login checks the session for real and sends a signed-in owner on to /admin. No cookie is ever
 * cleared on a GET, so a link cannot sign the owner out. Public pages never pass through here.
 *
 * The image optimiser (/_next/image) passes through too, for one check: it answers any method but
 * GET and HEAD with a 500 (and logs an error), so those are refused here with a 405.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === IMAGE_METHODS.path) {
    if (request.method === 'GET' || request.method === 'HEAD') return NextResponse.next();
    return new NextResponse(IMAGE_METHODS.refusal, {
      status: 405,
      headers: { Allow: IMAGE_METHODS.allow, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  if (looksLikeLiveToken(request.cookies.get(SESSION.cookieName)?.value)) return NextResponse.next();
  return NextResponse.redirect(new URL(LOGIN_HREF, request.url));
}

// PROTECTED_PREFIXES of lib/constants.ts, and IMAGE_METHODS.path (Next.js reads the matcher from
// the source, so it is spelled out).
export const config = { matcher: ['/admin/:path*', '/update/:path*', '/view/:path*', '/_next/image'] };
