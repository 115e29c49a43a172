import { expect, test, type Page } from '@playwright/test';
import { BUTTON_LABELS, IN_VIEW, PROJECT_TABS, SCROLL } from '@/lib/constants';
import { holdPageScripts } from '../helpers/e2e-admin';

// This spec watches the site's motion: the visitor has not asked for less (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/** The open tab's card of this title (the cards of the other tabs are in the page, not shown). */
const cardTitled = (page: Page, title: string) =>
  page.getByRole('tabpanel').getByRole('heading', { name: title, exact: true });

test.describe('projects tabs', () => {
  test('All is selected by default and shows every project; roles and panels are wired', async ({ page }) => {
    await page.goto('/projects');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['All', ...PROJECT_TABS.map((t) => t.label)]);
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'tab-all');
    const shown = page.getByRole('tabpanel').getByRole('article');
    await expect(shown).toHaveCount(6);
    // The lists in the spec's order: the frontend projects first, the backend ones last.
    await expect(shown.first()).toContainText('Tidewatch');
    await expect(shown.nth(4)).toContainText('Ledgerline API');
    // A list's tab filters.
    await page.getByRole('tab', { name: 'BackEnd' }).click();
    await expect(shown).toHaveCount(2);
    await expect(cardTitled(page, 'Tidewatch')).toHaveCount(0);
  });

  for (const path of ['/projects', '/']) {
    test(`deep link ${path}?tab=fullstack opens the FullStack tab`, async ({ page }) => {
      await page.goto(`${path}?tab=fullstack`);
      await expect(page.getByRole('tab', { name: 'FullStack' })).toHaveAttribute('aria-selected', 'true');
      await expect(cardTitled(page, 'Shiftboard')).toBeVisible();
      await expect(cardTitled(page, 'Tidewatch')).toHaveCount(0);
    });
  }

  test('a deep link shows its tab from the first paint, before the page script has run', async ({ page }) => {
    const release = await holdPageScripts(page);
    await page.goto('/projects?tab=backend', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('tab', { name: 'BackEnd' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
    await expect(cardTitled(page, 'Ledgerline API')).toBeVisible();
    await expect(cardTitled(page, 'Tidewatch')).toHaveCount(0);
    // React takes over the same state: a click on another tab works once the scripts run.
    release();
    await page.waitForFunction(() => {
      const tab = document.getElementById('tab-frontend');
      return !!tab && Object.keys(tab).some((key) => key.startsWith('__reactProps'));
    });
    await page.getByRole('tab', { name: 'FrontEnd' }).click();
    await expect(cardTitled(page, 'Tidewatch')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'BackEnd' })).toHaveAttribute('aria-selected', 'false');
  });

  test('on a phone the tabs are one scrollable row of thumb-sized buttons, within the screen', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/?tab=backend');
    const list = page.getByRole('tablist');
    const boxes = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().toJSON()));
    expect(new Set(boxes.map((box: DOMRect) => Math.round(box.top))).size).toBe(1);
    for (const box of boxes as DOMRect[]) expect(box.height).toBeGreaterThanOrEqual(44);
    const frame = (await list.boundingBox())!;
    expect(frame.x + frame.width).toBeLessThanOrEqual(390);
    expect(await list.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    // The linked tab is shown, and the page does not scroll sideways.
    await list.scrollIntoViewIfNeeded();
    await expect(page.getByRole('tab', { name: 'BackEnd' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  test('every tab panel is in the pre-rendered HTML', async ({ request }) => {
    const html = await (await request.get('/projects?tab=backend')).text();
    for (const title of ['Tidewatch', 'Shiftboard', 'Ledgerline API']) expect(html).toContain(title);
  });

  test('arrow, Home and End keys move between tabs and update the link', async ({ page }) => {
    await page.goto('/projects');
    await page.getByRole('tab', { name: 'FrontEnd' }).focus();
    await page.keyboard.press('ArrowRight');
    const fullstack = page.getByRole('tab', { name: 'FullStack' });
    await expect(fullstack).toHaveAttribute('aria-selected', 'true');
    await expect(fullstack).toBeFocused();
    await expect(page).toHaveURL(/\?tab=fullstack$/);
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'BackEnd' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/projects$/);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'BackEnd' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/projects$/);
  });

  test('code and demo links show only when they are set', async ({ page }) => {
    await page.goto('/projects');
    const palette = page.getByRole('article').filter({ hasText: 'Palette Lab' });
    await expect(palette.getByRole('link', { name: /Code/ })).toHaveAttribute('href', /palette-lab/);
    await expect(palette.getByRole('link', { name: /Live demo/ })).toHaveCount(0);
    await page.getByRole('tab', { name: 'FullStack' }).click();
    const relay = page.getByRole('article').filter({ hasText: 'Recipe Relay' });
    await expect(relay.getByRole('link', { name: /Code/ })).toHaveCount(0);
    await expect(relay.getByRole('link', { name: /Live demo/ })).toHaveAttribute('target', '_blank');
  });

  test(`a card enters once ${IN_VIEW.projectCard * 100}% of it is visible, not before`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const card = page.getByRole('article').filter({ hasText: 'Tidewatch' });
    await expect(card).toHaveAttribute('data-reveal', 'waiting');
    const box = await card.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + window.scrollY, height: r.height };
    });
    const scrollToShow = (fraction: number) =>
      page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), box.top - 800 + box.height * fraction);
    await scrollToShow(IN_VIEW.projectCard - 0.15);
    await page.waitForTimeout(400);
    await expect(card).toHaveAttribute('data-reveal', 'waiting');
    await scrollToShow(IN_VIEW.projectCard + 0.15);
    await expect(card).toHaveAttribute('data-reveal', 'shown');
  });
});

