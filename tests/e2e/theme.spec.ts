import { expect, test, type Page, type Route } from '@playwright/test';
import { ADMIN_ROUTES } from '@/lib/admin/sections';
import { PROJECT_PAGE, THEME } from '@/lib/client-constants';
import { PUBLIC_ROUTES, TITLE_BLINK } from '@/lib/constants';
import { INSIGHTS } from '@/lib/insights/words';
import { SETTLE_MS } from '@/components/site/after-load';
import { signIn } from '../helpers/e2e-admin';
import { axeColourViolations, axeViolations } from './axe';

// The band's data-playing tells that the page has hydrated: its motion is on (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/** The page background of each theme (styles/_colors.scss: bg). */
const BACKGROUND = { dark: 'rgb(11, 15, 26)', light: 'rgb(246, 247, 251)' } as const;

type Theme = keyof typeof BACKGROUND;
const OTHER: Record<Theme, Theme> = { dark: 'light', light: 'dark' };

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Stores a choice before any script of the page runs, as an earlier visit would have. */
async function storeChoice(page: Page, theme: Theme) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME.storageKey, theme] as const);
}

/**
 * Records data-theme on <html> the moment the parser inserts <body>: nothing can be painted
 * before that, so it is the theme of the first frame.
 */
async function watchThemeAtBody(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { themeAtBody?: string | null };
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      w.themeAtBody = document.documentElement.getAttribute('data-theme');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

const themeAtBody = (page: Page) =>
  page.evaluate(() => (window as unknown as { themeAtBody?: string | null }).themeAtBody);

/** Holds every script file of the app until released: the page shows what its HTML and CSS alone paint. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_next\/static\/.*\.js$/, (route) => (released ? route.continue() : held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** Some plain page background, away from the bars and the text. */
const BACKGROUND_CLIP = { x: 4, y: 300, width: 8, height: 8 };

test.describe('theme choice', () => {
  test('a chosen theme is kept across a reload and is on <html> before the first paint', async ({ page }) => {
    // The system says light, so a dark page can only come from the choice.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/skills');
    await expect(page.locator('[data-playing]')).toHaveAttribute('data-playing', 'true');
    expect(await bodyBackground(page)).toBe(BACKGROUND.light);
    const lightClip = await page.screenshot({ clip: BACKGROUND_CLIP });

    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME.storageKey)).toBe('dark');
    expect(await bodyBackground(page)).toBe(BACKGROUND.dark);

    await watchThemeAtBody(page);
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await themeAtBody(page)).toBe('dark');
    // The first frame: HTML, CSS and the inline script only, no app script yet.
    const firstFrame = await page.screenshot({ clip: BACKGROUND_CLIP });
    expect(await bodyBackground(page)).toBe(BACKGROUND.dark);
    expect(await page.locator('[data-playing]').getAttribute('data-playing')).toBe('false');

    await release();
    // Hydrated, then settled (SETTLE_MS) before the marquee plays.
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('[data-playing]')).toHaveAttribute('data-playing', 'true', {
      timeout: SETTLE_MS + 7_000,
    });
    const settled = await page.screenshot({ clip: BACKGROUND_CLIP });
    expect(firstFrame.equals(settled)).toBe(true);
    expect(firstFrame.equals(lightClip)).toBe(false);
  });

  test('choosing System again removes the choice, and the page follows the system live', async ({ page }) => {
    await storeChoice(page, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/contact');
    await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(await bodyBackground(page)).toBe(BACKGROUND.light);

    await page.getByRole('radio', { name: 'System' }).check();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME.storageKey)).toBeNull();
    expect(await bodyBackground(page)).toBe(BACKGROUND.dark);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await bodyBackground(page)).toBe(BACKGROUND.light);
  });

  test('a stored value that is no theme is ignored', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'purple'), THEME.storageKey);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    expect(await bodyBackground(page)).toBe(BACKGROUND.dark);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`without JavaScript the system's ${scheme} scheme is used, form controls included`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto('/contact');
      expect(await bodyBackground(page)).toBe(BACKGROUND[scheme]);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(scheme);
      // A toggle that cannot work is not offered.
      await expect(page.getByRole('group', { name: THEME.groupLabel })).toBeHidden();
      await context.close();
    });
  }

  test('the toggle works by keyboard and tells its state', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about-me');
    const group = page.getByRole('group', { name: THEME.groupLabel });
    await expect(group).toMatchAriaSnapshot(`
      - group "${THEME.groupLabel}":
        - radio "${THEME.labels.light}"
        - radio "${THEME.labels.dark}"
        - radio "${THEME.labels.system}" [checked]
    `);
    const system = group.getByRole('radio', { name: THEME.labels.system });
    for (let i = 0; i < 10 && !(await system.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(system).toBeFocused();
    expect(await system.evaluate((el) => getComputedStyle(el.parentElement!).outlineStyle)).not.toBe('none');

    await page.keyboard.press('ArrowLeft');
    await expect(group.getByRole('radio', { name: THEME.labels.dark })).toBeFocused();
    await expect(group).toMatchAriaSnapshot(`
      - group "${THEME.groupLabel}":
        - radio "${THEME.labels.light}"
        - radio "${THEME.labels.dark}" [checked]
        - radio "${THEME.labels.system}"
    `);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await bodyBackground(page)).toBe(BACKGROUND.dark);

    await page.keyboard.press('ArrowLeft');
    await expect(group.getByRole('radio', { name: THEME.labels.light })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME.storageKey)).toBe('light');
  });

  test('on a phone the three fold into one button: it opens them, a choice applies, Escape and a press elsewhere close them', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/');
    const fold = page.getByRole('button', { name: THEME.groupLabel });
    // Hydrated: React has taken the button over.
    await expect
      .poll(() => fold.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))))
      .toBe(true);
    const group = page.getByRole('group', { name: THEME.groupLabel });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await expect(group).toBeHidden();
    // The owner's name keeps one line beside the folded control and the login button.
    const logo = page.locator('header a').first();
    const lines = await logo.evaluate(
      (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(lines).toBeLessThan(1.5);
    expect((await fold.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await fold.click();
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await group.getByRole('radio', { name: THEME.labels.dark }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await bodyBackground(page)).toBe(BACKGROUND.dark);
    // The folded button shows the chosen theme's icon only.
    await expect(fold.locator('svg:visible')).toHaveCount(1);
    await expect(fold.locator('svg[data-choice="dark"]')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(group).toBeHidden();
    await expect(fold).toBeFocused();
    await fold.click();
    await expect(group).toBeVisible();
    await page.mouse.click(200, 500);
    await expect(group).toBeHidden();
    await context.close();
  });

  test('a choice made in another tab reaches this one', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({ colorScheme: 'light' });
    await second.emulateMedia({ colorScheme: 'light' });
    await first.goto('/skills');
    await second.goto('/projects');
    await expect(second.getByRole('radio', { name: 'System' })).toBeChecked();
    await first.getByRole('radio', { name: 'Dark' }).check();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  test('a choice made in another tab while this one is still loading its scripts reaches it too', async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({ colorScheme: 'light' });
    await second.emulateMedia({ colorScheme: 'light' });
    await first.goto('/skills');
    await expect(first.locator('[data-playing]')).toHaveAttribute('data-playing', 'true'); // hydrated
    // The second tab has run its inline theme script (nothing stored: no theme) but no app script.
    const release = await holdScripts(second);
    await second.goto('/projects', { waitUntil: 'domcontentloaded' });
    expect(await second.locator('html').getAttribute('data-theme')).toBeNull();
    // The choice's "storage" event reaches the second tab before anything there listens for it.
    await first.getByRole('radio', { name: 'Dark' }).check();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    await release();
    await expect(second.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await second.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(BACKGROUND.dark);
  });

  test('the theme script runs under the Content-Security-Policy and nothing is blocked', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`Content Security Policy: ${e.violatedDirective}`),
      );
    });
    await storeChoice(page, 'dark');
    const response = await page.goto('/skills');
    const scriptSrc = /script-src ([^;]*)/.exec(response!.headers()['content-security-policy'])![1].split(' ');
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    // A hash or nonce would make browsers ignore 'unsafe-inline', blocking Next.js's inline payload.
    expect(scriptSrc.filter((source) => /^'(sha\d+|nonce)-/.test(source))).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('[data-playing]')).toHaveAttribute('data-playing', 'true');
    expect(violations).toEqual([]);
  });
});

