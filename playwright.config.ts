import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, serverArgs } from './scripts/shared.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data';
/** The admin account the test server starts with (stored hashed on first start). */
export const E2E_ADMIN = { username: 'owner', password: 'e2e-owner-password' } as const;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  // Suites that read or replace the whole store, or change the admin account, run alone after the rest.
  projects: [
    {
      name: 'chromium',
      testIgnore: [
        /admin-private-access\.spec\.ts/,
        /cross-origin\.spec\.ts/,
        /admin-exclusive\.spec\.ts/,
        /markup-everywhere\.spec\.ts/,
      ],
    },
    { name: 'private-access', testMatch: /admin-private-access\.spec\.ts/, dependencies: ['chromium'] },
    { name: 'cross-origin', testMatch: /cross-origin\.spec\.ts/, dependencies: ['private-access'] },
    { name: 'markup', testMatch: /markup-everywhere\.spec\.ts/, dependencies: ['cross-origin'] },
    { name: 'exclusive', testMatch: /admin-exclusive\.spec\.ts/, dependencies: ['markup'] },
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
