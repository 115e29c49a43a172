/** proxy.ts: optimistic routing of the admin area only; the real check is in every admin page and action. */
import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';
import { LOGIN_HREF, PROTECTED_PREFIXES, SESSION } from '@/lib/constants';

const request = (path: string, cookie?: string) =>
  new NextRequest(`http://site.example${path}`, { headers: cookie ? { cookie } : {} });

describe('proxy', () => {
  it('matches exactly the protected prefixes (and what is under them)', () => {
    expect(config.matcher).toEqual(PROTECTED_PREFIXES.map((prefix) => `${prefix}/:path*`));
  });

  it('sends an admin page without a session cookie to the login page', () => {
    const answer = proxy(request('/update/home-details'));
    expect(answer.status).toBe(307);
    expect(new URL(answer.headers.get('location')!).pathname).toBe(LOGIN_HREF);
  });

  it('lets a request with a live-looking session through, and never clears a cookie', () => {
    const header = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: 'owner', exp: Math.floor(Date.now() / 1000) + 3600 })).toString(
      'base64url',
    );
    const answer = proxy(request('/admin', `${SESSION.cookieName}=${header}.${body}.signature`));
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});
