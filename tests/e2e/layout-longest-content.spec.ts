/**
 * Pages hold on a phone and on a desktop with the longest content the schemas accept (long
 * unbroken words, the longest e-mail address, full lists): nothing is wider than the viewport,
 * no word is cut off by its card, the floating widgets never sit over what a visitor needs, the
 * gallery viewer's buttons stay on the screen and the skill pills are whole. Runs on a server of
 * its own (its content is replaced).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_MESSAGES, ADMIN_SETTINGS, PHONE_ADMIN } from '@/lib/admin/words';
import { ADMIN_ROUTES } from '@/lib/admin/sections';
import { BUTTON_LABELS, PUBLIC_ROUTES } from '@/lib/constants';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { BACKUP_MEDIA } from '@/lib/backup/words';
import { NOTES } from '@/lib/content/notes-words';
import { FEEDBACKS_PATH } from '@/lib/store/paths';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { ownServer } from '../helpers/e2e-admin';
import { longestContent, longestFeedback } from '../helpers/longest-content';

// This spec watches the site's motion: the visitor has not asked for less (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const server = ownServer('layout');
const content = longestContent();
const projectPages = ['frontendProjects', 'fullstackProjects', 'backendProjects'].flatMap((key) =>
  Object.values(content[key] as Record<string, { slug: string }>).map((p) => PROJECT_PAGE.href(p.slug)),
);
const notePages = Object.values(content.notes as Record<string, { slug: string }>).map((n) => NOTES.pageHref(n.slug));
const publicPages = [
  ...PUBLIC_ROUTES.map((r) => r.href),
  '/projects?tab=backend',
  ...projectPages,
  NOTES.href,
  ...notePages.slice(0, 2),
];
const adminPages = [
  '/admin',
  '/admin/insights',
  ADMIN_SETTINGS.href,
  '/view/repair',
  '/view/history',
  '/view/feedbacks',
  ...ADMIN_ROUTES,
];

const PHONE = { width: 390, height: 844 };
/** A long address of the everyday kind: wider than a phone's line, made of ordinary words. */
const REAL_EMAIL = 'nova.reyes.portfolio.enquiries@studio.example-company.com';
const DESKTOP = { width: 1440, height: 900 };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/**
 * What sticks out: the page wider than the viewport, any element whose right edge passes the
 * viewport's (unless a box that scrolls or clips on purpose holds it), and any text that runs out
 * of a box that clips it (a word cut off in its card). Decorative parts (aria-hidden) and
 * visually hidden text are left out.
 */
function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const scrollWidth = document.scrollingElement!.scrollWidth;
    if (scrollWidth > width) problems.push(`the page is ${scrollWidth} px wide`);
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${(el.textContent ?? '').trim().slice(0, 24)}"`;
    const overflowX = (el: Element) => getComputedStyle(el).overflowX;
    const holds = (el: Element) => overflowX(el) !== 'visible';
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      let parent = el.parentElement;
      while (parent && parent !== document.body && !holds(parent)) parent = parent.parentElement;
      if (!parent || parent === document.body) problems.push(`${name(el)} reaches ${Math.round(box.right)} px`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const el = node.parentElement;
      if (!el || !node.data.trim() || el.closest('[aria-hidden="true"], script, style, noscript, template')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0) continue;
      for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
        const overflow = overflowX(box);
        if (overflow === 'auto' || overflow === 'scroll') break;
        if (overflow === 'visible') continue;
        const clip = box.getBoundingClientRect();
        if (clip.width <= 2) break; // visually hidden text
        if (text.left < clip.left - 1 || text.right > clip.right + 1) {
          problems.push(`text "${node.data.trim().slice(0, 24)}" is cut off by ${name(box)}`);
        }
        break;
      }
    }
    return problems;
  });
}

