/**
 * Finding 11 of the security review, replayed over HTTP against the production server: one client
 * inflated the public counter (400 cookie-less POST /api/visit with a browser user agent added 400
 * unique visitors) and the owner's insights (118 "unique visitors", 118 contact-page visitors and
 * 118 spam referrer domains in ten minutes). What one address adds per day is now bounded
 * (DAILY_BOUNDS), whatever cookies it drops, and a referrer shows only once REFERRER_MIN_VISITORS
 * distinct addresses brought it. The server runs behind one trusted proxy (TRUST_PROXY=1), as the
 * tests play it: entries a client made up left of the proxy's own are ignored.
 */
import { DAILY_BOUNDS } from '@/lib/stats/daily-bounds';
import { REFERRER_MIN_VISITORS } from '@/lib/insights/referrer-visitors';
import { INSIGHTS } from '@/lib/insights/words';
import { startTarget, type Target } from './harness';

jest.setTimeout(180_000);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const ATTACKER = '198.51.100.66';

let target: Target;
let owner: string;

beforeAll(async () => {
  target = await startTarget({ TRUST_PROXY: '1' });
  owner = await target.signIn();
});
afterAll(() => target?.server.stop());

let made = 0;
/** A made-up entry the client puts left of the proxy's. */
const madeUp = () => `10.${(made >> 8) & 255}.${made++ & 255}.1`;

/** A visit as the browser sends it, from `address` (as the proxy writes it), with an optional cookie. */
async function visit(address: string, cookie?: string) {
  const response = await fetch(`${target.url}/api/visit`, {
    method: 'POST',
    headers: {
      'user-agent': BROWSER,
      'x-forwarded-for': `${madeUp()}, ${address}`,
      ...(cookie ? { cookie } : {}),
    },
  });
  const body = (await response.json()) as { unique: number; total: number; counted: boolean };
  const set = response.headers.getSetCookie().find((c) => c.startsWith('visitor_id='));
  return { status: response.status, ...body, cookie: set?.split(';')[0] };
}

async function counts() {
  const response = await fetch(`${target.url}/api/visit`, { headers: { 'user-agent': BROWSER } });
  return (await response.json()) as { unique: number; total: number };
}

/** A page view reported to the insights, from `address`. */
async function view(address: string, path: string, cookie?: string, referrer?: string) {
  const response = await fetch(`${target.url}/api/insights`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': BROWSER,
      'x-forwarded-for': `${madeUp()}, ${address}`,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ kind: 'view', path, ...(referrer ? { referrer } : {}) }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function today(): Promise<{ visitors?: number; contactVisitors?: number; referrers?: Record<string, number> }> {
  const data = (await target.server.readData()) as { insights?: { days?: Record<string, object> } };
  return data.insights?.days?.[new Date().toISOString().slice(0, 10)] ?? {};
}

async function dashboard(): Promise<string> {
  const response = await fetch(`${target.url}${INSIGHTS.href}`, { headers: { cookie: owner } });
  expect(response.status).toBe(200);
  return response.text();
}

/** Runs `task` for 0…count-1, `parallel` at a time. */
async function inParallel<T>(count: number, parallel: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, k) => task(start + k));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

