import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { BUTTON_LABELS } from '@/lib/constants';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { DEMO_USER } from '@/lib/content/demo';
import { DRAFTS } from '@/lib/content/drafts-words';
import { NOTES } from '@/lib/content/notes-words';
import { LIST_SCHEMAS } from '@/lib/content/schemas';
import { ownServer, answerDialog } from '../helpers/e2e-admin';
import { axeColourViolations, axeViolations } from './axe';

// Notes, from the editor to every place a note is read: preview, the pages, the feed, the
// sitemap, the social card and the navigation. The demo owner's two notes first; then, with them
// deleted, the site without notes and a note written from scratch. On a server of its own: it
// deletes the demo's notes, which other specs' pages must keep.
const server = ownServer('notes');

/** The demo owner's notes as the site reads them (what the schema defaults, filled in). */
const [DEMO_CODE_NOTE, DEMO_NOTE] = Object.values(DEMO_USER.notes).map((note) => LIST_SCHEMAS.notes.parse(note));

const token = randomBytes(3).toString('hex');
const TITLE = `Server-side highlighting ${token}`;
const EDITED = `Highlighting on the server ${token}`;
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const BODY = [
  'Why the page ships **no** highlighter.',
  '',
  '## The table', // the body's highest heading: an h2 under the note's title
  '',
  '| Approach | JS shipped |',
  '| --- | ---: |',
  '| Client highlighter | 200 kB |',
  '| Server (shiki) | 0 kB |',
  '',
  '```ts',
  'export const answer: number = 42;',
  '```',
  '',
  'IMAGE',
  '',
  '> Quoted <script>window.__ran = 1</script> text.',
].join('\n');

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' || name === 'url' });

async function navLinks(request: APIRequestContext) {
  const html = await server.markup(request, '/about-me');
  return {
    topBar: /<header[^>]*>[\s\S]*?href="\/notes"[\s\S]*?<\/header>/.test(html),
    footer: /<footer[^>]*>[\s\S]*?href="\/notes"[\s\S]*?<\/footer>/.test(html),
    feed: /<link[^>]+rel="alternate"[^>]+type="application\/rss\+xml"[^>]*>/.test(html),
  };
}

