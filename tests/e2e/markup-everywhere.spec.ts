/**
 * Markup saved into every text field the schemas accept it in never becomes markup on any page:
 * public pages (as a visitor and as the owner in preview, after every widget ran), project pages
 * and the admin area. Replaces the whole content through a backup import, so it runs on a server
 * of its own (beside the other specs, whose content it would change).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_MESSAGES, ADMIN_SETTINGS } from '@/lib/admin/words';
import { DRAFTS } from '@/lib/content/drafts-words';
import { PUBLIC_ROUTES } from '@/lib/constants';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { BACKUP_MEDIA } from '@/lib/backup/words';
import { NOTES } from '@/lib/content/notes-words';
import { inspectUserContent } from '@/lib/content/shape';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { ownServer } from '../helpers/e2e-admin';

// This spec watches the site's motion: the visitor has not asked for less (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const server = ownServer('markup');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portfolio-markup-'));

/** Markup that would show as an element (and call xss()) if any code built it as HTML. */
const PAYLOADS = ['<img src=x onerror=xss()>', '<b onclick=xss()>', '<i>'];
const INJECTED = 'img[src="x"], b[onclick], [onerror], [onclick], [onload]';

type Json = Record<string, unknown>;

/**
 * Installed before any page script: counts xss() calls and records every element matching
 * INJECTED that enters the document at any moment (a typing widget may build markup for a
 * fraction of a second only).
 */
async function watchForInjection(page: Page) {
  await page.addInitScript((selector) => {
    const w = window as unknown as { xss: () => void; __xss?: number; __injected: string[] };
    w.xss = () => {
      w.__xss = (w.__xss ?? 0) + 1;
    };
    w.__injected = [];
    const record = (el: Element) => w.__injected.push(el.outerHTML.slice(0, 120));
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes') record(mutation.target as Element);
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(selector)) record(node);
          node.querySelectorAll(selector).forEach(record);
        }
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['onerror', 'onclick', 'onload'],
    });
  }, INJECTED);
}

function setAt(root: Json, at: string[], value: unknown) {
  let node = root as Record<string, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[at[at.length - 1]] = value;
}

function getAt(root: Json, at: string[]): unknown {
  return at.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
}

/** Every string leaf of the stored content, by path. */
function stringPaths(node: unknown, at: string[] = []): string[][] {
  if (typeof node === 'string') return [at];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => stringPaths(value, [...at, key]));
}

/**
 * The stored content with markup in every string the schemas accept it in: each string gets
 * the longest payload its field takes (links keep a valid address, markup in their fragment);
 * fields that refuse every payload (dates, slugs, images, e-mail) keep their value.
 */
function hostileContent(original: Json): { content: Json; marked: string[][] } {
  const content = structuredClone(original);
  const candidates = stringPaths(content);
  const attempt = new Map(candidates.map((at) => [at.join('/'), 0]));
  const variant = (value: string, i: number) =>
    /^https?:\/\//.test(value) ? `${value.split('#')[0]}#${PAYLOADS[i]}` : `${PAYLOADS[i]} ${value}`.slice(0, 2000);
  for (const at of candidates) setAt(content, at, variant(getAt(original, at) as string, 0));
  for (let round = 0; round <= PAYLOADS.length; round++) {
    const invalid = Object.values(inspectUserContent(content).invalid).flat();
    if (invalid.length === 0) break;
    for (const issue of invalid) {
      const at = issue.split(': ')[0].split('/').slice(1);
      const key = at.join('/');
      const tried = attempt.get(key);
      if (tried === undefined) continue;
      const next = tried + 1;
      attempt.set(key, next);
      const value = getAt(original, at) as string;
      setAt(content, at, next < PAYLOADS.length ? variant(value, next) : value);
      if (next >= PAYLOADS.length) attempt.delete(key);
    }
  }
  expect(Object.values(inspectUserContent(content).invalid).flat()).toEqual([]);
  const marked = candidates.filter((at) => getAt(content, at) !== getAt(original, at));
  return { content, marked };
}

async function importBackup(page: Page, user: Json, name: string) {
  const file = path.join(tmp, name);
  writeFileSync(file, JSON.stringify({ user }));
  await page.goto(ADMIN_SETTINGS.href);
  await expect(page.getByRole('button', { name: ADMIN_MESSAGES.importLabel })).toBeEnabled();
  await page.getByLabel('Backup file (.json)').setInputFiles(file);
  await page.getByRole('button', { name: ADMIN_MESSAGES.importLabel }).click();
  await page.getByRole('button', { name: BACKUP_MEDIA.confirm }).click();
  await expect(page.getByText(ADMIN_MESSAGES.imported)).toBeVisible();
}

/**
 * Opens a page, lets every widget run (typing, marquee, counter, reveals, tabs, gallery) and checks
 * the DOM. An admin page has no decorative widget: it is checked once its scripts ran.
 */
