import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { CONTENT_SCHEMA_VERSION } from '@/lib/content/migrations';
import { startAppServer, type AppServer } from '../helpers/app-server';
import { uniqueClientIp } from '../helpers/e2e-admin';

// The data folder release bc4d092 (content version 3, before alt texts) wrote, made by
// scripts/make-v3-fixture.mjs, served by this build: every image reads as it did, and the owner
// can edit its alt text. Runs against an existing production build, like upgrade-v1.spec.ts.

const FIXTURE_DIR = path.join(__dirname, '..', 'fixtures', 'v3-data');

interface Expected {
  release: { commit: string; schemaVersion: number };
  edits: {
    quote: string;
    project: { title: string; image: string };
    social: { name: string; link: string };
  };
}

const expected = JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'EXPECTED.json'), 'utf8')) as Expected;
const ADMIN = { username: 'v3-owner', password: 'v3-owner-password-for-the-upgrade' };
/** The demo owner the release seeded. */
const OWNER = 'Nova Reyes';

let server: AppServer;
let dataDir: string;

test.describe('a data folder of the release before alt texts (bc4d092) on this build', () => {
  test.describe.configure({ mode: 'default' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-upgrade-v3-'));
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

  async function projectImage(page: Page) {
    await openPublic(page, '/projects');
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: expected.edits.project.title, exact: true }) });
    await expect(card).toHaveCount(1);
    return card.locator('img').first();
  }

  test('the fixture was written by the release before alt texts', () => {
    expect(expected.release.schemaVersion).toBe(3);
    expect(CONTENT_SCHEMA_VERSION).toBeGreaterThan(expected.release.schemaVersion);
  });

  test('every image reads as the release generated it', async ({ page }) => {
    await openPublic(page, '/');
    await expect(page.getByText(expected.edits.quote)).toBeVisible();
    await expect(page.locator('#home').getByRole('img', { name: `Portrait of ${OWNER}`, exact: true })).toBeVisible();
    for (const name of ['GitHub', 'LinkedIn', 'Email', expected.edits.social.name]) {
      await expect(page.locator('footer').getByRole('listitem').locator(`img[alt="${name}"]`)).toHaveCount(1);
    }

    await openPublic(page, '/about-me');
    await expect(page.getByRole('img', { name: `Photo of ${OWNER}`, exact: true })).toBeVisible();

    await openPublic(page, '/skills');
    await expect(page.getByRole('img', { name: /rotating cube of 6 skill images/ })).toHaveAccessibleName(
      'A rotating cube of 6 skill images: Skill image 1, Skill image 2, Skill image 3, Skill image 4, Skill image 5, Skill image 6',
    );

    await expect(await projectImage(page)).toHaveAttribute('alt', `Screenshot of ${expected.edits.project.title}`);
  });

  test('the owner edits the project’s alt text: stored as today’s content, shown on /projects', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto(`${server.url}/update/frontend-project`);
    const list = page.getByRole('region', { name: 'Frontend Projects list' });
    await list.getByRole('button', { name: `Edit ${expected.edits.project.title}` }).click();
    const alt = page.locator('form').first().getByLabel('Project image alt text', { exact: true });
    await expect(alt).toHaveValue(`Screenshot of ${expected.edits.project.title}`);
    const edited = 'A harbour at night, its lights drawn as coloured bars';
    await alt.fill(edited);
    await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();

    const stored = (await server.readData()).user as Record<string, unknown>;
    expect(stored.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    expect((stored.about as Record<string, unknown>).avatarAlt).toBe(`Photo of ${OWNER}`);
    await expect(await projectImage(page)).toHaveAttribute('alt', edited);
  });
});
