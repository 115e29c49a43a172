import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { DEMO_USER } from '@/lib/content/demo';
import { ownServer, answerDialog } from '../helpers/e2e-admin';

// On a server of its own, one test at a time: a list that changes under an item picked up with the
// keyboard (another test adding to it) would move the item among rows this page no longer shows.
const server = ownServer('reorder');
const signIn = (page: Page) => server.signIn(page);
const publicMarkup = (request: APIRequestContext, route: string) => server.markup(request, route);

/**
 * Reordering a list in the admin by touch, mouse, keyboard and the Move buttons: each way saves
 * the new order, publishes it, and announces the item's new place in the polite live region.
 * Known languages are shown on /skills in their saved order.
 */

const list = (page: Page) => page.getByRole('region', { name: 'Known Languages list' });
const row = (page: Page, name: string) => list(page).getByRole('listitem').filter({ hasText: name });
/** The list's own live region (the undo bar has another). */
const liveRegion = (page: Page) => list(page).getByRole('status');

/** Every label of the list, top to bottom, as its Edit buttons name it. */
async function labels(page: Page): Promise<string[]> {
  return list(page)
    .getByRole('button', { name: /^Edit / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!.slice('Edit '.length)));
}

/** The announcement the list must make for `name` where it sits now. */
async function placeOf(page: Page, name: string): Promise<string> {
  const all = await labels(page);
  return `${name}: position ${all.indexOf(name) + 1} of ${all.length}`;
}

/** Adds three languages named after a fresh token; answers them and a reader of their order here and on /skills. */
async function threeLanguages(page: Page, request: APIRequestContext, what: string) {
  const token = `E2E ${what} ${randomBytes(3).toString('hex')}`;
  const names = [`${token} one`, `${token} two`, `${token} three`] as const;
  await signIn(page);
  await page.goto(`${server.url}/update/known-language?item=new`);
  for (const name of names) {
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
    await expect(row(page, name)).toBeVisible();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.add, exact: true })).toBeVisible();
  }
  const ours = async () => (await labels(page)).filter((label) => (names as readonly string[]).includes(label));
  const published = async () => {
    const html = await publicMarkup(request, '/skills');
    return [...names].sort((a, b) => html.indexOf(`>${a}<`) - html.indexOf(`>${b}<`));
  };
  const cleanUp = async () => {
    for (const name of names) {
      await list(page)
        .getByRole('button', { name: `Delete ${name}`, exact: true })
        .click();
      await answerDialog(page, true);
      await expect(row(page, name)).toHaveCount(0);
    }
  };
  return { names, ours, published, cleanUp };
}

/** Waits for the page to paint a frame: the list reorders at most once per frame. */
const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

test.describe('touch', () => {
  test.use({ hasTouch: true });

  test('a finger dragging a row by its handle reorders the list without scrolling the page; saved, published, announced', async ({
    page,
    request,
  }) => {
    const { names, ours, published, cleanUp } = await threeLanguages(page, request, 'touch');
    const [one, two, three] = names;

    const handle = row(page, three).locator('[data-drag-handle]');
    // The handle alone takes the touch; the rest of the row still scrolls the page.
    await expect(handle).toHaveCSS('touch-action', 'none');
    await expect(row(page, three)).toHaveCSS('touch-action', 'auto');

    await row(page, one).scrollIntoViewIfNeeded();
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await row(page, one).boundingBox())!;
    const scrollBefore = await page.evaluate(() => window.scrollY);

    // Real touch input, as a phone's screen sends it: the browser turns it into pointer events.
    const cdp = await page.context().newCDPSession(page);
    const x = from.x + from.width / 2;
    const startY = from.y + from.height / 2;
    const endY = to.y + 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: startY }] });
    for (let i = 1; i <= 12; i++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: startY + ((endY - startY) * i) / 12 }],
      });
      await nextFrame(page);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();

    await expect.poll(ours).toEqual([three, one, two]);
    expect(await page.evaluate(() => window.scrollY), 'the page did not scroll under the finger').toBe(scrollBefore);
    await expect(liveRegion(page)).toHaveText(await placeOf(page, three));
    await expect(liveRegion(page)).toHaveAttribute('aria-live', 'polite');
    await expect.poll(published).toEqual([three, one, two]);
    await page.reload();
    await expect.poll(ours).toEqual([three, one, two]);
    await cleanUp();
  });
});

