import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FEEDBACKS_HREF, SECTIONS } from '@/lib/admin/sections';
import { startAppServer, type AppServer } from '../helpers/app-server';
import { uniqueClientIp } from '../helpers/e2e-admin';

// The data folder release 8bc70db wrote (tests/fixtures/README.md), served by this build: an
// owner who upgrades must find every page, edit, message, login and visit count where they were.
// Runs against an existing production build (E2E_SKIP_BUILD=1 node scripts/e2e.mjs … or npm run test:e2e).

const FIXTURE_DIR = path.join(__dirname, '..', 'fixtures', 'v1-data');

interface Expected {
  release: { commit: string };
  admin: { username: string; password: string };
  home: { quote: string; taglines: string[]; replacedTagline: string };
  about: { status: string };
  project: { section: string; title: string; techstack: string; gitLink: string; image: string; mediaBytes: number };
  skills: { deleted: string; remaining: string[] };
  languages: { order: string[] };
  socialLink: { name: string; link: string };
  messages: { subject: string; email: string; createdAt: number }[];
  visits: {
    unique: number;
    total: number;
    browsers: { label: string; userAgent: string; cookie: { name: string; value: string }; yours: number }[];
  };
}

interface V1Timeline {
  title: string;
}

const expected = JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'EXPECTED.json'), 'utf8')) as Expected;
const v1User = (
  JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'db.json'), 'utf8')) as {
    user: {
      about: { fullName: string };
      educationTimeline: Record<string, V1Timeline>;
      workTimeline: Record<string, V1Timeline>;
      socialLinks: Record<string, { name: string; link: string }>;
    };
  }
).user;

/** Credentials the new server is started with: the fixture's own stored account must win over them. */
const ENV_ADMIN = { username: 'env-admin', password: 'env-admin-password-not-the-fixture' };

/** Where a text sits in the page, as an element's whole text (`>text<`). */
const at = (html: string, text: string) => html.indexOf(`>${text}<`);

let server: AppServer;
let dataDir: string;