async function feedItems(request: APIRequestContext) {
  const response = await request.get(`${server.url}${NOTES.feedHref}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const feed = parser.parse(await response.text()) as {
    rss: { '@_version': string; channel: { title: string; item?: Record<string, unknown>[] } };
  };
  expect(feed.rss['@_version']).toBe('2.0');
  return feed.rss.channel.item ?? [];
}

async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`${server.url}/sitemap.xml`);
  const sitemap = parser.parse(await response.text()) as { urlset: { url: { loc: string }[] } };
  return sitemap.urlset.url.map((u) => u.loc);
}

/** Bytes of every script a page loads (its <script src> files, fetched), and the list of them. */
async function scriptBytes(request: APIRequestContext, route: string): Promise<number> {
  const html = await (await request.get(`${server.url}${route}`)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
  let total = 0;
  for (const src of sources) total += (await (await request.get(`${server.url}${src}`)).body()).length;
  return total;
}

async function fillNote(page: Page, image: string) {
  const form = page.getByRole('form', { name: 'Notes item' });
  await form.getByLabel('Title', { exact: true }).fill(TITLE);
  await form
    .getByLabel('Summary', { exact: true })
    .fill('How the notes highlight code without shipping a highlighter.');
  await form.getByLabel('Body', { exact: true }).fill(BODY.replace('IMAGE', `![A chart of bundle sizes](${image})`));
  await form.getByLabel('Tags', { exact: true }).fill('nextjs\nperformance');
  // A new note starts dated today (the owner's day), which the owner may change.
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
  await expect(form.getByLabel('Published date', { exact: true })).toHaveValue(today);
  await form.getByLabel('Published date', { exact: true }).fill('2026-03-05');
}

test('the demo’s notes: the Notes link, /notes newest first, their pages (code highlighted), the feed and the sitemap', async ({
  page,
  request,
}) => {
  expect(await navLinks(request)).toEqual({ topBar: true, footer: true, feed: true });

  await page.goto(`${server.url}${NOTES.href}`);
  const cards = page.getByRole('article');
  // Newest first: the later note (March) above the earlier one (February).
  expect(DEMO_NOTE.publishedAt > DEMO_CODE_NOTE.publishedAt).toBe(true);
  await expect(cards.getByRole('heading')).toHaveText([DEMO_NOTE.title, DEMO_CODE_NOTE.title]);
  const card = page.getByRole('article', { name: DEMO_CODE_NOTE.title });
  await expect(card.getByRole('list', { name: NOTES.tagsLabel }).getByRole('listitem')).toHaveText(DEMO_CODE_NOTE.tags);
  await expect(card.getByText(DEMO_CODE_NOTE.summary)).toBeVisible();
  await expect(card.locator('time')).toHaveAttribute('datetime', DEMO_CODE_NOTE.publishedAt);

  // The note with code: its sections, its list, its cover and the service worker highlighted on the server.
  await card.getByRole('link', { name: DEMO_CODE_NOTE.title }).click();
  await expect(page).toHaveURL(`${server.url}${NOTES.pageHref(DEMO_CODE_NOTE.slug)}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(DEMO_CODE_NOTE.title);
  await expect(article.getByRole('heading', { level: 2 })).toHaveText([
    'Send less',
    'Keep the last forecast',
    'Say how old it is',
    'What I would do again',
  ]);
  await expect(article.getByRole('img', { name: DEMO_CODE_NOTE.coverAlt })).toBeVisible();
  await expect(article.locator('li').filter({ hasText: 'No chart library.' })).toBeVisible();
  const code = article.locator('pre.shiki');
  await expect(code).toHaveCount(1);
  await expect(code).toContainText('async function networkFirst(request: Request): Promise<Response> {');
  // Coloured token by token in both themes (a line cut short by the highlighter keeps one colour to its end).
  const colours = await code
    .locator('.line > span')
    .evaluateAll((spans) => spans.map((span) => span.getAttribute('style') ?? ''));
  for (const theme of ['light', 'dark'])
    expect(
      new Set(colours.map((style) => new RegExp(`--shiki-${theme}:([^;]+)`).exec(style)?.[1])).size,
    ).toBeGreaterThan(4);
  expect(colours.length).toBeGreaterThan(60);

  // The other note renders too, with its list and inline code.
  const other = await request.get(`${server.url}${NOTES.pageHref(DEMO_NOTE.slug)}`);
  expect(other.status()).toBe(200);
  const otherHtml = await other.text();
  expect(otherHtml).toContain(`>${DEMO_NOTE.title}</h1>`);
  expect(otherHtml).toContain('<code>aria-describedby</code>');
  expect(otherHtml).not.toContain('class="shiki');

  // The feed and the sitemap carry both, newest first in the feed.
  const items = await feedItems(request);
  expect(items.map((item) => item.title)).toEqual([DEMO_NOTE.title, DEMO_CODE_NOTE.title]);
  expect(items[1]).toMatchObject({ link: `http://localhost:3000${NOTES.pageHref(DEMO_CODE_NOTE.slug)}` });
  expect(items[1].category).toEqual(DEMO_CODE_NOTE.tags);
  expect(await sitemapUrls(request)).toEqual(
    expect.arrayContaining(
      [NOTES.href, NOTES.pageHref(DEMO_CODE_NOTE.slug), NOTES.pageHref(DEMO_NOTE.slug)].map(
        (href) => `http://localhost:3000${href}`,
      ),
    ),
  );

  // axe finds nothing on them: every rule in the light theme, the colour rules (the code's too) in the dark one.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    for (const route of [NOTES.href, NOTES.pageHref(DEMO_CODE_NOTE.slug), NOTES.pageHref(DEMO_NOTE.slug)]) {
      await page.goto(`${server.url}${route}`);
      await expect(page.locator('main')).toBeVisible();
      const check = colorScheme === 'light' ? axeViolations : axeColourViolations;
      expect(await check(page), `${route} ${colorScheme}`).toEqual([]);
    }
  }
});

test('with the demo’s notes deleted: no Notes link, a polite /notes, an empty feed, nothing in the sitemap', async ({
  page,
  request,
}) => {
  await server.signIn(page);
  await page.goto(`${server.url}/update/${NOTES.admin.slug}`);
  for (const note of [DEMO_CODE_NOTE, DEMO_NOTE]) {
    await page.getByRole('button', { name: `Delete ${note.title}` }).click();
    await answerDialog(page, true);
    await expect(page.getByRole('region', { name: 'Notes list' }).getByText(note.title)).toHaveCount(0);
  }
  expect(await navLinks(request)).toEqual({ topBar: false, footer: false, feed: false });
  const html = await server.markup(request, NOTES.href);
  expect(html).toContain(NOTES.empty.title);
  expect(await feedItems(request)).toEqual([]);
  expect((await sitemapUrls(request)).some((url) => url.includes('/notes'))).toBe(false);
});

