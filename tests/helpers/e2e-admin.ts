import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_DATA_DIR } from '@/playwright.config';
import path from 'node:path';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { startAppServer, type AppServer } from './app-server';

/** A client address of its own, so failed-login counters of parallel tests never meet. */
export function uniqueClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export async function claimClientAddress(page: Page): Promise<string> {
  const ip = uniqueClientIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

/**
 * The session cookies this worker's last sign-in got, per server and account: a later test's
 * sign-in reuses them (one page load instead of the login form, two loads and a deliberately slow
 * password check) while the server still takes them, else signs in through the form again.
 * Tests about signing in itself use the form (login.spec.ts and others).
 */
const sessions = new Map<string, Cookie[]>();

async function signInThroughForm(
  page: Page,
  url: string,
  credentials: { username: string; password: string },
): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Username', { exact: true }).fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // The password check is deliberately slow (scrypt): on a loaded machine it takes seconds.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
}

/** Signs `credentials` in on the server at `url` (the page's own by default) and opens /admin. */
async function signInOn(page: Page, url: string, credentials: { username: string; password: string }) {
  const key = `${url} ${credentials.username} ${credentials.password}`;
  const kept = sessions.get(key);
  if (kept) {
    await page.context().addCookies(kept);
    // Asked of a route handler, which answers 401 at once for an ended session (a page may send its
    // shell first and the redirect to /login after it).
    const live = await page.request.get(`${url}/api/admin/media`);
    if (live.ok()) {
      await page.goto(`${url}/admin`);
      return;
    }
    // Signed out since (a test's Logout, a password change): the form again.
  }
  await signInThroughForm(page, url, credentials);
  sessions.set(key, await page.context().cookies(url || page.url()));
}

export async function signIn(
  page: Page,
  credentials: { username: string; password: string } = E2E_ADMIN,
): Promise<void> {
  await claimClientAddress(page);
  await signInOn(page, '', credentials);
}

/** The visible markup of a public page as the next visitor gets it (no scripts). */
export async function publicMarkup(request: APIRequestContext, route: string): Promise<string> {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '');
}

/**
 * Everything the test server has stored, as JSON (keys in the database's order, so equal data
 * gives an equal string), read through a second handle on its data folder: to prove what was
 * (not) written.
 */
export async function readStoreSnapshot(): Promise<string> {
  const store = new EmbeddedStore(path.resolve(E2E_DATA_DIR));
  try {
    return JSON.stringify(await store.get(''));
  } finally {
    await store.close();
  }
}

/** A session cookie value the server has not signed: looks valid to the proxy, must fail the real check. */
export function forgedSessionToken(username = E2E_ADMIN.username): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256' })}.${encode({ sub: username, v: 0, iat: now, exp: now + 3600 })}.${Buffer.from('not-the-signature').toString('base64url')}`;
}

/** A public page's markup as a visitor gets it (no cookies, no scripts). */
async function visitorMarkup(request: APIRequestContext, url: string, route: string): Promise<string> {
  const response = await request.get(`${url}${route}`);
  expect(response.status(), route).toBe(200);
  return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '');
}

/**
 * A server of the spec's own, with an owner account, started before its first test and stopped
 * after its last; the spec's tests then run one at a time. Call at the top level of a spec whose
 * tests would meet other specs' edits on the shared server. It serves the same build: the pages
 * it renders are kept in its own data folder (lib/cache), never in the build's. `extraEnv` goes
 * to its process.
 */
export function ownServer(name: string, extraEnv: Record<string, string> = {}) {
  test.describe.configure({ mode: 'serial' });
  const owner = { username: 'owner', password: `${name}-${randomBytes(6).toString('hex')}` };
  let server: AppServer | undefined;
  test.beforeAll(async () => {
    server = await startAppServer({ ...extraEnv, ADMIN_USERNAME: owner.username, ADMIN_PASSWORD: owner.password });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const started = (): AppServer => {
    if (!server) throw new Error('The server starts before the first test');
    return server;
  };
  return {
    get url(): string {
      return started().url;
    },
    get dataDir(): string {
      return started().dataDir;
    },
    /** What the server has written to stdout and stderr so far. */
    log(): string {
      return started().log();
    },
    /** The owner's password the server started with. */
    get password(): string {
      return owner.password;
    },
    /** Signs in as the owner, or with `credentials` (after a change of account). */
    signIn(page: Page, credentials: { username: string; password: string } = owner) {
      return signInOn(page, this.url, credentials);
    },
    markup(request: APIRequestContext, route: string) {
      return visitorMarkup(request, this.url, route);
    },
  };
}

/** Resolves once React has hydrated the form `selector` finds (it keeps its props on the element then). */
export async function formHydrated(page: Page, selector = 'main form'): Promise<void> {
  await page.waitForFunction((sel) => {
    const form = document.querySelector(sel);
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

/**
 * Opens an admin editor and waits for its script: what is typed and clicked then goes through the
 * app (a click before hydration submits the form without it, and leaving does not ask yet).
 */
export async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await formHydrated(page);
}

/**
 * Holds every chunk of the app's scripts the page asks for until the returned function is called:
 * the page shows its HTML, and what is typed into it meanwhile is typed before hydration.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Answers the admin's own confirmation (components/admin/confirm-dialog.tsx), once it is open:
 * checks that it says `says` (when given), then presses its confirming button (`yes`) or Cancel,
 * and waits for it to close. Returns the question's whole text.
 */
export async function answerDialog(page: Page, yes: boolean, says?: string | RegExp): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (says !== undefined) await expect(dialog).toContainText(says);
  const text = (await dialog.textContent()) ?? '';
  await dialog
    .getByRole('button')
    .nth(yes ? 1 : 0)
    .click();
  await expect(dialog).toBeHidden();
  return text;
}
