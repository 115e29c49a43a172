/**
 * No write and no private read without a verified session. The lists below must name every
 * server action and route handler in the code base: a scan of the sources fails this suite as
 * soon as a new one appears unlisted, so none can be forgotten.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SignJWT } from 'jose';
import { ADMIN_MESSAGES } from '@/lib/admin/words';
import { SESSION } from '@/lib/auth/words';
import { FRESH_START } from '@/lib/content/fresh-start-words';
import { FEEDBACKS_PATH } from '@/lib/store/paths';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { E2E_DATA_DIR } from '@/playwright.config';
import { forgedSessionToken, readStoreSnapshot, signIn } from '../helpers/e2e-admin';
import { actionTarget, scanRouteHandlers, scanServerActions } from '../helpers/server-surface';

const ROOT = process.cwd();
const SECRET_FILE = path.resolve(E2E_DATA_DIR, 'session-secret');
const FEEDBACK_ID = 'e2e-private-feedback';

/** Private server actions with arguments that WOULD change the store if the call were allowed. */
const PRIVATE_ACTIONS: Record<string, unknown[]> = {
  'lib/admin/content-actions.ts#saveListItem': ['skills', {}, {}],
  'lib/admin/content-actions.ts#deleteListItem': ['skills', 'demo-skills-01'],
  'lib/admin/content-actions.ts#moveListItemAction': ['skills', 'demo-skills-02', 'up'],
  'lib/admin/content-actions.ts#reorderListAction': ['skills', ['demo-skills-02', 'demo-skills-01']],
  'lib/admin/content-actions.ts#saveSingleton': ['home-details', {}, {}],
  'lib/admin/credentials-action.ts#updateLoginDetails': [{}, {}],
  'lib/admin/draft-actions.ts#saveDraftAction': ['home-details', {}, {}],
  'lib/admin/draft-actions.ts#publishDraftAction': ['home-details'],
  'lib/admin/draft-actions.ts#publishAllDraftsAction': [],
  'lib/admin/draft-actions.ts#discardDraftAction': ['home-details'],
  'lib/admin/feedback-actions.ts#deleteFeedback': [FEEDBACK_ID],
  'lib/admin/fresh-start-actions.ts#chooseFreshStartAction': ['dismissed'],
  'lib/admin/fresh-start-actions.ts#startEmptyAction': [FRESH_START.confirmation],
  'lib/admin/feedback-actions.ts#deleteFeedbacks': [[FEEDBACK_ID]],
  'lib/admin/feedback-actions.ts#setFeedbackRead': [FEEDBACK_ID, true],
  'lib/admin/history-actions.ts#undoRevisionAction': [1],
  // Writes nothing even when allowed; listed here since it renders for the owner only (the editor's preview).
  'lib/admin/note-preview-action.ts#previewNoteAction': ['# A note only the owner may preview'],
  'lib/admin/history-actions.ts#restoreRevisionAction': [1],
  'lib/admin/history-actions.ts#repairSectionAction': ['home'],
  'lib/admin/share-link-actions.ts#saveShareLink': [{}, {}],
  'lib/admin/share-link-actions.ts#revokeShareLinkAction': ['e2e-share-link'],
  'lib/admin/share-link-actions.ts#deleteShareLinkAction': ['e2e-share-link'],
  'lib/admin/translation-actions.ts#saveTranslation': [{}, {}],
  'lib/admin/translation-actions.ts#saveSiteWords': [{}, {}],
  'lib/auth/actions.ts#signOutEverywhere': [],
};

/** Actions anyone may call, and why. */
const PUBLIC_ACTIONS: Record<string, string> = {
  'lib/auth/actions.ts#login': 'the sign-in itself (rate limited)',
  'lib/auth/actions.ts#logout': 'ends only the session whose cookie the caller holds',
};

/** A valid backup that differs from the stored content. */
async function backupWithNewQuote(): Promise<unknown> {
  const { user } = JSON.parse(await readStoreSnapshot()) as { user: { home: Record<string, unknown> } };
  return { user: { ...user, home: { ...user.home, quote: 'Imported by an intruder' } } };
}

