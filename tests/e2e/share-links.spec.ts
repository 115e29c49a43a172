/**
 * Share links (issue 32): the owner tailors a link per application, a visitor opens it, the owner
 * learns what happened, and a revoked, expired or guessed link answers one polite page. A server
 * of its own, so the counts are exact whatever else the suite is doing.
 */
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { HISTORY } from '@/lib/content/history-words';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { SHARE_LINKS_PATH } from '@/lib/store/paths';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { axeColourViolations, axeViolations } from './axe';
import { contactForm } from './contact-helpers';
import { ownServer, answerDialog } from '../helpers/e2e-admin';

const server = ownServer('share-links');
const L = SHARE_LINKS.labels;

// A visit is reported once the page has settled (SETTLE_MS after load), by design.
test.describe.configure({ timeout: 120_000 });

let owner: Page;

test.beforeAll(async ({ browser }) => {
  owner = await (await browser.newContext()).newPage();
  await server.signIn(owner);
});

async function visitor(browser: Browser, headers: Record<string, string> = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: headers });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  return context;
}

const eventAnswer = (page: Page) =>
  page.waitForResponse((r) => /\/api\/for\/[^/]+\/event$/.test(r.url()) && r.request().method() === 'POST');

interface NewLink {
  label: string;
  summary: string;
  projects: string[];
  variant: 'dark' | 'light' | 'none';
}

/** Creates a link from the admin form; returns its path (/for/<token>). */
async function createLink(link: NewLink): Promise<string> {
  await owner.goto(`${server.url}${SHARE_LINKS.href}`);
  const form = owner.getByRole('form', { name: L.newLink });
  await form.getByLabel(L.label, { exact: true }).fill(link.label);
  await form.getByLabel(L.summary, { exact: true }).fill(link.summary);
  for (const title of link.projects) {
    await form.getByLabel(L.chooseProject).selectOption({ label: title });
    await form.getByRole('button', { name: L.addProject }).click();
  }
  await form.getByRole('radio', { name: SHARE_LINKS.variantLabels[link.variant] }).check();
  await form.getByRole('button', { name: L.create }).click();
  const row = owner.locator('[data-share-link]', {
    has: owner.getByRole('heading', { name: link.label, exact: true }),
  });
  await expect(row).toBeVisible();
  const address = await row.getByLabel(L.linkAddress(link.label)).inputValue();
  const url = new URL(address);
  expect(url.pathname).toMatch(/^\/for\/[A-Za-z0-9_-]{32}$/);
  return url.pathname;
}

const rowOf = (label: string) =>
  owner.locator('[data-share-link]', { has: owner.getByRole('heading', { name: label, exact: true }) });

