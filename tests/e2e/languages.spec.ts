/**
 * The site in several languages (issue 41, first step: addresses and documents). The default
 * language keeps today's addresses; every other published language is served under its prefix,
 * its document in that language and direction; an unpublished or unknown prefix answers like any
 * unknown address. On a server of its own: the languages are set in its store before any page
 * reads them.
 */
import { expect, test } from '@playwright/test';
import { BUTTON_LABELS, LOGIN_HREF } from '@/lib/constants';
import { ownServer } from '../helpers/e2e-admin';
import { setSiteLanguages } from '../helpers/languages';

const server = ownServer('languages');

test('each published language is served under its prefix, in its language and direction; others go where unknown addresses go', async ({
  page,
  request,
}) => {
  await setSiteLanguages(server.dataDir, [
    ['en', 'Published'],
    ['de', 'Published'],
    ['ar', 'Published'],
    ['es', 'Hidden'],
  ]);
  const documentOf = async (path: string) => {
    await page.goto(`${server.url}${path}`);
    return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
  };
  expect(await documentOf('/')).toEqual({ lang: 'en', dir: 'ltr' });
  expect(await documentOf('/projects?tab=backend')).toEqual({ lang: 'en', dir: 'ltr' });
  expect(await documentOf('/de')).toEqual({ lang: 'de', dir: 'ltr' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await documentOf('/de/projects/tidewatch')).toEqual({ lang: 'de', dir: 'ltr' });
  await expect(page.getByRole('heading', { level: 1, name: 'Tidewatch' })).toBeVisible();
  expect(await documentOf('/ar/about-me')).toEqual({ lang: 'ar', dir: 'rtl' });

  // Unpublished, unknown, the default's own prefix, or a path no page has under a language: as any unknown address.
  // Addresses no language could have are answered by the routing (next.config.ts), the others by the [lang] layout.
  for (const path of [
    '/es',
    '/xx',
    '/en',
    '/de/no-such-page',
    '/no/such/page',
    '/wp-admin/x.php',
    '/.env',
    '/no-such-page',
  ]) {
    const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
    // Next.js 16.4 sends a redirect's Location header twice, with one value (any unknown address does).
    const locations = new Set(response.headers().location?.split(', '));
    expect([path, response.status(), [...locations]]).toEqual([path, 307, [LOGIN_HREF]]);
  }

  // The site's own files and folders are never taken for an unknown address.
  for (const path of [
    '/favicon.ico',
    '/icon.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/resume.json',
    '/login',
    '/projects/tidewatch',
    '/de/projects/tidewatch',
  ]) {
    const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
    expect([path, response.status()]).toEqual([path, 200]);
  }
});

test('the owner publishes a language from Settings → Site Languages, and a tag the site cannot use is refused by name', async ({
  page,
  request,
}) => {
  await setSiteLanguages(server.dataDir, [
    ['en', 'Published'],
    ['es', 'Hidden'],
  ]);
  const status = async (path: string) => (await request.get(`${server.url}${path}`, { maxRedirects: 0 })).status();
  expect(await status('/es')).toBe(307);

  await server.signIn(page);
  await page.goto(`${server.url}/update/site-languages`);
  const list = page.getByRole('region', { name: 'Site Languages list' });
  await list.getByRole('button', { name: 'Edit es', exact: false }).click();
  await page.locator('form').first().getByLabel('Visitors', { exact: true }).selectOption('Published');
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  // Published at once, without a rebuild: its pages render on their first request.
  expect(await status('/es')).toBe(200);
  await page.goto(`${server.url}/es/projects`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

  // Not canonical: refused with the reason, nothing stored, the form keeps what was typed.
  await page.goto(`${server.url}/update/site-languages?item=new`);
  const form = page.locator('form').first();
  await form.getByLabel('Language tag', { exact: true }).fill('pt-br');
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.getByText(/canonical form/).first()).toBeVisible();
  await expect(form.getByLabel('Language tag', { exact: true })).toHaveValue('pt-br');
  expect(await status('/pt-br')).toBe(307);
});
