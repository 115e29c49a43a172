import { expect, test } from '@playwright/test';
import { FIREBASE_LABELS } from '@/lib/firebase/words';
import { PUBLIC_ROUTES } from '@/lib/constants';
import { FIREBASE_CLIENT_MARKERS } from '../firebase/seed';

// Without NEXT_PUBLIC_FIREBASE_* and ADMIN_EMAILS no page, /login included, loads the Firebase SDK.
test('no page loads Firebase code when Firebase sign-in is not configured', async ({ request }) => {
  const cache = new Map<string, string>();
  for (const route of [...PUBLIC_ROUTES.map((r) => r.href), '/login']) {
    const html = await (await request.get(route)).text();
    if (route === '/login') expect(html.includes(FIREBASE_LABELS.heading)).toBe(false);
    for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) {
      if (!cache.has(src)) cache.set(src, await (await request.get(src)).text());
      for (const marker of FIREBASE_CLIENT_MARKERS)
        expect(cache.get(src)!.includes(marker), `${marker} in ${src} (${route})`).toBe(false);
    }
  }
});
