import { expect, test, type Page } from '@playwright/test';
import { TITLE_BLINK, TYPING } from '@/lib/constants';

// This spec watches the site's motion: the visitor has not asked for less (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const FRAME_MS = 16;

async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { value: s, configurable: true });
    Object.defineProperty(document, 'hidden', { value: s === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test.describe('document title while the tab is hidden', () => {
  test(`alternates every ${TITLE_BLINK.intervalMs} ms and is restored when visible`, async ({ page }) => {
    await page.clock.install();
    await page.goto('/skills');
    // The marquee starts once the page is hydrated, so every client listener is in place.
    await expect(page.locator('[data-playing]')).toHaveAttribute('data-playing', 'true');
    const original = await page.title();
    expect(original).toContain('Skills');
    await page.clock.pauseAt(Date.now() + 60_000);

    await setVisibility(page, 'hidden');
    expect(await page.title()).toBe(TITLE_BLINK.texts[0]);
    await page.clock.runFor(TITLE_BLINK.intervalMs - 1);
    expect(await page.title()).toBe(TITLE_BLINK.texts[0]);
    await page.clock.runFor(1);
    expect(await page.title()).toBe(TITLE_BLINK.texts[1]);
    await page.clock.runFor(TITLE_BLINK.intervalMs);
    expect(await page.title()).toBe(TITLE_BLINK.texts[0]);

    await setVisibility(page, 'visible');
    expect(await page.title()).toBe(original);
    await page.clock.runFor(TITLE_BLINK.intervalMs * 3);
    expect(await page.title()).toBe(original);
  });
});

test.describe('typing tagline', () => {
  test('is as tall as its tallest tagline on a phone: no empty line under it, typing never changes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.goto('/');
    const line = page.getByTestId('tagline');
    await expect(line).toHaveAttribute('data-typing', 'on');
    const box = page.locator('p').filter({ has: line });
    const lineHeight = await box.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
    const heights = new Set<number>();
    // Through a whole loop of the demo's two taglines (each one line at this width).
    for (let i = 0; i < 40; i++) {
      heights.add(Math.round((await box.boundingBox())!.height));
      await page.clock.runFor(250);
    }
    expect([...heights]).toHaveLength(1);
    expect([...heights][0]).toBeLessThan(lineHeight * 1.5);
  });

  test(`types at ${TYPING.typeDelayMs} ms, deletes at ${TYPING.deleteDelayMs} ms, pauses ${TYPING.pauseMs} ms, and loops`, async ({
    page,
  }) => {
    // 1,800 round trips to the browser: well under 30 s on a quiet machine, not on a loaded one.
    test.setTimeout(90_000);
    await page.clock.install();
    await page.goto('/');
    const tagline = page.getByTestId('tagline');
    await expect(tagline).toHaveAttribute('data-typing', 'on');
    await page.clock.pauseAt(Date.now() + 1000);
    const typed = tagline.locator('[class*="typed"]');

    // Sample the typed text at every animation frame of fake time.
    const samples: { t: number; text: string }[] = [];
    let t = 0;
    for (let i = 0; i < 900; i++) {
      samples.push({ t, text: (await typed.textContent()) ?? '' });
      await page.clock.runFor(FRAME_MS);
      t += FRAME_MS;
    }
    const first = 'Full-Stack Developer';
    const second = 'TypeScript Enthusiast';

    const changes = samples.filter((s, i) => i > 0 && s.text !== samples[i - 1].text);
    const grows = changes.filter((c, i) => i > 0 && c.text.length === changes[i - 1].text.length + 1);
    const shrinks = changes.filter((c, i) => i > 0 && c.text.length === changes[i - 1].text.length - 1);
    const intervals = (list: typeof changes) =>
      list
        .slice(1)
        .map((c, i) => c.t - list[i].t)
        .filter((d) => d < 500);
    const typeIntervals = intervals(grows.filter((g) => first.startsWith(g.text)));
    const deleteIntervals = intervals(shrinks);

    expect(typeIntervals.length).toBeGreaterThan(5);
    expect(deleteIntervals.length).toBeGreaterThan(5);
    // Each step lands on the first animation frame after its delay.
    for (const d of typeIntervals) expect(d).toBeGreaterThanOrEqual(TYPING.typeDelayMs - FRAME_MS);
    for (const d of typeIntervals) expect(d).toBeLessThanOrEqual(TYPING.typeDelayMs + 2 * FRAME_MS);
    for (const d of deleteIntervals) expect(d).toBeGreaterThanOrEqual(TYPING.deleteDelayMs - FRAME_MS);
    for (const d of deleteIntervals) expect(d).toBeLessThanOrEqual(TYPING.deleteDelayMs + 2 * FRAME_MS);

    // The page opens on the first tagline in full; typing starts by deleting it after the pause.
    expect(samples[0].text).toBe(first);
    // A typed tagline stays in full for the pause before deletion starts.
    const full = samples.findIndex((s, i) => i > 0 && s.text === second && samples[i - 1].text !== second);
    expect(full).toBeGreaterThan(-1);
    const firstDelete = samples.findIndex((s, i) => i > full && s.text.length < second.length);
    const pause = samples[firstDelete].t - samples[full].t;
    expect(pause).toBeGreaterThanOrEqual(TYPING.pauseMs - FRAME_MS);
    expect(pause).toBeLessThanOrEqual(TYPING.pauseMs + 2 * FRAME_MS);
  });
});