test.describe('a data folder of the first release (8bc70db) on this build', () => {
  // One server on one copy of the fixture for the file; a failed test gets a fresh worker, and so a fresh copy.
  test.describe.configure({ mode: 'default' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-upgrade-v1-'));
    await cp(FIXTURE_DIR, dataDir, { recursive: true, filter: (src) => path.basename(src) !== 'EXPECTED.json' });
    server = await startAppServer(
      { ADMIN_USERNAME: ENV_ADMIN.username, ADMIN_PASSWORD: ENV_ADMIN.password },
      { dataDir },
    );
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * Public pages are pre-rendered by `next build` from the data folder the build ran on, not the one
   * this server serves. An owner who upgrades rebuilds on their own folder; here Next's draft mode
   * (its bypass cookie for this build) renders each page from the fixture's store at request time,
   * without writing the shared build cache that the suite's main server also reads.
   */
  function draftModeCookie() {
    const manifest = JSON.parse(
      readFileSync(path.resolve(process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json'), 'utf8'),
    ) as { preview: { previewModeId: string } };
    return { name: '__prerender_bypass', value: manifest.preview.previewModeId, url: server.url };
  }

  /** Opens a public page rendered from the fixture, answers its server markup, fails on errors thrown in the page. */
  async function openPublic(page: Page, route: string): Promise<string> {
    expect((await fetch(`${server.url}${route}`)).status, `${route} as pre-rendered`).toBe(200);
    await page.context().addCookies([draftModeCookie()]);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${server.url}${route}`);
    expect(response?.status(), route).toBe(200);
    const html = (await response!.text()).replace(/<script[\s\S]*?<\/script>/g, '');
    await page.waitForLoadState('load');
    expect(errors, `${route}: errors thrown in the page`).toEqual([]);
    return html;
  }

  async function signIn(page: Page, credentials = expected.admin) {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username', { exact: true }).fill(credentials.username);
    await page.getByLabel('Password', { exact: true }).fill(credentials.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  test('/ shows the edited quote, the edited tagline and the about status', async ({ page }) => {
    const html = await openPublic(page, '/');
    await expect(page.getByText(expected.home.quote)).toBeVisible();
    // Alt texts the release generated are stored by the upgrade: the portrait reads as it did.
    await expect(
      page.locator('#home').getByRole('img', { name: `Portrait of ${v1User.about.fullName}`, exact: true }),
    ).toBeVisible();
    expect(html).toContain(expected.home.taglines[0]);
    expect(html).toContain(expected.about.status);
  });

  test('/about-me shows the edited status', async ({ page }) => {
    await openPublic(page, '/about-me');
    await expect(page.getByText(expected.about.status).first()).toBeVisible();
    await expect(page.getByRole('img', { name: `Photo of ${v1User.about.fullName}`, exact: true })).toBeVisible();
  });

  test('/education-work shows every timeline entry of the fixture', async ({ page }) => {
    const html = await openPublic(page, '/education-work');
    const titles = [...Object.values(v1User.educationTimeline), ...Object.values(v1User.workTimeline)].map(
      (t) => t.title,
    );
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(html, title).toContain(title);
  });

  test('/skills lacks the deleted skill, keeps the others, and lists languages in the saved order', async ({
    page,
  }) => {
    const html = await openPublic(page, '/skills');
    expect(at(html, expected.skills.deleted), `"${expected.skills.deleted}" was deleted`).toBe(-1);
    for (const skill of expected.skills.remaining) expect(at(html, skill), skill).toBeGreaterThan(-1);
    const positions = expected.languages.order.map((name) => at(html, name));
    expect(
      positions.every((p) => p > -1),
      `languages on the page: ${expected.languages.order.join(', ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('/projects shows the new project with its uploaded image, which loads', async ({ page, request }) => {
    await openPublic(page, '/projects');
    const { project } = expected;
    // The open tab ("All") shows every project; the hidden tabs' copies are out of the accessibility tree.
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: project.title }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(project.techstack);
    await expect(card.locator(`a[href="${project.gitLink}"]`)).toHaveCount(1);

    const image = card.locator('img').first();
    await expect(image).toHaveAttribute('alt', `Screenshot of ${project.title}`);
    await image.scrollIntoViewIfNeeded();
    const src = (await image.getAttribute('src')) ?? '';
    expect(src.includes(project.image) || src.includes(encodeURIComponent(project.image)), src).toBe(true);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect((await request.get(shown)).status(), shown).toBe(200);

    const media = await request.get(`${server.url}${project.image}`);
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toBe('image/webp');
    expect((await media.body()).length).toBe(project.mediaBytes);
  });

  test('/contact renders, with the added social link', async ({ page }) => {
    await openPublic(page, '/contact');
    await expect(page.getByLabel('Your email')).toBeVisible();
    await expect(page.locator(`a[href="${expected.socialLink.link}"]`).first()).toBeAttached();
    // Each social icon keeps the alt text the release gave it: the link's name.
    for (const link of Object.values(v1User.socialLinks)) {
      await expect(page.locator(`footer a[href="${link.link}"] img`)).toHaveAttribute('alt', link.name);
    }
  });

  test('the fixture’s owner signs in; the credentials in the environment do not replace them', async ({ page }) => {
    await signIn(page, ENV_ADMIN);
    await expect(page.getByText('Username or Password is Invalid').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
  });

  /** What each editor must show of the fixture, beyond opening without an error. */
  const EDITOR_CHECKS: Record<string, (page: Page) => Promise<void>> = {
    'home-details': async (page) => {
      await expect(page.getByLabel('Quote', { exact: true })).toHaveValue(expected.home.quote);
      await expect(page.getByLabel('Taglines', { exact: true })).toHaveValue(expected.home.taglines.join('\n'));
    },
    'about-details': async (page) => {
      await expect(page.getByLabel('Status', { exact: true })).toHaveValue(expected.about.status);
    },
    [expected.project.section]: async (page) => {
      await expect(page.getByRole('button', { name: `Edit ${expected.project.title}` })).toBeVisible();
    },
    skills: async (page) => {
      const labels = page.getByRole('button', { name: /^Edit / });
      await expect(labels).toHaveCount(expected.skills.remaining.length);
      await expect(page.getByRole('button', { name: `Edit ${expected.skills.deleted}`, exact: true })).toHaveCount(0);
    },
    'known-language': async (page) => {
      const labels = page.getByRole('button', { name: /^Edit / });
      await expect(labels).toHaveCount(expected.languages.order.length);
      expect(await labels.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual(
        expected.languages.order.map((name) => `Edit ${name}`),
      );
    },
    'social-link': async (page) => {
      await expect(
        page.getByRole('button', { name: new RegExp(`^Edit ${expected.socialLink.name}\\b`) }),
      ).toBeVisible();
    },
  };

  // One sign-in, then every editor in turn (a step each, named by its address).
  test('every editor opens with its form and the fixture’s content, without an error', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const section of SECTIONS) {
      await test.step(`/update/${section.slug}`, async () => {
        // A list editor opens on its items; its form opens for a new item (the list stays under it).
        const open = section.kind === 'list' ? '?item=new' : '';
        const response = await page.goto(`${server.url}/update/${section.slug}${open}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.title);
        const form = page.locator('form').first();
        await expect(form).toBeVisible();
        for (const field of section.fields) {
          const label = field.kind === 'image' ? `${field.label} URL` : field.label;
          await expect(form.getByLabel(label, { exact: true }), `${section.slug}: ${label}`).toBeVisible();
        }
        // Neither the error page nor a notice of invalid stored data (both are role="alert" in <main>).
        await expect(page.getByText('Something went wrong')).toHaveCount(0);
        await expect(page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
        await EDITOR_CHECKS[section.slug]?.(page);
        expect(errors, section.slug).toEqual([]);
      });
    }
  });

  test(`${FEEDBACKS_HREF} lists the fixture’s messages, newest first`, async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`${server.url}${FEEDBACKS_HREF}`);
    const newestFirst = [...expected.messages].sort((a, b) => b.createdAt - a.createdAt);
    for (const message of newestFirst) {
      await expect(page.getByRole('article', { name: message.subject })).toContainText(message.email);
    }
    const subjects = expected.messages.map((m) => m.subject);
    const shown = (await page.getByRole('article').getByRole('heading').allTextContents()).filter((s) =>
      subjects.includes(s),
    );
    expect(shown).toEqual(newestFirst.map((m) => m.subject));
  });

  test('the visit counter reports at least the fixture’s totals, and each browser keeps its own count', async ({
    browser,
  }) => {
    const { visits } = expected;
    for (const b of visits.browsers) {
      const response = await fetch(`${server.url}/api/visit`, {
        headers: { 'user-agent': b.userAgent, cookie: `${b.cookie.name}=${b.cookie.value}` },
      });
      expect(response.status, b.label).toBe(200);
      const counts = (await response.json()) as { unique: number; total: number; yours: number };
      expect(counts.total, `${b.label}: total`).toBeGreaterThanOrEqual(visits.total);
      expect(counts.unique, `${b.label}: unique`).toBeGreaterThanOrEqual(visits.unique);
      expect(counts.yours, `${b.label}: yours`).toBe(b.yours);
    }

    // The first of them comes back in a new session: the widget counts one more visit of a known browser.
    const [returning] = visits.browsers;
    const context = await browser.newContext({ userAgent: returning.userAgent });
    await context.addCookies([{ ...returning.cookie, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const counter = page.getByRole('complementary', { name: 'Visitor counter' });
    const value = (key: string) => async () => Number(await counter.locator(`[data-count="${key}"] dd`).textContent());
    await expect.poll(value('total'), { timeout: 15_000 }).toBeGreaterThanOrEqual(visits.total + 1);
    await expect.poll(value('unique'), { timeout: 15_000 }).toBeGreaterThanOrEqual(visits.unique);
    await expect.poll(value('yours'), { timeout: 15_000 }).toBe(returning.yours + 1);
    await context.close();
  });
});
