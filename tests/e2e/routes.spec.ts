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
      expect(new URL(response.headers().location, 'http://x').pathname).toBe('/login');
    }
    await page.goto('/some/where');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login');
  });
});
