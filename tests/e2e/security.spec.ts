import { expect, test } from '@playwright/test';

const PATHS = [
  '/',
  '/projects',
  '/sitemap.xml',
  '/robots.txt',
  '/og/home',
  '/demo/avatar.webp',
  '/resume/dark.pdf',
  '/login',
  '/api/visit',
];

test.describe('security headers', () => {
  for (const path of PATHS) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBeLessThan(400);
      const h = response.headers();
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(h['content-security-policy']).toContain("object-src 'none'");
      expect(h['content-security-policy']).toContain("base-uri 'self'");
      expect(h['content-security-policy']).toMatch(/default-src '(self|none)'/);
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toContain('geolocation=()');
      expect(h['strict-transport-security']).toContain('max-age=');
      expect(h['x-powered-by']).toBeUndefined();
      // Pages: no inline event handler runs, whatever markup a script might build.
      if (h['content-type']?.includes('text/html')) {
        expect(h['content-security-policy']).toContain("script-src-attr 'none'");
      }
    });
  }

  // Cross-Origin-Opener-Policy: everywhere but the public pages (lib/security-headers.ts, openerPolicy).
  const PUBLIC_PAGES = ['/', '/about-me', '/education-work', '/skills', '/projects', '/contact', '/projects/tidewatch'];
  test('the public pages carry no opener policy; the admin area, sign-in, API, files and unknown paths do', async ({
    request,
  }) => {
    for (const path of [...PUBLIC_PAGES, '/projects?tab=backend']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([path, response.status(), response.headers()['cross-origin-opener-policy']]).toEqual([
        path,
        200,
        undefined,
      ]);
    }
    for (const path of [
      '/login',
      '/admin',
      '/admin/projects',
      '/update',
      '/api/visit',
      '/resume/dark.pdf',
      '/demo/avatar.webp',
      '/sitemap.xml',
      '/projects/tidewatch/more',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([path, response.headers()['cross-origin-opener-policy']]).toEqual([path, 'same-origin']);
    }
    // An address no page or language could have is answered by the routing itself (next.config.ts):
    // a bare redirect, no document; the sign-in page it leads to carries the policy.
    for (const path of ['/contacts', '/no-such-page', '/about-me.txt']) {
      const response = await request.get(path);
      expect([path, new URL(response.url()).pathname, response.headers()['cross-origin-opener-policy']]).toEqual([
        path,
        '/login',
        'same-origin',
      ]);
    }
  });

  test('the way into the admin area loads a new document, so the opener policy applies to it', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const loaded = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/login' && r.request().isNavigationRequest(),
    );
    await page.getByRole('link', { name: 'Admin login' }).click();
    const response = await loaded;
    expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });

  for (const path of [
    '/api/visit',
    '/demo/avatar.webp',
    '/og/home',
    '/robots.txt',
    '/sitemap.xml',
    '/favicon.ico',
    '/icon.svg',
  ]) {
    test(`${path} carries the strict non-document policy`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.headers()['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
      );
    });
  }

  test('pages work under the policy: no CSP violation while loading and hydrating', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to|Permissions-Policy/i.test(msg.text())) violations.push(msg.text());
    });
    for (const path of ['/', '/projects?tab=backend', '/skills']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});
