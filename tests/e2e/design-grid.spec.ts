/**
 * The public site's design rules (docs/design.md): headings in one colour with the menu colour
 * only as a small marker, the 12-column grid (hero split, portrait beside the facts, three project
 * cards a row, contact in two columns; one column on a phone), whole-card project links and prose
 * no longer than ~68 characters a line.
 */
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_ASIDE } from '@/components/sections/contact-words';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { PUBLIC_ROUTES } from '@/lib/constants';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The colour a CSS colour value computes to in the page (e.g. a custom property). */
function resolved(page: Page, value: string): Promise<string> {
  return page.evaluate((v) => {
    const probe = document.createElement('span');
    probe.style.color = v;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, value);
}

type Box = { x: number; y: number; width: number; height: number };
const box = async (page: Page, selector: string): Promise<Box> => (await page.locator(selector).first().boundingBox())!;

for (const theme of ['dark', 'light'] as const) {
  test(`${theme}: section headings are all in the text colour; the menu colour is only the small marker before them`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.goto('/');
    const text = await page.evaluate(() => getComputedStyle(document.body).color);
    const menuColours = await Promise.all(PUBLIC_ROUTES.map((route) => resolved(page, route.accent)));
    const headings = await page.locator('main h2').evaluateAll((els) =>
      els.map((h) => ({
        text: h.textContent,
        colours: [h, ...h.querySelectorAll('*')].map((el) => getComputedStyle(el).color),
        marker: {
          colour: getComputedStyle(h, '::before').backgroundColor,
          width: parseFloat(getComputedStyle(h, '::before').width),
        },
      })),
    );
    // The spec's two-tone titles keep their words.
    expect(headings.map((h) => h.text)).toEqual(
      expect.arrayContaining(['About Me', 'Education & Work', 'My Skills', 'My Projects', 'Contact Me']),
    );
    for (const heading of headings) {
      expect({ heading: heading.text, colours: [...new Set(heading.colours)] }).toEqual({
        heading: heading.text,
        colours: [text],
      });
      expect(menuColours).toContain(heading.marker.colour);
      expect(heading.marker.width).toBeLessThanOrEqual(12);
    }
  });
}

test.describe('the grid at 1440 px', () => {
  test.use({ viewport: DESKTOP });

  test('hero, About and contact sit side by side; project cards are three a row, or halves for two', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const name = await box(page, '#home h1');
    const portrait = await box(page, '#home img[fetchpriority="high"]');
    expect(portrait.x).toBeGreaterThan(name.x + DESKTOP.width / 2 - 200);
    // The content box is ~1200 px wide and centred: the hero uses the whole of it.
    expect(name.x).toBeGreaterThan(100);
    expect(portrait.x + portrait.width).toBeGreaterThan(DESKTOP.width - 200);
    // One portrait on `/`: About, under the hero, shows its facts without it (its page keeps it).
    await expect(page.locator('#about-me img')).toHaveCount(0);
    await expect(page.locator('#about-me dl')).toBeVisible();

    await page.goto('/about-me');
    const avatar = await box(page, '#about-me img');
    // The column beside the portrait: the bio, then the details.
    const facts = await box(page, '#about-me div:has(> dl)');
    expect(facts.x).toBeGreaterThan(avatar.x + avatar.width);
    expect(Math.abs(facts.y - avatar.y)).toBeLessThan(40);
    expect((await box(page, '#about-me dl')).x).toBe(facts.x);
    // Beside each other: a label and its value on one line.
    const label = await box(page, '#about-me dl dt');
    const value = await box(page, '#about-me dl dd');
    expect(value.x).toBeGreaterThan(label.x + label.width);

    await page.goto('/contact');
    const form = await box(page, '#contact form');
    const aside = await box(page, `#contact h3:text-is("${CONTACT_ASIDE.label}")`);
    expect(aside.x).toBeGreaterThan(form.x + form.width);

    // One list's tab (the demo's hold two projects each); "All" holds six, three a row.
    await page.goto('/projects?tab=frontend');
    const panel = page.getByRole('tabpanel');
    const grid = (await panel.locator('> div').boundingBox())!;
    const cardBoxes = () =>
      panel.getByRole('article').evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width };
        }),
      );
    // The demo's tabs hold two projects each: two halves of the row, side by side. (A test beside
    // this one may have added a project to the shared server's list: the row is made two again.)
    await panel.locator('> div').evaluate((el) => {
      while (el.children.length > 2) el.lastElementChild!.remove();
      el.setAttribute('data-count', '2');
    });
    let cards = await cardBoxes();
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(card.width).toBeGreaterThan(grid.width / 2 - 40);
      expect(card.width).toBeLessThan(grid.width / 2);
    }
    expect(cards[1].y).toBe(cards[0].y);
    expect(cards[1].x).toBeGreaterThan(cards[0].x + cards[0].width);

    // A tab of three or more: a third of the row each (less two gaps), three on one row.
    await panel.locator('> div').evaluate((el) => {
      el.append(el.children[0].cloneNode(true), el.children[1].cloneNode(true));
      el.setAttribute('data-count', '3');
    });
    cards = await cardBoxes();
    for (const card of cards) {
      expect(card.width).toBeGreaterThan(grid.width / 3 - 40);
      expect(card.width).toBeLessThan(grid.width / 3);
    }
    expect(cards[1].y).toBe(cards[0].y);
    expect(cards[2].y).toBe(cards[0].y);
    expect(cards[3].y).toBeGreaterThan(cards[0].y);

    // A lone card: centred, at half the row.
    await panel.locator('> div').evaluate((el) => {
      while (el.children.length > 1) el.lastElementChild!.remove();
      el.setAttribute('data-count', '1');
    });
    [cards[0]] = await cardBoxes();
    expect(Math.abs(cards[0].x + cards[0].width / 2 - (grid.x + grid.width / 2))).toBeLessThan(2);
    expect(cards[0].width).toBeLessThan(grid.width / 2);
  });
});