test.describe('entrances on a phone', () => {
  // As Lighthouse's mobile run loads it: the page's largest paint came 0.6 s late when the items in
  // view at the opening played their entrance.
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  test('what is in view when the page opens is shown as it is; what comes into view later enters', async ({ page }) => {
    await page.goto('/education-work');
    const items = page.locator('li[data-reveal]');
    await expect(items.first()).toHaveAttribute('data-reveal', 'shown');
    // No entrance ran for what was in view (a running transition would hold back the largest paint).
    const opening = await items.evaluateAll((els) =>
      els
        .filter((el) => el.getAttribute('data-reveal') === 'shown')
        .map((el) => [getComputedStyle(el).opacity, el.getAnimations({ subtree: true }).length]),
    );
    expect(opening.length).toBeGreaterThan(0);
    for (const state of opening) expect(state).toEqual(['1', 0]);
    // The opening's no-transition mark is gone a frame later.
    await expect(page.locator('[data-reveal-now]')).toHaveCount(0);
    const last = items.last();
    await expect(last).toHaveAttribute('data-reveal', 'waiting');
    // An entrance plays for what comes into view later: its transition starts (it may be over by
    // the time the test looks, so the start is listened for).
    const entered = last.evaluate(
      (el) =>
        new Promise<boolean>((resolve) => el.addEventListener('transitionrun', () => resolve(true), { once: true })),
    );
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-reveal', 'shown');
    expect(await entered).toBe(true);
  });
});

test.describe('entrances', () => {
  test('start before the page script has run, and also play on a page reached through the menu', async ({ page }) => {
    // Entrances are driven by an inline script in the HTML, not by hydration: with the
    // framework's scripts blocked, the visible timeline entries still enter.
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto('/education-work');
    await expect(page.locator('li[data-reveal]').first()).toHaveAttribute('data-reveal', 'shown');
    await page.unroute(/\/_next\/static\/chunks\/.*\.js$/);

    await page.setViewportSize({ width: 390, height: 700 }); // one card per row: the last starts below
    await page.goto('/about-me');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if ((await nav.getAttribute('data-open')) !== 'true') await nav.getByRole('button').click();
    await nav.getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page).toHaveURL(/\/projects$/);
    const card = page.getByRole('article').first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-reveal', 'shown');
    const below = page.getByRole('tabpanel').getByRole('article').last();
    await expect(below).toHaveAttribute('data-reveal', 'waiting');
    await below.scrollIntoViewIfNeeded();
    await expect(below).toHaveAttribute('data-reveal', 'shown');
  });
});

test.describe('education and work', () => {
  test('entries show MMM yyyy dates, Present for an empty end date, and the spec thresholds', async ({ page }) => {
    await page.goto('/education-work');
    const work = page.getByRole('listitem').filter({ hasText: 'Harbourlight Studio' });
    await expect(work).toContainText('Mar 2022 – Present');
    const edu = page.getByRole('listitem').filter({ hasText: 'MSc Software Engineering' });
    await expect(edu).toContainText('Sep 2018 – Jul 2020');
    await expect(edu).toHaveAttribute('data-threshold', String(IN_VIEW.education));
    await expect(work).toHaveAttribute('data-threshold', String(IN_VIEW.experience));
    await expect(edu).toHaveAttribute('data-reveal', 'shown');
  });
});

