/** proxy.ts: optimistic routing of the admin area only; the real check is in every admin page and action. */
import { NextRequest } from 'next/server';
import { READ_ONLY, config, proxy } from '@/proxy';
import { LOGIN_HREF, PROTECTED_PREFIXES } from '@/lib/constants';
import { SESSION } from '@/lib/auth/words';

const request = (path: string, cookie?: string, method = 'GET') =>
  new NextRequest(`http://site.example${path}`, { method, headers: cookie ? { cookie } : {} });

describe('proxy', () => {
  it('matches exactly the protected prefixes (and what is under them), and the addresses only read', () => {
    expect(config.matcher).toEqual([
      ...PROTECTED_PREFIXES.map((prefix) => `${prefix}/:path*`),
      '/_next/image',
      '/og/:card',
      '/resume/:file',
    ]);
    expect(READ_ONLY.paths).toHaveLength(3);
  });

  it.each(['/_next/image?url=%2Fdemo%2Fx.webp&w=640&q=75', '/og/home', '/og/anything', '/resume/resume.pdf'])(
    'refuses any method but GET and HEAD on %s with a 405, and lets those through',
    (address) => {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const answer = proxy(request(address, undefined, method));
        expect(answer.status).toBe(405);
        expect(answer.headers.get('allow')).toBe('GET, HEAD');
      }
      for (const method of ['GET', 'HEAD']) {
        const answer = proxy(request(address, undefined, method));
        expect(answer.status).toBe(200);
        expect(answer.headers.get('location')).toBeNull();
      }
    },
  );

  it('leaves the project and note cards (rendered on demand, they answer OPTIONS) alone', () => {
    expect(READ_ONLY.paths.some((path) => path.test('/og/project/ledgerline-api'))).toBe(false);
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
