/**
 * A language written right to left (Arabic): its pages lay out mirrored (<html dir="rtl">, the
 * stylesheets' logical properties and their [dir='rtl'] rules), and nothing sticks out sideways.
 * On a server of its own: Arabic is published in its store before any page reads it.
 */
import { expect, test, type Page } from '@playwright/test';
import ar from '@/messages/ar.json';
import { ownServer } from '../helpers/e2e-admin';
import { setSiteLanguages } from '../helpers/languages';

const server = ownServer('languages-rtl');

test.beforeAll(async () => {
  await setSiteLanguages(server.dataDir, [
    ['en', 'Published'],
    ['ar', 'Published'],
  ]);
});

const WIDTHS = [390, 1440] as const;
const PAGES = ['/ar', '/ar/about-me', '/ar/education-work', '/ar/projects'] as const;

/** Opens `path`, lets the widgets that load after the page settles come in, and draws every section. */
async function open(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Off-screen sections are drawn only when near (content-visibility: auto): bring each near once.
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** How far the page reaches past the screen sideways (right to left, overflow spills to the left). */
function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
}

/** The top bar's box, its content box's edges, and its logo's box. */
function topBar(page: Page) {
  return page.locator('header[data-scrolled]').evaluate((bar) => {
    const box = bar.getBoundingClientRect();
    const style = getComputedStyle(bar);
    const logo = bar.querySelector('a')!.getBoundingClientRect();
    const login = bar.querySelector('a[href="/login"]')!.getBoundingClientRect();
    return {
      contentLeft: box.left + parseFloat(style.paddingLeft),
      contentRight: box.right - parseFloat(style.paddingRight),
      logo: { left: logo.left, right: logo.right },
      login: { left: login.left, right: login.right },
    };
  });
}