type Call = (request: APIRequestContext, headers: Record<string, string>) => ReturnType<APIRequestContext['get']>;

/** Private route handlers, each with a request that WOULD read private data or write if allowed. */
const PRIVATE_ROUTES: Record<string, Call> = {
  'GET /api/admin/export': (request, headers) => request.get('/api/admin/export', { headers }),
  'GET /api/admin/feedbacks/export': (request, headers) => request.get('/api/admin/feedbacks/export', { headers }),
  'GET /api/admin/insights/export': (request, headers) => request.get('/api/admin/insights/export', { headers }),
  'POST /api/admin/import': async (request, headers) =>
    request.post('/api/admin/import', { headers, data: await backupWithNewQuote() }),
  'POST /api/admin/media': (request, headers) =>
    request.post('/api/admin/media', {
      headers,
      multipart: {
        file: {
          name: 'x.png',
          mimeType: 'image/png',
          buffer: readFileSync(path.join(ROOT, 'public/demo/icon-mail.png')),
        },
      },
    }),
  'GET /api/admin/media': (request, headers) => request.get('/api/admin/media', { headers }),
  'POST /api/admin/json-resume': (request, headers) =>
    request.post('/api/admin/json-resume', { headers, data: { basics: { name: 'Imported by an intruder' } } }),
  'DELETE /api/admin/media/[id]': (request, headers) =>
    request.delete(`/api/admin/media/${randomBytes(15).toString('base64url')}`, { headers }),
  'DELETE /api/admin/media/unused': (request, headers) => request.delete('/api/admin/media/unused', { headers }),
  'POST /api/admin/media/[id]/replace': (request, headers) =>
    request.post(`/api/admin/media/${randomBytes(15).toString('base64url')}/replace`, {
      headers,
      multipart: {
        file: {
          name: 'x.png',
          mimeType: 'image/png',
          buffer: readFileSync(path.join(ROOT, 'public/demo/icon-mail.png')),
        },
      },
    }),
  'POST /api/admin/import/media': (request, headers) =>
    request.post('/api/admin/import/media', {
      headers,
      multipart: {
        id: randomBytes(15).toString('base64url'),
        file: {
          name: 'x.png',
          mimeType: 'image/png',
          buffer: readFileSync(path.join(ROOT, 'public/demo/icon-mail.png')),
        },
      },
    }),
};

