import { INSIGHTS } from '@/lib/insights/words';
import { applyTally, readDay, type DayRow } from '@/lib/insights/daily';
import { addDays, daysEndingWith, isDay, utcDay } from '@/lib/insights/days';
import { knownTargets, parseEvent, referrerDomain, resolveEvent, type InsightsEvent } from '@/lib/insights/events';
import { nameKey, pageKey, pagePath } from '@/lib/insights/pages';
import { insightsToCsv, parseRange, summarize } from '@/lib/insights/report';
import { visitorDay } from '@/lib/insights/visitor-day';
import { newVisitorId, readVisitorCookie, signVisitorCookie, visitorCookieKey } from '@/lib/stats/visitor-cookie';

const KEY = visitorCookieKey(new TextEncoder().encode('unit-test-session-secret-0123456789abcdef'));
const TODAY = '2026-11-23';

const targets = knownTargets(
  [
    { slug: 'weather-app', gitLink: 'https://github.com/demo/weather', demoLink: 'https://weather.example.com' },
    { slug: 'chat-server-2', gitLink: 'https://github.com/demo/chat', demoLink: '' },
  ],
  [{ name: 'GitHub', link: 'https://github.com/demo' }],
);
const OWN = ['127.0.0.1', 'localhost'];

function event(body: unknown): InsightsEvent {
  const parsed = parseEvent(body);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.event;
}

describe('event validation', () => {
  it('refuses unknown kinds, unknown fields, wrong types and overlong values, naming the problem', () => {
    for (const body of [
      { kind: 'purchase' },
      { kind: 'view', path: '/', extra: 1 },
      { kind: 'view', path: 42 },
      { kind: 'view', path: `/${'a'.repeat(INSIGHTS.maxPathLength)}` },
      { kind: 'view', path: '/', referrer: `https://x.example/${'a'.repeat(INSIGHTS.maxUrlLength)}` },
      { kind: 'resume', variant: 'sepia' },
      { kind: 'project', link: 'docs', href: 'https://github.com/demo/weather' },
      null,
      [],
      'view',
    ]) {
      const parsed = parseEvent(body);
      expect([body, parsed.ok]).toEqual([body, false]);
      if (!parsed.ok) expect(parsed.error).toMatch(/^The event is invalid: .+\.$/);
    }
  });

  it('accepts only public pages, and /projects/<slug> of an existing project', () => {
    for (const path of [
      '/',
      '/about-me',
      '/education-work',
      '/skills',
      '/projects',
      '/contact',
      '/projects/weather-app',
    ]) {
      expect([path, resolveEvent(event({ kind: 'view', path }), targets, OWN).ok]).toEqual([path, true]);
    }
    for (const path of ['/admin', '/login', '/projects/nope', '/projects/Weather-App', '/about-me/', '/x', '//evil']) {
      const resolved = resolveEvent(event({ kind: 'view', path }), targets, OWN);
      expect(resolved).toEqual({ ok: false, error: INSIGHTS.errors.unknownPath(path) });
    }
  });

  it('counts project and social clicks only for links the content holds', () => {
    expect(
      resolveEvent(event({ kind: 'project', link: 'demo', href: 'https://weather.example.com' }), targets, OWN),
    ).toEqual({ ok: true, tally: { click: 'demo~weather-app' } });
    expect(
      resolveEvent(event({ kind: 'project', link: 'code', href: 'https://github.com/demo/chat' }), targets, OWN),
    ).toEqual({ ok: true, tally: { click: 'code~chat-server-2' } });
    // The right link under the wrong kind, and links of nobody's, are refused.
    for (const body of [
      { kind: 'project', link: 'code', href: 'https://weather.example.com' },
      { kind: 'project', link: 'demo', href: 'https://spam.example' },
      { kind: 'social', href: 'https://github.com/someone-else' },
    ]) {
      expect(resolveEvent(event(body), targets, OWN)).toEqual({ ok: false, error: INSIGHTS.errors.unknownLink });
    }
    expect(resolveEvent(event({ kind: 'social', href: 'https://github.com/demo' }), targets, OWN)).toEqual({
      ok: true,
      tally: { click: 'social~github' },
    });
    expect(resolveEvent(event({ kind: 'resume', variant: 'dark' }), targets, OWN)).toEqual({
      ok: true,
      tally: { resume: 'dark' },
    });
  });

  it('reduces a referrer to its domain, external only', () => {
    expect(referrerDomain('https://www.Google.com/search?q=secret', OWN)).toBe('google.com');
    expect(referrerDomain('https://news.ycombinator.com:8443/item?id=1#x', OWN)).toBe('news.ycombinator.com');
    expect(referrerDomain('http://127.0.0.1:4750/about-me', OWN)).toBeNull();
    expect(referrerDomain('http://localhost/', OWN)).toBeNull();
    expect(referrerDomain('android-app://com.slack/', OWN)).toBeNull();
    expect(referrerDomain('javascript:alert(1)', OWN)).toBeNull();
    expect(referrerDomain('not a url', OWN)).toBeNull();
    expect(referrerDomain('', OWN)).toBeNull();
    expect(referrerDomain('https://xn--bcher-kva.example/', OWN)).toBe('xn--bcher-kva.example');
    expect(referrerDomain('https://bücher.example/', OWN)).toBe('xn--bcher-kva.example');
    const view = resolveEvent(event({ kind: 'view', path: '/', referrer: 'https://github.com/a/b?c' }), targets, OWN);
    expect(view).toEqual({ ok: true, tally: { view: 'home', referrer: 'github.com' }, path: '/' });
  });
});

