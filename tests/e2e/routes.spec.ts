import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES, LOADER_TEXT } from '@/lib/constants';

// What each route must carry in its server HTML, before any script runs (demo content).
const EXPECTED: Record<string, string[]> = {
  '/': ['Nova Reyes', 'Full-Stack Developer', 'About', 'Education', 'Skills', 'Projects', 'Contact'],
  '/about-me': ['About', 'Lisbon, Portugal', 'hello@novareyes.example', 'Available'],
  '/education-work': ['Education', 'Experience', 'MSc Software Engineering', 'Sep 2018', 'Present'],
  '/skills': ['Skills', 'TypeScript', 'PostgreSQL', 'Portuguese'],
  '/projects': ['Projects', 'FrontEnd', 'FullStack', 'BackEnd', 'Tidewatch', 'Shiftboard', 'Ledgerline API'],
  '/contact': ['Contact', 'hello@novareyes.example'],
};

test.describe('pre-rendered routes', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.href} carries its content in the server HTML`, async ({ request }) => {
      const response = await request.get(route.href);
      expect(response.status()).toBe(200);
      const html = await response.text();
      // The visible markup, without the React payload scripts.
      const markup = html.replace(/<script[\s\S]*?<\/script>/g, '');
      for (const text of EXPECTED[route.href]) expect(markup.includes(text), `"${text}" in ${route.href}`).toBe(true);
      expect(markup.includes(LOADER_TEXT), 'no loader in pre-rendered markup').toBe(false);
      // Served from the pre-rendered cache, not rendered per request.
      expect(response.headers()['x-nextjs-cache'] ?? response.headers()['x-nextjs-prerender']).toBeTruthy();
    });
  }

  test('unknown paths redirect to /login', async ({ request, page }) => {
    for (const path of ['/nope', '/deeply/nested/unknown', '/about', '/projects/x']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      // /projects/x is a project page no project has: Next.js repeats the Location header of a redirect
      // rendered by a pre-rendered route (the same value twice, which browsers follow; the client
      // joins repeated headers with ", ").
      const locations = new Set(response.headers().location.split(', '));
      expect(locations.size, path).toBe(1);
      expect(new URL([...locations][0], 'http://x').pathname, path).toBe('/login');
    }
    await page.goto('/some/where');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login');
  });

  test('pages name the site icon, so no visit asks for a missing /favicon.ico (which would redirect to /login)', async ({
    page,
    request,
  }) => {
    for (const [path, type] of [
      ['/favicon.ico', 'image/x-icon'],
      ['/icon.svg', 'image/svg+xml'],
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain(type);
    }
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/contact');
    await expect(page.locator('head link[rel="icon"]').first()).toHaveAttribute('href', /^\/(icon\.svg|favicon\.ico)/);
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain('/login');
  });

  test('a missing demo file is a 404, also through the image optimizer, not a login redirect or a 500', async ({
    request,
  }) => {
    expect((await request.get('/demo/avatar.webp')).status()).toBe(200);
    for (const path of ['/demo/nope.webp', '/demo/deeper/nope.pdf']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toBe('Not found');
    }
    expect((await request.get('/_next/image?url=%2Fdemo%2Favatar.webp&w=64&q=75')).status()).toBe(200);
    expect((await request.get('/_next/image?url=%2Fdemo%2Fnope.webp&w=64&q=75')).status()).toBe(404);
  });
});
