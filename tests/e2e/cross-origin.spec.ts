/**
 * Cross-site request forgery: a request that changes state must come from this site. Route
 * handlers check Origin themselves (lib/http/same-origin.ts); server-action calls are checked in
 * proxy.ts before Next.js's own Origin check, which stays on behind it but answers a mismatch
 * with a 500. Runs alone (its own project): each test compares the whole store file.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { SESSION } from '@/lib/auth/words';
import { SHARE_LINKS_PATH } from '@/lib/store/paths';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { E2E_DATA_DIR } from '@/playwright.config';
import { encodeReply } from '../helpers/action-call';
import { readStoreSnapshot, signIn, uniqueClientIp } from '../helpers/e2e-admin';
import { actionTarget, scanRouteHandlers, scanServerActions } from '../helpers/server-surface';

const EVIL = 'https://evil.example';
const REFUSED = /^Cross-origin request refused: /;

type Send = (request: APIRequestContext, headers: Record<string, string>) => Promise<APIResponse>;

const PNG = () => readFileSync(path.resolve('public/demo/icon-mail.png'));
/** An upload nothing uses (made in beforeAll): what a forged delete would remove. */
let unusedUpload = '';
const freshId = () => randomBytes(15).toString('base64url');
/** A share link's token: a forged visit event for it must not be counted. */
const SHARE_TOKEN = randomBytes(24).toString('base64url');

const message = (subject: string) => ({
  yourMail: 'visitor@example.com',
  subject,
  message: 'Sent from another site',
  from_name: 'E2E visitor',
});

/** Every state-changing route handler, with a request that WOULD change the store if its origin were accepted. */
const STATE_CHANGES: Record<string, Send> = {
  'POST /api/visit': (request, headers) => request.post('/api/visit', { headers }),
  'POST /api/insights': (request, headers) =>
    request.post('/api/insights', { headers, data: { kind: 'view', path: '/projects' } }),
  'POST /api/contact': (request, headers) =>
    request.post('/api/contact', { headers, data: message(`Cross-origin ${Date.now()}`) }),
  'POST /api/admin/import': async (request, headers) => {
    const { user } = JSON.parse(await readStoreSnapshot()) as { user: { home: Record<string, unknown> } };
    return request.post('/api/admin/import', {
      headers,
      data: { user: { ...user, home: { ...user.home, quote: 'Imported from another site' } } },
    });
  },
  'POST /api/admin/json-resume': (request, headers) =>
    request.post('/api/admin/json-resume', { headers, data: { basics: { name: 'Imported from another site' } } }),
  'POST /api/admin/media': (request, headers) =>
    request.post('/api/admin/media', {
      headers,
      multipart: {
        file: { name: 'x.png', mimeType: 'image/png', buffer: readFileSync(path.resolve('public/demo/icon-mail.png')) },
      },
    }),
  'DELETE /api/admin/media/[id]': (request, headers) => request.delete(`/api/admin/media/${unusedUpload}`, { headers }),
  // Another image than the upload's, so it would be stored anew.
  'POST /api/admin/media/[id]/replace': (request, headers) =>
    request.post(`/api/admin/media/${unusedUpload}/replace`, {
      headers,
      multipart: {
        file: {
          name: 'y.png',
          mimeType: 'image/png',
          buffer: readFileSync(path.resolve('public/demo/icon-github.png')),
        },
      },
    }),
  // Would delete the unused upload above.
  'DELETE /api/admin/media/unused': (request, headers) => request.delete('/api/admin/media/unused', { headers }),
  'POST /api/admin/import/media': (request, headers) =>
    request.post('/api/admin/import/media', {
      headers,
      multipart: { id: freshId(), file: { name: 'x.png', mimeType: 'image/png', buffer: PNG() } },
    }),
  'POST /api/auth/firebase': (request, headers) =>
    request.post('/api/auth/firebase', { headers, data: { idToken: 'token-from-another-site' } }),
  // A real link's token (stored in beforeAll): accepted, the visit would be counted for it.
  'POST /api/for/[token]/event': (request, headers) =>
    request.post(`/api/for/${SHARE_TOKEN}/event`, {
      headers: { ...headers, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' },
      data: { kind: 'visit' },
    }),
};

/** The ways a forged request names (or hides) where it came from. */
const FORGED_ORIGINS: [string, Record<string, string>][] = [
  ['another site', { Origin: EVIL }],
  ['an opaque origin', { Origin: 'null' }],
  ['a cross-site fetch without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
];

let ownerCookie = '';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION.cookieName)!;
  ownerCookie = `${SESSION.cookieName}=${cookie.value}`;
  const uploaded = await page.request.post('/api/admin/media', {
    multipart: { file: { name: 'x.png', mimeType: 'image/png', buffer: PNG() } },
  });
  unusedUpload = ((await uploaded.json()) as { id: string }).id;
  await page.close();
  const store = new EmbeddedStore(path.resolve(E2E_DATA_DIR));
  try {
    await store.set(`${SHARE_LINKS_PATH}/cross-origin-link`, {
      label: 'Cross-origin check',
      summary: 'A link whose counts a forged request must not move.',
      variant: 'none',
      expiresAt: Date.now() + 86_400_000,
      token: SHARE_TOKEN,
      createdAt: Date.now(),
    });
  } finally {
    await store.close();
  }
});