describe('finding 11: one client address cannot inflate the counter', () => {
  it(`400 cookie-less visits from one address add at most ${DAILY_BOUNDS.newVisitors.perClient} unique visitors`, async () => {
    const before = await counts();
    const started = Date.now();
    const answers = await inParallel(400, 20, () => visit(ATTACKER));
    expect(Date.now() - started).toBeLessThan(120_000);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const after = await counts();
    expect(after.unique - before.unique).toBe(DAILY_BOUNDS.newVisitors.perClient);
    expect(answers.filter((a) => a.counted)).toHaveLength(DAILY_BOUNDS.newVisitors.perClient);
    // Past the bound the answer carries the counts, and no new visitor cookie.
    expect(answers.filter((a) => a.cookie)).toHaveLength(DAILY_BOUNDS.newVisitors.perClient);
  });

  it(`visits of a browser with its cookie add at most ${DAILY_BOUNDS.visits.perClient} a day to Total Visits`, async () => {
    const address = '198.51.100.67';
    const first = await visit(address);
    expect(first.cookie).toBeDefined();
    const before = await counts();
    let cookie = first.cookie!;
    for (let i = 0; i < DAILY_BOUNDS.visits.perClient + 20; i++)
      cookie = (await visit(address, cookie)).cookie ?? cookie;
    const after = await counts();
    expect(after.total - before.total).toBe(DAILY_BOUNDS.visits.perClient - 1);
    expect(after.unique).toBe(before.unique);
  });

  it('visits from distinct addresses behind the trusted proxy all count', async () => {
    const before = await counts();
    const answers = await inParallel(60, 10, (i) => visit(`203.0.113.${i + 1}`));
    expect(answers.every((a) => a.counted && a.cookie)).toBe(true);
    const after = await counts();
    expect(after.unique - before.unique).toBe(60);
    expect(after.total - before.total).toBe(60);
  });
});

describe('finding 11: one client address cannot inflate the insights', () => {
  it(`118 fresh visitor cookies used from one address add at most ${DAILY_BOUNDS.insightsVisitors.perClient} visitors and contact visitors`, async () => {
    // Cookies gathered from many addresses (the counter's own bound does not stop this part).
    const cookies = (await inParallel(118, 10, (i) => visit(`192.0.2.${i + 1}`))).map((a) => a.cookie!);
    expect(cookies.every(Boolean)).toBe(true);
    const before = await today();
    const statuses = await inParallel(118, 10, (i) => view('198.51.100.70', '/contact', cookies[i]));
    expect(statuses.every((s) => s === 204)).toBe(true);
    const after = await today();
    expect((after.visitors ?? 0) - (before.visitors ?? 0)).toBe(DAILY_BOUNDS.insightsVisitors.perClient);
    expect((after.contactVisitors ?? 0) - (before.contactVisitors ?? 0)).toBe(DAILY_BOUNDS.insightsVisitors.perClient);
    // Distinct addresses still count, one visitor each.
    const more = await inParallel(10, 10, (i) => view(`192.0.2.${i + 1}`, '/', cookies[i]));
    expect(more.every((s) => s === 204)).toBe(true);
    expect(((await today()).visitors ?? 0) - (after.visitors ?? 0)).toBe(10);
  });

  it('118 spam referrer domains from one address are counted but none is shown on the dashboard', async () => {
    const statuses = await inParallel(118, 10, (i) =>
      view('198.51.100.71', '/', undefined, `https://spam${i}.example/`),
    );
    expect(statuses.every((s) => s === 204)).toBe(true);
    expect(Object.keys((await today()).referrers ?? {})).toContain('spam0,example');
    const html = await dashboard();
    expect(html).toContain(INSIGHTS.labels.referrers);
    expect(html.match(/spam\d+\.example/g) ?? []).toEqual([]);
  });

  it(`a referrer brought by one address many times does not show; by ${REFERRER_MIN_VISITORS} distinct addresses it does`, async () => {
    for (let i = 0; i < 10; i++) expect(await view('198.51.100.72', '/', undefined, 'https://one.example/x')).toBe(204);
    for (let i = 0; i < REFERRER_MIN_VISITORS - 1; i++)
      expect(await view(`203.0.113.${100 + i}`, '/', undefined, 'https://many.example/')).toBe(204);
    let html = await dashboard();
    expect(html.includes('one.example') || html.includes('many.example')).toBe(false);
    expect(await view('203.0.113.200', '/', undefined, 'https://many.example/')).toBe(204);
    html = await dashboard();
    expect([html.includes('many.example'), html.includes('one.example')]).toEqual([true, false]);
  });
});
