/**
 * A stream of admin writes (server actions, as the editor sends them) to the production server,
 * which is killed with SIGKILL at a random moment, 20 times, on the same data folder. After every
 * kill the store must open (from another process, as the next server would), hold every write the
 * server acknowledged, and serve again.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callAction, form, signIn, succeeded } from '../helpers/action-call';
import { readStoreData, startAppServer } from '../helpers/app-server';

const KILLS = 20;
const WRITERS = 4;
const SECRET = 'crash-session-secret-that-is-long-enough-0123456789';
const ENV = { SESSION_SECRET: SECRET, ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'crash-owner-password-1' };
const SAVE = 'lib/admin/content-actions.ts#saveListItem';
const dir = mkdtempSync(path.join(os.tmpdir(), 'crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Item names in the skills list, read straight from the store the killed server left behind. */
async function storedNames(): Promise<Set<string>> {
  const tree = (await readStoreData(dir)) as { user?: { skills?: Record<string, { name: string }> } };
  return new Set(Object.values(tree.user?.skills ?? {}).map((item) => item.name));
}

/** Starts the server, writes until a random moment after the first acknowledgement, kills it. */
async function round(n: number, cookie: string): Promise<{ acknowledged: string[]; sent: number }> {
  const server = await startAppServer(ENV, { dataDir: dir });
  const acknowledged: string[] = [];
  let sent = 0;
  let killed = false;
  const writer = async (w: number) => {
    for (let i = 0; !killed; i++) {
      const name = `Crash r${n} w${w} #${i}`;
      sent++;
      try {
        if (succeeded(await callAction(server.url, cookie, SAVE, ['skills', {}, form({ _id: '', name })])))
          acknowledged.push(name);
      } catch {
        // the connection died with the server: not acknowledged
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  const deadline = Date.now() + 30_000;
  while (acknowledged.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 400)));
  await server.kill();
  killed = true;
  await Promise.all(writers);
  return { acknowledged, sent };
}

test(`the store always opens and keeps every acknowledged admin write across ${KILLS} SIGKILLs of the server`, async () => {
  if (!existsSync(path.join(process.cwd(), '.next/BUILD_ID'))) throw new Error('Build first: npx next build');
  // One real session, signed in before the first round: the store keeps it across every kill.
  const first = await startAppServer(ENV, { dataDir: dir });
  const cookie = await signIn(first.url, ENV.ADMIN_USERNAME, ENV.ADMIN_PASSWORD).finally(() => first.stop());
  const acknowledged: string[] = [];
  let sent = 0;
  for (let n = 0; n < KILLS; n++) {
    const result = await round(n, cookie);
    acknowledged.push(...result.acknowledged);
    sent += result.sent;
    const names = await storedNames();
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
  }
  // The last kill's folder still serves: the content is valid and the editor can write.
  const server = await startAppServer(ENV, { dataDir: dir });
  try {
    const page = await fetch(`${server.url}/update/skills`, { headers: { cookie }, redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(acknowledged[0]);
    expect(
      succeeded(
        await callAction(server.url, cookie, SAVE, ['skills', {}, form({ _id: '', name: 'After the crashes' })]),
      ),
    ).toBe(true);
  } finally {
    await server.stop();
  }
  console.log(
    `crash test: ${KILLS} SIGKILLs of the server, ${sent} admin writes sent, ${acknowledged.length} acknowledged, all present`,
  );
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILLS);
}, 600_000);