test('the owner creates a link, a visitor opens it, the owner sees what happened, then revokes it', async ({
  browser,
}) => {
  await owner.goto(`${server.url}/admin`);
  await owner.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: L.title }).first().click();
  await expect(owner).toHaveURL(new RegExp(`${SHARE_LINKS.href}$`));
  await expect(owner.getByText(L.emptyTitle)).toBeVisible();

  const summary = 'I build fast, accessible front-ends. Your design-system work is what I do best.';
  const link = await createLink({
    label: 'Acme — Staff Frontend',
    summary,
    projects: ['Shiftboard', 'Tidewatch'],
    variant: 'light',
  });
  const row = rowOf('Acme — Staff Frontend');
  await expect(row.getByText(/^Active · expires on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(row.getByText(L.stats.never)).toBeVisible();

  // Copy shows a visible confirmation.
  await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await row.getByRole('button', { name: L.copy }).click();
  await expect(row.getByRole('status')).toHaveText(L.copied);
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}${link}`);

  // The visitor: summary first, then the two projects in the chosen order, and the light résumé.
  const context = await visitor(browser);
  const page = await context.newPage();
  const visit = eventAnswer(page);
  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  // A visitor's key press sends the report at once, not 3 s after load (components/site/after-load.ts).
  await page.keyboard.press('Shift');
  const main = page.getByRole('main');
  await expect(main.locator('[data-share-summary]')).toHaveText(summary);
  const cards = main.locator('article h3 a');
  await expect(cards).toHaveText(['Shiftboard', 'Tidewatch']);
  const resume = main.getByRole('link', { name: SHARE_LINKS.page.resume('light') });
  await expect(resume).toHaveAttribute('href', SHARE_LINKS.resumeHref(link.slice('/for/'.length)));
  await expect(main.getByRole('link', { name: SHARE_LINKS.page.rest })).toHaveAttribute('href', '/');
  // The summary leads the page: nothing of the page comes before it but its heading.
  const order = await main.evaluate((el) => {
    const summaryBox = el.querySelector('[data-share-summary]')!.getBoundingClientRect().top;
    const firstCard = el.querySelector('article')!.getBoundingClientRect().top;
    return summaryBox < firstCard;
  });
  expect(order).toBe(true);
  // The résumé is at hand: on a phone's first screen, before the projects.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await resume.evaluate((a) => a.getBoundingClientRect().bottom + window.scrollY)).toBeLessThan(844);
  await page.setViewportSize(size);
  expect((await visit).status()).toBe(204);

  // A case study keeps the context.
  const study = eventAnswer(page);
  await cards.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${link}/projects/tidewatch$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tidewatch' })).toBeVisible();
  await expect(page.getByText(SHARE_LINKS.page.caseStudyBar)).toBeVisible();
  await page.keyboard.press('Shift');
  expect((await study).status()).toBe(204);
  await page.getByRole('link', { name: SHARE_LINKS.page.backToOverview }).click();
  await expect(page).toHaveURL(new RegExp(`${link}$`));

  // The résumé: the chosen (light) one, counted on the way.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: SHARE_LINKS.page.resume('light') }).click();
  expect((await download).url()).toMatch(/\/resume\/light\.pdf$/);

  // A message sent from the site after opening the link counts for it.
  const contacted = eventAnswer(page);
  await page.getByRole('link', { name: SHARE_LINKS.page.rest }).click();
  await page.goto('/contact');
  const contact = contactForm(page);
  await contact.fill({ email: 'recruiter@acme.example', subject: 'Your application', message: 'Let us talk.' });
  await contact.send.click();
  expect((await contacted).status()).toBe(204);

  // Not counted: Do Not Track, and the owner's own view.
  const dnt = await visitor(browser, { DNT: '1' });
  const dntPage = await dnt.newPage();
  const dntVisit = eventAnswer(dntPage);
  await dntPage.goto(link);
  await dntPage.keyboard.press('Shift');
  expect((await dntVisit).status()).toBe(204);
  const dntStudy = eventAnswer(dntPage);
  await dntPage.getByRole('link', { name: 'Shiftboard', exact: true }).click();
  await expect(dntPage.getByText(SHARE_LINKS.page.caseStudyBar)).toBeVisible();
  await dntPage.keyboard.press('Shift');
  expect((await dntStudy).status()).toBe(204);
  await dnt.close();
  // The owner, signed in, opening the link is not counted either.
  const ownView = eventAnswer(owner);
  await owner.goto(`${server.url}${link}`);
  await owner.keyboard.press('Shift');
  expect((await ownView).status()).toBe(204);

  await owner.goto(`${server.url}${SHARE_LINKS.href}`);
  await expect(row.getByText(/^Opened first \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, last /)).toBeVisible();
  await expect(row.getByText(L.stats.visits(1), { exact: true })).toBeVisible();
  await expect(row.getByText(`${L.stats.caseStudies}: Tidewatch (1)`)).toBeVisible();
  await expect(row.getByText(L.stats.resume(1))).toBeVisible();
  await expect(row.getByText(L.stats.contact(1))).toBeVisible();

  // Insights shows the same.
  await owner.goto(`${server.url}/admin/insights`);
  const table = owner.getByRole('table', { name: L.insightsTitle });
  const cells = await table
    .locator('tbody tr')
    .first()
    .locator('td, th')
    .evaluateAll((c) => c.map((x) => x.textContent?.trim()));
  expect(cells[0]).toBe('Acme — Staff Frontend');
  expect([cells[1], cells[4], cells[5], cells[6]]).toEqual(['1', '1', '1', '1']);

  // Revoked: at once, after a question.
  await owner.goto(`${server.url}${SHARE_LINKS.href}`);
  await row.getByRole('button', { name: `${L.revoke} Acme — Staff Frontend` }).click();
  await answerDialog(owner, true, L.revokeQuestion('Acme — Staff Frontend'));
  await expect(row.getByText(/^Revoked on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: SHARE_LINKS.gone.title })).toBeVisible();
  await expect(page.getByRole('link', { name: SHARE_LINKS.gone.link })).toHaveAttribute('href', '/');
  await expect(page.getByText(summary)).toHaveCount(0);
  await page.goto(`${link}/projects/tidewatch`);
  await expect(page.getByRole('heading', { name: SHARE_LINKS.gone.title })).toBeVisible();
  await context.close();
});

/**
 * A streamed page as its reader ends up with it: the markup without scripts, then the data
 * (React's flight rows, sorted) and the scripts' sources. How the server's stream
 * happened to be cut into chunks under load (where a flight chunk, a row or React's reveal script lands)
 * is timing, not content, and is the same for every kind of answer.
 */
function streamed(html: string): string {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  const flight = scripts
    .map(([, , code]) => /^self\.__next_f\.push\((\[[\s\S]*\])\)$/.exec(code)?.[1])
    .filter((chunk) => chunk !== undefined)
    .map((chunk) => (JSON.parse(chunk) as [number, string?])[1] ?? '')
    .join('')
    .split('\n')
    .sort();
  const sources = scripts.map(([, attributes]) => /src="([^"]*)"/.exec(attributes)?.[1]).filter(Boolean);
  return [html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, ''), ...flight, ...sources].join('\n');
}

/** A response as a guess could see it: status, headers that matter, and the body without the token. */
async function seen(page: Page, route: string, token: string) {
  const started = Date.now();
  const response = await page.request.get(route, { maxRedirects: 0 });
  const took = Date.now() - started;
  const headers = response.headers();
  const body = streamed((await response.text()).replaceAll(token, 'TOKEN'));
  return {
    took,
    status: response.status(),
    body,
    headers: Object.fromEntries(
      ['content-type', 'cache-control', 'x-robots-tag', 'referrer-policy', 'location', 'content-security-policy'].map(
        (name) => [name, headers[name]?.replaceAll(token, 'TOKEN')],
      ),
    ),
  };
}

test('a revoked, an expired and a guessed link answer alike, after the same delay, and are never indexed', async ({
  browser,
}) => {
  const revokedPath = await createLink({
    label: 'Withdrawn link',
    summary: 'Short.',
    projects: ['Tidewatch'],
    variant: 'dark',
  });
  await rowOf('Withdrawn link')
    .getByRole('button', { name: `${L.revoke} Withdrawn link` })
    .click();
  await answerDialog(owner, true);
  await expect(rowOf('Withdrawn link').getByText(/^Revoked on/)).toBeVisible();

  const expiredPath = await createLink({
    label: 'Lapsed link',
    summary: 'Short too.',
    projects: [],
    variant: 'none',
  });
  // Expired: its expiry set in the past through a second handle on the server's store.
  const store = new EmbeddedStore(path.resolve(server.dataDir));
  try {
    const links = (await store.get<Record<string, { label: string }>>(SHARE_LINKS_PATH)) ?? {};
    const id = Object.keys(links).find((key) => links[key].label === 'Lapsed link')!;
    await store.update(`${SHARE_LINKS_PATH}/${id}`, { expiresAt: Date.now() - 1000 });
  } finally {
    await store.close();
  }
  await owner.reload();
  await expect(rowOf('Lapsed link').getByText(/^Expired on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  const context = await visitor(browser);
  const page = await context.newPage();
  const guessed = `/for/${'A'.repeat(32)}`;
  const token = (p: string) => p.slice('/for/'.length);
  const answers = {
    revoked: await seen(page, revokedPath, token(revokedPath)),
    expired: await seen(page, expiredPath, token(expiredPath)),
    guessed: await seen(page, guessed, token(guessed)),
  };
  for (const [kind, answer] of Object.entries(answers)) {
    expect(answer.took, kind).toBeGreaterThanOrEqual(SHARE_LINKS.minResponseMs);
    expect(answer.status, kind).toBe(200);
    expect(answer.headers['x-robots-tag'], kind).toBe(SHARE_LINKS.robotsHeader);
    expect(answer.headers['referrer-policy'], kind).toBe('no-referrer');
    expect(answer.body, kind).toContain(SHARE_LINKS.gone.title);
    expect(answer.body, kind).toMatch(/<meta name="robots" content="noindex, nofollow/);
  }
  expect(answers.expired.headers).toEqual(answers.revoked.headers);
  expect(answers.guessed.headers).toEqual(answers.revoked.headers);
  expect(answers.expired.body).toBe(answers.revoked.body);
  expect(answers.guessed.body).toBe(answers.revoked.body);
  // Nothing of the owner's links leaks into a polite page.
  for (const label of ['Withdrawn link', 'Lapsed link', 'Short.', 'Short too.']) {
    expect(answers.guessed.body).not.toContain(label);
  }
  // The résumé route and the event endpoint answer a guess as they answer a revoked link.
  const resumeGuess = await seen(page, `${guessed}/resume`, token(guessed));
  const resumeRevoked = await seen(page, `${revokedPath}/resume`, token(revokedPath));
  expect(resumeGuess.status).toBe(303);
  expect(resumeGuess.headers).toEqual(resumeRevoked.headers);
  for (const route of [guessed, revokedPath]) {
    const answer = await page.request.post(`/api/for/${token(route)}/event`, {
      data: { kind: 'visit' },
      headers: { Origin: server.url },
    });
    expect(answer.status()).toBe(204);
  }

  // Never listed: robots.txt keeps crawlers out of /for, and the sitemap has none.
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /for');
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/for/');
  await context.close();
});

test('a summary of four sentences is refused on its field and nothing is saved', async () => {
  await owner.goto(`${server.url}${SHARE_LINKS.href}`);
  const before = await owner.locator('[data-share-link]').count();
  const form = owner.getByRole('form', { name: L.newLink });
  await form.getByLabel(L.label, { exact: true }).fill('Too long');
  await form.getByLabel(L.summary, { exact: true }).fill('One. Two. Three. Four.');
  await form.getByRole('button', { name: L.create }).click();
  await expect(form.getByText(SHARE_LINKS.errors.summarySentences)).toBeVisible();
  await expect(form.getByLabel(L.summary, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // What was typed is still there.
  await expect(form.getByLabel(L.label, { exact: true })).toHaveValue('Too long');
  await expect(owner.locator('[data-share-link]')).toHaveCount(before);
});

test('a backup keeps the links: export, delete, import, and the same address works again', async ({ browser }) => {
  const link = await createLink({
    label: 'Backup round trip',
    summary: 'Kept through a backup.',
    projects: ['Palette Lab'],
    variant: 'dark',
  });
  const exported = await owner.request.get(`${server.url}/api/admin/export`);
  expect(exported.status()).toBe(200);
  const backup = (await exported.json()) as { shareLinks?: Record<string, { label: string }> };
  expect(Object.values(backup.shareLinks ?? {}).map((l) => l.label)).toContain('Backup round trip');

  await rowOf('Backup round trip')
    .getByRole('button', { name: `${L.delete} Backup round trip` })
    .click();
  await answerDialog(owner, true);
  await expect(rowOf('Backup round trip')).toHaveCount(0);

  const imported = await owner.request.post(`${server.url}/api/admin/import`, {
    data: backup,
    headers: { Origin: server.url },
  });
  expect(imported.status()).toBe(200);
  await owner.goto(`${server.url}${SHARE_LINKS.href}`);
  await expect(rowOf('Backup round trip')).toBeVisible();
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.locator('[data-share-summary]')).toHaveText('Kept through a backup.');
  await context.close();
});

test('the public page and the admin page pass axe in both themes, and hold the longest content at 390 px', async ({
  browser,
}) => {
  const label = 'L'.repeat(SHARE_LINKS.labelMax);
  const summary = `${'W'.repeat(130)}. ${'x'.repeat(130)}. ${'y'.repeat(135)}.`;
  expect(summary).toHaveLength(SHARE_LINKS.summaryMax);
  const link = await createLink({
    label,
    summary,
    projects: ['Tidewatch', 'Palette Lab', 'Shiftboard', 'Recipe Relay', 'Ledgerline API', 'Queue Keeper'],
    variant: 'dark',
  });
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ baseURL: server.url, colorScheme });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(link);
    await expect(page.locator('[data-share-summary]')).toHaveText(summary);
    // Every rule in the light theme; the colour rules in the dark one (the structure is the same).
    const check = colorScheme === 'light' ? axeViolations : axeColourViolations;
    expect(await check(page), `public page, ${colorScheme}`).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `no sideways scroll at 390 px (${colorScheme})`).toBeLessThanOrEqual(0);
    await context.close();

    await owner.emulateMedia({ colorScheme });
    await owner.setViewportSize({ width: 1280, height: 900 });
    await owner.goto(`${server.url}${SHARE_LINKS.href}`);
    expect(await check(owner), `admin page, ${colorScheme}`).toEqual([]);
    await owner.setViewportSize({ width: 390, height: 844 });
    const adminOverflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(adminOverflow, `admin: no sideways scroll at 390 px (${colorScheme})`).toBeLessThanOrEqual(0);
  }
});

test('Undo takes a revoke back: the link works again, and History lists the change', async ({ browser }) => {
  const link = await createLink({ label: 'Undo me', summary: 'Back again.', projects: [], variant: 'none' });
  await rowOf('Undo me')
    .getByRole('button', { name: `${L.revoke} Undo me` })
    .click();
  await answerDialog(owner, true);
  await expect(rowOf('Undo me').getByText(/^Revoked on/)).toBeVisible();
  await owner.getByRole('button', { name: HISTORY.messages.undo, exact: true }).click();
  await expect(rowOf('Undo me').getByText(/^Active · expires on/)).toBeVisible();
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.locator('[data-share-summary]')).toHaveText('Back again.');
  await context.close();

  await owner.goto(`${server.url}${HISTORY.href}?section=shareLinks`);
  const revisions = owner.getByRole('list', { name: 'Revisions' });
  await expect(revisions.getByRole('heading', { level: 2 }).first()).toContainText(L.title);
  await expect(revisions).not.toContainText(link.slice('/for/'.length));
});

test('two tabs editing one link: the later save is refused in words, keeps its text, and replaces the other when sent again', async ({
  browser,
}) => {
  const label = 'Globex — two tabs';
  await createLink({ label, summary: 'One short summary.', projects: [], variant: 'dark' });
  const other = await (await browser.newContext({ storageState: await owner.context().storageState() })).newPage();
  const openEdit = async (page: Page) => {
    await page.goto(`${server.url}${SHARE_LINKS.href}`);
    await page.getByRole('button', { name: `${L.edit} ${label}` }).click();
    return page.getByRole('form', { name: L.editLink(label) });
  };
  const [mine, theirs] = [await openEdit(owner), await openEdit(other)];

  await theirs.getByLabel(L.summary, { exact: true }).fill('Saved first, in the other tab.');
  await theirs.getByRole('button', { name: L.save }).click();
  await expect(theirs).toBeHidden();

  await mine.getByLabel(L.summary, { exact: true }).fill('Typed here, saved second.');
  await mine.getByRole('button', { name: L.save }).click();
  await expect(owner.getByText(SHARE_LINKS.errors.changedElsewhere).first()).toBeVisible();
  await expect(mine.getByLabel(L.summary, { exact: true })).toHaveValue('Typed here, saved second.');
  const stored = async () => {
    const store = new EmbeddedStore(path.resolve(server.dataDir));
    try {
      return await store.get(SHARE_LINKS_PATH);
    } finally {
      await store.close();
    }
  };
  expect(JSON.stringify(await stored())).toContain('Saved first, in the other tab.');

  // Told, the owner saves again: their text replaces the other change.
  await mine.getByRole('button', { name: L.save }).click();
  await expect(mine).toBeHidden();
  expect(JSON.stringify(await stored())).toContain('Typed here, saved second.');
  await other.context().close();
});
