// npm run bench:store: the cost of the three writes the app makes, on the embedded (LMDB) store in
// a temporary DATA_DIR, (a) on a store holding only the demo content and (b) on the same store once
// filled with 100,000 visits, 5,000 revisions and 5,000 contact messages. Each write goes through
// the app's own functions:
// - admin save: setSingleton(store, 'home', data) (lib/content/write.ts): the section's transaction
//   and its revision; the server action's ensureContentReady (server-only) and page revalidation
//   are not part of it;
// - contact message: FeedbackInbox.submit (lib/feedback/inbox.ts), what POST /api/contact calls;
// - visit: countVisit (lib/stats/visits.ts), what POST /api/visit calls, alternately for a new
//   browser (no cookie) and a returning one (the signed cookie of its previous visit).
// The fill goes through the same functions, interleaved (a save and a message every 20 visits;
// every other save edits a skills item with updateListItem), within a time limit; phase (b) then
// runs on whatever was filled, and says so. The inbox gets a clock stepping past its rate limit.
// (a') repeats (a) on a fresh demo-only store after (b), in the then warm process, as a control.
// Options: --visits N --revisions N --messages N --samples N --warmup N --fill-limit SECONDS --keep
// Prints p50/p99 per operation and phase, the ratios (b)/(a) and a verdict against "(b) within 2× of
// (a)". Always exits 0 once measured: it is a benchmark, not a test.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CONTACT_LIMITS } from '@/lib/feedback/contact-words';
import { DEMO_USER } from '@/lib/content/demo';
import { SINGLETON_SCHEMAS } from '@/lib/content/schemas';
import { setSingleton, updateListItem } from '@/lib/content/write';
import { parseEnv } from '@/lib/env';
import { FeedbackInbox } from '@/lib/feedback/inbox';
import { visitorCookieKey } from '@/lib/stats/visitor-cookie';
import { countVisit } from '@/lib/stats/visits';
import { createStore } from '@/lib/store/create';
import type { Store } from '@/lib/store/types';

const { values: opts } = parseArgs({
  options: {
    visits: { type: 'string', default: '100000' },
    revisions: { type: 'string', default: '5000' },
    messages: { type: 'string', default: '5000' },
    samples: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    'fill-limit': { type: 'string', default: '1200' },
    keep: { type: 'boolean', default: false },
  },
});

