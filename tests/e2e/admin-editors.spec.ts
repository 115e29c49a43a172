import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SECTIONS, type FieldDef, type ListSection } from '@/lib/admin/sections';
import { ADMIN_MESSAGES } from '@/lib/admin/words';
import { BUTTON_LABELS, DATE_FORMAT } from '@/lib/constants';
import type { ListKey } from '@/lib/content/schemas';
import { ownServer, answerDialog } from '../helpers/e2e-admin';

// Every list gets items added, reordered and deleted here: on a server of its own, so that the
// public-page tests (which count footer links, cards, timeline entries) never meet them.
const server = ownServer('list-editors');
const signIn = (page: Page) => server.signIn(page);
const publicMarkup = (request: APIRequestContext, route: string) => server.markup(request, route);

// The site's languages are no text a page shows: tests/e2e/languages.spec.ts edits them.
const LIST_SECTIONS = SECTIONS.filter((s): s is ListSection => s.kind === 'list' && s.key !== 'siteLanguages');

/** The public pages each list is shown on (the footer shows the social links everywhere). */
const SHOWN_ON: Record<ListKey, readonly string[]> = {
  socialLinks: ['/', '/about-me', '/education-work', '/skills', '/projects', '/contact'],
  skills: ['/', '/skills'],
  languagesKnown: ['/', '/skills'],
  educationTimeline: ['/', '/education-work'],
  workTimeline: ['/', '/education-work'],
  frontendProjects: ['/', '/projects'],
  fullstackProjects: ['/', '/projects'],
  backendProjects: ['/', '/projects'],
  notes: ['/notes'],
  siteLanguages: [],
};

/** The field whose value the public page is checked for. */
const SHOWN_FIELD: Record<string, string> = { name: 'name', title: 'title' };

function sample(field: FieldDef, token: string, filler: string): string {
  switch (field.kind) {
    case 'date':
      return field.optional ? '' : '2020-02-01'; // what the date picker hands the page
    case 'image':
      return '/demo/project-1.webp';
    case 'link':
      return `https://example.com/${filler}`;
    case 'color':
      return '#123456';
    case 'gallery':
      return '[]'; // rows of its own; tests/e2e/project-pages.spec.ts covers it
    default:
      if (field.name === 'year') return '2024';
      return SHOWN_FIELD[field.name] ? token : filler;
  }
}

async function fill(page: Page, field: FieldDef, value: string) {
  if (field.kind === 'gallery') return;
  const label = field.kind === 'image' ? `${field.label} URL` : field.label;
  const form = page.locator('form').first();
  if (field.kind === 'select') await form.getByLabel(label, { exact: true }).selectOption(value);
  else await form.getByLabel(label, { exact: true }).fill(value);
}

function shownField(section: ListSection): FieldDef {
  return section.fields.find((f) => SHOWN_FIELD[f.name])!;
}

test.describe('list editors: add, edit and delete show on the public page at once', () => {
  for (const section of LIST_SECTIONS) {
    test(`/update/${section.slug}`, async ({ page, request }) => {
      const token = `E2E ${section.slug} ${randomBytes(4).toString('hex')}`;
      const filler = `e2e-filler-${randomBytes(4).toString('hex')}`;
      const edited = `${token} edited`;
      const routes = SHOWN_ON[section.key];
      const main = shownField(section);

      await signIn(page);
      await page.goto(`${server.url}/update/${section.slug}?item=new`);
      await expect(page.getByRole('link', { name: BUTTON_LABELS.back, exact: true })).toHaveAttribute('href', '/admin');
      for (const field of section.fields) await fill(page, field, sample(field, token, filler));
      await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
      await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();
      const list = page.getByRole('region', { name: `${section.title} list` });
      await expect(list.getByText(token, { exact: false })).toBeVisible();
      // The form is emptied for the next item.
      await expect(page.locator('form').first().getByLabel(main.label, { exact: true })).toHaveValue('');
      for (const route of routes)
        expect((await publicMarkup(request, route)).includes(token), `${route} shows the new item`).toBe(true);

      await list.getByRole('button', { name: `Edit ${token}`, exact: false }).click();
      await expect(page.getByRole('button', { name: BUTTON_LABELS.update, exact: true })).toBeVisible();
      await expect(page.locator('form').first().getByLabel(main.label, { exact: true })).toHaveValue(token);
      await fill(page, main, edited);
      await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
      await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
      await expect(list.getByText(edited)).toBeVisible();
      for (const route of routes) {
        const html = await publicMarkup(request, route);
        expect(html.includes(edited), `${route} shows the edit`).toBe(true);
        expect(html.split(edited).join('').includes(token), `${route} no longer shows the old value`).toBe(false);
      }

      await list.getByRole('button', { name: `Delete ${edited}`, exact: false }).click();
      await answerDialog(page, true, ADMIN_MESSAGES.confirmDelete);
      await expect(page.getByText(ADMIN_MESSAGES.deleted, { exact: true })).toBeVisible();
      await expect(list.getByText(edited)).toHaveCount(0);
      for (const route of routes) {
        const html = await publicMarkup(request, route);
        expect(html.includes(token) || html.includes(filler), `${route} no longer shows the deleted item`).toBe(false);
      }
    });
  }
});

