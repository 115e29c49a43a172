import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { axeWcagViolations } from './axe';
import { ADMIN_MESSAGES } from '@/lib/admin/words';
import { BUTTON_LABELS, PROJECT_TABS } from '@/lib/constants';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { CASE_STUDY } from '@/components/sections/case-study-words';
import { DEMO_USER } from '@/lib/content/demo';
import { slugify } from '@/lib/content/slugs';
import { publicMarkup, signIn, answerDialog, openEditor } from '../helpers/e2e-admin';

const SITE = 'http://localhost:3000';

/** The demo projects, per tab, as the test server was seeded. */
const DEMO_PROJECTS = PROJECT_TABS.flatMap((tab) =>
  Object.values(DEMO_USER[tab.field]).map((p) => ({ tab: tab.label, title: p.title, slug: p.slug ?? '' })),
);

/**
 * Where a redirect points. Next.js repeats the Location header of a redirect rendered by a
 * pre-rendered route (the same value twice, which browsers follow); the client joins repeated
 * headers with ", ".
 */
function redirectPath(headers: Record<string, string>): string {
  const values = new Set(headers.location.split(', '));
  expect(values.size).toBe(1);
  return new URL([...values][0], 'http://x').pathname;
}

function card(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test.describe('a page per project', () => {
  test('every project’s card links to its page, which has its own title, canonical, social image and CreativeWork data', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const project of DEMO_PROJECTS) {
      const href = PROJECT_PAGE.href(project.slug);
      await page.goto('/projects');
      await page.getByRole('tab', { name: project.tab }).click();
      const link = card(page, project.title).getByRole('link', { name: project.title, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);

      expect(await page.title()).toBe(`${project.title} | Nova Reyes`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description!.length).toBeGreaterThan(10);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${SITE}${href}`);
      const og = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(og).toBe(`${SITE}/og/project/${project.slug}`);
      const image = await request.get(new URL(og!).pathname);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect((await image.body()).length).toBeGreaterThan(20_000);

      const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(json).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'CreativeWork',
        name: project.title,
        url: `${SITE}${href}`,
        author: { '@type': 'Person', name: 'Nova Reyes' },
      });
      expect(sitemap).toContain(`<loc>${SITE}${href}</loc>`);
    }
  });

  test('the home page’s cards link to the pages too, and the card’s code and demo links still work', async ({
    page,
  }) => {
    await page.goto('/');
    const tidewatch = card(page, 'Tidewatch');
    await expect(tidewatch.getByRole('link', { name: /Code/ })).toHaveAttribute(
      'href',
      'https://github.com/novareyes-demo/tidewatch',
    );
    await expect(tidewatch.getByRole('link', { name: /Live demo/ })).toHaveAttribute('target', '_blank');
    // No link inside another.
    expect(await page.locator('a a').count()).toBe(0);
    await tidewatch.getByRole('link', { name: 'Tidewatch', exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/tidewatch$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tidewatch');
  });

  test('the page shows the role, year, links shown only when set, and one lede: the summary, not the card’s description again', async ({
    page,
  }) => {
    await page.goto('/projects/tidewatch');
    await expect(page.getByText('Design and front-end')).toBeVisible();
    await expect(page.getByText('2024', { exact: true })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: /Live demo/ })).toHaveCount(1);
    await expect(page.locator('main header').getByText(/^A harbour tide dashboard/)).toBeVisible();
    await expect(page.locator('main').getByText('What went into it')).toHaveCount(0);
    // The case study's Markdown: the Approach's list.
    const approach = page.getByRole('region', { name: 'Approach' });
    await expect(approach.getByRole('listitem').filter({ hasText: 'A service worker keeps three days' })).toHaveCount(
      1,
    );

    await page.goto('/projects/palette-lab');
    await expect(page.locator('main').getByRole('link', { name: /Code/ })).toHaveCount(1);
    await expect(page.locator('main').getByRole('link', { name: /Live demo/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: PROJECT_PAGE.galleryHeading })).toHaveCount(0);
  });

  test('the gallery opens full size: arrows go through it, Tab stays inside, Escape closes and focus returns', async ({
    page,
  }) => {
    await page.goto('/projects/tidewatch');
    const thumbs = page.getByRole('button', { name: /view full size/ });
    await expect(thumbs).toHaveCount(3);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeHidden();
    await thumbs.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(PROJECT_PAGE.position(1, 3))).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', /Tidewatch settings/);

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(PROJECT_PAGE.position(2, 3))).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(PROJECT_PAGE.position(0, 3))).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(PROJECT_PAGE.position(2, 3))).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', /Tidewatch tide table/);

    // Focus never leaves the open viewer, forwards or backwards.
    const inside = () => page.evaluate(() => document.activeElement?.closest('dialog') !== null);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await inside(), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside(), `Shift+Tab ${i + 1}`).toBe(true);
    }
    // The page behind is inert while the viewer is open.
    expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbs.nth(1)).toBeFocused();

    // The buttons work too, and Close gives the focus back as well.
    await thumbs.nth(0).click();
    await dialog.getByRole('button', { name: PROJECT_PAGE.next }).click();
    await expect(dialog.getByText(PROJECT_PAGE.position(1, 3))).toBeVisible();
    await dialog.getByRole('button', { name: PROJECT_PAGE.previous }).click();
    await expect(dialog.getByText(PROJECT_PAGE.position(0, 3))).toBeVisible();
    await dialog.getByRole('button', { name: PROJECT_PAGE.close, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(thumbs.nth(0)).toBeFocused();
  });

  test('axe finds no WCAG 2.2 AA violations on a project page, with the viewer closed and open', async ({ page }) => {
    await page.goto('/projects/tidewatch');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const violations = () => axeWcagViolations(page);
    expect(await violations()).toEqual([]);
    await page
      .getByRole('button', { name: /view full size/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('an unknown slug goes to /login', async ({ request, page }) => {
    for (const path of ['/projects/no-such-project', '/projects/Tidewatch']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(redirectPath(response.headers()), path).toBe('/login');
    }
    await page.goto('/projects/no-such-project-either');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a project added in the admin gets a page with its gallery; renamed, the page moves and the old address redirects (308)', async ({
    page,
    request,
  }) => {
    const hex = randomBytes(4).toString('hex');
    const title = `E2E Page ${hex}`;
    const renamed = `E2E Renamed ${hex}`;
    const slug = slugify(title);
    const newSlug = slugify(renamed);
    await signIn(page);
    await openEditor(page, '/update/frontend-project?item=new');
    const form = page.locator('form').first();
    await form.getByLabel('Project image URL').fill('/demo/project-3.webp');
    await form.getByLabel('Project image alt text').fill('A green dashboard');
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Tech stack').fill('TypeScript');
    await form.getByLabel('Description').fill('First line <b>not bold</b>\n\n- **point**');
    await form.getByLabel('Role', { exact: true }).fill('Everything');
    await form.getByLabel('Year', { exact: true }).fill('1999');
    await form.getByRole('button', { name: 'Add gallery image' }).click();
    await form.getByRole('button', { name: 'Add gallery image' }).click();
    await form.getByLabel('Gallery image 1 URL').fill('/demo/project-4.webp');
    await form.getByLabel('Gallery image 1 alt text').fill('Orange screen');
    await form.getByLabel('Gallery image 2 URL').fill('/demo/project-5.webp');
    // A row without its alt text is refused, named by its place, and nothing is lost.
    await form.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
    await expect(page.getByText('Gallery image 2: Gallery image alt text is required').first()).toBeVisible();
    await expect(form.getByLabel('Gallery image 1 alt text')).toHaveValue('Orange screen');
    await form.getByLabel('Gallery image 2 alt text').fill('Magenta screen');
    // Reordered: the second row goes first.
    await form.getByRole('button', { name: 'Move Gallery image 2 up' }).click();
    await expect(form.getByLabel('Gallery image 1 alt text')).toHaveValue('Magenta screen');
    await form.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();

    const html = await publicMarkup(request, PROJECT_PAGE.href(slug));
    // Rendered at its first request, then served from the page cache like the pages built with the site.
    expect((await request.get(PROJECT_PAGE.href(slug))).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toContain('First line &lt;b&gt;not bold&lt;/b&gt;');
    expect(html).toContain('<strong>point</strong>');
    expect(html.indexOf('Magenta screen')).toBeLessThan(html.indexOf('Orange screen'));
    // A POST as the image's first request is refused, and never becomes what a GET is answered.
    expect((await request.post(`/og/project/${slug}`)).status()).toBe(405);
    const og = await request.get(`/og/project/${slug}`);
    expect(og.status()).toBe(200);
    expect(og.headers()['content-type']).toBe('image/png');

    const list = page.getByRole('region', { name: 'Frontend Projects list' });
    await list.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(form.getByLabel('Gallery image 2 alt text')).toHaveValue('Orange screen');
    await form.getByLabel('Title', { exact: true }).fill(renamed);
    await form.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();

    expect(await publicMarkup(request, PROJECT_PAGE.href(newSlug))).toContain(`>${renamed}</h1>`);
    const moved = await request.get(PROJECT_PAGE.href(slug), { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(redirectPath(moved.headers())).toBe(PROJECT_PAGE.href(newSlug));
    await page.goto(PROJECT_PAGE.href(slug));
    await expect(page).toHaveURL(new RegExp(`${PROJECT_PAGE.href(newSlug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`${SITE}${PROJECT_PAGE.href(newSlug)}</loc>`);

    // Deleted: neither address shows it any more.
    await openEditor(page, '/update/frontend-project?item=new');
    await list.getByRole('button', { name: `Delete ${renamed}` }).click();
    await answerDialog(page, true);
    await expect(page.getByText(ADMIN_MESSAGES.deleted, { exact: true })).toBeVisible();
    for (const path of [PROJECT_PAGE.href(newSlug), PROJECT_PAGE.href(slug)]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(redirectPath(response.headers()), path).toBe('/login');
    }
  });

  test('a case study reads as an article: facts, then Problem, Approach and Outcome, prose about 68 characters wide and pictures wider', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/projects/tidewatch');
    const article = page.getByRole('article');
    const tidewatch = DEMO_USER.frontendProjects['demo-frontendProjects-01'] as unknown as Record<string, string>;
    await expect(article.getByText(tidewatch.summary, { exact: true })).toBeVisible();
    for (const [label, value] of [
      [CASE_STUDY.team, tidewatch.team],
      [CASE_STUDY.duration, tidewatch.duration],
    ]) {
      const fact = article.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
      await expect(fact.locator('dd')).toHaveText(value);
    }
    // The five facts on one row; the Outcome's figures above them, under the summary.
    const factTops = await article
      .locator('dl > div')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().y));
    expect(factTops).toHaveLength(5);
    expect(new Set(factTops).size).toBe(1);
    const figures = article.locator('[data-figures]');
    await expect(figures.locator('li')).toHaveCount(3);
    // Read once, in the Outcome section: the row is for the eye only.
    await expect(figures).toHaveAttribute('aria-hidden', 'true');
    await expect(figures.locator('strong')).toHaveText(['0.9 s', '70 % fewer', '1,800']);
    expect((await figures.boundingBox())!.y).toBeLessThan(factTops[0]);
    // Code and Live demo as buttons with their icons.
    for (const name of [/^Code/, /^Live demo/]) {
      await expect(article.getByRole('link', { name }).first().locator('svg')).toHaveCount(1);
    }
    // One h1, then the sections as h2 in the article's order, each a region named by its heading.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const headings = await article.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(['Problem', 'Approach', 'Outcome', PROJECT_PAGE.galleryHeading, CASE_STUDY.next]);
    await expect(page.getByRole('region', { name: 'Outcome' }).locator('strong').first()).toHaveText('0.9 s');

    // Lines of prose stay near 68 characters; the cover and the gallery are wider than the text.
    const measure = await page.evaluate(() => {
      const section = document.querySelector('[data-case="problem"]') as HTMLElement;
      const probe = document.createElement('span');
      probe.textContent = '0'.repeat(68);
      section.append(probe);
      const sixtyEight = probe.getBoundingClientRect().width;
      probe.remove();
      const width = (el: Element | null) => el?.getBoundingClientRect().width ?? 0;
      return {
        text: width(section),
        sixtyEight,
        cover: width(document.querySelector('article > img')),
        gallery: width(document.querySelector('[aria-labelledby="project-gallery"]')),
      };
    });
    // "About": the column is 68ch, which a browser may round to whole pixels per character.
    expect(measure.text).toBeLessThanOrEqual(measure.sixtyEight * 1.02);
    expect(measure.text).toBeGreaterThan(measure.sixtyEight * 0.8);
    expect(measure.cover).toBeGreaterThan(measure.text + 200);
    expect(measure.gallery).toBeGreaterThan(measure.text + 200);
    // The gallery's heading starts where the text column does.
    const textX = (await page.locator('[data-case="problem"]').boundingBox())!.x;
    const galleryHeadingX = (await page.getByRole('heading', { name: PROJECT_PAGE.galleryHeading }).boundingBox())!.x;
    expect(Math.abs(galleryHeadingX - textX)).toBeLessThan(1);
  });

  test('the next project card goes to the next project in tab order, and from the last round to the first', async ({
    page,
  }) => {
    const next = () => page.getByRole('navigation', { name: CASE_STUDY.next });
    await page.goto('/projects/tidewatch');
    await expect(next().getByRole('link')).toHaveText('Palette Lab');
    await page.goto('/projects/queue-keeper');
    const link = next().getByRole('link', { name: 'Tidewatch', exact: true });
    await expect(link).toHaveAttribute('href', PROJECT_PAGE.href('tidewatch'));
    // The whole card is the link: a click on its picture goes there too.
    await next().locator('img').scrollIntoViewIfNeeded();
    const picture = (await next().locator('img').boundingBox())!;
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await expect(page).toHaveURL(/\/projects\/tidewatch$/);
    // Keyboard: the link is one Tab stop with a visible focus ring around the card.
    await page.goto('/projects/ledgerline-api');
    await next().getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects\/queue-keeper$/);
  });

  test('a case study written in the admin shows on the page; a section emptied again is left out', async ({
    page,
    request,
  }) => {
    const hex = randomBytes(4).toString('hex');
    const title = `E2E Case ${hex}`;
    const slug = slugify(title);
    await signIn(page);
    await openEditor(page, '/update/fullstack-project?item=new');
    const form = page.locator('form').first();
    await form.getByLabel('Project image URL').fill('/demo/project-3.webp');
    await form.getByLabel('Project image alt text').fill('A planner');
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Tech stack').fill('TypeScript');
    await form.getByLabel('Summary', { exact: true }).fill('Cut planning time by 85 %');
    await form.getByLabel('Team', { exact: true }).fill('Two developers');
    await form.getByLabel('Duration', { exact: true }).fill('6 weeks');
    await form.getByLabel('Problem', { exact: true }).fill('Rotas lived in <b>spreadsheets</b>.');
    await form.getByLabel('Outcome', { exact: true }).fill('- **85 %** less time\n- **0** missed shifts');
    await form.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();

    let html = await publicMarkup(request, PROJECT_PAGE.href(slug));
    expect(html).toContain('Cut planning time by 85 %');
    expect(html).toContain('<dd>Two developers</dd>');
    expect(html).toContain('<dd>6 weeks</dd>');
    expect(html).toMatch(/>Problem<\/h2>/);
    expect(html).toContain('Rotas lived in &lt;b&gt;spreadsheets&lt;/b&gt;.');
    expect(html).toMatch(/>Outcome<\/h2>/);
    expect(html).toContain('<strong>85 %</strong>');
    expect(html).not.toMatch(/>Approach<\/h2>/);
    // The last full-stack project: next comes the first back-end one.
    expect(html).toContain(`href="${PROJECT_PAGE.href('ledgerline-api')}"`);

    const list = page.getByRole('region', { name: 'Fullstack Projects list' });
    await list.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(form.getByLabel('Outcome', { exact: true })).toHaveValue(
      '- **85 %** less time\n- **0** missed shifts',
    );
    await form.getByLabel('Problem', { exact: true }).fill('');
    await form.getByLabel('Team', { exact: true }).fill('');
    await form.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
    html = await publicMarkup(request, PROJECT_PAGE.href(slug));
    expect(html).not.toMatch(/>Problem<\/h2>/);
    expect(html).not.toContain(`>${CASE_STUDY.team}</dt>`);
    expect(html).toMatch(/>Outcome<\/h2>/);

    // An overlong summary is refused, named, and nothing typed is lost.
    await list.getByRole('button', { name: `Edit ${title}` }).click();
    await form.getByLabel('Summary', { exact: true }).fill('x'.repeat(161));
    await form.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByText('Summary must be at most 160 characters').first()).toBeVisible();
    await expect(form.getByLabel('Duration', { exact: true })).toHaveValue('6 weeks');

    await openEditor(page, '/update/fullstack-project?item=new');
    await list.getByRole('button', { name: `Delete ${title}` }).click();
    await answerDialog(page, true);
    await expect(page.getByText(ADMIN_MESSAGES.deleted, { exact: true })).toBeVisible();
  });
});
