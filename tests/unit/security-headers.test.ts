import { contentSecurityPolicy, openerPolicy, securityHeaders, securityOptionsFromEnv } from '@/lib/security-headers';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('security headers', () => {
  it('locks the policy to this origin when no service is configured', () => {
    const csp = contentSecurityPolicy(securityOptionsFromEnv({ NODE_ENV: 'production' }));
    expect(directive(csp, 'default-src')).toBe("'self'");
    expect(directive(csp, 'connect-src')).toBe("'self' https://api.emailjs.com");
    expect(directive(csp, 'frame-ancestors')).toBe("'none'");
    expect(directive(csp, 'object-src')).toBe("'none'");
    expect(directive(csp, 'base-uri')).toBe("'self'");
    expect(directive(csp, 'script-src')).not.toContain('unsafe-eval');
    // Inline event handlers never run, in markup from anywhere.
    expect(directive(csp, 'script-src-attr')).toBe("'none'");
    expect(csp).not.toMatch(/firebase|google/);
  });

  it('lets the browser reach EmailJS whatever the build saw: mail settings are read at run time', () => {
    const csp = contentSecurityPolicy(securityOptionsFromEnv({}));
    expect(directive(csp, 'connect-src')).toBe("'self' https://api.emailjs.com");
  });

  it('adds Firebase origins only when Firebase is configured', () => {
    const csp = contentSecurityPolicy(
      securityOptionsFromEnv({
        NEXT_PUBLIC_FIREBASE_API_KEY: 'x',
        NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
      }),
    );
    expect(directive(csp, 'connect-src')).toContain('wss://*.firebaseio.com');
    expect(directive(csp, 'frame-src')).toBe('https://demo.firebaseapp.com');
  });

  it('sends HSTS in production only, and the fixed headers always', () => {
    const prod = securityHeaders(securityOptionsFromEnv({ NODE_ENV: 'production' }));
    const dev = securityHeaders(securityOptionsFromEnv({ NODE_ENV: 'development' }));
    expect(prod.map((h) => h.key)).toContain('Strict-Transport-Security');
    expect(dev.map((h) => h.key)).not.toContain('Strict-Transport-Security');
    for (const headers of [prod, dev]) {
      const get = (k: string) => headers.find((h) => h.key === k)?.value;
      expect(get('X-Content-Type-Options')).toBe('nosniff');
      expect(get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(get('Permissions-Policy')).toContain('camera=()');
      expect(get('Content-Security-Policy')).toBeUndefined();
    }
    expect(
      directive(contentSecurityPolicy(securityOptionsFromEnv({ NODE_ENV: 'development' })), 'script-src'),
    ).toContain("'unsafe-eval'");
  });

  it('keeps the opener policy apart (not on the public pages), allowing the sign-in popup with Firebase', () => {
    const plain = securityOptionsFromEnv({ NODE_ENV: 'production' });
    expect(securityHeaders(plain).map((h) => h.key)).not.toContain('Cross-Origin-Opener-Policy');
    expect(openerPolicy(plain)).toEqual({ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' });
    expect(openerPolicy(securityOptionsFromEnv({ NODE_ENV: 'production', DATA_BACKEND: 'firebase' })).value).toBe(
      'same-origin-allow-popups',
    );
  });
});