test.describe('list editor behaviour', () => {
  test('Add → Adding... → Added → Add after 2000 ms; Update likewise', async ({ page }) => {
    const token = `E2E label ${randomBytes(4).toString('hex')}`;
    await signIn(page);
    await page.clock.install();
    await page.goto(`${server.url}/update/known-language?item=new`);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/update\/known-language(\?|$)/, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByLabel('Name', { exact: true }).fill(token);
    await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.adding })).toBeDisabled();
    // From here on page time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    release();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();
    await page.clock.runFor(1900);
    await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByRole('button', { name: BUTTON_LABELS.add, exact: true })).toBeVisible();

    await page.unrouteAll();
    const list = page.getByRole('region', { name: 'Known Languages list' });
    await list.getByRole('button', { name: `Edit ${token}` }).click();
    await page.getByLabel('Name', { exact: true }).fill(`${token} v2`);
    await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
    await page.clock.runFor(1900);
    await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByRole('button', { name: BUTTON_LABELS.update, exact: true })).toBeVisible();

    await list.getByRole('button', { name: `Delete ${token} v2` }).click();
    await answerDialog(page, true);
    // Deleted (the item's fade-out runs on the page's clock, paused here; other tests see it go).
    await expect(page.getByText(ADMIN_MESSAGES.deleted, { exact: true })).toBeVisible();
  });

  test('a refused save toasts the specific error and keeps every value typed', async ({ page }) => {
    const token = `E2E refused ${randomBytes(4).toString('hex')}`;
    await signIn(page);
    await page.goto(`${server.url}/update/frontend-project?item=new`);
    await page.getByLabel('Project image URL').fill('/demo/project-1.webp');
    await page.getByLabel('Project image alt text').fill('A dashboard');
    await page.getByLabel('Title', { exact: true }).fill(token);
    await page.getByLabel('Tech stack').fill('TypeScript');
    await page.getByLabel('Demo link').fill('javascript:alert(1)');
    await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
    await expect(page.getByText('Demo link must be an http(s) URL').first()).toBeVisible();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.add, exact: true })).toBeEnabled();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(token);
    await expect(page.getByLabel('Demo link')).toHaveValue('javascript:alert(1)');

    await page.getByLabel('Demo link').fill('');
    await page.getByLabel('Project image URL').fill('data:image/png;base64,AAAA');
    await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
    await expect(page.getByText('Project image must be an uploaded image or an https URL').first()).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(token);
    await expect(page.getByRole('region', { name: 'Frontend Projects list' }).getByText(token)).toHaveCount(0);

    await page.goto(`${server.url}/update/social-link?item=new`);
    await page.getByLabel('Name', { exact: true }).fill(token);
    await page.getByLabel('Link', { exact: true }).fill('data:text/html,hi');
    await page.getByLabel('Icon URL').fill('/demo/icon-mail.png');
    await page.getByLabel('Icon alt text').fill('Envelope');
    await page.getByLabel('Colour', { exact: true }).fill('#fff');
    await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
    await expect(page.getByText('Link must be an http(s) or mailto: link').first()).toBeVisible();
  });

  test.describe('dates', () => {
    test('timeline dates are picked and listed as dd/mm/yyyy; an empty end date is Present; impossible dates are refused', async ({
      page,
      request,
    }) => {
      const token = `E2E dates ${randomBytes(4).toString('hex')}`;
      await signIn(page);
      await page.goto(`${server.url}/update/work-timeline?item=new`);
      await page.getByLabel('Title', { exact: true }).fill(token);
      await page.getByLabel('Description').fill('Dated work');
      const start = page.getByLabel('Start date');
      await expect(start).toHaveAttribute('type', 'date');
      await start.focus();
      await page.keyboard.type('31'); // half a date: the picker holds it, but it is no date (sent as '')
      await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
      await expect(page.getByText('Start date must be a real date written as dd/mm/yyyy').first()).toBeVisible();

      await start.fill('2021-02-28'); // what the picker hands the page for 28/02/2021
      await expect(page.getByText('Reads 28/02/2021')).toBeVisible();
      await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
      const list = page.getByRole('region', { name: 'Work Timeline list' });
      await expect(list.getByText(`${token} · 28/02/2021 · ${DATE_FORMAT.present}`)).toBeVisible();
      const html = await publicMarkup(request, '/education-work');
      expect(html).toContain(token);
      expect(html).toContain('Feb 2021');

      await list.getByRole('button', { name: `Edit ${token}` }).click();
      await expect(start).toHaveValue('2021-02-28');
      await page.getByLabel('End date').fill('2022-03-01');
      await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
      await expect(list.getByText(`${token} · 28/02/2021 · 01/03/2022`)).toBeVisible();

      await list.getByRole('button', { name: `Delete ${token}` }).click();
      await answerDialog(page, true);
      await expect(list.getByText(token)).toHaveCount(0);
    });
  });

  // Reordering (buttons, mouse, keyboard, touch; saved, published, kept after a reload): reorder.spec.ts.

  test('dismissing the delete confirmation keeps the item', async ({ page }) => {
    const token = `E2E keep ${randomBytes(3).toString('hex')}`;
    await signIn(page);
    await page.goto(`${server.url}/update/skills?item=new`);
    const list = page.getByRole('region', { name: 'Skills list' });
    await page.getByLabel('Name', { exact: true }).fill(token);
    await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
    await expect(list.getByText(token)).toBeVisible();
    await list.getByRole('button', { name: `Delete ${token}` }).click();
    await answerDialog(page, false);
    await page.reload();
    await expect(list.getByText(token)).toBeVisible();
    await list.getByRole('button', { name: `Delete ${token}` }).click();
    await answerDialog(page, true);
    await expect(list.getByText(token)).toHaveCount(0);
  });
});