/**
 * Controls smaller than a thumb (44 × 44 CSS px, WCAG 2.5.5) on the page. A link inside running
 * text is left out (WCAG's inline exception), and a link stretched over its card by an absolute
 * ::after counts with the card's box.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((target) => {
    const small: string[] = [];
    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"]';
    for (const el of document.querySelectorAll<HTMLElement>(controls)) {
      if (el.closest('[aria-hidden="true"], [inert]') || getComputedStyle(el).visibility === 'hidden') continue;
      let box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom < 0) continue;
      const style = getComputedStyle(el);
      const after = getComputedStyle(el, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        let holder = el.parentElement;
        while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement;
        if (holder) box = holder.getBoundingClientRect();
      }
      const sentence = el.parentElement?.textContent?.trim() ?? '';
      if (style.display === 'inline' && sentence.length > (el.textContent ?? '').trim().length + 1) continue;
      if (box.width < target - 0.5 || box.height < target - 0.5) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName;
        small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, 44);
}

/**
 * On an admin page, every visible control smaller than PHONE_ADMIN.minTarget square (a checkbox or
 * radio counts by its label): the owner's thumb on a phone.
 */
async function smallAdminTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"]), [data-drag-handle]';
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      let box = el.getBoundingClientRect();
      // Visually hidden until focused (skip links) or clipped away: not a target on screen.
      if (box.width <= 1 || box.height <= 1) continue;
      if (getComputedStyle(el).clipPath !== 'none' || getComputedStyle(el).clip.startsWith('rect(')) continue;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        if (label) box = label.getBoundingClientRect();
      }
      // A tap lands in the element's box; an inline link's box is its line boxes' union.
      const rects = [...el.getClientRects()];
      const height = Math.max(box.height, ...rects.map((r) => r.height));
      if (box.width + 0.5 < min || height + 0.5 < min) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim();
        out.push(`${el.tagName.toLowerCase()}[${name.slice(0, 40)}] ${Math.round(box.width)}×${Math.round(height)}`);
      }
    }
    return out;
  }, PHONE_ADMIN.minTarget);
}

async function settle(page: Page) {
  // Any interaction starts the decorative widgets at once (components/site/after-load.ts).
  await page.keyboard.press('Shift');
  await page.evaluate(() => document.fonts.ready);
  // An admin page has no decorative widget to wait for.
  if (!/^\/(admin|view|update)(\/|$)/.test(new URL(page.url()).pathname)) await page.waitForTimeout(300);
}

async function importBackup(page: Page) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'portfolio-layout-')), 'longest.json');
  writeFileSync(file, JSON.stringify({ user: content }));
  await page.goto(`${server.url}${ADMIN_SETTINGS.href}`);
  await expect(page.getByRole('button', { name: ADMIN_MESSAGES.importLabel })).toBeEnabled();
  await page.getByLabel('Backup file (.json)').setInputFiles(file);
  await page.getByRole('button', { name: ADMIN_MESSAGES.importLabel }).click();
  // The import shows what will change and asks first.
  await page.getByRole('button', { name: BACKUP_MEDIA.confirm }).click();
  await expect(page.getByText(ADMIN_MESSAGES.imported)).toBeVisible();
}

test('the longest content is in place: imported, and messages with the longest subject in the inbox', async ({
  page,
}) => {
  await server.signIn(page);
  await importBackup(page);
  const store = new EmbeddedStore(server.dataDir);
  try {
    for (let i = 0; i < 3; i++) await store.push(FEEDBACKS_PATH, longestFeedback(Date.now() - i * 60_000));
    await store.push(FEEDBACKS_PATH, { ...longestFeedback(Date.now()), email: REAL_EMAIL });
  } finally {
    await store.close();
  }
});

for (const viewport of [PHONE, DESKTOP]) {
  const phone = viewport === PHONE;
  test(`no public page is wider than a ${viewport.width} px screen, no word cut off${phone ? ', every control a thumb’s size' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const found: Record<string, string[]> = {};
    for (const route of publicPages) {
      await page.goto(`${server.url}${route}`);
      await settle(page);
      if (phone) {
        const small = await smallTargets(page);
        if (small.length > 0) found[`${route} (targets)`] = small.slice(0, 8);
      }
      for (const tab of await page.getByRole('tab').all()) {
        await tab.click();
        const problems = await overflowProblems(page);
        if (problems.length > 0) found[`${route} (${await tab.textContent()})`] = problems.slice(0, 5);
      }
      const problems = await overflowProblems(page);
      if (problems.length > 0) found[route] = problems.slice(0, 5);
    }
    expect(found).toEqual({});
  });

  test(`no admin page is wider than a ${viewport.width} px screen, no word cut off${phone ? ', every control a thumb’s size' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const found: Record<string, string[]> = {};
    const check = async (route: string) => {
      await page.goto(`${server.url}${route}`);
      await settle(page);
      const problems = await overflowProblems(page);
      if (problems.length > 0) found[route] = problems.slice(0, 5);
      if (phone) {
        const small = await smallAdminTargets(page);
        if (small.length > 0) found[`${route} (targets)`] = small.slice(0, 8);
      }
    };
    if (phone) await check('/login');
    await server.signIn(page);
    for (const route of adminPages) await check(route);
    // A list editor with an item open, and a revision's changes shown.
    await page.goto(`${server.url}/update/frontend-project`);
    await page.getByRole('button', { name: /^edit/i }).first().click();
    await settle(page);
    const editing = await overflowProblems(page);
    if (editing.length > 0) found['/update/frontend-project (editing)'] = editing.slice(0, 5);
    expect(found).toEqual({});
  });
}

