import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, securityOptionsFromEnv } from '@/lib/security-headers';

// Read when the server starts, so a restart with mail or Firebase configured updates the policy.
const CSP = contentSecurityPolicy(securityOptionsFromEnv(process.env));

export function proxy(_request: NextRequest) {
  const response = NextResponse.next();
  response.headers.set('Content-Security-Policy', CSP);
  return response;
}

export const config = {
  // Documents and API responses; build assets under /_next/static carry the other headers only.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