test.describe('about', () => {
  test(`the résumé block toggles between ${BUTTON_LABELS.resume} and ${BUTTON_LABELS.close} with two downloads`, async ({
    page,
  }) => {
    await page.goto('/about-me');
    const button = page.getByRole('button', { name: BUTTON_LABELS.resume });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const close = page.getByRole('button', { name: BUTTON_LABELS.close });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const downloads = page.getByRole('link', { name: /Download résumé/ });
    await expect(downloads).toHaveCount(2);
    const hrefs = await downloads.evaluateAll((els) => els.map((e) => e.getAttribute('href')).sort());
    // The demo owner's About details still name the demo files: the site serves the generated résumés.
    expect(hrefs).toEqual(['/resume/dark.pdf', '/resume/light.pdf']);
    const pdf = await page.request.get(hrefs[0]!);
    expect(pdf.headers()['content-type']).toContain('pdf');
    await close.click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.resume })).toBeVisible();
    await expect(downloads).toHaveCount(0);
  });

  test('email and phone are mailto and tel links; the web résumé opens safely', async ({ page }) => {
    await page.goto('/about-me');
    await expect(page.getByRole('link', { name: 'hello@novareyes.example' }).first()).toHaveAttribute(
      'href',
      'mailto:hello@novareyes.example',
    );
    await expect(page.getByRole('link', { name: '+351 210 000 000' })).toHaveAttribute('href', 'tel:+351210000000');
    const web = page.getByRole('link', { name: 'View web résumé' });
    await expect(web).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('skills', () => {
  test('the marquee moves at speed 100, lists every skill, and the cube has six images', async ({ page }) => {
    await page.goto('/skills');
    await expect(page.locator('[data-playing]')).toHaveAttribute('data-playing', 'true');
    // Admin tests may add skills meanwhile: the demo ones must all be listed.
    const skills = page.getByRole('list', { name: 'Skills' });
    for (const name of ['TypeScript', 'React', 'Next.js', 'Node.js', 'PostgreSQL']) {
      await expect(skills.getByRole('listitem').filter({ hasText: name }).first()).toBeAttached();
    }
    await expect(page.getByRole('list', { name: 'Languages known' })).toContainText('Portuguese');
    await expect(page.getByRole('img', { name: /rotating cube of 6 skill images/ }).locator('img')).toHaveCount(6);
    const speed = await page
      .locator('.rfm-marquee')
      .first()
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--duration'));
    expect(speed).toMatch(/s$/);
  });
});

test.describe('scroll widgets', () => {
  test(`the eyes appear after ${SCROLL.scrollTopVisiblePx} px, scroll to top, and pupils stay within ±${SCROLL.pupilMaxPx} px`, async ({
    page,
  }) => {
    await page.goto('/');
    const eyes = page.getByRole('button', { name: 'Scroll to top' });
    await expect(eyes).toBeHidden();
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), SCROLL.scrollTopVisiblePx);
    await page.waitForTimeout(150);
    await expect(eyes).toBeHidden();
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), SCROLL.scrollTopVisiblePx + 1);
    await expect(eyes).toBeVisible();

    for (const [x, y] of [
      [0, 0],
      [1270, 790],
      [0, 790],
      [1270, 0],
      [640, 10],
    ]) {
      await page.mouse.move(x, y);
      await page.waitForTimeout(80);
      const offsets = await eyes
        .locator('[data-pupil]')
        .evaluateAll((els) => els.map((el) => new DOMMatrix(getComputedStyle(el).transform)).map((m) => [m.e, m.f]));
      for (const [dx, dy] of offsets) {
        expect(Math.abs(dx)).toBeLessThanOrEqual(SCROLL.pupilMaxPx);
        expect(Math.abs(dy)).toBeLessThanOrEqual(SCROLL.pupilMaxPx);
      }
    }
    // Far to the top-left, both pupils look that way by the full amount on at least one axis.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(80);
    const [dx, dy] = await eyes
      .locator('[data-pupil]')
      .first()
      .evaluate((el) => {
        const m = new DOMMatrix(getComputedStyle(el).transform);
        return [m.e, m.f];
      });
    expect(dx).toBeLessThan(0);
    expect(dy).toBeLessThan(0);

    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await eyes.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(eyes).toBeHidden();
  });

  test('the progress bar follows the scroll', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('progressbar', { name: 'Reading progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await page.evaluate(() =>
      window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) / 2, behavior: 'instant' }),
    );
    await expect(bar).toHaveAttribute('aria-valuenow', /^(49|50|51)$/);
  });
});
