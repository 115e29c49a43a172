/** proxy.ts: optimistic routing of the admin area only; the real check is in every admin page and action. */
import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';
import { IMAGE_METHODS, LOGIN_HREF, PROTECTED_PREFIXES, SESSION } from '@/lib/constants';

const request = (path: string, cookie?: string, method = 'GET') =>
  new NextRequest(`http://site.example${path}`, { method, headers: cookie ? { cookie } : {} });

describe('proxy', () => {
  it('matches exactly the protected prefixes (and what is under them), and the image optimiser', () => {
    expect(config.matcher).toEqual([...PROTECTED_PREFIXES.map((prefix) => `${prefix}/:path*`), IMAGE_METHODS.path]);
  });

  it('refuses any method but GET and HEAD on the image optimiser with a 405, and lets those through', () => {
    const image = '/_next/image?url=%2Fdemo%2Fx.webp&w=640&q=75';
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = proxy(request(image, undefined, method));
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
    }
    for (const method of ['GET', 'HEAD']) {
      const answer = proxy(request(image, undefined, method));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('location')).toBeNull();
    }
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