for (const width of WIDTHS) {
  test.describe(`right to left at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of PAGES) {
      test(`${path}: nothing sticks out sideways, the top bar is mirrored`, async ({ page }) => {
        await open(page, path);
        const { scrollWidth, innerWidth } = await sidewaysOverflow(page);
        expect(scrollWidth, `the page is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);

        // The owner's name at the line's start (the right), the admin link at its end (the left).
        const bar = await topBar(page);
        expect(Math.abs(bar.logo.right - bar.contentRight)).toBeLessThanOrEqual(1);
        expect(bar.logo.right).toBeGreaterThan(innerWidth * 0.75);
        expect(Math.abs(bar.login.left - bar.contentLeft)).toBeLessThanOrEqual(1);
        expect(bar.login.right).toBeLessThan(innerWidth / 2);
      });
    }

    test('the timeline runs down the right, the entries hang from it', async ({ page }) => {
      await open(page, '/ar/education-work');
      const timelines = await page.locator('main ol').evaluateAll((lists) =>
        lists.map((list) => {
          const box = list.getBoundingClientRect();
          const line = getComputedStyle(list, '::before');
          const entry = list.querySelector('li')!;
          const entryBox = entry.getBoundingClientRect();
          const dot = getComputedStyle(entry, '::before');
          const title = entry.querySelector('h4')!.getBoundingClientRect();
          return {
            lineX: parseFloat(line.left) - box.width / 2,
            lineFromRight: parseFloat(line.right),
            dotFromRight: parseFloat(dot.right),
            titleFromRight: entryBox.right - title.right,
            paddingRight: parseFloat(getComputedStyle(entry).paddingRight),
            paddingLeft: parseFloat(getComputedStyle(entry).paddingLeft),
          };
        }),
      );
      expect(timelines.length).toBeGreaterThan(0);
      for (const timeline of timelines) {
        expect(timeline.lineFromRight).toBeCloseTo(5, 0);
        // Its used left offset, past the list's middle.
        expect(timeline.lineX).toBeGreaterThan(0);
        expect(timeline.dotFromRight).toBeCloseTo(0, 0);
        expect(timeline.paddingRight).toBeGreaterThan(0);
        expect(timeline.paddingLeft).toBe(0);
        expect(timeline.titleFromRight).toBeGreaterThanOrEqual(timeline.paddingRight - 1);
      }
    });

    test('the eyes sit bottom left, the arrows point along the line', async ({ page }) => {
      await open(page, '/ar');
      const eyes = page.getByRole('button', { name: ar.a11y.scrollToTop });
      await expect(eyes).toBeVisible();
      const box = (await eyes.boundingBox())!;
      expect(box.x).toBeLessThan(width / 4);
      expect(box.x).toBeGreaterThan(0);
      // The hero's "Get in touch" arrow, mirrored to point left.
      const cta = page.getByRole('link', { name: ar.banner.getInTouch }).first();
      expect(await cta.evaluate((link) => getComputedStyle(link, '::after').scale)).toBe('-1 1');
      // The quote's rule on its start side: the right.
      const quote = await page
        .locator('#home blockquote')
        .evaluate((q) => [getComputedStyle(q).borderRightWidth, getComputedStyle(q).borderLeftWidth]);
      expect(quote).toEqual(['2px', '0px']);
    });

    test('the visitor counter sits bottom right and opens towards the left, clear of the eyes', async ({ page }) => {
      await page.route('**/api/visit', (route) =>
        route.fulfill({ json: { unique: 1234, yours: 3, total: 5678, counted: true } }),
      );
      await open(page, '/ar');
      const counter = page.getByRole('complementary', { name: ar.counter.regionLabel });
      const tab = counter.getByRole('button');
      await expect(tab).toBeVisible({ timeout: 15_000 });
      // Pinned open, so it is not closing after its first seconds while it is measured.
      await tab.click();
      await expect(tab).toHaveAttribute('aria-expanded', 'true');
      const tabBox = (await tab.boundingBox())!;
      const panelBox = (await counter.locator('#visitor-counter-panel').boundingBox())!;
      const eyesBox = (await page.getByRole('button', { name: ar.a11y.scrollToTop }).boundingBox())!;
      expect(Math.abs(tabBox.x + tabBox.width - width)).toBeLessThanOrEqual(1);
      expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(tabBox.x);
      expect(panelBox.x).toBeGreaterThanOrEqual(eyesBox.x + eyesBox.width);
    });

    test('the project tabs run from the right', async ({ page }) => {
      await open(page, '/ar/projects');
      const tabs = page.getByRole('tab');
      expect(await tabs.count()).toBeGreaterThan(1);
      const first = (await tabs.nth(0).boundingBox())!;
      const second = (await tabs.nth(1).boundingBox())!;
      expect(first.x).toBeGreaterThan(second.x);
    });
  });
}

test.describe('right to left, in motion', () => {
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'no-preference' });

  test('the skills marquee scrolls towards the right and never leaves its band empty', async ({ page }) => {
    await page.goto(`${server.url}/ar/skills`);
    await expect(page.locator('[data-playing]')).toHaveAttribute('data-playing', 'true');
    // Hovering stops the band (pause on hover): keep the pointer away from it.
    await page.mouse.move(0, 0);
    const sample = () =>
      page.locator('[data-playing] > [aria-hidden="true"] .rfm-marquee-container').evaluate((container) => {
        const band = container.getBoundingClientRect();
        const copies = [...container.querySelectorAll('.rfm-marquee')].map((copy) => copy.getBoundingClientRect());
        return {
          band: { left: band.left, right: band.right },
          covered: {
            left: Math.min(...copies.map((copy) => copy.left)),
            right: Math.max(...copies.map((copy) => copy.right)),
          },
          first: copies[0].left,
        };
      });
    let previous = await sample();
    let moved = 0;
    for (let i = 0; i < 6; i++) {
      await page.waitForTimeout(400);
      const now = await sample();
      // The two copies of the band together always cover it, edge to edge.
      expect(now.covered.left).toBeLessThanOrEqual(now.band.left + 1);
      expect(now.covered.right).toBeGreaterThanOrEqual(now.band.right - 1);
      // Towards the right (a copy wraps round to its start once it has gone a whole width).
      if (now.first > previous.first) moved++;
      previous = now;
    }
    expect(moved).toBeGreaterThanOrEqual(4);
  });
});
