import { NextResponse, type NextRequest } from 'next/server';
import { looksLikeLiveToken } from '@/lib/auth/token';
import { LOGIN_HREF } from '@/lib/constants';
import { SESSION } from '@/lib/auth/words';

/**
 * Optimistic routing only: an admin page without a live-looking session cookie goes to /login.
 * The real check is in every admin page, server action and route handler (lib/auth/verify.ts);
 * /login checks the session for real and sends a signed-in owner on to /admin. No cookie is ever
 * cleared on a GET, so a link cannot sign the owner out. Public pages never pass through here.
 *
 * Addresses that are only read pass through too, for one check, and any method but GET and HEAD
 * is refused there with a 405: the image optimiser answers other methods with a 500 (and logs an
 * error), and on the build's cached files (social cards, résumé PDFs) Next.js 16.4 leaves an
 * OPTIONS request unanswered (its automatic 204 is made with a body, which the Response refuses).
 */
export function proxy(request: NextRequest) {
  if (READ_ONLY.paths.some((path) => path.test(request.nextUrl.pathname))) {
    if (request.method === 'GET' || request.method === 'HEAD') return NextResponse.next();
    return new NextResponse(READ_ONLY.refusal, {
      status: 405,
      headers: { Allow: READ_ONLY.allow, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  if (looksLikeLiveToken(request.cookies.get(SESSION.cookieName)?.value)) return NextResponse.next();
  return NextResponse.redirect(new URL(LOGIN_HREF, request.url));
}

/** The addresses only read, as the matcher below names them, and the answer to any other method. */
export const READ_ONLY = {
  paths: [/^\/_next\/image$/, /^\/og\/[^/]+$/, /^\/resume\/[^/]+$/],
  allow: 'GET, HEAD',
  refusal: 'Method not allowed: this address is read with GET or HEAD.',
} as const;

// PROTECTED_PREFIXES of lib/constants.ts, and READ_ONLY.paths (Next.js reads the matcher from the
// source, so it is spelled out).
export const config = {
  matcher: ['/admin/:path*', '/update/:path*', '/view/:path*', '/_next/image', '/og/:card', '/resume/:file'],
};
