import { expect, test } from '@playwright/test';
import { ADMIN_ROUTES } from '@/lib/admin/sections';
import { BUTTON_LABELS, MESSAGES } from '@/lib/constants';
import { LOGIN_LOCKOUT, SESSION } from '@/lib/auth/words';
import { E2E_ADMIN } from '@/playwright.config';
import { callAction, form } from '../helpers/action-call';
import { startAppServer } from '../helpers/app-server';
import { claimClientAddress, formHydrated, holdPageScripts, signIn } from '../helpers/e2e-admin';
import { DASHBOARD } from '@/lib/admin/words';

test.describe('login', () => {
  test('empty fields warn "Fill all detail" without signing in', async ({ page }) => {
    await claimClientAddress(page);
    await page.goto('/login');
    await page.getByRole('button', { name: BUTTON_LABELS.login }).click();
    await expect(page.getByText(MESSAGES.fillAllDetail)).toBeVisible();
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByRole('button', { name: BUTTON_LABELS.login }).click();
    await expect(page.getByText(MESSAGES.fillAllDetail).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a name typed before the page script ran is kept when the form is drawn again after a refusal', async ({
    page,
  }) => {
    await claimClientAddress(page);
    const release = await holdPageScripts(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    release();
    // Hydrated (React keeps its props on the form then); the password is still empty.
    await formHydrated(page, 'form');
    await page.getByRole('button', { name: BUTTON_LABELS.login }).click();
    await expect(page.getByText(MESSAGES.fillAllDetail)).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(E2E_ADMIN.username);
  });

  test('a wrong pair shows "Username or Password is Invalid"; the button goes Login → Logging In... → Login', async ({
    page,
  }) => {
    await claimClientAddress(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('wrong-password');
    // Hold the server's answer so the in-between label is observable.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/login', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: BUTTON_LABELS.login }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.loggingIn })).toBeVisible();
    release();
    await expect(page.getByText(MESSAGES.invalidLogin)).toBeVisible();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.login, exact: true })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('success toasts "Login Successfully", opens /admin, sets an HttpOnly Lax session cookie; reload keeps it', async ({
    page,
    context,
  }) => {
    await claimClientAddress(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: BUTTON_LABELS.login }).click();
    await expect(page.getByText(MESSAGES.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${E2E_ADMIN.username}`)).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === SESSION.cookieName);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.secure).toBe(false);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000);
    expect(cookie!.expires).toBeLessThanOrEqual(Date.now() / 1000 + SESSION.lifetimeSeconds + 60);
    // The password never reaches the browser.
    expect(await page.content()).not.toContain(E2E_ADMIN.password);

    await page.reload();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('the session cookie is Secure when the request came over https (as behind Vercel), not over plain http', async ({
    baseURL,
  }) => {
    // As behind Vercel: the proxy in front says https, and the page that posts, so its Origin, is
    // https too (an http page posting to an https request is another origin, and refused). A
    // browser here can only be on http, so the sign-in is posted the way the login page posts it.
    const answer = await callAction(
      baseURL!,
      '',
      'lib/auth/actions.ts#login',
      [{ outcome: 'idle' }, form({ userName: E2E_ADMIN.username, password: E2E_ADMIN.password })],
      { 'x-forwarded-proto': 'https', origin: baseURL!.replace('http:', 'https:') },
    );
    const setCookie = answer.setCookies.find((c) => c.startsWith(`${SESSION.cookieName}=`)) ?? '';
    expect(setCookie).toContain(`${SESSION.cookieName}=`);
    expect(setCookie.toLowerCase()).toContain('secure');
    expect(setCookie.toLowerCase()).toContain('httponly');
  });

  test('logout ends the session with "Logout Successfully"; the old cookie is refused afterwards', async ({
    page,
    context,
  }) => {
    await signIn(page);
    const token = (await context.cookies()).find((c) => c.name === SESSION.cookieName)!.value;
    await page.getByRole('button', { name: DASHBOARD.account }).click();
    await page.getByRole('button', { name: BUTTON_LABELS.logout }).click();
    await expect(page.getByText(MESSAGES.logoutSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login/);
    expect((await context.cookies()).some((c) => c.name === SESSION.cookieName)).toBe(false);
    expect(token.split('.')).toHaveLength(3);
  });

  test('signed-out visitors of every protected route land on /login', async ({ request }) => {
    for (const route of ['/admin', ...ADMIN_ROUTES]) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(307);
      expect(new URL(response.headers().location, 'http://x').pathname, route).toBe('/login');
    }
  });

  test(`after ${LOGIN_LOCKOUT.maxFailures} wrong passwords sign-in is locked for every client, even with the right password`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // Its own server: the lock is account-wide and would stop every other test from signing in.
    const server = await startAppServer({ ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password });
    try {
      await claimClientAddress(page);
      await page.goto(`${server.url}/login`);
      for (let attempt = 1; attempt <= LOGIN_LOCKOUT.maxFailures; attempt++) {
        await page.getByLabel('Username').fill(E2E_ADMIN.username);
        await page.getByLabel('Password').fill(`wrong-${attempt}`);
        await page.getByRole('button', { name: BUTTON_LABELS.login }).click();
        // Answered: the form is drawn again, its password empty.
        await expect(page.getByLabel('Password')).toHaveValue('');
        await expect(page.getByRole('button', { name: BUTTON_LABELS.login, exact: true })).toBeEnabled();
        if (attempt < LOGIN_LOCKOUT.maxFailures)
          await expect(page.getByRole('alert').filter({ hasText: LOGIN_LOCKOUT.message })).toHaveCount(0);
      }
      await expect(page.getByRole('alert').filter({ hasText: LOGIN_LOCKOUT.message })).toBeVisible();
      await page.getByLabel('Password').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: BUTTON_LABELS.login }).click();
      await expect(page.getByText(LOGIN_LOCKOUT.message).first()).toBeVisible();
      await page.waitForTimeout(500);
      await expect(page).toHaveURL(/\/login$/);

      // Another browser, claiming another address, is locked out too: headers cannot buy more tries.
      const other = await browser.newPage();
      await claimClientAddress(other);
      await other.goto(`${server.url}/login`);
      await other.getByLabel('Username').fill(E2E_ADMIN.username);
      await other.getByLabel('Password').fill(E2E_ADMIN.password);
      await other.getByRole('button', { name: BUTTON_LABELS.login }).click();
      await expect(other.getByText(LOGIN_LOCKOUT.message).first()).toBeVisible();
      await other.close();
    } finally {
      await server.stop();
    }
  });
});