describe('pages', () => {
  it('maps public paths to store keys and back', () => {
    const slugs = new Set(['weather-app']);
    expect(pageKey('/', slugs)).toBe('home');
    expect(pageKey('/projects/weather-app', slugs)).toBe('project~weather-app');
    expect(pagePath('home')).toBe('/');
    expect(pagePath('education-work')).toBe('/education-work');
    expect(pagePath('project~weather-app')).toBe('/projects/weather-app');
    expect(pagePath('junk')).toBeNull();
    expect(nameKey('  Café & Co. — Site!  ')).toBe('cafe-co-site');
    expect(targets.projectSlugs).toEqual(new Set(['weather-app', 'chat-server-2']));
  });
});

describe('unique visitors per day, from the visitor cookie alone', () => {
  const id = newVisitorId();
  const cookie = signVisitorCookie(KEY, id, 3);

  it('the signed cookie carries the day it was last counted; tampering with it is forgery', () => {
    const stamped = signVisitorCookie(KEY, id, 3, { day: TODAY, contact: true });
    expect(stamped).toMatch(new RegExp(`^${id}\\.3\\.20261123c\\.`));
    expect(readVisitorCookie(KEY, stamped)).toEqual({
      kind: 'signed',
      id,
      visits: 3,
      seen: { day: TODAY, contact: true },
    });
    expect(readVisitorCookie(KEY, stamped.replace('20261123c', '20261123'))).toEqual({ kind: 'forged' });
    expect(readVisitorCookie(KEY, stamped.replace('20261123c', '20261122c'))).toEqual({ kind: 'forged' });
    expect(readVisitorCookie(KEY, cookie)).toEqual({ kind: 'signed', id, visits: 3 });
  });

  it('counts a browser once a day, and once a day as a visitor of /contact', () => {
    const first = visitorDay(KEY, cookie, '/', TODAY);
    expect(first).toMatchObject({ visitor: true, contactVisitor: false });
    const again = visitorDay(KEY, first.cookie, '/skills', TODAY);
    expect(again).toEqual({ visitor: false, contactVisitor: false });
    const contact = visitorDay(KEY, first.cookie, '/contact', TODAY);
    expect(contact).toMatchObject({ visitor: false, contactVisitor: true });
    expect(visitorDay(KEY, contact.cookie, '/contact', TODAY)).toEqual({ visitor: false, contactVisitor: false });
    expect(visitorDay(KEY, contact.cookie, '/', TODAY)).toEqual({ visitor: false, contactVisitor: false });
    const tomorrow = visitorDay(KEY, contact.cookie, '/', addDays(TODAY, 1));
    expect(tomorrow).toMatchObject({ visitor: true, contactVisitor: false });
    expect(readVisitorCookie(KEY, tomorrow.cookie)).toEqual({
      kind: 'signed',
      id,
      visits: 3,
      seen: { day: addDays(TODAY, 1), contact: false },
    });
  });

  it('a browser without a signed cookie is not counted as a visitor, and gets no cookie', () => {
    expect(visitorDay(KEY, undefined, '/', TODAY)).toEqual({ visitor: false, contactVisitor: false });
    expect(visitorDay(KEY, 'forged.1.x', '/', TODAY)).toEqual({ visitor: false, contactVisitor: false });
    expect(visitorDay(KEY, id, '/', TODAY)).toEqual({ visitor: false, contactVisitor: false });
  });
});