const PUBLIC_ROUTES: Record<string, string> = {
  'POST /api/auth/firebase': 'the Firebase sign-in itself: acts only on a verified ID token of an ADMIN_EMAILS account',
  'GET /media/[id]': 'serves uploaded images, which are public content',
  'GET /demo/[...missing]': 'answers 404 for a demo file that does not exist; reads nothing',
  'GET /api/admin/preview':
    'turns preview on only for a verified session; anyone else is sent to /login with no cookie (tests/e2e/drafts.spec.ts)',
  'GET /api/admin/preview/exit': 'turns preview off for the caller; reads and writes nothing',
  'POST /api/contact': 'a visitor’s message: validated, rate limited, written only to the private inbox',
  'POST /api/insights':
    'counts one page view or link click of a public page into the day’s totals: validated against the public pages and links, rate limited, nothing about the visitor stored',
  'GET /api/visit': 'public visitor counts and the caller’s own tally; writes nothing',
  'GET /for/[token]/resume':
    'a share link’s résumé: counts one download for an active link (rate limited, nothing about the visitor stored) and sends the visitor on; any other token is sent back to the link’s polite page',
  'POST /api/for/[token]/event':
    'counts a visit, case study or contact message for an active share link: validated, rate limited like the insights, nothing about the visitor stored; every token gets the same 204',
  'POST /api/visit': 'counts the caller’s visit: only the public counters and the caller’s own tally change',
  'GET /og/[page]': 'the social-card image of a public page, drawn at build',
  'GET /og/project/[slug]':
    'the social-card image of a project’s page, drawn from its public title, stack and image; an unknown slug gets none',
  'POST /og/project/[slug]': 'answers 405 (Allow: GET, HEAD): the cards are read-only; reads nothing',
  'GET /resume.json': 'the JSON Resume written from the published content only; reads nothing private',
  'GET /og/note/[slug]':
    'the social-card image of a note’s page, drawn from its public title, date, tags and cover; an unknown slug gets none',
  'POST /og/note/[slug]': 'answers 405 (Allow: GET, HEAD): the cards are read-only; reads nothing',
  'GET /notes/feed.xml': 'the RSS feed of the published notes (public content only); reads nothing private',
  'GET /[lang]/notes/feed.xml':
    'the same feed in a published language (its translations and words); any other prefix is sent to /login like an unknown address',
  'GET /[lang]/resume.json':
    'the JSON Resume in a published language, from the published content and its translations only; any other prefix is sent to /login',
  'GET /[lang]/og/[page]':
    'a public page’s social card in a published language (its words and translated text); any other prefix is sent to /login',
  'POST /[lang]/og/[page]': 'answers 405 (Allow: GET, HEAD): the cards are read-only; reads nothing',
  'GET /[lang]/og/project/[slug]':
    'a project page’s social card in a published language, from its public, translated text; an unknown slug gets none',
  'POST /[lang]/og/project/[slug]': 'answers 405 (Allow: GET, HEAD): the cards are read-only; reads nothing',
  'GET /[lang]/og/note/[slug]':
    'a note page’s social card in a published language, from its public, translated text; an unknown slug gets none',
  'POST /[lang]/og/note/[slug]': 'answers 405 (Allow: GET, HEAD): the cards are read-only; reads nothing',
  'GET /[lang]/resume/[file]':
    'the résumé PDFs in a published language, from the published content and its translations only; any other prefix is sent to /login',
  'POST /[lang]/resume/[file]': 'answers 405 (Allow: GET, HEAD): the résumé is read-only; reads nothing',
  'GET /resume/[file]':
    'the résumé PDFs written from the public content (dark.pdf, light.pdf only); reads nothing private',
};

