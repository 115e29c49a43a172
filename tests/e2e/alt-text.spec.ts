import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_MESSAGES } from '@/lib/admin/words';
import { BUTTON_LABELS } from '@/lib/constants';
import { DEMO_USER } from '@/lib/content/demo';
import { signIn, answerDialog, openEditor } from '../helpers/e2e-admin';

/** The project card on /projects (the "All" tab it opens on) whose heading is `title`. */
async function projectCard(page: Page, title: string) {
  await page.goto('/projects');
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test('a project image alt text typed in the admin is the <img alt> on /projects, and an edit replaces it', async ({
  page,
}) => {
  const title = `E2E alt ${randomBytes(4).toString('hex')}`;
  const alt = `Screenshot of ${title}: a calendar with three booked slots`;
  const edited = `${title} on a phone, showing the booking form`;
  await signIn(page);
  await openEditor(page, '/update/frontend-project?item=new');
  const form = page.locator('form').first();
  await form.getByLabel('Project image URL', { exact: true }).fill('/demo/project-2.webp');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Tech stack', { exact: true }).fill('Next.js');

  // Left empty, the alt text is refused by name and nothing is added.
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.getByText('Project image alt text is required').first()).toBeVisible();
  const list = page.getByRole('region', { name: 'Frontend Projects list' });
  await expect(list.getByText(title)).toHaveCount(0);

  await form.getByLabel('Project image alt text', { exact: true }).fill(alt);
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();

  let card = await projectCard(page, title);
  await expect(card.locator('img')).toHaveAttribute('alt', alt);
  await expect(card.getByRole('img', { name: alt, exact: true })).toBeVisible();

  await openEditor(page, '/update/frontend-project?item=new');
  await list.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(form.getByLabel('Project image alt text', { exact: true })).toHaveValue(alt);
  await form.getByLabel('Project image alt text', { exact: true }).fill(edited);
  await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();

  card = await projectCard(page, title);
  await expect(card.locator('img')).toHaveAttribute('alt', edited);

  await openEditor(page, '/update/frontend-project?item=new');
  await list.getByRole('button', { name: `Delete ${title}` }).click();
  await answerDialog(page, true);
  await expect(page.getByText(ADMIN_MESSAGES.deleted, { exact: true })).toBeVisible();
});

test('public pages show the stored alt texts of the demo owner; the banner background stays decorative', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.locator('#home');
  await expect(banner.getByRole('img', { name: DEMO_USER.home.banner_imgAlt, exact: true })).toBeVisible();
  // The background sits behind the text: alt="" keeps it out of the accessibility tree.
  await expect(banner.locator('img[alt=""]')).toHaveCount(1);

  await page.goto('/about-me');
  await expect(page.getByRole('img', { name: DEMO_USER.about.avatarAlt, exact: true })).toBeVisible();

  await page.goto('/skills');
  const cube = page.getByRole('img', { name: /rotating cube of 6 skill images/ });
  await expect(cube).toHaveAccessibleName(
    `A rotating cube of 6 skill images: ${[1, 2, 3, 4, 5, 6]
      .map((n) => DEMO_USER.skillsCubeImg[`image${n}Alt` as 'image1Alt'])
      .join(', ')}`,
  );
  await expect(cube.locator('img').first()).toHaveAttribute('alt', DEMO_USER.skillsCubeImg.image1Alt);

  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  for (const link of Object.values(DEMO_USER.socialLinks)) {
    await expect(footer.locator(`a[href="${link.link}"] img`)).toHaveAttribute('alt', link.iconAlt);
  }
});
