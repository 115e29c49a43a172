import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { DEMO_USER } from '@/lib/content/demo';
import { LOADER_TEXT, PUBLIC_ROUTES } from '@/lib/constants';
import { VISITS } from '@/lib/stats/visits-words';
import { DEMO_MARKERS, FIREBASE_CLIENT_MARKERS, firstDifference } from '../seed';

// The database started empty (scripts/e2e-firebase.ts): the build seeded the demo owner into it
// and pre-rendered every route from it. What each route must carry in its server HTML:
const EXPECTED: Record<string, string[]> = {
  '/': [DEMO_MARKERS.fullName, DEMO_MARKERS.quote, DEMO_MARKERS.tagline],
  '/about-me': [DEMO_MARKERS.fullName, DEMO_MARKERS.address],
  '/education-work': ['MSc Software Engineering', 'Present'],
  '/skills': [DEMO_MARKERS.skill, 'Docker'],
  '/projects': [DEMO_MARKERS.frontendProject, DEMO_MARKERS.backendProject],
  '/contact': [DEMO_MARKERS.fullName],
};

let app: App;
test.beforeAll(() => {
  // FIREBASE_DATABASE_EMULATOR_HOST (set by scripts/e2e-firebase.ts) points this at firebase-server.
  app = initializeApp(
    { databaseURL: process.env.FIREBASE_DATABASE_URL, projectId: process.env.FIREBASE_PROJECT_ID },
    'e2e-check',
  );
});
test.afterAll(async () => {
  await deleteApp(app);
});

test.describe('public site on the Firebase backend', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.href} is pre-rendered with the demo owner seeded into the empty database`, async ({ request }) => {
      const response = await request.get(route.href);
      expect(response.status()).toBe(200);
      const markup = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '');
      for (const text of EXPECTED[route.href]) expect(markup.includes(text), `"${text}" in ${route.href}`).toBe(true);
      expect(markup.includes(LOADER_TEXT)).toBe(false);
      expect(response.headers()['x-nextjs-cache'] ?? response.headers()['x-nextjs-prerender']).toBeTruthy();
    });
  }

  test('public pages load no Firebase client code', async ({ request }) => {
    const seen = new Map<string, string>();
    for (const route of PUBLIC_ROUTES) {
      const html = await (await request.get(route.href)).text();
      const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts.length, route.href).toBeGreaterThan(0);
      for (const src of scripts) {
        if (!seen.has(src)) seen.set(src, await (await request.get(src)).text());
        const code = seen.get(src)!;
        for (const marker of FIREBASE_CLIENT_MARKERS)
          expect(code.includes(marker), `${marker} in ${src} (${route.href})`).toBe(false);
      }
    }
  });

  test('renders in the browser with the seeded content', async ({ page }) => {
    await page.goto('/about-me');
    await expect(page.getByText(DEMO_MARKERS.fullName).first()).toBeVisible();
  });

  test('visits and contact messages are written to the database at runtime', async ({ request }) => {
    const db = getDatabase(app);
    // Other pages' visitor widgets may count visits meanwhile: check this visitor's own tally exactly.
    const first = await request.post('/api/visit');
    expect(first.status()).toBe(200);
    const firstCounts = (await first.json()) as { total: number; unique: number; yours: number };
    expect(firstCounts.yours).toBe(1);
    const second = (await (await request.post('/api/visit')).json()) as {
      total: number;
      unique: number;
      yours: number;
    };
    expect(second).toMatchObject({ yours: 2, counted: true });
    expect(second.total).toBeGreaterThan(firstCounts.total);
    // This browser's tally is in its signed cookie; the database keeps nothing per browser.
    const visitor = (await request.storageState()).cookies.find((c) => c.name === VISITS.cookieName)!.value;
    expect(visitor).toMatch(/^[A-Za-z0-9_-]{22}\.2\.[A-Za-z0-9_-]{43}$/);
    expect((await db.ref('stats/visitors').once('value')).exists()).toBe(false);
    const counters = (await db.ref('stats/counters').once('value')).val() as { total: number; unique: number };
    expect(counters.total).toBeGreaterThanOrEqual(second.total);
    expect(counters.unique).toBeGreaterThanOrEqual(1);

    const sent = await request.post('/api/contact', {
      data: {
        yourMail: 'visitor@example.com',
        subject: 'Hello',
        message: 'Stored in Firebase',
        from_name: 'Portfolio visitor',
        website: '',
      },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    expect((await db.ref(`feedbacks/${id}`).once('value')).val()).toMatchObject({
      email: 'visitor@example.com',
      message: 'Stored in Firebase',
    });
  });

  test('the database holds one seeded demo owner and the file backend was never used', async () => {
    const user = (await getDatabase(app).ref('user').once('value')).val() as Record<string, unknown>;
    expect(firstDifference(DEMO_USER, user)).toBeNull();
    // One copy under the demo's fixed ids: no list got a second set of items.
    for (const key of ['skills', 'frontendProjects', 'backendProjects'] as const)
      expect(Object.keys(user[key] as object).sort(), key).toEqual(Object.keys(DEMO_USER[key]).sort());
    // DATA_DIR holds the server's route cache (lib/cache, self-hosted on any backend), never a store.
    expect(readdirSync(process.env.E2E_DATA_DIR!).filter((name) => name !== 'cache')).toEqual([]);
  });
});