function count(name: keyof typeof opts): number {
  const value = Number(opts[name]);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number ≥ 0`);
  return value;
}

const TARGET = { visits: count('visits'), revisions: count('revisions'), messages: count('messages') };
const SAMPLES = Math.max(1, count('samples'));
const WARMUP = count('warmup');
const FILL_LIMIT_MS = count('fill-limit') * 1000;
/** The brief's threshold: a fill of 100,000 visits one by one above this is worth saying. */
const VISIT_FILL_NOTE_MS = 3 * 60_000;
const RATIO_TARGET = 2;

type Kind = 'save' | 'message' | 'visit';
const LABELS: Record<Kind, string> = {
  save: "admin save (setSingleton 'home')",
  message: 'contact message (FeedbackInbox.submit)',
  visit: 'visit (countVisit)',
};
const KINDS: Kind[] = ['save', 'message', 'visit'];

/**
 * A clock for the inbox that moves one step per message, past its global rate limit (50 per
 * 10 minutes), so that thousands of messages are accepted as they would be over days. Messages
 * end up dated over the past hours rather than all "now"; nothing else reads the clock.
 */
function inboxClock(messages: number): () => number {
  const step = Math.ceil(CONTACT_LIMITS.windowMs / CONTACT_LIMITS.globalPerWindow) + 500;
  let t = Date.now() - messages * step;
  return () => (t += step);
}

/** The app's three writes, each one call through the app's own functions, checked to have done its work. */
class Writer {
  private saves = 0;
  private messages = 0;
  private newBrowsers = 0;
  private readonly cookies: string[] = [];
  private readonly cookieKey = visitorCookieKey(randomBytes(32));
  private readonly inbox: FeedbackInbox;

  constructor(
    private readonly store: Store,
    expectedMessages: number,
  ) {
    this.inbox = new FeedbackInbox(store, inboxClock(expectedMessages));
  }

  /** An admin save of the home section, as the editor's form sends it after validation. */
  homeData(): Record<string, unknown> {
    this.saves += 1;
    return SINGLETON_SCHEMAS.home.parse({ ...DEMO_USER.home, quote: `Simplicity is prerequisite (${this.saves}).` });
  }

  async save(data: Record<string, unknown>): Promise<void> {
    const write = await setSingleton(this.store, 'home', data);
    if (!write.committed || write.revision === undefined) throw new Error('An admin save recorded no revision');
  }

  /** For the fill: every other save edits a list item instead, so history holds more than one section. */
  async fillSave(): Promise<void> {
    if (this.saves % 2 === 0) return this.save(this.homeData());
    this.saves += 1;
    const write = await updateListItem(this.store, 'skills', 'demo-skills-01', { name: `TypeScript ${this.saves}` });
    if (!write.committed || write.revision === undefined) throw new Error('A list save recorded no revision');
  }

  messageBody(): { body: Record<string, string>; client: string } {
    this.messages += 1;
    const n = this.messages;
    return {
      client: `203.0.113.${n % 250}:${n}`,
      body: {
        yourMail: `visitor${n}@example.com`,
        from_name: `Visitor ${n}`,
        subject: `Project enquiry ${n}`,
        message: `Hello! I saw your portfolio and would like to talk about a project (${n}). `.repeat(5).trim(),
      },
    };
  }

  async message(input: { body: Record<string, string>; client: string }): Promise<void> {
    const result = await this.inbox.submit(input.body, input.client);
    if (result.status !== 201) throw new Error(`A contact message was not stored: ${JSON.stringify(result)}`);
  }

  /** A new browser (no cookie), or one coming back with the cookie of its previous visit. */
  visitCookie(returning: boolean, index: number): { cookie: string | undefined; slot: number } {
    if (!returning || this.cookies.length === 0) return { cookie: undefined, slot: -1 };
    const slot = index % this.cookies.length;
    return { cookie: this.cookies[slot], slot };
  }

  async visit(input: { cookie: string | undefined; slot: number }): Promise<void> {
    const outcome = await countVisit(this.store, this.cookieKey, input.cookie);
    if (!outcome.ok) throw new Error('A visit was refused');
    if (input.slot >= 0) this.cookies[input.slot] = outcome.cookie;
    else {
      this.newBrowsers += 1;
      // Keeps a bounded set of returning browsers.
      if (this.cookies.length < 10_000) this.cookies.push(outcome.cookie);
      else this.cookies[this.newBrowsers % this.cookies.length] = outcome.cookie;
    }
  }
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

interface Figures {
  p50: number;
  p99: number;
  max: number;
}

/**
 * The embedded store does its work synchronously, so a loop of awaited writes never reaches the
 * event loop; yielding to it now and then (outside the timing) lets Ctrl-C clean up.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function timed(fn: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** Warm-up then samples, the three operations interleaved round-robin; inputs are built outside the timing. */
async function measure(writer: Writer, phase: string): Promise<Record<Kind, Figures>> {
  const times: Record<Kind, number[]> = { save: [], message: [], visit: [] };
  let visitIndex = 0;
  for (let round = 0; round < WARMUP + SAMPLES; round++) {
    await yieldToEventLoop();
    for (const kind of KINDS) {
      let ms: number;
      if (kind === 'save') {
        const data = writer.homeData();
        ms = await timed(() => writer.save(data));
      } else if (kind === 'message') {
        const input = writer.messageBody();
        ms = await timed(() => writer.message(input));
      } else {
        // Alternately a new browser and a returning one.
        const input = writer.visitCookie(visitIndex % 2 === 1, visitIndex);
        visitIndex += 1;
        ms = await timed(() => writer.visit(input));
      }
      if (round >= WARMUP) times[kind].push(ms);
    }
  }
  console.log(`  ${phase}: ${WARMUP} warm-up + ${SAMPLES} samples per operation, interleaved; ${load()}`);
  const out = {} as Record<Kind, Figures>;
  for (const kind of KINDS) {
    const sorted = times[kind].sort((a, b) => a - b);
    out[kind] = { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] };
  }
  return out;
}

interface FillReport {
  done: Record<'visits' | 'revisions' | 'messages', number>;
  ms: Record<'visits' | 'revisions' | 'messages', number>;
  wallMs: number;
  cutShort: boolean;
}

/**
 * Fills through the app's functions, interleaved in the targets' proportions (so a time limit cuts
 * all three alike), printing progress every 10 %.
 */
async function fill(writer: Writer): Promise<FillReport> {
  const done = { visits: 0, revisions: 0, messages: 0 };
  const ms = { visits: 0, revisions: 0, messages: 0 };
  const start = performance.now();
  const steps = Math.max(TARGET.visits, TARGET.revisions, TARGET.messages);
  const due = (target: number, step: number) => Math.floor(((step + 1) * target) / steps);
  let nextReport = 0.1;
  let cutShort = false;
  for (let step = 0; step < steps; step++) {
    if (step % 100 === 0) await yieldToEventLoop();
    if (performance.now() - start > FILL_LIMIT_MS) {
      cutShort = true;
      break;
    }
    while (done.visits < due(TARGET.visits, step)) {
      // Every third visit is a new browser.
      const input = writer.visitCookie(done.visits % 3 !== 0, done.visits);
      ms.visits += await timed(() => writer.visit(input));
      done.visits += 1;
    }
    while (done.revisions < due(TARGET.revisions, step)) {
      ms.revisions += await timed(() => writer.fillSave());
      done.revisions += 1;
    }
    while (done.messages < due(TARGET.messages, step)) {
      const input = writer.messageBody();
      ms.messages += await timed(() => writer.message(input));
      done.messages += 1;
    }
    if ((step + 1) / steps >= nextReport - 1e-9) {
      const elapsed = (performance.now() - start) / 1000;
      console.log(
        `  fill ${Math.round(((step + 1) / steps) * 100)} %: ${done.visits} visits, ${done.revisions} saves, ` +
          `${done.messages} messages, ${elapsed.toFixed(0)} s`,
      );
      nextReport += 0.1;
    }
  }
  return { done, ms, wallMs: performance.now() - start, cutShort };
}

function sizeOnDisk(dir: string): { apparent: number; allocated: number } {
  let apparent = 0;
  let allocated = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const stat = statSync(path.join(entry.parentPath, entry.name));
    apparent += stat.size;
    allocated += stat.blocks * 512;
  }
  return { apparent, allocated };
}

const load = () => `load average ${os.loadavg()[0].toFixed(2)} (1 min)`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));
const perOp = (total: number, n: number) => (n === 0 ? '–' : `${fmt(total / n)} ms each`);

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

/** The comparison table of `after` against `before`; counts the operations over the target. */
function compare(before: Record<Kind, Figures>, after: Record<Kind, Figures>, names: [string, string]) {
  const [x, y] = names;
  const rows = [
    ['operation', `p50 ${x}`, `p99 ${x}`, `p50 ${y}`, `p99 ${y}`, `p50 ${y}/${x}`, `p99 ${y}/${x}`, 'target'],
  ];
  let failures = 0;
  for (const kind of KINDS) {
    const r50 = after[kind].p50 / before[kind].p50;
    const r99 = after[kind].p99 / before[kind].p99;
    const pass = r50 <= RATIO_TARGET && r99 <= RATIO_TARGET;
    if (!pass) failures += 1;
    rows.push([
      LABELS[kind],
      `${fmt(before[kind].p50)} ms`,
      `${fmt(before[kind].p99)} ms`,
      `${fmt(after[kind].p50)} ms`,
      `${fmt(after[kind].p99)} ms`,
      `${r50.toFixed(2)}×`,
      `${r99.toFixed(2)}×`,
      pass ? 'PASS' : 'FAIL',
    ]);
  }
  console.log(table(rows));
  console.log(`Max ${x}/${y}: ${KINDS.map((k) => `${k} ${fmt(before[k].max)}/${fmt(after[k].max)} ms`).join(', ')}`);
  return failures;
}

/** A new embedded store in `dir` (as the app builds it) holding the demo content. */
async function demoStore(dir: string): Promise<Store> {
  const store = createStore(parseEnv({ DATA_DIR: dir }));
  await store.set('user', DEMO_USER);
  return store;
}

async function main(): Promise<void> {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'bench-store-'));
  // Interrupted (Ctrl-C, kill): the temporary stores go too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (!opts.keep) rmSync(tempDir, { recursive: true, force: true });
      process.exit(130);
    });
  }
  const dataDir = path.join(tempDir, 'filled');
  console.log(
    `Embedded store in ${dataDir} (Node ${process.version}, ${os.availableParallelism()} cores, ${os.platform()})`,
  );
  const stores: Store[] = [];
  try {
    const store = await demoStore(dataDir);
    stores.push(store);
    const writer = new Writer(store, TARGET.messages + 2 * (WARMUP + SAMPLES) + 10);

    console.log(`(a) store holding the demo content only; ${load()}`);
    const a = await measure(writer, '(a)');
    const sizeA = sizeOnDisk(dataDir);

    console.log(
      `Filling: ${TARGET.visits} visits, ${TARGET.revisions} saves (revisions), ${TARGET.messages} messages ` +
        `(limit ${FILL_LIMIT_MS / 1000} s)`,
    );
    const filled = await fill(writer);
    const sizeB = sizeOnDisk(dataDir);
    console.log(
      `Fill took ${(filled.wallMs / 1000).toFixed(1)} s: visits ${(filled.ms.visits / 1000).toFixed(1)} s ` +
        `(${perOp(filled.ms.visits, filled.done.visits)}), saves ${(filled.ms.revisions / 1000).toFixed(1)} s ` +
        `(${perOp(filled.ms.revisions, filled.done.revisions)}), messages ${(filled.ms.messages / 1000).toFixed(1)} s ` +
        `(${perOp(filled.ms.messages, filled.done.messages)})`,
    );
    if (filled.cutShort) {
      console.log(
        `NOTE: the fill hit its ${FILL_LIMIT_MS / 1000} s limit; (b) runs on ${filled.done.visits} visits, ` +
          `${filled.done.revisions} revisions, ${filled.done.messages} messages.`,
      );
    }
    if (filled.ms.visits > VISIT_FILL_NOTE_MS) {
      console.log(
        `NOTE: ${filled.done.visits} visits one by one took ${(filled.ms.visits / 60_000).toFixed(1)} min (more than 3 min).`,
      );
    }
    console.log(
      `Store size on disk: after seeding + (a) ${mib(sizeA.apparent)} (${mib(sizeA.allocated)} allocated); ` +
        `after the fill ${mib(sizeB.apparent)} (${mib(sizeB.allocated)} allocated)`,
    );

    console.log(`(b) store after the fill; ${load()}`);
    const b = await measure(writer, '(b)');

    // (a) runs first, in a process that has just started; (a') repeats it on a fresh demo-only
    // store once the process is as warm as it was for (b), so that a ratio reflects the store.
    console.log(`(a') control: a fresh store holding the demo content only, same process; ${load()}`);
    const control = await demoStore(path.join(tempDir, 'control'));
    stores.push(control);
    const aWarm = await measure(new Writer(control, 2 * (WARMUP + SAMPLES) + 10), "(a')");

    console.log();
    console.log(
      `(b) = after ${filled.done.visits} visits, ${filled.done.revisions} revisions, ${filled.done.messages} messages; ` +
        `${SAMPLES} samples per cell; target: (b) within ${RATIO_TARGET}× of (a), p50 and p99`,
    );
    const failures = compare(a, b, ['(a)', '(b)']);
    console.log();
    console.log(`Control: (b) against (a'), a fresh demo-only store measured after (b) in the same warm process`);
    const controlFailures = compare(aWarm, b, ["(a')", '(b)']);
    console.log();
    const verdict = (n: number, base: string) =>
      n === 0
        ? `PASS, all ${KINDS.length} operations within ${RATIO_TARGET}× of ${base}`
        : `FAIL, ${n} of ${KINDS.length} operations slower than ${RATIO_TARGET}× ${base}`;
    console.log(`Verdict: ${verdict(failures, '(a)')} (control: ${verdict(controlFailures, "(a')")})`);
  } finally {
    for (const store of stores) await store.close?.();
    if (opts.keep) console.log(`Kept ${tempDir}`);
    else rmSync(tempDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`bench:store failed: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
