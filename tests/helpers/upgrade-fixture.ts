import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CONTENT_SCHEMA_VERSION } from '@/lib/content/migrations';
import { startAppServer, type AppServer } from './app-server';
import { uniqueClientIp } from './e2e-admin';

interface ReleaseCheck<Expected> {
  /** What came after the release, for the title: "the fixture was written by the release before <before>". */
  before: string;
  /** The content schema version the release stored; this build's must be greater. */
  schemaVersion: number;
  /** More checks of the fixture's EXPECTED.json in the same test. */
  also?: (expected: Expected) => void;
}

/**
 * A server of this build on a copy of a fixture data folder an earlier release wrote
 * (tests/fixtures/<name>, see its README), started before the spec's first test and stopped after
 * its last, with an owner account from its environment (the fixtures store none). With `release`,
 * it first registers the test that the fixture was written by that release.
 * Call at the top level of an upgrade spec (or of its describe); its tests then run one at a time.
 */
export function upgradeFixture<Expected extends { release: { schemaVersion: number } }>(
  name: string,
  release?: ReleaseCheck<Expected>,
) {
  test.describe.configure({ mode: 'serial' });
  const fixtureDir = path.join(__dirname, '..', 'fixtures', name);
  const expected = JSON.parse(readFileSync(path.join(fixtureDir, 'EXPECTED.json'), 'utf8')) as Expected;
  const owner = { username: `${name}-owner`, password: `${name}-owner-password-for-the-upgrade` };
  let server: AppServer | undefined;
  let dataDir: string | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = await mkdtemp(path.join(os.tmpdir(), `portfolio-upgrade-${name}-`));
    await cp(fixtureDir, dataDir, { recursive: true, filter: (src) => path.basename(src) !== 'EXPECTED.json' });
    server = await startAppServer({ ADMIN_USERNAME: owner.username, ADMIN_PASSWORD: owner.password }, { dataDir });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  if (release) {
    test(`the fixture was written by the release before ${release.before}`, () => {
      expect(expected.release.schemaVersion).toBe(release.schemaVersion);
      expect(CONTENT_SCHEMA_VERSION).toBeGreaterThan(expected.release.schemaVersion);
      release.also?.(expected);
    });
  }

  const started = (): AppServer => {
    if (!server) throw new Error('The server starts before the first test');
    return server;
  };

  return {
    expected,
    get url(): string {
      return started().url;
    },
    readData: () => started().readData(),
    /**
     * Opens a public page rendered from the fixture: pages are pre-rendered from the build's own
     * data, so the preview cookie of the build makes the server render them afresh (see upgrade-v1).
     */
    async openPublic(page: Page, route: string): Promise<void> {
      const manifest = JSON.parse(
        readFileSync(path.resolve(process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json'), 'utf8'),
      ) as { preview: { previewModeId: string } };
      await page
        .context()
        .addCookies([{ name: '__prerender_bypass', value: manifest.preview.previewModeId, url: started().url }]);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(`${started().url}${route}`);
      expect(response?.status(), route).toBe(200);
      await page.waitForLoadState('load');
      expect(errors, `${route}: errors thrown in the page`).toEqual([]);
    },
    /** Signs the owner in through the login page. */
    async signIn(page: Page): Promise<void> {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
      await page.goto(`${started().url}/login`);
      await page.getByLabel('Username', { exact: true }).fill(owner.username);
      await page.getByLabel('Password', { exact: true }).fill(owner.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
    },
  };
}
