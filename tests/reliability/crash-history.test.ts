/**
 * History and content stay one: a burst of admin saves (the About Details form and new Skills
 * items, as the editor sends them) to the production server, killed with SIGKILL at a random
 * moment, round after round on the same data folder. After every kill, the store as the killed
 * server left it must say the same thing twice: the newest revision touching each section holds
 * exactly the stored section, and the revisions 1..seq still in the ring have no gap. A save and
 * its revision are one transaction, so no kill can land between them.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HISTORY } from '@/lib/content/history-words';
import { DEMO_USER } from '@/lib/content/demo';
import { callAction, form, signIn, succeeded } from '../helpers/action-call';
import { readStoreData, startAppServer } from '../helpers/app-server';

const ROUNDS = 10;
/** The whole test stops starting rounds after this long (each round is at most ~35 s). */
const BUDGET_MS = 240_000;
const SECRET = 'crash-history-session-secret-long-enough-0123456789';
const ENV = { SESSION_SECRET: SECRET, ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'crash-history-password-1' };
const SAVE_SINGLETON = 'lib/admin/content-actions.ts#saveSingleton';
const SAVE_ITEM = 'lib/admin/content-actions.ts#saveListItem';
const SECTIONS = ['about', 'skills'] as const;
const dir = mkdtempSync(path.join(os.tmpdir(), 'crash-history-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const strings = (record: object) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => typeof v === 'string')) as Record<string, string>;

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => value !== null && typeof value === 'object' && !Array.isArray(value);
/** JSON with keys sorted, so equal data compares equal whatever order its keys came in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, item: unknown) =>
    isTree(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  );

/** What is wrong with history against content in the store `tree` (none: an empty list). */
function historyProblems(tree: Tree): string[] {
  const history = isTree(tree.history) ? tree.history : {};
  const user = isTree(tree.user) ? tree.user : {};
  const seq = history.seq;
  if (typeof seq !== 'number') return [`history/seq is ${JSON.stringify(seq)}`];
  const log = isTree(history.log) ? history.log : {};
  const revisions = isTree(history.revisions) ? history.revisions : {};
  const problems: string[] = [];
  const newest: Partial<Record<(typeof SECTIONS)[number], number>> = {};
  // Every revision the ring still holds, newest first: log and copies both there, with its id.
  for (let id = seq; id >= Math.max(1, seq - HISTORY.limit + 1); id--) {
    const slot = `s${id % HISTORY.limit}`;
    const summary = log[slot];
    const copies = revisions[slot];
    if (!isTree(summary) || summary.id !== id) problems.push(`log of revision ${id} missing (${canonical(summary)})`);
    if (!isTree(copies) || copies.id !== id) problems.push(`copies of revision ${id} missing`);
    if (!isTree(summary) || !isTree(copies)) continue;
    const touched = typeof summary.sections === 'string' ? summary.sections.split(',') : [];
    for (const key of SECTIONS) if (newest[key] === undefined && touched.includes(key)) newest[key] = id;
  }
  for (const key of SECTIONS) {
    const id = newest[key];
    if (id === undefined) {
      problems.push(`no revision touches ${key}`);
      continue;
    }
    const changes = (revisions[`s${id % HISTORY.limit}`] as { changes?: Record<string, { after?: unknown }> }).changes;
    const after = changes?.[key]?.after ?? null;
    if (canonical(after) !== canonical(user[key] ?? null))
      problems.push(`revision ${id}, the newest touching ${key}, does not hold the stored ${key}`);
  }
  return problems;
}

/** Starts the server, saves until a random moment after the first acknowledgement, kills it. */
async function round(n: number, cookie: string): Promise<{ acknowledged: string[]; sent: number }> {
  const server = await startAppServer(ENV, { dataDir: dir });
  const acknowledged: string[] = [];
  let sent = 0;
  let killed = false;
  const writer = async (save: (i: number) => Promise<boolean>) => {
    for (let i = 0; !killed; i++) {
      sent++;
      try {
        await save(i);
      } catch {
        // the connection died with the server: not acknowledged
      }
    }
  };
  const about = (i: number) =>
    callAction(server.url, cookie, SAVE_SINGLETON, [
      'about-details',
      {},
      form({ ...strings(DEMO_USER.about), fullName: `Burst r${n} #${i}` }),
    ]).then(succeeded);
  const skill = async (i: number) => {
    const name = `Burst r${n} #${i}`;
    const ok = succeeded(await callAction(server.url, cookie, SAVE_ITEM, ['skills', {}, form({ _id: '', name })]));
    if (ok) acknowledged.push(name);
    return ok;
  };
  const writers = [writer(about), writer(skill), writer(about), writer(skill)];
  const deadline = Date.now() + 30_000;
  while (acknowledged.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 600)));
  await server.kill();
  killed = true;
  await Promise.all(writers);
  return { acknowledged, sent };
}

test(`after each of ${ROUNDS} SIGKILLs during a burst of saves, History matches the content`, async () => {
  if (!existsSync(path.join(process.cwd(), '.next/BUILD_ID'))) throw new Error('Build first: npx next build');
  const started = Date.now();
  const first = await startAppServer(ENV, { dataDir: dir });
  const cookie = await signIn(first.url, ENV.ADMIN_USERNAME, ENV.ADMIN_PASSWORD).finally(() => first.stop());
  const acknowledged: string[] = [];
  let sent = 0;
  let rounds = 0;
  for (; rounds < ROUNDS && Date.now() - started < BUDGET_MS; rounds++) {
    const result = await round(rounds, cookie);
    acknowledged.push(...result.acknowledged);
    sent += result.sent;
    const tree = await readStoreData(dir);
    expect({ round: rounds, problems: historyProblems(tree) }).toEqual({ round: rounds, problems: [] });
    const skills = isTree(tree.user) && isTree(tree.user.skills) ? Object.values(tree.user.skills) : [];
    const names = new Set(skills.map((item) => (item as { name?: string }).name));
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
  }
  const seq = ((await readStoreData(dir)).history as { seq: number }).seq;
  console.log(
    `crash history test: ${rounds} SIGKILLs, ${sent} saves sent, ${acknowledged.length} skills acknowledged, ${seq} revisions, history matched content after every kill`,
  );
  expect(rounds).toBeGreaterThanOrEqual(3);
}, 420_000);
