import { expect, test, type Page } from '@playwright/test';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { PUBLIC_ROUTES } from '@/lib/constants';
import { DEMO_USER } from '@/lib/content/demo';
import { NOTES } from '@/lib/content/notes-words';
import { PROJECT_KEYS } from '@/lib/content/schemas';
import { OG_PAGES } from '@/lib/og';

// This spec watches the site's motion: the visitor has not asked for less (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const SITE = 'http://localhost:3000';

test.describe('accessibility', () => {
  // axe on every public route: in both themes, in theme.spec.ts.
  test('every control is reachable by keyboard with a visible focus ring', async ({ page }) => {
    await page.goto('/about-me');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        return {
          name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
          outline: style.outlineStyle,
          width: style.outlineWidth,
        };
      });
      if (!info) break;
      seen.add(info.name);
      expect(info.outline, `focus ring on "${info.name}"`).not.toBe('none');
    }
    for (const name of [
      'Nova Reyes',
      'Admin login',
      'Resume',
      'View web résumé',
      'Collapse menu',
      'GitHub (opens in a new tab)',
      NOTES.navLabel,
    ]) {
      expect(seen).toContain(name);
    }
  });

  test('reduced motion stops the typing, marquee, cube and entrances', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('[data-playing]')).toHaveAttribute('data-playing', 'false');
    const tagline = page.getByTestId('tagline');
    await page.waitForTimeout(500);
    await expect(tagline).toHaveAttribute('data-typing', 'off');
    await expect(tagline).toHaveText('Full-Stack Developer');
    const cube = page
      .getByRole('img', { name: /rotating cube/ })
      .locator('div')
      .first();
    expect(await cube.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    // Entrance items far below the fold are shown without scrolling to them.
    const card = page.getByRole('article').filter({ hasText: 'Tidewatch' });
    await expect(card).toHaveAttribute('data-reveal', 'waiting');
    expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
});

test.describe('layout stability', () => {
  /** Every layout shift of `route` at phone width, from the first paint until 1 s after load. */
  async function shiftsOf(page: Page, route: string) {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: { value: number; at: number; sources: string[] }[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          value: number;
          startTime: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }[]) {
          // Each shift with what moved and where, so a failure says what to look at.
          const describe = (s: (typeof e.sources)[number]) => {
            const node = s.node instanceof Element ? s.node : s.node?.parentElement;
            const name = node ? `${node.nodeName}.${node.className}`.slice(0, 60) : (s.node?.nodeName ?? '?');
            const rect = (r: DOMRectReadOnly) =>
              `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
            return `${name} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`;
          };
          if (!e.hadRecentInput)
            w.shifts.push({ value: e.value, at: Math.round(e.startTime), sources: e.sources.map(describe) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    return page.evaluate(
      () => (window as unknown as { shifts: { value: number; at: number; sources: string[] }[] }).shifts,
    );
  }

  for (const route of PUBLIC_ROUTES) {
    test(`nothing shifts while ${route.href} loads and hydrates (phone width)`, async ({ page, request }) => {
      // The brand fonts are in the browser's cache already, as after a visitor's first page: how
      // little a late font moves the page is the next test's question, and on a loaded machine a
      // font can be late on any run.
      const response = await request.get(route.href);
      const hints = `${response.headers().link ?? ''} ${await response.text()}`;
      const fonts = [...new Set(hints.match(/\/_next\/static\/media\/[^>"\s]+\.woff2/g))];
      expect(fonts.length).toBeGreaterThan(0);
      await page.goto('/not-a-page-of-this-site');
      await page.evaluate((urls) => Promise.all(urls.map((url) => fetch(url).then((r) => r.arrayBuffer()))), fonts);
      const shifts = await shiftsOf(page, route.href);
      // Below 0.0005 is the 0.000 Lighthouse shows: the typing cursor's steps add ~0.00001 each.
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(shifts.filter((s) => s.value >= 0.0001)).toEqual([]);
      expect(total).toBeLessThan(0.0005);
    });

    test(`a brand font 800 ms late barely moves ${route.href} (phone width)`, async ({ page }) => {
      // The font swaps in when it arrives (app/fonts.ts), over a fallback with its metrics: the
      // text keeps its size and nearly all its line breaks.
      await page.route(/\.woff2$/, async (font) => {
        await new Promise((r) => setTimeout(r, 800));
        await font.continue();
      });
      const shifts = await shiftsOf(page, route.href);
      expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBeLessThan(0.005);
    });
  }
});

test.describe('sharing and search', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.href} has its own title, description, canonical and social image`, async ({ page, request }) => {
      await page.goto(route.href);
      const title = await page.title();
      expect(title).toContain('Nova Reyes');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description!.length).toBeGreaterThan(10);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(route.href === '/' ? SITE : `${SITE}${route.href}`);
      const og = await page.locator('meta[property="og:image"]').getAttribute('content');
      const twitter = await page.locator('meta[name="twitter:image"]').getAttribute('content');
      const slug = OG_PAGES.find((p) => p.href === route.href)!.slug;
      expect(og).toBe(`${SITE}/og/${slug}`);
      expect(twitter).toBe(og);
      expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');
      const image = await request.get(`/og/${slug}`);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      return title;
    });
  }

  test('titles differ between routes', async ({ request }) => {
    const titles = await Promise.all(
      PUBLIC_ROUTES.map(async (r) => (await (await request.get(r.href)).text()).match(/<title>([^<]*)<\/title>/)?.[1]),
    );
    expect(new Set(titles).size).toBe(PUBLIC_ROUTES.length);
  });

  test('sitemap.xml lists the six routes, each project’s page, the notes and each note’s page; robots.txt keeps private areas out', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const routes = PUBLIC_ROUTES.map((r) => (r.href === '/' ? `${SITE}/` : `${SITE}${r.href}`));
    const projects = PROJECT_KEYS.flatMap((key) => Object.values(DEMO_USER[key])).map(
      (p) => `${SITE}${PROJECT_PAGE.href(p.slug ?? '')}`,
    );
    const notes = [NOTES.href, ...Object.values(DEMO_USER.notes).map((n) => NOTES.pageHref(n.slug ?? ''))].map(
      (href) => `${SITE}${href}`,
    );
    // Other tests add projects of their own meanwhile: each is a page of the sitemap too.
    expect(locs).toEqual(expect.arrayContaining([...routes, ...projects, ...notes]));
    for (const loc of locs.filter((l) => !routes.includes(l) && l !== `${SITE}${NOTES.href}`))
      expect(loc).toMatch(new RegExp(`^${SITE}/(projects|notes)/[a-z0-9]+(-[a-z0-9]+)*$`));
    expect(new Set(locs).size).toBe(locs.length);
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/admin', '/update', '/view', '/login', '/for', '/*/for/'])
      expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('the home page describes its owner as a schema.org Person', async ({ page }) => {
    await page.goto('/');
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Nova Reyes',
      jobTitle: 'Full-Stack Developer',
    });
    expect(json.sameAs).toEqual(expect.arrayContaining(['https://github.com/novareyes-demo']));
  });

  test('an unknown social image page is not served', async ({ request }) => {
    const response = await request.get('/og/nothing', { maxRedirects: 0 });
    expect([307, 404]).toContain(response.status());
  });
});
