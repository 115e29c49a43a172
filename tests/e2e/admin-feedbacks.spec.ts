import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN_MESSAGES, BUTTON_LABELS } from '@/lib/constants';
import { FEEDBACKS_PATH } from '@/lib/content/paths';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { E2E_DATA_DIR } from '@/playwright.config';
import { signIn } from '../helpers/e2e-admin';

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

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete message Older ${tag}` }).click();
  await expect(page.getByText(ADMIN_MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(subjects).toHaveText([`Newer ${tag}`]);
  expect(await store.get(`${FEEDBACKS_PATH}/${older}`)).toBeNull();
  expect(await store.get(`${FEEDBACKS_PATH}/${newer}`)).not.toBeNull();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete message Newer ${tag}` }).click();
  await expect(subjects).toHaveText([]);
});

test('/admin links to every editor and the feedbacks, each with a Back button', async ({ page }) => {
  // Thirteen page loads on a shared machine.
  test.setTimeout(120_000);
  await signIn(page);
  const { ADMIN_ROUTES } = await import('@/lib/constants');
  const links = page.getByRole('navigation', { name: 'Editors' }).getByRole('link');
  await expect(links).toHaveCount(ADMIN_ROUTES.length);
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(hrefs.sort()).toEqual([...ADMIN_ROUTES].sort());
  for (const href of ADMIN_ROUTES) {
    await page.goto(href);
    await expect(page.getByRole('link', { name: BUTTON_LABELS.back, exact: true })).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('link', { name: BUTTON_LABELS.back, exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
