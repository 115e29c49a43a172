import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { CASE_STUDY } from '@/components/sections/case-study-words';
import { CONTENT_SCHEMA_VERSION } from '@/lib/content/migrations';
import { startAppServer, type AppServer } from '../helpers/app-server';
import { uniqueClientIp } from '../helpers/e2e-admin';

// The data folder release fd80eee (content version 5, before case studies) wrote, made by
// scripts/make-v5-fixture.mjs, served by this build: its projects read as that release showed
// them (no case-study section), the next-project card links them, and the owner writes a case
// study after the upgrade. Runs against an existing production build, like upgrade-v4.spec.ts.

const FIXTURE_DIR = path.join(__dirname, '..', 'fixtures', 'v5-data');

interface Expected {
  release: { commit: string; schemaVersion: number };
  edits: {
    quote: string;
    project: { key: string; title: string; techstack: string; role: string; year: string; gallery: unknown[] };
  };
  projectId: string;
  slug: string;
}

const expected = JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'EXPECTED.json'), 'utf8')) as Expected;
const ADMIN = { username: 'v5-owner', password: 'v5-owner-password-for-the-upgrade' };
const HEADINGS = CASE_STUDY.sections.map((s) => s.heading);

let server: AppServer;
let dataDir: string;

test.describe('a data folder of the release before case studies (fd80eee) on this build', () => {
  test.describe.configure({ mode: 'default' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-upgrade-v5-'));
    await cp(FIXTURE_DIR, dataDir, { recursive: true, filter: (src) => path.basename(src) !== 'EXPECTED.json' });
    server = await startAppServer({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }, { dataDir });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Pages are pre-rendered from the build's own data: draft mode renders them from the fixture (see upgrade-v1). */
  async function openPublic(page: Page, route: string) {
    const manifest = JSON.parse(
      readFileSync(path.resolve(process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json'), 'utf8'),
    ) as { preview: { previewModeId: string } };
    await page
      .context()
      .addCookies([{ name: '__prerender_bypass', value: manifest.preview.previewModeId, url: server.url }]);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${server.url}${route}`);
    expect(response?.status(), route).toBe(200);
    await page.waitForLoadState('load');
    expect(errors, `${route}: errors thrown in the page`).toEqual([]);
  }

  test('the fixture was written by the release before case studies', () => {
    expect(expected.release.schemaVersion).toBe(5);
    expect(CONTENT_SCHEMA_VERSION).toBeGreaterThan(expected.release.schemaVersion);
  });

  test('its project reads as before: no case-study section, and the next-project card goes round to the first', async ({
    page,
  }) => {
    await openPublic(page, '/');
    await expect(page.getByText(expected.edits.quote)).toBeVisible();

    await openPublic(page, PROJECT_PAGE.href(expected.slug));
    const article = page.getByRole('article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.edits.project.title);
    await expect(article.getByText(expected.edits.project.role, { exact: true })).toBeVisible();
    await expect(article.getByText(expected.edits.project.year, { exact: true })).toBeVisible();
    await expect(article.locator('strong').filter({ hasText: 'small' })).toBeVisible();
    for (const heading of HEADINGS) await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
    await expect(article.getByText(CASE_STUDY.team, { exact: true })).toHaveCount(0);
    await expect(article.getByText(CASE_STUDY.duration, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /view full size/ })).toHaveCount(1);
    // The last project of the last list: the next one is the first of the first.
    const next = page.getByRole('navigation', { name: CASE_STUDY.next });
    await expect(next.getByRole('link')).toHaveAttribute('href', PROJECT_PAGE.href('tidewatch'));
  });

  test('the owner writes a case study: stored as today’s content, shown on the page', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto(`${server.url}/update/backend-project`);
    const list = page.getByRole('region', { name: 'Backend Projects list' });
    await list.getByRole('button', { name: `Edit ${expected.edits.project.title}` }).click();
    const form = page.locator('form').first();
    for (const label of ['Summary', 'Team', 'Duration', ...HEADINGS])
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
    await form.getByLabel('Summary', { exact: true }).fill('Uptime checks that page the right person.');
    await form.getByLabel('Team', { exact: true }).fill('Just me');
    await form.getByLabel('Problem', { exact: true }).fill('Sites went down **unnoticed**.');
    await form.getByLabel('Outcome', { exact: true }).fill('- **99.98 %** uptime');
    await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();

    const stored = (await server.readData()).user as Record<string, Record<string, Record<string, unknown>>>;
    expect(stored.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    expect(stored.backendProjects[expected.projectId]).toMatchObject({
      slug: expected.slug,
      role: expected.edits.project.role,
      year: expected.edits.project.year,
      summary: 'Uptime checks that page the right person.',
      team: 'Just me',
      duration: '',
      problem: 'Sites went down **unnoticed**.',
      approach: '',
      outcome: '- **99.98 %** uptime',
    });
    expect(stored.backendProjects[expected.projectId].gallery).toEqual(expected.edits.project.gallery);

    await openPublic(page, PROJECT_PAGE.href(expected.slug));
    await expect(page.getByText('Uptime checks that page the right person.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Problem' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Outcome' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Approach' })).toHaveCount(0);
    await expect(page.locator('main strong').filter({ hasText: 'unnoticed' })).toBeVisible();
    await expect(page.getByRole('article').getByText('Just me', { exact: true })).toBeVisible();
  });
});
