import { defineConfig, devices, type Project } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_CHROMIUM_PATH, serverArgs } from './scripts/shared.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data';
/** The admin account the test server starts with (stored hashed on first start). */
export const E2E_ADMIN = { username: 'owner', password: 'e2e-owner-password' } as const;

/**
 * The visual regression suite (tests/visual, `npm run test:visual`): full-page screenshots of every
 * route and admin page against committed baselines, on a server of its own with a fresh demo store.
 * It runs only when scripts/visual.mjs asks for it: among the other suites' edits its pages would
 * not look the same twice.
 */
const VISUAL_SUITE = process.env.VISUAL_SUITE === '1';
const visualProjects: Project[] = [
  { name: 'visual-sign-in', testDir: './tests/visual', testMatch: /sign-in\.setup\.ts/ },
  {
    name: 'visual',
    testDir: './tests/visual',
    testMatch: /\.visual\.ts/,
    dependencies: ['visual-sign-in'],
    // Full-page captures of long pages, each taken until two in a row agree.
    timeout: 90_000,
    // The shots add a style sheet of their own (to hide what loads late), which the site's CSP refuses.
    // Drawn by the full browser, as visitors' is: the headless shell rounds glyphs differently.
    use: { bypassCSP: true, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } },
    // One file per screenshot, named after the page, width and theme, for every platform alike.
    snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
    expect: {
      // Survives font rendering differences (anti-aliasing, hinting) between machines; a change of
      // colour, spacing or layout moves far more than 1 % of a page's pixels.
      toHaveScreenshot: { maxDiffPixelRatio: 0.01, threshold: 0.2, animations: 'disabled', caret: 'hide' },
    },
  },
];

const config = defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Long owner flows (a dozen saves, two tabs) take 10–20 s on two busy cores; the margin keeps them from failing on load alone.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: HEADLESS_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    // As a visitor who asked for less motion: the marquee, the cube and the typing tagline stand
    // still, so a page open in a test does not keep a core ~30 % busy drawing them. The specs of
    // that motion (timing, sections, widgets-calm …) ask for it back: test.use(MOTION).
    reducedMotion: 'reduce',
  },
  // Suites that check the whole store is unchanged by what they send run alone after the rest.
  projects: [
    {
      name: 'chromium',
      testIgnore: [/admin-private-access\.spec\.ts/, /cross-origin\.spec\.ts/],
    },
    { name: 'private-access', testMatch: /admin-private-access\.spec\.ts/, dependencies: ['chromium'] },
    { name: 'cross-origin', testMatch: /cross-origin\.spec\.ts/, dependencies: ['private-access'] },
  ],
  webServer: {
    command: `node ${serverArgs(E2E_PORT).join(' ')}`,
    url: `http://127.0.0.1:${E2E_PORT}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'production',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The tests play the one proxy in front: each may claim its own client address in X-Forwarded-For.
      TRUST_PROXY: '1',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

export default VISUAL_SUITE ? defineConfig({ ...config, projects: visualProjects }) : config;
