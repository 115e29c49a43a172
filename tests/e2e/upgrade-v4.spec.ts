import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { CONTENT_SCHEMA_VERSION } from '@/lib/content/migrations';
import { startAppServer, type AppServer } from '../helpers/app-server';
import { uniqueClientIp } from '../helpers/e2e-admin';

// The data folder release 46271ed (content version 4, before project pages) wrote, made by
// scripts/make-v4-fixture.mjs, served by this build: every project has a page at a slug from its
// title, unique across the lists, the sample résumé links read as '' and the owner can edit the
// new fields. Runs against an existing production build, like upgrade-v3.spec.ts.

const FIXTURE_DIR = path.join(__dirname, '..', 'fixtures', 'v4-data');

interface FixtureProject {
  key: string;
  title: string;
  techstack: string;
}

interface Expected {
  release: { commit: string; schemaVersion: number };
  edits: { quote: string; project: FixtureProject; accented: FixtureProject };
  projectId: string;
  accentedId: string;
  resumes: string[];
}

const expected = JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'EXPECTED.json'), 'utf8')) as Expected;
const ADMIN = { username: 'v4-owner', password: 'v4-owner-password-for-the-upgrade' };

let server: AppServer;
let dataDir: string;

test.describe('a data folder of the release before project pages (46271ed) on this build', () => {
  test.describe.configure({ mode: 'default' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-upgrade-v4-'));
    await cp(FIXTURE_DIR, dataDir, { recursive: true, filter: (src) => path.basename(src) !== 'EXPECTED.json' });
    server = await startAppServer({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }, { dataDir });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Pages are pre-rendered from the build's own data: draft mode renders them from the fixture (see upgrade-v1). */
  async function previewCookie(page: Page) {
    const manifest = JSON.parse(
      readFileSync(path.resolve(process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json'), 'utf8'),
    ) as { preview: { previewModeId: string } };
    await page
      .context()
      .addCookies([{ name: '__prerender_bypass', value: manifest.preview.previewModeId, url: server.url }]);
  }

  async function openPublic(page: Page, route: string) {
    await previewCookie(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${server.url}${route}`);
    expect(response?.status(), route).toBe(200);
    await page.waitForLoadState('load');
    expect(errors, `${route}: errors thrown in the page`).toEqual([]);
  }

  test('the fixture was written by the release before project pages', () => {
    expect(expected.release.schemaVersion).toBe(4);
    expect(expected.resumes).toEqual(['/demo/resume-dark.pdf', '/demo/resume-light.pdf']);
    expect(CONTENT_SCHEMA_VERSION).toBeGreaterThan(expected.release.schemaVersion);
  });

  test('each project has a page at a slug from its title, unique across the lists', async ({ page }) => {
    await openPublic(page, '/');
    await expect(page.getByText(expected.edits.quote)).toBeVisible();

    await openPublic(page, '/projects');
    await page.getByRole('tab', { name: 'BackEnd' }).click();
    const second = page
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ hasText: expected.edits.project.techstack });
    await expect(second.getByRole('link', { name: 'Tidewatch', exact: true })).toHaveAttribute(
      'href',
      '/projects/tidewatch-2',
    );

    for (const [slug, title, stack] of [
      ['tidewatch', 'Tidewatch', 'React, TypeScript, Sass'],
      ['tidewatch-2', expected.edits.project.title, expected.edits.project.techstack],
      ['cafe-orbit-v4-fixture', expected.edits.accented.title, expected.edits.accented.techstack],
    ]) {
      await openPublic(page, PROJECT_PAGE.href(slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(stack, { exact: true })).toBeVisible();
    }
  });

  test('the owner edits the new fields: stored as today’s content, the sample résumés read as ""', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto(`${server.url}/update/fullstack-project`);
    const list = page.getByRole('region', { name: 'Fullstack Projects list' });
    await list.getByRole('button', { name: `Edit ${expected.edits.accented.title}` }).click();
    const form = page.locator('form').first();
    await expect(form.getByLabel('Description')).toHaveValue('');
    await form.getByLabel('Description').fill('Cafés on a map, **live**.');
    await form.getByLabel('Year', { exact: true }).fill('2025');
    await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();

    const stored = (await server.readData()).user as Record<string, Record<string, Record<string, unknown>>>;
    expect(stored.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    expect(stored.about.cvfileLinkDark).toBe('');
    expect(stored.about.cvfileLinkLight).toBe('');
    // The store keeps no empty lists (as Firebase does): no former slugs and no gallery read as [].
    expect(stored.backendProjects[expected.projectId]).toMatchObject({ slug: 'tidewatch-2' });
    expect(stored.backendProjects[expected.projectId].formerSlugs ?? []).toEqual([]);
    expect(stored.fullstackProjects[expected.accentedId]).toMatchObject({
      slug: 'cafe-orbit-v4-fixture',
      description: 'Cafés on a map, **live**.',
      year: '2025',
      role: '',
    });
    expect(stored.fullstackProjects[expected.accentedId].gallery ?? []).toEqual([]);

    await page.goto(`${server.url}/update/about-details`);
    await expect(page.getByLabel('Dark résumé file')).toHaveValue('');

    await openPublic(page, PROJECT_PAGE.href('cafe-orbit-v4-fixture'));
    await expect(page.locator('main strong')).toHaveText('live');
  });
});
