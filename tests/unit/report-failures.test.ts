/**
 * The lines `npm test` prints before its totals when something failed (scripts/report-failures.mjs):
 * read from real reports that Jest and Playwright write for a small suite with one failing test.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jestFailures, playwrightFailures } from '@/scripts/report-failures.mjs';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'report-failures-'));
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runReport(cmd: string[], report: string) {
  // A child run of its own: none of this Jest worker's variables (Playwright refuses to run under Jest).
  const env: NodeJS.ProcessEnv = { ...process.env, CI: '1' };
  for (const name of Object.keys(env)) if (name.startsWith('JEST')) delete env[name];
  spawnSync(process.execPath, cmd, { cwd: dir, encoding: 'utf8', env, timeout: 60_000 });
  return JSON.parse(readFileSync(path.join(dir, report), 'utf8'));
}

test("Jest: names each failed test with its file and the error's first lines, and no passing one", () => {
  writeFileSync(
    path.join(dir, 'sample.test.js'),
    `describe('saving', () => {
      test('keeps the draft', () => expect('draft').toBe('draft'));
      test('publishes the quote', () => expect('old quote').toBe('new quote'));
    });`,
  );
  writeFileSync(path.join(dir, 'jest.config.json'), '{}');
  const report = runReport(
    [
      path.resolve('node_modules/jest/bin/jest.js'),
      '--config',
      'jest.config.json',
      '--ci',
      '--json',
      '--outputFile=jest.json',
    ],
    'jest.json',
  );
  const failures = jestFailures(report);
  expect(failures).toHaveLength(1);
  expect(failures[0]).toContain('sample.test.js › saving publishes the quote');
  expect(failures[0]).toContain('new quote');
  expect(failures[0]).not.toContain('keeps the draft');
  // Colour codes are gone, and a few lines are enough.
  expect(failures[0]).not.toContain('\u001b[');
  expect(failures[0].split('\n').length).toBeLessThanOrEqual(7);
});

test('Playwright: names each failed test with its project, file, line and describe, and the error', () => {
  writeFileSync(
    path.join(dir, 'pw.config.mjs'),
    `export default { testDir: '.', testMatch: /sample\\.spec\\.mjs/, projects: [{ name: 'chromium' }], reporter: [['json', { outputFile: 'pw.json' }]] };`,
  );
  writeFileSync(
    path.join(dir, 'sample.spec.mjs'),
    `import { test, expect } from '@playwright/test';
test.describe('contact form', () => {
  test('sends a message', () => expect(1).toBe(1));
  test('shows the toast', () => expect('Message sent').toBe('Thanks'));
});`,
  );
  const report = runReport(
    [path.resolve('node_modules/@playwright/test/cli.js'), 'test', '--config', 'pw.config.mjs'],
    'pw.json',
  );
  const failures = playwrightFailures(report);
  expect(failures).toHaveLength(1);
  expect(failures[0]).toMatch(/^\[chromium\] sample\.spec\.mjs:4 › contact form › shows the toast \(unexpected\)\n/);
  expect(failures[0]).toContain('Thanks');
  expect(failures[0]).not.toContain('sends a message');
});