test.describe('both themes pass axe (every rule in light, the colour rules in dark)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}: every public route`, async ({ page }) => {
      test.setTimeout(90_000);
      await storeChoice(page, theme);
      // The choice, not the system, decides.
      await page.emulateMedia({ colorScheme: OTHER[theme], reducedMotion: 'reduce' });
      // The six routes and a project's own page.
      // Every rule in the light theme; the colour rules in the dark one (the structure is the same).
      const check = theme === 'light' ? axeViolations : axeColourViolations;
      for (const href of [...PUBLIC_ROUTES.map((route) => route.href), PROJECT_PAGE.href('tidewatch')]) {
        await page.goto(href);
        await expect(page.locator('main')).toBeVisible();
        expect(await bodyBackground(page), href).toBe(BACKGROUND[theme]);
        expect(await check(page), href).toEqual([]);
      }
    });

    test(`${theme}: the admin home, editors, insights, history and the login page`, async ({ page }) => {
      test.setTimeout(90_000);
      await storeChoice(page, theme);
      await page.emulateMedia({ colorScheme: OTHER[theme], reducedMotion: 'reduce' });
      await page.goto('/login');
      expect(await bodyBackground(page)).toBe(BACKGROUND[theme]);
      expect(await axeViolations(page), '/login').toEqual([]);
      await signIn(page);
      // The choice colours every admin page; axe runs on the dashboard here, and on every admin
      // page in both colour schemes in admin-nav.spec.ts (the same styles, chosen by the system).
      const projectEditor = ADMIN_ROUTES.find((path) => path.endsWith('/frontend-project'))!;
      for (const path of ['/admin', ADMIN_ROUTES[1], ADMIN_ROUTES[4], projectEditor, INSIGHTS.href, '/view/history']) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        expect(await bodyBackground(page), path).toBe(BACKGROUND[theme]);
        if (path === '/admin') expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
});

test.describe('title blink', () => {
  test('a page opened in a background tab blinks at once', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    });
    await page.clock.install();
    await page.goto('/skills');
    // No visibilitychange ever comes: the title blinks from the moment the page is live.
    await expect.poll(() => page.title()).toBe(TITLE_BLINK.texts[0]);
    // From here page time moves only when the test says so: no tick comes between two reads. (A
    // second ahead: on a busy machine more than 50 ms passed before the pause, which then lay in
    // the past and was refused.)
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const shown = TITLE_BLINK.texts.indexOf((await page.title()) as (typeof TITLE_BLINK.texts)[number]);
    expect(shown).toBeGreaterThanOrEqual(0);
    await page.clock.runFor(TITLE_BLINK.intervalMs);
    expect(await page.title()).toBe(TITLE_BLINK.texts[1 - shown]);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      Object.defineProperty(document, 'hidden', { value: false, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await page.title()).toContain('Skills');
  });
});
