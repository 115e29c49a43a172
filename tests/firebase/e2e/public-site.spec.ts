import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { LOADER_TEXT, PUBLIC_ROUTES, VISITS } from '@/lib/constants';
import { FIREBASE_CLIENT_MARKERS, FIREBASE_MARKERS } from '../seed';

// What each route must carry in its server HTML: content that exists only in the Firebase seed.
const EXPECTED: Record<string, string[]> = {
  '/': [FIREBASE_MARKERS.fullName, FIREBASE_MARKERS.quote, 'Full-Stack Developer'],
  '/about-me': [FIREBASE_MARKERS.fullName, 'Lisbon, Portugal'],
  '/education-work': ['MSc Software Engineering', 'Present'],
  '/skills': [FIREBASE_MARKERS.skill, 'TypeScript'],
  '/projects': ['Tidewatch', 'Ledgerline API'],
  '/contact': [FIREBASE_MARKERS.fullName],
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
    test(`${route.href} is pre-rendered from the Realtime Database`, async ({ request }) => {
      const response = await request.get(route.href);
      expect(response.status()).toBe(200);
      const markup = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '');
      for (const text of EXPECTED[route.href]) expect(markup.includes(text), `"${text}" in ${route.href}`).toBe(true);
      expect(markup.includes('Nova Reyes'), 'no demo name: content comes from Firebase').toBe(false);
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

  test('renders in the browser with the Firebase content', async ({ page }) => {
    await page.goto('/about-me');
    await expect(page.getByText(FIREBASE_MARKERS.fullName).first()).toBeVisible();
  });

  test('visits and contact messages are written to the database at runtime', async ({ request }) => {
    const db = getDatabase(app);
    // Other pages' visitor widgets may count visits meanwhile: check this visitor's own tally exactly.
    const first = await request.post('/api/visit');
    expect(first.status()).toBe(200);
    const firstCounts = (await first.json()) as { total: number; unique: number; yours: number };
    expect(firstCounts.yours).toBe(1);
    const visitor = (await request.storageState()).cookies.find((c) => c.name === VISITS.cookieName)!.value;
    const second = (await (await request.post('/api/visit')).json()) as {
      total: number;
      unique: number;
      yours: number;
    };
    expect(second).toMatchObject({ yours: 2, counted: true });
    expect(second.total).toBeGreaterThan(firstCounts.total);
    expect((await db.ref(`stats/visitors/${visitor}`).once('value')).val()).toBe(2);
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

  test('the database holds the content and the file backend was never used', async () => {
    const user = (await getDatabase(app).ref('user/about/fullName').once('value')).val();
    expect(user).toBe(FIREBASE_MARKERS.fullName);
    expect(readdirSync(process.env.E2E_DATA_DIR!)).toEqual([]);
  });
});
