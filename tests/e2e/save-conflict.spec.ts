import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { SAVE_SAFETY } from '@/lib/save-safety/text';
import { formHydrated, ownServer } from '../helpers/e2e-admin';

// Two signed-in tabs edit the same content. The later save of the same thing is refused in words
// with its text kept and the other change shown; saves of different list items both go through.
const server = ownServer('save-conflict');
const token = () => randomBytes(4).toString('hex');

async function openEditor(page: Page, slug: string) {
  await page.goto(`${server.url}/update/${slug}`);
  await formHydrated(page, 'main form');
}

const updateButton = (page: Page) => page.getByRole('button', { name: BUTTON_LABELS.update, exact: true });

test('the second tab saving the same section is told, keeps its text, and can then replace the other change', async ({
  context,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await server.signIn(first);
  await openEditor(first, 'home-details');
  await openEditor(second, 'home-details');
  const theirs = `Quote from the first tab ${token()}`;
  const mine = `Quote from the second tab ${token()}`;

  await first.getByLabel('Quote', { exact: true }).fill(theirs);
  await updateButton(first).click();
  await expect(first.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();

  await second.getByLabel('Quote', { exact: true }).fill(mine);
  await updateButton(second).click();
  const refusal = second.locator('main form').getByRole('alert');
  await expect(refusal).toContainText(
    /Changed in another tab or device at \d\d:\d\d: review the changes, your text is kept/,
  );
  await expect(second.getByLabel('Quote', { exact: true })).toHaveValue(mine);
  await expect(second.getByRole('region', { name: SAVE_SAFETY.theirsTitle })).toContainText(theirs);
  // The first tab's save is what is stored and published.
  let html = await server.markup(second.request, '/');
  expect(html.includes(theirs)).toBe(true);
  expect(html.includes(mine)).toBe(false);

  // Having seen the other change, the owner updates again: their text replaces it.
  await updateButton(second).click();
  await expect(second.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  html = await server.markup(second.request, '/');
  expect(html.includes(mine)).toBe(true);

  // The first tab, still on its old version, is now the one told.
  await first.getByLabel('Quote', { exact: true }).fill(`${theirs} again`);
  await updateButton(first).click();
  await expect(first.locator('main form').getByRole('alert')).toContainText('your text is kept');
  await expect(first.getByLabel('Quote', { exact: true })).toHaveValue(`${theirs} again`);
});

test('two tabs editing different items of one list both save; the same item is refused in the later tab', async ({
  context,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await server.signIn(first);
  const [a, b] = [`Skill A ${token()}`, `Skill B ${token()}`];
  await openEditor(first, 'skills?item=new');
  for (const name of [a, b]) {
    await first.locator('main form').getByLabel('Name', { exact: true }).fill(name);
    await first.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
    await expect(first.getByRole('region', { name: 'Skills list' }).getByText(name)).toBeVisible();
  }
  await openEditor(first, 'skills?item=new');
  await openEditor(second, 'skills?item=new');
  const edit = async (page: Page, item: string, next: string) => {
    await page
      .getByRole('region', { name: 'Skills list' })
      .getByRole('button', { name: `Edit ${item}` })
      .click();
    const name = page.locator('main form').getByLabel('Name', { exact: true });
    await expect(name).toHaveValue(item);
    await name.fill(next);
    await updateButton(page).click();
  };

  await edit(first, a, `${a} edited in tab 1`);
  await expect(first.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  await edit(second, b, `${b} edited in tab 2`);
  await expect(second.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
  const list = await server.markup(second.request, '/skills');
  expect(list.includes(`${a} edited in tab 1`)).toBe(true);
  expect(list.includes(`${b} edited in tab 2`)).toBe(true);

  // The first tab still shows item B as it was before the second tab's edit.
  await edit(first, b, `${b} edited in tab 1`);
  await expect(first.locator('main form').getByRole('alert')).toContainText('Changed in another tab or device');
  await expect(first.locator('main form').getByLabel('Name', { exact: true })).toHaveValue(`${b} edited in tab 1`);
  await expect(first.getByRole('region', { name: SAVE_SAFETY.theirsTitle })).toContainText(`${b} edited in tab 2`);
  expect((await server.markup(first.request, '/skills')).includes(`${b} edited in tab 1`)).toBe(false);
});
