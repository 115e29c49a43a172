import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_MESSAGES, ADMIN_SETTINGS, DASHBOARD } from '@/lib/admin/words';
import { INSIGHTS } from '@/lib/insights/words';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { BUTTON_LABELS } from '@/lib/constants';
import { INBOX } from '@/lib/feedback/inbox-words';
import { SESSION } from '@/lib/auth/words';
import { FEEDBACKS_PATH } from '@/lib/store/paths';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { E2E_DATA_DIR } from '@/playwright.config';
import { ownServer, signIn, uniqueClientIp, answerDialog } from '../helpers/e2e-admin';
import { actionTarget } from '../helpers/server-surface';

test('/view/feedbacks lists messages newest first and deletes one after confirmation', async ({ page }) => {
  const tag = randomBytes(4).toString('hex');
  const store = new EmbeddedStore(path.resolve(E2E_DATA_DIR));
  // Messages arrive the way visitors send them: through the server, which is the only writer of
  // its data file while it runs.
  const send = async (subject: string, email: string, ip: string) => {
    const response = await page.request.post('/api/contact', {
      headers: { 'x-forwarded-for': ip },
      data: { yourMail: email, subject, message: `Message for ${subject}`, from_name: 'E2E visitor' },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return ((await response.json()) as { id: string }).id;
  };
  const older = await send(`Older ${tag}`, 'ada@example.com', `192.0.2.${Number.parseInt(tag.slice(0, 2), 16) % 250}`);
  await new Promise((r) => setTimeout(r, 20));
  const newer = await send(
    `Newer ${tag}`,
    'bob@example.com',
    `192.0.2.${(Number.parseInt(tag.slice(2, 4), 16) % 250) + 1}`,
  );

  await signIn(page);
  await page.goto('/view/feedbacks');
  await expect(page.getByRole('link', { name: BUTTON_LABELS.back, exact: true })).toHaveAttribute('href', '/admin');
  const subjects = page.getByRole('article').filter({ hasText: tag }).getByRole('heading');
  await expect(subjects).toHaveText([`Newer ${tag}`, `Older ${tag}`]);
  await expect(page.getByRole('article', { name: `Newer ${tag}` })).toContainText('bob@example.com');

  await page.getByRole('button', { name: `Delete message Older ${tag}` }).click();
  await answerDialog(page, true);
  await expect(page.getByText(ADMIN_MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(subjects).toHaveText([`Newer ${tag}`]);
  expect(await store.get(`${FEEDBACKS_PATH}/${older}`)).toBeNull();
  expect(await store.get(`${FEEDBACKS_PATH}/${newer}`)).not.toBeNull();
  await page.getByRole('button', { name: `Delete message Newer ${tag}` }).click();
  await answerDialog(page, true);
  await expect(subjects).toHaveText([]);
});

test('/admin links to every editor, the settings and, from its cards, the inbox and History; Back returns there', async ({
  page,
}) => {
  await signIn(page);
  const { ADMIN_ROUTES } = await import('@/lib/admin/sections');
  const links = page.getByRole('navigation', { name: 'Editors' }).getByRole('link');
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  const cards = await page
    .getByRole('region', { name: DASHBOARD.cardsLabel })
    .getByRole('link')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect([...new Set([...hrefs, ...cards])].filter((href) => href?.startsWith('/')).sort()).toEqual(
    [...ADMIN_ROUTES, ADMIN_SETTINGS.href, INSIGHTS.href, SHARE_LINKS.href].sort(),
  );
  // Each page's Back link is checked in admin-nav.spec.ts's walk over every admin page.
  await page.goto(ADMIN_ROUTES.at(-1)!);
  await page.getByRole('link', { name: BUTTON_LABELS.back, exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

/** A visitor's message through /api/contact: stored as every earlier release stored them, without readAt. */
async function sendMessage(
  request: APIRequestContext,
  fields: { subject: string; email?: string; message?: string; name?: string },
  base = '',
): Promise<string> {
  const response = await request.post(`${base}/api/contact`, {
    headers: { 'x-forwarded-for': uniqueClientIp() },
    data: {
      yourMail: fields.email ?? 'visitor@example.com',
      subject: fields.subject,
      message: fields.message ?? `Message for ${fields.subject}`,
      from_name: fields.name ?? 'E2E visitor',
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { id: string }).id;
}

async function unreadOnDashboard(page: Page, base = ''): Promise<number> {
  await page.goto(`${base}/admin`);
  const card = page.getByRole('link', { name: new RegExp(`^${DASHBOARD.cards.inbox.label}`) });
  const unread = Number(new RegExp(`^${DASHBOARD.cards.inbox.label}\\s+(\\d+)\\s`).exec(await card.innerText())?.[1]);
  expect(unread).not.toBeNaN();
  await expect(card).toContainText(DASHBOARD.cards.inbox.hint(unread));
  await expect(card).toHaveAttribute('href', '/view/feedbacks');
  return unread;
}

test.describe('unread count', () => {
  // The dashboard counts every unread message: on a server of its own, so that no other test's
  // message arrives or goes between two counts.
  const server = ownServer('inbox');

  test('inbox: messages start unread (stored without readAt, as earlier releases did), can be marked read and unread, and the dashboard counts them', async ({
    page,
  }) => {
    const tag = randomBytes(4).toString('hex');
    const store = new EmbeddedStore(server.dataDir);
    const id = await sendMessage(page.request, { subject: `Readable ${tag}` }, server.url);
    expect(await store.get(`${FEEDBACKS_PATH}/${id}/readAt`)).toBeNull();

    await server.signIn(page);
    const before = await unreadOnDashboard(page, server.url);
    expect(before).toBeGreaterThanOrEqual(1);

    await page.goto(`${server.url}/view/feedbacks`);
    const article = page.getByRole('article', { name: `Readable ${tag}` });
    await expect(article.getByText(INBOX.unread, { exact: true })).toBeVisible();
    await article.getByRole('button', { name: `${INBOX.markRead}: Readable ${tag}` }).click();
    await expect(article.getByText(INBOX.read, { exact: true })).toBeVisible();
    await expect.poll(() => store.get(`${FEEDBACKS_PATH}/${id}/readAt`)).toEqual(expect.any(Number));
    expect(await unreadOnDashboard(page, server.url)).toBe(before - 1);

    await page.goto(`${server.url}/view/feedbacks`);
    await article.getByRole('button', { name: `${INBOX.markUnread}: Readable ${tag}` }).click();
    await expect(article.getByText(INBOX.unread, { exact: true })).toBeVisible();
    await expect.poll(() => store.get(`${FEEDBACKS_PATH}/${id}/readAt`)).toBeNull();
    expect(await unreadOnDashboard(page, server.url)).toBe(before);
  });
});

test('inbox: search by name, email, subject or message ignoring case, linkable with ?q=, with an empty state', async ({
  page,
}) => {
  const tag = randomBytes(4).toString('hex');
  const store = new EmbeddedStore(path.resolve(E2E_DATA_DIR));
  const a = await sendMessage(page.request, { subject: `Quote request ${tag}`, email: `ada-${tag}@example.com` });
  const b = await sendMessage(page.request, { subject: `Other ${tag}`, message: `About an INVOICE${tag}` });
  await signIn(page);
  await page.goto('/view/feedbacks');
  const search = page.getByRole('searchbox', { name: INBOX.searchLabel });
  await search.fill(`QUOTE REQUEST ${tag.toUpperCase()}`);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?q=QUOTE\\+REQUEST\\+${tag.toUpperCase()}$`));
  const headings = page.getByRole('article').getByRole('heading');
  await expect(headings).toHaveText([`Quote request ${tag}`]);

  await page.goto(`/view/feedbacks?q=${encodeURIComponent(`invoice${tag}`)}`);
  await expect(headings).toHaveText([`Other ${tag}`]);
  await expect(search).toHaveValue(`invoice${tag}`);
  await page.goto(`/view/feedbacks?q=ADA-${tag}`);
  await expect(headings).toHaveText([`Quote request ${tag}`]);

  await search.fill(`nothing-${tag}`);
  await page.getByRole('button', { name: INBOX.search, exact: true }).click();
  await expect(page.getByText(INBOX.noMatch(`nothing-${tag}`), { exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.getByRole('link', { name: INBOX.clearSearch }).click();
  await expect(page.getByRole('article', { name: `Other ${tag}` })).toBeVisible();
  await expect(search).toHaveValue('');
  await store.remove(`${FEEDBACKS_PATH}/${a}`);
  await store.remove(`${FEEDBACKS_PATH}/${b}`);
});

test('inbox: select several (or all shown) and delete them after one confirmation; an invalid id deletes nothing', async ({
  page,
}) => {
  const tag = randomBytes(4).toString('hex');
  const store = new EmbeddedStore(path.resolve(E2E_DATA_DIR));
  const ids: string[] = [];
  for (const n of [1, 2, 3]) {
    ids.push(await sendMessage(page.request, { subject: `Bulk ${n} ${tag}` }));
    await new Promise((r) => setTimeout(r, 5));
  }
  await signIn(page);
  await page.goto(`/view/feedbacks?q=${tag}`);
  const headings = page.getByRole('article').getByRole('heading');
  await expect(headings).toHaveText([`Bulk 3 ${tag}`, `Bulk 2 ${tag}`, `Bulk 1 ${tag}`]);

  const deleteSelected = page.getByRole('button', { name: new RegExp(`^${INBOX.deleteSelected}`) });
  await expect(deleteSelected).toBeDisabled();
  await page.getByRole('checkbox', { name: INBOX.selectAll, exact: true }).check();
  for (const n of [1, 2, 3]) {
    await expect(page.getByRole('checkbox', { name: `Select message Bulk ${n} ${tag}` })).toBeChecked();
  }
  await page.getByRole('checkbox', { name: `Select message Bulk 2 ${tag}` }).uncheck();
  await expect(page.getByRole('checkbox', { name: INBOX.selectAll, exact: true })).not.toBeChecked();
  await expect(deleteSelected).toHaveText(`${INBOX.deleteSelected} (2)`);

  // Dismissing the confirmation deletes nothing.
  await deleteSelected.click();
  await answerDialog(page, false);
  await expect(headings).toHaveCount(3);
  for (const id of ids) expect(await store.get(`${FEEDBACKS_PATH}/${id}`)).not.toBeNull();

  // One confirmation for both.
  await deleteSelected.click();
  await answerDialog(page, true, INBOX.confirmBulkDelete(2));
  await expect(page.getByText(INBOX.bulkDeleted(2), { exact: true })).toBeVisible();
  await expect(headings).toHaveText([`Bulk 2 ${tag}`]);
  expect(await store.get(`${FEEDBACKS_PATH}/${ids[0]}`)).toBeNull();
  expect(await store.get(`${FEEDBACKS_PATH}/${ids[2]}`)).toBeNull();
  expect(await store.get(`${FEEDBACKS_PATH}/${ids[1]}`)).not.toBeNull();

  // The action checks every id first: one unknown, malformed or repeated id and nothing is deleted.
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION.cookieName)!.value;
  const { id: actionId, url } = actionTarget('lib/admin/feedback-actions.ts#deleteFeedbacks');
  for (const bad of [[ids[1], 'no-such-message'], [ids[1], 'a/b'], [ids[1], ids[1]], []]) {
    const response = await page.request.post(url, {
      headers: {
        'Next-Action': actionId,
        'Content-Type': 'text/plain;charset=UTF-8',
        Accept: 'text/x-component',
        Origin: new URL(page.url()).origin,
        Cookie: `${SESSION.cookieName}=${cookie}`,
      },
      data: JSON.stringify([bad]),
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('"error"');
    expect(await store.get(`${FEEDBACKS_PATH}/${ids[1]}`), JSON.stringify(bad)).not.toBeNull();
  }
  await store.remove(`${FEEDBACKS_PATH}/${ids[1]}`);
});

test('inbox: CSV download with a header row, one quoted row per message and formulas neutralised', async ({ page }) => {
  const tag = randomBytes(4).toString('hex');
  const store = new EmbeddedStore(path.resolve(E2E_DATA_DIR));
  const id = await sendMessage(page.request, {
    subject: `=SUM(1,2) "CSV ${tag}"`,
    name: '@Mallory',
    message: '-Line one, with a comma',
  });
  await signIn(page);
  await page.goto('/view/feedbacks');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: INBOX.downloadCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8');
  expect(csv.split('\r\n')[0]).toBe('date,name,email,subject,message,read');
  const stored = (await store.get<{ createdAt: number }>(`${FEEDBACKS_PATH}/${id}`))!;
  const when = new Date(stored.createdAt).toISOString();
  expect(csv).toContain(
    `\r\n${when},'@Mallory,visitor@example.com,"'=SUM(1,2) ""CSV ${tag}""","'-Line one, with a comma",no\r\n`,
  );

  const response = await page.request.get(INBOX.csvHref);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('no-store');
  await store.remove(`${FEEDBACKS_PATH}/${id}`);
});