test.describe('cross-origin state changes are refused', () => {
  test.describe.configure({ mode: 'serial' });

  test('every state-changing route handler in the sources is listed here', () => {
    expect(
      scanRouteHandlers()
        // A card's or a language's résumé POST handler only answers 405: they are read-only.
        .filter((h) => !h.startsWith('GET ') && !/^POST \/(\[lang\]\/)?(og|resume)\//.test(h))
        .sort(),
    ).toEqual(Object.keys(STATE_CHANGES).sort());
  });

  for (const [handler, send] of Object.entries(STATE_CHANGES)) {
    test(`${handler} refuses a forged request with 403, even with the owner's session, and changes nothing`, async ({
      request,
    }) => {
      for (const [what, origin] of FORGED_ORIGINS) {
        const before = await readStoreSnapshot();
        const response = await send(request, { ...origin, cookie: ownerCookie, 'x-forwarded-for': uniqueClientIp() });
        expect(response.status(), what).toBe(403);
        expect(((await response.json()) as { error: string }).error, what).toMatch(REFUSED);
        expect(await readStoreSnapshot(), `${handler} from ${what} left the store unchanged`).toBe(before);
      }
    });
  }

  test('the same requests from this site do change the store (the refusal above is the Origin check)', async ({
    request,
    baseURL,
  }) => {
    for (const handler of [
      'POST /api/visit',
      'POST /api/contact',
      'POST /api/insights',
      'POST /api/for/[token]/event',
    ]) {
      const before = await readStoreSnapshot();
      const response = await STATE_CHANGES[handler](request, { Origin: baseURL!, 'x-forwarded-for': uniqueClientIp() });
      expect(response.status(), handler).toBeLessThan(300);
      expect(await readStoreSnapshot(), handler).not.toBe(before);
    }
  });

  for (const key of scanServerActions()) {
    test(`server action ${key} refuses a call from another site and changes nothing`, async ({ request }) => {
      const { id, url } = actionTarget(key);
      const body = await encodeReply(['skills', 'demo-skills-01']);
      for (const [what, origin] of FORGED_ORIGINS) {
        const before = await readStoreSnapshot();
        const response = await request.post(url, {
          headers: {
            ...origin,
            'Next-Action': id,
            Accept: 'text/x-component',
            'Content-Type': 'text/plain;charset=UTF-8',
            cookie: ownerCookie,
          },
          data: typeof body === 'string' ? body : '[]',
          maxRedirects: 0,
        });
        // Refused by Next.js's own check of an action's Origin host (its own status, a 500), or by
        // the action itself (the scheme, or another site named by Sec-Fetch-Site without Origin).
        const text = await response.text();
        expect(response.status() >= 400 || text.includes('Cross-origin request refused: '), what).toBe(true);
        expect(text, what).not.toMatch(/\/work\/|node_modules|at [A-Za-z]+ \(/);
        expect(await readStoreSnapshot(), `${key} from ${what} left the store unchanged`).toBe(before);
      }
    });
  }

  test('a page on another site cannot count a visit through the visitor’s browser', async ({ browser, baseURL }) => {
    // A real cross-site request: Chromium itself sets Origin and Sec-Fetch-Site. The other site
    // is this server reached as http://localhost (another site than 127.0.0.1): Chromium keeps
    // pages served from elsewhere from reaching loopback addresses at all, and the page's own
    // policy is bypassed so that its script may send the request the server must refuse.
    const elsewhere = baseURL!.replace('127.0.0.1', 'localhost');
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${elsewhere}/robots.txt`);
    const before = await readStoreSnapshot();
    const answered = page.waitForResponse((r) => r.url() === `${baseURL}/api/visit`);
    await page.evaluate(
      (url) => fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include' }).then(() => undefined),
      `${baseURL}/api/visit`,
    );
    const response = await answered;
    expect(response.status()).toBe(403);
    expect(await readStoreSnapshot()).toBe(before);
    await context.close();
  });
});