test('a note with code, a table and an image: draft → preview → publish → list, page, feed, sitemap, card, nav', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await server.signIn(page);
  await page.goto(`${server.url}/update/${NOTES.admin.slug}?item=new`);

  // The cover is uploaded through the editor; the body shows the same upload.
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#3f46b0' } })
    .png()
    .toBuffer();
  await page.getByLabel('Cover image file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  const cover = page.getByLabel('Cover image URL');
  await expect(cover).toHaveValue(/^\/media\/[A-Za-z0-9_-]+$/);
  const image = await cover.inputValue();
  await page.getByLabel('Cover image alt text').fill('A blue cover');
  await fillNote(page, image);
  await page.getByRole('button', { name: DRAFTS.labels.saveDraft, exact: true }).click();
  await expect(page.getByText(DRAFTS.messages.saved).first()).toBeVisible();

  // Drafted: visitors see nothing yet.
  expect(await server.markup(request, NOTES.href)).not.toContain(TITLE);
  expect(await navLinks(request)).toEqual({ topBar: false, footer: false, feed: false });

  // Preview: the owner sees the note in the list and on its page.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /Preview Notes/ }).click(),
  ]);
  await expect(preview).toHaveURL(`${server.url}${NOTES.href}`);
  await preview.getByRole('link', { name: TITLE }).click();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  // The draft's body too, rendered for the preview (a visitor's page keeps the published one).
  await expect(preview.getByRole('heading', { level: 2, name: 'The table' })).toBeVisible();
  await preview.close();

  await page.getByRole('button', { name: 'Publish Notes' }).click();
  await expect(page.getByText(DRAFTS.messages.published).first()).toBeVisible();

  // The list: newest first, its tags and reading time.
  await page.goto(`${server.url}${NOTES.href}`);
  const card = page.getByRole('article', { name: TITLE });
  await expect(card.getByRole('list', { name: NOTES.tagsLabel }).getByRole('listitem')).toHaveText([
    'nextjs',
    'performance',
  ]);
  await expect(card.getByText(NOTES.readingTime(1))).toBeVisible();
  await expect(card.locator('time')).toHaveAttribute('datetime', '2026-03-05');

  // The page: code highlighted on the server, the table, the image, the quote's HTML as text.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await card.getByRole('link', { name: TITLE }).click();
  const path = NOTES.pageHref(slugOf(TITLE));
  await expect(page).toHaveURL(`${server.url}${path}`);
  const article = page.getByRole('article');
  const code = article.locator('pre.shiki');
  await expect(code).toHaveText('export const answer: number = 42;');
  expect(await code.locator('span[style*="--shiki-dark"]').count()).toBeGreaterThan(3);
  await expect(article.getByRole('region', { name: NOTES.tableLabel }).getByRole('cell')).toHaveCount(4);
  await expect(article.getByRole('img', { name: 'A chart of bundle sizes' })).toHaveAttribute('src', image);
  await expect(article.getByRole('heading', { level: 2, name: 'The table' })).toBeVisible();
  await expect(article.locator('blockquote')).toContainText('<script>window.__ran = 1</script>');
  expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
  expect(errors).toEqual([]);

  // The served page: canonical, social card, BlogPosting JSON-LD, pre-rendered and cached.
  const response = await request.get(`${server.url}${path}`);
  expect(response.status(), server.log().slice(-3000)).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path}"/>`);
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(ogImage).toContain(NOTES.ogHref(slugOf(TITLE)));
  const card200 = await request.get(`${server.url}${NOTES.ogHref(slugOf(TITLE))}`);
  expect(card200.status()).toBe(200);
  expect(card200.headers()['content-type']).toBe('image/png');
  expect((await sharp(await card200.body()).metadata()).width).toBe(1200);
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
  expect(ld.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
    headline: TITLE,
    datePublished: '2026-03-05',
    keywords: 'nextjs, performance',
  });

  // The feed, the sitemap and the navigation pick it up.
  const items = await feedItems(request);
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ title: TITLE, link: `http://localhost:3000${path}` });
  expect(items[0].category).toEqual(['nextjs', 'performance']);
  expect(await sitemapUrls(request)).toEqual(
    expect.arrayContaining([`http://localhost:3000${NOTES.href}`, `http://localhost:3000${path}`]),
  );
  expect(await navLinks(request)).toEqual({ topBar: true, footer: true, feed: true });
  // The bottom menu keeps its six links.
  await page.goto(`${server.url}/about-me`);
  await expect(page.getByRole('navigation').last().getByRole('link')).toHaveCount(6);

  // No highlighter reaches the browser: the note's page loads no more script than a project's page.
  const noteJs = await scriptBytes(request, path);
  const projectJs = await scriptBytes(request, PROJECT_PAGE.href('tidewatch'));
  console.log(`script bytes: note page ${noteJs}, project page ${projectJs}`);
  expect(noteJs).toBeLessThanOrEqual(projectJs * 1.05);
});

