import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The end-to-end pass against the Firebase backend: same browser and server settings, its own
 * specs; scripts/e2e-firebase.ts starts firebase-server, builds and sets the environment.
 */
export default defineConfig({
  ...base,
  testDir: './tests/firebase/e2e',
  fullyParallel: false,
  workers: 1,
  // Not the default test-results/, which Playwright empties at its start: the other passes' artifacts stay.
  outputDir: 'test-results/firebase',
});
