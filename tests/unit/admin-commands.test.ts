import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureCredentials } from '@/lib/auth/credentials';
import { ADMIN_COMMANDS, PASSWORD_RESET } from '@/lib/auth/words';
import { EmbeddedStore } from '@/lib/store/embedded-store';

/**
 * npm run admin:unlock and admin:reset-password act on the admin account in DATA_DIR. Run without
 * the server's DATA_DIR they once acted on an empty folder and said they had succeeded.
 */
jest.setTimeout(60_000);

const COMMANDS = [
  ['admin:unlock', 'scripts/admin-unlock.ts'],
  ['admin:reset-password', 'scripts/admin-reset-password.ts'],
] as const;

function run(script: string, dataDir: string) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATA_BACKEND: 'file',
    [PASSWORD_RESET.envVar]: 'a-new-password-1234',
  };
  return spawnSync('npx', ['tsx', '--tsconfig', 'tsconfig.json', script], { env, encoding: 'utf8' });
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'admin-commands-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it.each(COMMANDS)('%s refuses a folder with no admin account, names it, and leaves it empty', (_name, script) => {
  const answer = run(script, dir);
  expect(answer.status).toBe(2);
  expect(answer.stderr).toContain(ADMIN_COMMANDS.noAccount(dir));
  expect(readdirSync(dir)).toEqual([]);
});

it.each(COMMANDS)('%s works on the folder of a server that made its account', async (_name, script) => {
  const store = new EmbeddedStore(dir);
  await ensureCredentials(store, { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'first-password-1234' }, () => {});
  await store.close();
  const answer = run(script, dir);
  expect([answer.status, answer.stderr]).toEqual([0, expect.not.stringContaining('No admin account')]);
});