test('axe finds no violation on /notes and a note, light (every rule) and dark (colour rules), phone and wide', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const path = NOTES.pageHref(slugOf(TITLE));
  for (const colorScheme of ['dark', 'light'] as const)
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      const context = await browser.newContext({ colorScheme, viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const route of [NOTES.href, path]) {
        await page.goto(`${server.url}${route}`);
        await expect(page.locator('main')).toBeVisible();
        // Every rule in the light theme; the colour rules in the dark one (the structure is the same).
        const check = colorScheme === 'light' ? axeViolations : axeColourViolations;
        expect(await check(page), `${route} ${colorScheme} ${viewport.width}`).toEqual([]);
      }
      await context.close();
    }
});

test('a title edit moves the note: its old address redirects, its feed item and card follow', async ({
  page,
  request,
}) => {
  await server.signIn(page);
  await page.goto(`${server.url}/update/${NOTES.admin.slug}`);
  await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
  await page.getByRole('form', { name: 'Notes item' }).getByLabel('Title', { exact: true }).fill(EDITED);
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();

  const old = await request.get(`${server.url}${NOTES.pageHref(slugOf(TITLE))}`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  // Next.js repeats the Location of a redirect rendered by a pre-rendered route (the same value
  // twice, which browsers follow); the client joins them with ", " (see project-pages.spec.ts).
  expect(new Set(old.headers().location.split(', '))).toEqual(new Set([NOTES.pageHref(slugOf(EDITED))]));
  await page.goto(`${server.url}${NOTES.pageHref(slugOf(TITLE))}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EDITED);
  expect((await request.get(`${server.url}${NOTES.pageHref(slugOf(EDITED))}`)).status()).toBe(200);
  expect((await feedItems(request))[0]).toMatchObject({ title: EDITED });
  expect((await request.get(`${server.url}${NOTES.ogHref(slugOf(EDITED))}`)).status()).toBe(200);
  expect((await request.get(`${server.url}${NOTES.ogHref(slugOf(TITLE))}`)).status()).toBe(404);
  // The cards are read-only: another method is refused, and the card is still served after it.
  const post = await request.post(`${server.url}${NOTES.ogHref(slugOf(EDITED))}`);
  expect(post.status()).toBe(405);
  expect(post.headers().allow).toBe('GET, HEAD');
  expect((await request.get(`${server.url}${NOTES.ogHref(slugOf(EDITED))}`)).status()).toBe(200);
});

test('deleting the last note hides the Notes link again and /notes says so politely', async ({ page, request }) => {
  await server.signIn(page);
  await page.goto(`${server.url}/update/${NOTES.admin.slug}`);
  await page.getByRole('button', { name: `Delete ${EDITED}` }).click();
  await answerDialog(page, true);
  await expect(page.getByRole('region', { name: 'Notes list' }).getByText(EDITED)).toHaveCount(0);
  expect(await navLinks(request)).toEqual({ topBar: false, footer: false, feed: false });
  expect(await server.markup(request, NOTES.href)).toContain(NOTES.empty.title);
  expect(await feedItems(request)).toEqual([]);
  // The empty state is a page like the others: axe finds nothing on it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${server.url}${NOTES.href}`);
  await expect(page.getByRole('link', { name: NOTES.empty.link })).toHaveAttribute('href', '/projects');
  expect(await axeViolations(page)).toEqual([]);
});