test('a mouse drag reorders the list; saved, published, announced', async ({ page, request }) => {
  const { names, ours, published, cleanUp } = await threeLanguages(page, request, 'mouse');
  const [one, two, three] = names;
  await row(page, one).scrollIntoViewIfNeeded();
  const handle = row(page, one).locator('[data-drag-handle]');
  const from = (await handle.boundingBox())!;
  const to = (await row(page, three).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(from.x + from.width / 2, from.y + ((to.y + to.height - 2 - from.y) * i) / 12);
    await nextFrame(page);
  }
  await page.mouse.up();
  await expect.poll(ours).toEqual([two, three, one]);
  await expect(liveRegion(page)).toHaveText(await placeOf(page, one));
  await expect.poll(published).toEqual([two, three, one]);
  await page.reload();
  await expect.poll(ours).toEqual([two, three, one]);
  await cleanUp();
});

test('the keyboard announces each move at once, Escape puts the item back, a drop is saved and published', async ({
  page,
  request,
}) => {
  const { names, ours, published, cleanUp } = await threeLanguages(page, request, 'keys');
  const [one, two, three] = names;
  const all = await labels(page);
  const n = all.length;
  const at = all.indexOf(three) + 1;

  await row(page, three).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await expect(liveRegion(page)).toHaveText(`${three}: position ${at - 1} of ${n}`);
  await page.keyboard.press('ArrowUp');
  await expect(liveRegion(page)).toHaveText(`${three}: position ${at - 2} of ${n}`);
  await expect.poll(ours).toEqual([three, one, two]);
  // Escape: back where it was picked up, announced, nothing saved.
  await page.keyboard.press('Escape');
  await expect(liveRegion(page)).toHaveText(`${three}: position ${at} of ${n}`);
  await expect.poll(ours).toEqual([one, two, three]);

  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toHaveText(`${three}: position ${at - 1} of ${n}`);
  await expect.poll(published).toEqual([one, three, two]);
  await page.reload();
  await expect.poll(ours).toEqual([one, three, two]);
  await cleanUp();
});

test('the Move up / Move down buttons announce the new place; the last row cannot move down', async ({
  page,
  request,
}) => {
  const { names, ours, published, cleanUp } = await threeLanguages(page, request, 'buttons');
  const [one, two, three] = names;
  await list(page)
    .getByRole('button', { name: `Move ${one} down`, exact: true })
    .click();
  await expect(liveRegion(page)).toHaveText(await placeOf(page, one));
  await expect.poll(ours).toEqual([two, one, three]);
  await expect.poll(published).toEqual([two, one, three]);
  // The list's last row (the newest added) cannot go further down; up it goes.
  const last = (await labels(page)).at(-1)!;
  expect(last).toBe(three);
  await expect(list(page).getByRole('button', { name: `Move ${three} down`, exact: true })).toBeDisabled();
  await list(page)
    .getByRole('button', { name: `Move ${three} up`, exact: true })
    .click();
  await expect(liveRegion(page)).toHaveText(await placeOf(page, three));
  await expect.poll(published).toEqual([two, three, one]);
  await cleanUp();
});

test('rows of a section with an image show its thumbnail (alt=""), other sections none', async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.url}/update/social-link`);
  const links = page.getByRole('region', { name: 'Social Links list' });
  for (const link of Object.values(DEMO_USER.socialLinks)) {
    const thumbnail = links.getByRole('listitem').filter({ hasText: link.name }).locator('img');
    await expect(thumbnail).toHaveAttribute('alt', '');
    await expect(thumbnail).toHaveAttribute('src', new RegExp(encodeURIComponent(link.icon)));
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  await page.goto(`${server.url}/update/frontend-project`);
  const projects = page.getByRole('region', { name: 'Frontend Projects list' });
  await expect(projects.getByRole('listitem').first().locator('img')).toHaveAttribute('alt', '');
  // alt="" keeps the thumbnails out of the accessibility tree: the row's text names the item.
  await expect(projects.getByRole('img')).toHaveCount(0);

  await page.goto(`${server.url}/update/known-language`);
  await expect(list(page).getByRole('listitem').first()).toBeVisible();
  await expect(list(page).locator('img')).toHaveCount(0);
});
