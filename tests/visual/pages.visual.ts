import { expect, test, type Locator, type Page } from '@playwright/test';
import { INSIGHTS } from '@/lib/insights/words';
import { THEME } from '@/lib/client-constants';
import { ADMIN_PAGES, ADMIN_STATE, PUBLIC_PAGES, THEMES, WIDTHS, type VisualPage } from './pages';

/**
 * Visual regression: every public route and admin page, full page, at a phone's and a desktop's
 * width, in both themes (the admin in the light one), against the baselines in __screenshots__ (docs/design/widgets-and-visual-tests.md). What
 * moves or changes by itself is frozen (reduced motion, a fixed clock, fixed visitor counts) or
 * masked (dates the server writes relative to now).
 */

/** The clock every page sees: the footer's year and any date the browser works out stay put. */
const FROZEN_NOW = new Date('2026-06-15T10:00:00Z');
/** What the visitor counter shows in every screenshot. */
const FIXED_COUNTS = { unique: 1234, yours: 3, total: 5678, counted: true };

/** Hidden in whole-page shots: loaded after the page settles, open for its first seconds only. */
const HIDE_SETTLING_WIDGETS = `[aria-label="Visitor counter"], [aria-label="Visitor counter"] * { visibility: hidden !important; }`;
/**
 * Sections off screen are not drawn until scrolled near (`content-visibility: auto`, a speed
 * measure): a full-page shot would show them blank. Drawn here, so the shot holds the whole page.
 */
const DRAW_EVERY_SECTION = `section { content-visibility: visible !important; }`;

type Theme = (typeof THEMES)[number];

async function prepare(page: Page, theme: Theme) {
  await page.clock.setFixedTime(FROZEN_NOW);
  await page.addInitScript(
    ([key, value]) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // No storage: the colour scheme alone picks the theme.
      }
    },
    [THEME.storageKey, theme],
  );
  // Visits are neither counted nor reported: the store (and the insights page) stay as seeded.
  await page.route('**/api/visit', (route) => route.fulfill({ json: FIXED_COUNTS }));
  await page.route(`**${INSIGHTS.beaconHref}`, (route) => route.fulfill({ status: 204 }));
}

/** Loads `path` and waits for everything a full-page shot shows: fonts and every image, lazy ones too. */
async function load(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

/** What the server dates after today (the page's `masks`): covered by a plain box in the shot. */
function movingParts(page: Page, visualPage: VisualPage): Locator[] {
  return visualPage.masks.map((selector) => page.locator(selector));
}

async function shoot(page: Page, visualPage: VisualPage, shot: string) {
  await page.addStyleTag({ content: `${HIDE_SETTLING_WIDGETS}\n${DRAW_EVERY_SECTION}` });
  await expect(page).toHaveScreenshot(`${shot}.png`, { fullPage: true, mask: movingParts(page, visualPage) });
}

function describePages(group: string, pages: VisualPage[], signedIn: boolean, themes: readonly Theme[]) {
  for (const theme of themes) {
    for (const size of WIDTHS) {
      test.describe(`${group} at ${size.width} px, ${theme}`, () => {
        test.use({
          viewport: size,
          colorScheme: theme,
          reducedMotion: 'reduce',
          ...(signedIn ? { storageState: ADMIN_STATE } : {}),
        });
        for (const visualPage of pages) {
          test(visualPage.path, async ({ page }) => {
            await prepare(page, theme);
            await load(page, visualPage.path);
            await shoot(page, visualPage, `${group}-${visualPage.name}-${size.width}-${theme}`);
          });
        }
      });
    }
  }
}

describePages('site', PUBLIC_PAGES, false, THEMES);
// The admin in one theme: its pages share one set of components, whose dark colours the public
// pages' shots and the admin's axe checks (both themes) already cover.
describePages('admin', ADMIN_PAGES, true, ['light']);

/** The floating widgets, which whole-page shots leave out or never scroll to show. */
for (const theme of THEMES) {
  for (const size of WIDTHS) {
    test.describe(`widgets at ${size.width} px, ${theme}`, () => {
      test.use({ viewport: size, colorScheme: theme, reducedMotion: 'reduce' });
      test('skills section with the visitor counter open and the eyes shown', async ({ page }) => {
        await prepare(page, theme);
        await load(page, '/');
        // Every section drawn at its real height before the scroll: sections drawn only as they near
        // the screen (content-visibility: auto) would change the page's height, and where the scroll
        // lands, after it (a page moved a few pixels was this shot's one flaky failure, 4 % of pixels).
        await page.addStyleTag({ content: DRAW_EVERY_SECTION });
        await page.evaluate(() => document.getElementById('skills')!.scrollIntoView({ behavior: 'instant' }));
        await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
        const tab = page.getByRole('complementary', { name: 'Visitor counter' }).getByRole('button');
        // Pinned open, so the shot never meets it closing after its first seconds.
        await expect(tab).toBeVisible({ timeout: 15_000 });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-expanded', 'true');
        await page.mouse.move(size.width / 2, 10);
        // Every image drawn (the cube's faces, reached by the scroll) before the shot is compared.
        await page.evaluate(() =>
          Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
        );
        await expect(page).toHaveScreenshot(`widgets-${size.width}-${theme}.png`);
      });
    });
  }
}