async function visitAndCheck(page: Page, route: string) {
  await page.goto(route);
  const admin = route.startsWith('/admin') || route.startsWith('/view/') || route.startsWith('/update/');
  // Any interaction starts the decorative widgets at once (components/site/after-load.ts).
  if (!admin) await page.keyboard.press('Shift');
  // Down the page a screen at a time, each step once the browser has drawn the last (reveals).
  for (let y = 0; !admin && y < 6; y++) {
    await page.mouse.wheel(0, 900);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  for (const tab of await page.getByRole('tab').all()) await tab.click();
  const galleryImage = page.getByRole('button', { name: /image|view|open/i }).first();
  if (route.startsWith(PROJECT_PAGE.href('')) && (await galleryImage.count()) > 0) {
    await galleryImage.click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
  }
  // The typing tagline types its first step after its pause (lib/constants.ts TYPING); reveals and
  // the counter's count-up end within the other pages' wait.
  if (!admin) await page.waitForTimeout(route === '/' ? 2500 : 600);
  // An admin page's scripts have loaded and run (what they render is checked too).
  else await page.waitForLoadState('networkidle');
  const found = await page.evaluate(() => {
    const w = window as unknown as { __xss?: number; __injected?: string[] };
    return { ran: w.__xss ?? 0, injected: w.__injected ?? [] };
  });
  expect({ route, ...found }).toEqual({ route, ran: 0, injected: [] });
}

test('markup in every text field stays text on every page, for visitors, in preview and in the admin', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The demo content the server seeded at its first page.
  await fetch(`${server.url}/`);
  const store = new EmbeddedStore(server.dataDir);
  const original = (await store.get<Json>('user'))!;
  await store.close();
  expect(original).toBeTruthy();
  const { content, marked } = hostileContent(original);
  // The free-text fields all carry markup (a regression in the generator would test nothing).
  const firstItem = (key: string) => Object.keys(content[key] as Json)[0];
  for (const at of [
    ['home', 'taglines', '0'],
    ['about', 'fullName'],
    ['about', 'address'],
    ['skills', firstItem('skills'), 'name'],
    ['frontendProjects', firstItem('frontendProjects'), 'title'],
    ['frontendProjects', firstItem('frontendProjects'), 'description'],
    ['socialLinks', firstItem('socialLinks'), 'name'],
    ['notes', firstItem('notes'), 'title'],
    ['notes', firstItem('notes'), 'summary'],
    ['notes', firstItem('notes'), 'body'],
    ['notes', firstItem('notes'), 'coverAlt'],
    ['notes', firstItem('notes'), 'tags', '0'],
  ]) {
    expect(String(getAt(content, at)), at.join('/')).toMatch(/^</);
  }
  expect(marked.length).toBeGreaterThan(60);

  const owner = await browser.newContext({ baseURL: server.url });
  const page = await owner.newPage();
  await watchForInjection(page);
  await server.signIn(page);
  await importBackup(page, content, 'hostile.json');
  const projects = ['frontendProjects', 'fullstackProjects', 'backendProjects'].flatMap((key) =>
    Object.values((content[key] ?? {}) as Record<string, { slug: string }>).map((p) => PROJECT_PAGE.href(p.slug)),
  );
  const notes = Object.values(content.notes as Record<string, { slug: string }>).map((n) => NOTES.pageHref(n.slug));
  const publicPages = [...PUBLIC_ROUTES.map((r) => r.href), '/projects?tab=backend', ...projects, NOTES.href, ...notes];

  // As a visitor (no session cookie).
  const visitor = await browser.newContext({ baseURL: server.url });
  const visitorPage = await visitor.newPage();
  await watchForInjection(visitorPage);
  for (const route of publicPages) await visitAndCheck(visitorPage, route);
  // The markup is shown, as text.
  await visitorPage.goto('/about-me');
  await expect(visitorPage.getByText(PAYLOADS[0], { exact: false }).first()).toBeVisible();
  await visitor.close();

  // As the owner, in preview: the same components, rendered per request. The home page (every
  // section), a project's and a note's page: the other routes show those sections again.
  await page.goto(DRAFTS.previewHref);
  for (const route of ['/', '/about-me', projects[0], notes[0]]) await visitAndCheck(page, route);
  await page.goto(DRAFTS.exitPreviewHref);

  // The admin area: dashboard, history, inbox, every editor.
  await page.goto('/admin');
  const editors = await page
    .locator('a[href^="/update/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  expect(editors.length).toBeGreaterThan(5);
  for (const route of [
    '/admin',
    '/admin/insights',
    ADMIN_SETTINGS.href,
    '/view/history',
    '/view/feedbacks',
    ...editors,
  ]) {
    await visitAndCheck(page, route);
  }
  await owner.close();
});