test('an e-mail address wraps after its @ or before a dot, never inside a word', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await server.signIn(page);
  await page.goto(`${server.url}/view/feedbacks`);
  const link = page.locator(`a[href="mailto:${REAL_EMAIL}"]`).first();
  const breaks = await link.evaluate((a) => {
    const chars: { ch: string; top: number }[] = [];
    const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      for (let i = 0; i < node.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        chars.push({ ch: node.data[i], top: range.getBoundingClientRect().top });
      }
    }
    return chars.slice(1).flatMap((c, i) => (c.top > chars[i].top + 2 ? [`${chars[i].ch}|${c.ch}`] : []));
  });
  // It does wrap at this width, and only where a reader expects it.
  expect(breaks.length).toBeGreaterThan(0);
  expect(breaks.filter((at) => !at.startsWith('@|') && !at.endsWith('|.'))).toEqual([]);
});

/** The boxes of the visitor counter (opened) and of the eyes button, where they are shown. */
async function widgetBoxes(page: Page): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const widget of [
    page.getByRole('complementary', { name: 'Visitor counter' }),
    page.getByRole('button', { name: 'Scroll to top' }),
  ]) {
    if (await widget.isVisible()) boxes.push((await widget.boundingBox())!);
  }
  return boxes;
}

/** Opens the counter's panel (as its first seconds and a tap do) and waits for it to be shown in full. */
async function openCounter(page: Page) {
  const counter = page.getByRole('complementary', { name: 'Visitor counter' });
  const tab = counter.getByRole('button', { name: 'Visitor counts' });
  await expect(tab).toBeVisible({ timeout: 15_000 });
  if ((await tab.getAttribute('aria-expanded')) !== 'true') await tab.click();
  await expect(tab).toHaveAttribute('aria-expanded', 'true');
  await page.waitForTimeout(400);
}

test('the visitor counter and the eyes button never cover the Send button, About rows or the copyright on a phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const covered: string[] = [];
  const check = async (route: string, label: string, target: ReturnType<Page['locator']>) => {
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(150);
    const box = (await target.boundingBox())!;
    for (const widget of await widgetBoxes(page)) {
      if (overlaps(box, widget))
        covered.push(`${route}: ${label} at ${JSON.stringify(box)} under ${JSON.stringify(widget)}`);
    }
  };

  await page.goto(`${server.url}/contact`);
  await settle(page);
  await openCounter(page);
  await check('/contact', 'Send', page.getByRole('button', { name: BUTTON_LABELS.send, exact: true }));

  await page.goto(`${server.url}/about-me`);
  await settle(page);
  await openCounter(page);
  const rows = page.locator('main dl > div');
  expect(await rows.count()).toBeGreaterThan(4);
  for (let i = 0; i < (await rows.count()); i++) {
    await check('/about-me', `row ${i + 1}`, rows.nth(i));
  }

  for (const route of ['/about-me', '/contact', '/']) {
    await page.goto(`${server.url}${route}`);
    await settle(page);
    await openCounter(page);
    await page.evaluate(() => window.scrollTo({ top: document.scrollingElement!.scrollHeight, behavior: 'instant' }));
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    await check(route, 'copyright', page.locator('footer p').last());
  }
  expect(covered).toEqual([]);
});

