import { checkSameOrigin, refuseCrossOrigin } from '@/lib/http/same-origin';

const headers = (h: Record<string, string>) => new Headers(h);

describe('same-origin guard for state changes', () => {
  it('lets reads through whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      expect(
        checkSameOrigin(method, headers({ host: 'site.example', origin: 'https://evil.example' }), 'https:'),
      ).toEqual({
        ok: true,
      });
    }
  });

  it('accepts a POST from this site, by Host or by the forwarded host', () => {
    expect(
      checkSameOrigin('POST', headers({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }), 'http:').ok,
    ).toBe(true);
    expect(
      checkSameOrigin('POST', headers({ host: 'SITE.example', origin: 'https://site.example' }), 'https:').ok,
    ).toBe(true);
    const proxied = headers({
      host: 'internal:8080',
      'x-forwarded-host': 'site.example, internal',
      origin: 'https://site.example',
    });
    expect(checkSameOrigin('POST', proxied, 'https:').ok).toBe(true);
  });

  it('compares the scheme too: http://host and https://host are different origins', () => {
    expect(checkSameOrigin('POST', headers({ host: 'site.example', origin: 'https://site.example' }), 'http:')).toEqual(
      {
        ok: false,
        reason:
          'the request came from https://site.example, but this server was reached over http ' +
          '(a proxy in front that terminates TLS must send X-Forwarded-Proto)',
      },
    );
    expect(checkSameOrigin('POST', headers({ host: 'site.example', origin: 'http://site.example' }), 'https:')).toEqual(
      {
        ok: false,
        reason: 'the request came from http://site.example, but this server was reached over https',
      },
    );
    expect(
      refuseCrossOrigin(
        new Request('https://site.example/api/visit', {
          method: 'POST',
          headers: { host: 'site.example', origin: 'http://site.example' },
        }),
      )?.status,
    ).toBe(403);
  });

  it.each([
    [
      'another site',
      { host: 'site.example', origin: 'https://evil.example' },
      'the request came from evil.example, not from this site',
    ],
    [
      'another port',
      { host: 'site.example', origin: 'https://site.example:8443' },
      'the request came from site.example:8443, not from this site',
    ],
    [
      'a look-alike suffix',
      { host: 'site.example', origin: 'https://site.example.evil.example' },
      'the request came from site.example.evil.example, not from this site',
    ],
    [
      'an opaque origin',
      { host: 'site.example', origin: 'null' },
      'the request came from an opaque origin (Origin: null)',
    ],
    ['a malformed origin', { host: 'site.example', origin: 'not a url' }, 'the Origin header is not a web origin'],
    [
      'a non-web scheme',
      { host: 'site.example', origin: 'file://site.example' },
      'the Origin header is not a web origin',
    ],
    ['no host to compare', { origin: 'https://site.example' }, 'the request names no Host to compare its Origin with'],
    [
      'no Origin but a cross-site fetch',
      { host: 'site.example', 'sec-fetch-site': 'cross-site' },
      'the request came from another site',
    ],
    [
      'no Origin but a same-site fetch',
      { host: 'site.example', 'sec-fetch-site': 'same-site' },
      'the request came from another site',
    ],
  ])('refuses %s', (_what, h, reason) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(checkSameOrigin(method, headers(h), 'https:')).toEqual({ ok: false, reason });
    }
  });

  it('accepts a client that sends no Origin and is not a cross-site browser fetch (scripts, command line)', () => {
    expect(checkSameOrigin('POST', headers({ host: 'site.example' }), 'https:').ok).toBe(true);
    expect(
      checkSameOrigin('POST', headers({ host: 'site.example', 'sec-fetch-site': 'same-origin' }), 'https:').ok,
    ).toBe(true);
    expect(checkSameOrigin('POST', headers({ host: 'site.example', 'sec-fetch-site': 'none' }), 'https:').ok).toBe(
      true,
    );
  });

  it('answers a refused route-handler request with a 403 that says why', async () => {
    const response = refuseCrossOrigin(
      new Request('http://site.example/api/visit', {
        method: 'POST',
        headers: { host: 'site.example', origin: 'https://evil.example' },
      }),
    );
    expect(response?.status).toBe(403);
    expect(response?.headers.get('cache-control')).toBe('no-store');
    expect(await response?.json()).toEqual({
      error: 'Cross-origin request refused: the request came from evil.example, not from this site.',
    });
    expect(
      refuseCrossOrigin(
        new Request('http://site.example/api/visit', {
          method: 'POST',
          headers: { host: 'site.example', origin: 'http://site.example' },
        }),
      ),
    ).toBeNull();
  });
});