describe('daily rows', () => {
  const empty = readDay(null);

  it('reads any stored shape as counts, dropping what is not one', () => {
    expect(readDay({ views: { home: 2, bad: -1, worse: 'x' }, visitors: 1.5, messages: 3, clicks: 'no' })).toEqual({
      ...empty,
      views: { home: 2 },
      messages: 3,
    });
  });

  it('caps the referrer domains a day holds; later new ones count as other', () => {
    let row: DayRow = empty;
    for (let i = 0; i < INSIGHTS.maxReferrersPerDay + 5; i++) row = applyTally(row, { referrer: `site${i}.example` });
    row = applyTally(row, { referrer: 'site0.example' });
    expect(Object.keys(row.referrers)).toHaveLength(INSIGHTS.maxReferrersPerDay + 1);
    expect(row.referrers[INSIGHTS.otherReferrer]).toBe(5);
    expect(row.referrers['site0,example']).toBe(2);
  });
});

describe('report and CSV', () => {
  const rows: { day: string; row: DayRow }[] = [
    {
      day: '2026-11-22',
      row: {
        ...readDay(null),
        views: { home: 3, 'project~weather-app': 2, contact: 1 },
        visitors: 2,
        contactVisitors: 1,
        messages: 1,
        resume: { dark: 1 },
        clicks: { 'demo~weather-app': 2, 'social~github': 1 },
        referrers: { 'github,com': 2, 'spam,example': 9 },
      },
    },
    { day: '2026-11-23', row: { ...readDay(null), views: { home: 1 }, visitors: 1, resume: { light: 2 } } },
  ];
  const labels = {
    projectTitles: new Map([['weather-app', 'Weather App']]),
    socialNames: new Map([['github', 'GitHub']]),
  };
  // github.com was brought by enough distinct visitors; spam.example was not.
  const report = summarize(rows, labels, new Set(['github,com']));

  it('adds the days up into pages, projects, downloads, clicks, referrers and conversion', () => {
    expect(report.totals).toEqual({
      views: 7,
      visitors: 3,
      contactVisitors: 1,
      messages: 1,
      resume: 3,
      projectClicks: 2,
      socialClicks: 1,
    });
    expect(report.pages.map((p) => [p.label, p.count])).toEqual([
      ['/', 4],
      ['/projects/weather-app', 2],
      ['/contact', 1],
    ]);
    expect(report.projects).toEqual([{ slug: 'weather-app', title: 'Weather App', views: 2, code: 0, demo: 2 }]);
    expect(report.resume).toEqual({ dark: 1, light: 2 });
    expect(report.outbound.map((o) => [o.label, o.count])).toEqual([
      ['Weather App (demo)', 2],
      ['GitHub (social)', 1],
    ]);
    expect(report.referrers.map((r) => [r.label, r.count])).toEqual([['github.com', 2]]);
    expect(report.conversion).toEqual({ messages: 1, contactVisitors: 1, rate: 1 });
  });

  it('writes the daily totals as CSV', () => {
    expect(insightsToCsv(report)).toBe(
      [
        'date,page views,unique visitors,contact page visitors,messages sent,résumé downloads,project link clicks,social link clicks',
        '2026-11-22,6,2,1,1,1,2,1',
        '2026-11-23,1,1,0,0,2,0,0',
        '',
      ].join('\r\n'),
    );
  });

  it('knows its ranges', () => {
    expect(parseRange(undefined)).toBe(INSIGHTS.defaultRange);
    expect(parseRange('7')).toBe(7);
    expect(parseRange('90')).toBe(90);
    for (const bad of ['8', '07', '7.0', '-7', 'all', '1e1']) expect([bad, parseRange(bad)]).toEqual([bad, null]);
  });
});

describe('days', () => {
  it('are UTC calendar days', () => {
    expect(utcDay(Date.parse('2026-11-23T23:59:59Z'))).toBe('2026-11-23');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysEndingWith('2026-01-02', 3)).toEqual(['2025-12-31', '2026-01-01', '2026-01-02']);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-02-28')).toBe(true);
  });
});

describe('the visit counter and the insights share one cookie', () => {
  it('a counted visit keeps the day the insights last counted the browser', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const { parseEnv } = await import('@/lib/env');
    const { createStore } = await import('@/lib/store/create');
    const { countVisit } = await import('@/lib/stats/visits');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'insights-visit-'));
    const store = createStore(parseEnv({ DATA_DIR: dir }));
    try {
      const id = newVisitorId();
      const stamped = signVisitorCookie(KEY, id, 2, { day: TODAY, contact: true });
      const visit = await countVisit(store, KEY, stamped);
      if (!visit.ok) throw new Error('visit refused');
      expect(readVisitorCookie(KEY, visit.cookie)).toEqual({
        kind: 'signed',
        id,
        visits: 3,
        seen: { day: TODAY, contact: true },
      });
      expect(visitorDay(KEY, visit.cookie, '/contact', TODAY)).toEqual({ visitor: false, contactVisitor: false });
    } finally {
      await store.close?.();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