test('the gallery viewer keeps Previous, Next and Close on a phone screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}${projectPages[0]}`);
  await page
    .getByRole('button', { name: /view full size/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const name of [PROJECT_PAGE.previous, PROJECT_PAGE.next, PROJECT_PAGE.close]) {
    const box = (await dialog.getByRole('button', { name }).boundingBox())!;
    expect({
      name,
      top: box.y >= 0,
      bottom: box.y + box.height <= PHONE.height,
      right: box.x + box.width <= PHONE.width,
    }).toEqual({
      name,
      top: true,
      bottom: true,
      right: true,
    });
  }
  await dialog.getByRole('button', { name: PROJECT_PAGE.next }).click();
  await expect(dialog.getByText(PROJECT_PAGE.position(1, 12))).toBeVisible();
  await dialog.getByRole('button', { name: PROJECT_PAGE.close }).click();
  await expect(dialog).toBeHidden();
});

for (const theme of ['dark', 'light'] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`skill pills are whole in the skills band (${theme}, ${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      for (const route of ['/skills', '/']) {
        for (const moving of [false, true]) {
          await page.goto(`${server.url}${route}`);
          if (moving) await settle(page);
          const band = page.locator('[data-playing]');
          await band.scrollIntoViewIfNeeded();
          if (moving) await expect(band).toHaveAttribute('data-playing', 'true');
          const clipped = await band.evaluate((strip) => {
            const frame = strip.getBoundingClientRect();
            return [...strip.querySelectorAll('[aria-hidden="true"] span')]
              .map((pill) => pill.getBoundingClientRect())
              .filter((pill) => pill.width > 0)
              .filter((pill) => pill.top < frame.top - 0.5 || pill.bottom > frame.bottom + 0.5)
              .map((pill) => `pill ${pill.top}–${pill.bottom} in strip ${frame.top}–${frame.bottom}`);
          });
          expect({ route, moving, clipped }).toEqual({ route, moving, clipped: [] });
        }
      }
    });
  }
}

test('with reduced motion the band stands still and shows every skill pill whole, on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${server.url}/skills`);
  await settle(page);
  const band = page.locator('[data-playing]');
  await band.scrollIntoViewIfNeeded();
  const pills = await band.evaluate((strip) => {
    const frame = strip.getBoundingClientRect();
    const boxes = [...strip.querySelectorAll('[aria-hidden="true"] span')].map((pill) => pill.getBoundingClientRect());
    return {
      count: boxes.length,
      outside: boxes.filter(
        (pill) =>
          pill.top < frame.top - 0.5 ||
          pill.bottom > frame.bottom + 0.5 ||
          pill.left < frame.left - 0.5 ||
          pill.right > frame.right + 0.5,
      ).length,
    };
  });
  expect(pills).toEqual({ count: Object.keys(content.skills as object).length, outside: 0 });
});

/** Layout shift (the CLS sum) the page has had since it started loading. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );
}

/** The fonts the browser really drew the text of `selector` with. */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Whether the browser drew `selector` in the display face (Poppins) and in the text face (Inter). */
const drawnIn = async (page: Page, selector: string, face: 'Poppins' | 'Inter') =>
  (await renderedFonts(page, selector)).some((name) => name.startsWith(face));

test('the display and text faces are drawn even when they arrive late, and the first view does not shift', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // As they arrive on a quick page load: the layout holds still.
  await page.goto(`${server.url}/about-me`);
  await page.evaluate(() => document.fonts.ready);
  expect(await drawnIn(page, 'main h2', 'Poppins')).toBe(true);
  expect(await drawnIn(page, 'main dl dd', 'Inter')).toBe(true);
  // Still, as a11y-seo.spec.ts holds it: under 0.005 (a face arriving a frame late on a busy
  // machine once moved a line by 0.00095; a visible shift is a hundred times that).
  expect(await layoutShift(page)).toBeLessThan(0.005);

  // On a slow line the font comes after the first paint: the visit still gets it.
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(`${server.url}/about-me`);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  expect(await drawnIn(page, 'main h2', 'Poppins')).toBe(true);
  expect(await drawnIn(page, 'main dl dd', 'Inter')).toBe(true);
  test.info().annotations.push({ type: 'CLS with the font 800 ms late', description: String(await layoutShift(page)) });
});