test.describe('the grid at 390 px', () => {
  test.use({ viewport: PHONE });

  test('one column: the portrait above the facts, labels above values, one card a row, the form above the rest', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about-me');
    const avatar = await box(page, '#about-me img');
    const facts = await box(page, '#about-me dl');
    expect(facts.y).toBeGreaterThanOrEqual(avatar.y + avatar.height);
    const rows = await page.locator('#about-me dl > div').evaluateAll((els) =>
      els.map((row) => {
        const dt = row.querySelector('dt')!.getBoundingClientRect();
        const dd = row.querySelector('dd')!.getBoundingClientRect();
        return { above: dd.top >= dt.bottom - 1, aligned: Math.abs(dd.left - dt.left) < 1 };
      }),
    );
    expect(rows.length).toBeGreaterThan(4);
    for (const row of rows) expect(row).toEqual({ above: true, aligned: true });

    await page.goto('/projects');
    const cards = await page
      .getByRole('tabpanel')
      .getByRole('article')
      .evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
    const panel = (await page.getByRole('tabpanel').boundingBox())!;
    for (const card of cards) expect(Math.abs(card.width - panel.width)).toBeLessThan(2);
    expect(cards[1].y).toBeGreaterThanOrEqual(cards[0].y + cards[0].height);

    await page.goto('/contact');
    const form = await box(page, '#contact form');
    const aside = await box(page, `#contact h3:text-is("${CONTACT_ASIDE.label}")`);
    expect(aside.y).toBeGreaterThan(form.y + form.height);
  });
});

test("the hero's background texture is fetched and shown on a desktop, neither on a phone (the portrait stays the largest paint)", async ({
  browser,
}) => {
  for (const [viewport, shown] of [
    [DESKTOP, true],
    [PHONE, false],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('background.webp')) fetched.push(request.url());
    });
    await page.goto('/');
    const background = page.locator('#home img[alt=""]').first();
    await expect(background).toBeAttached();
    if (shown) {
      await expect(background).toBeVisible();
      await expect
        .poll(() => background.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    } else {
      await expect(background).toBeHidden();
      // Long enough for a lazy image in view to have been asked for.
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
      expect(fetched).toEqual([]);
    }
    await context.close();
  }
});

test.describe('project cards', () => {
  test('the whole card opens its case study; Code and Live demo stay links of their own, in tab order, none underlined', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/projects');
    const card = page.getByRole('article').filter({ hasText: 'Tidewatch' });
    const page_ = card.getByRole('link', { name: 'Tidewatch', exact: true });
    const code = card.getByRole('link', { name: /^Code/ });
    const demo = card.getByRole('link', { name: /^Live demo/ });
    for (const link of [page_, code, demo]) {
      expect(await link.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
    }
    // Tab order: the card's link, then its Code and Live demo.
    await page_.focus();
    await page.keyboard.press('Tab');
    await expect(code).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(demo).toBeFocused();
    // Code is above the card's link layer: what is under the pointer there is Code itself.
    // (Asked again until the card's entrance has settled: while it slides in, the box moves.)
    await expect
      .poll(async () => {
        const codeBox = (await code.boundingBox())!;
        return page.evaluate(
          ([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('data-link'),
          [codeBox.x + codeBox.width / 2, codeBox.y + codeBox.height / 2],
        );
      })
      .toBe('code');
    // A click on the picture (no link of its own) opens the case study.
    await card.scrollIntoViewIfNeeded();
    const picture = (await card.locator('img').boundingBox())!;
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await expect(page).toHaveURL(new RegExp(`${PROJECT_PAGE.href('tidewatch')}$`));
  });
});

test('prose keeps to about 68 characters a line on a wide screen', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const widest: Record<string, number> = {};
  for (const route of ['/', '/education-work', '/contact']) {
    await page.goto(route);
    const found = await page.evaluate(() => {
      const out: { text: string; chars: number }[] = [];
      for (const p of document.querySelectorAll('main p')) {
        const text = (p.textContent ?? '').trim();
        if (text.length < 20 || p.closest('form, [aria-hidden="true"], .visually-hidden')) continue;
        // A paragraph is as wide as its box allows, whatever its length: its box is measured, in
        // the width of "0" in the paragraph's own font: what CSS's ch is.
        const zero = document.createElement('span');
        zero.textContent = '0'.repeat(100);
        zero.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
        p.append(zero);
        const ch = zero.getBoundingClientRect().width / 100;
        zero.remove();
        out.push({ text: text.slice(0, 30), chars: p.getBoundingClientRect().width / ch });
      }
      return out;
    });
    expect(found.length, route).toBeGreaterThan(0);
    for (const { text, chars } of found) widest[`${route} "${text}"`] = Math.round(chars);
  }
  expect(Object.entries(widest).filter(([, chars]) => chars > 75)).toEqual([]);
});