test.describe('private server code refuses callers without a verified session', () => {
  // One at a time: each test compares the whole store file before and after its calls.
  test.describe.configure({ mode: 'serial' });

  test('every server action and route handler in the sources is listed as private or public', () => {
    expect(scanServerActions()).toEqual([...Object.keys(PRIVATE_ACTIONS), ...Object.keys(PUBLIC_ACTIONS)].sort());
    expect(scanRouteHandlers()).toEqual([...Object.keys(PRIVATE_ROUTES), ...Object.keys(PUBLIC_ROUTES)].sort());
  });

  function callAction(request: APIRequestContext, key: string, args: unknown[], cookie?: string) {
    const { id, url } = actionTarget(key);
    return request.post(url, {
      headers: {
        'Next-Action': id,
        'Content-Type': 'text/plain;charset=UTF-8',
        Accept: 'text/x-component',
        Origin: new URL(url, test.info().project.use.baseURL).origin,
        ...(cookie ? { Cookie: `${SESSION.cookieName}=${cookie}` } : {}),
      },
      data: JSON.stringify(args),
      maxRedirects: 0,
    });
  }

  /** A session record the server knows (as a sign-in writes it), for tokens that must fail on something else. */
  const LIVE_SID = 'e2e-live-session-record-0001';

  async function signedToken(claims: { sub: string; v: number; sid?: string }): Promise<string> {
    const secret = new TextEncoder().encode(readFileSync(SECRET_FILE, 'utf8').trim());
    return new SignJWT({ v: claims.v })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(claims.sid ?? LIVE_SID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
  }

  test.beforeAll(async () => {
    await new EmbeddedStore(path.resolve(E2E_DATA_DIR)).set(`admin/sessions/${LIVE_SID}`, {
      createdAt: Date.now(),
      expiresAt: Date.now() + 3_600_000,
    });
    await new EmbeddedStore(path.resolve(E2E_DATA_DIR)).set(`${FEEDBACKS_PATH}/${FEEDBACK_ID}`, {
      name: 'Private',
      email: 'private@example.com',
      subject: 'Private subject e2e',
      message: 'Only the owner may read this',
      createdAt: Date.now(),
    });
  });

  test('the call harness really reaches the actions: with a session the same call changes the store', async ({
    page,
  }) => {
    await signIn(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === SESSION.cookieName)!.value;
    const store = new EmbeddedStore(path.resolve(E2E_DATA_DIR));
    const id = await store.push('user/skills', { name: 'E2E harness', order: 999 });
    const response = await callAction(
      page.request,
      'lib/admin/content-actions.ts#deleteListItem',
      ['skills', id],
      cookie,
    );
    expect(response.status()).toBe(200);
    expect(await store.get(`user/skills/${id}`)).toBeNull();
  });

  for (const [key, args] of Object.entries(PRIVATE_ACTIONS)) {
    test(`action ${key} is refused and changes nothing`, async ({ request }) => {
      const variants: [string, string | undefined][] = [
        ['no cookie', undefined],
        ['forged cookie', forgedSessionToken()],
        ['validly signed, unknown user', await signedToken({ sub: 'intruder', v: 0 })],
        ['validly signed, ended session version', await signedToken({ sub: 'owner', v: 987 })],
        [
          'validly signed, session unknown to the server (revoked)',
          await signedToken({ sub: 'owner', v: 0, sid: 'x'.repeat(24) }),
        ],
      ];
      for (const [what, cookie] of variants) {
        const before = await readStoreSnapshot();
        const response = await callAction(request, key, args, cookie);
        const body = await response.text();
        if (cookie) {
          expect(response.status(), what).toBe(200);
          expect(body, what).toContain(ADMIN_MESSAGES.notSignedIn);
        } else {
          expect(response.status(), what).toBe(307);
        }
        expect(await readStoreSnapshot(), `${key} with ${what} left the store unchanged`).toBe(before);
      }
    });
  }

  for (const [key, call] of Object.entries(PRIVATE_ROUTES)) {
    test(`route ${key} is refused with 401 and changes nothing`, async ({ request }) => {
      for (const cookie of [undefined, forgedSessionToken(), await signedToken({ sub: 'intruder', v: 0 })]) {
        const before = await readStoreSnapshot();
        const response = await call(request, cookie ? { Cookie: `${SESSION.cookieName}=${cookie}` } : {});
        expect(response.status()).toBe(401);
        const body = await response.text();
        expect(JSON.parse(body).error).toBe(ADMIN_MESSAGES.notSignedIn);
        expect(body).not.toContain('novareyes');
        expect(await readStoreSnapshot()).toBe(before);
      }
    });
  }

  test('admin pages with a forged cookie show nothing private and send the visitor to /login', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: SESSION.cookieName, value: forgedSessionToken(), url: test.info().project.use.baseURL! },
    ]);
    for (const route of ['/view/feedbacks', '/admin', '/update/login-details']) {
      const response = await page.request.get(route, { maxRedirects: 0 });
      const text = await response.text();
      // A 3xx to /login, or (the page's empty static shell went out first, as Cache Components
      // does) the redirect to /login streamed into the page.
      const sentTo =
        response.status() >= 300
          ? new URL(response.headers().location, 'http://x').pathname
          : /NEXT_REDIRECT;(?:replace|push);([^;?]+)[^;]*;/.exec(text)?.[1];
      expect([route, sentTo]).toEqual([route, '/login']);
      expect(text).not.toContain('Private subject e2e');
      await page.goto(route);
      await expect(page).toHaveURL(/\/login/);
    }
    // The login page checks the session for real: it shows the form instead of bouncing to /admin,
    // and leaves the refused cookie alone (no page visit changes the owner's cookie).
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === SESSION.cookieName)).toBe(true);
    await new EmbeddedStore(path.resolve(E2E_DATA_DIR)).remove(`${FEEDBACKS_PATH}/${FEEDBACK_ID}`);
  });
});
