import { expect, test } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { NOTES } from '@/lib/content/notes-words';
import { CONTENT_SCHEMA_VERSION } from '@/lib/content/migrations';
import { upgradeFixture } from '../helpers/upgrade-fixture';

// The data folder release cdd10f7 (content version 6, before notes) wrote, made by
// scripts/make-v6-fixture.mjs, served by this build: it boots with no notes (a polite /notes, no
// Notes link, an empty feed), keeps its content and draft, and the owner publishes a first note
// after the upgrade, stored as today's content. Runs against an existing production build.

interface Expected {
  release: { commit: string; schemaVersion: number };
  edits: {
    quote: string;
    draftQuote: string;
    project: { key: string; title: string; summary: string; problem: string };
  };
  projectId: string;
  slug: string;
}

const fixture = upgradeFixture<Expected>('v6-data');
const { expected } = fixture;

test('the fixture was written by the release before notes', () => {
  expect(expected.release.schemaVersion).toBe(6);
  expect(CONTENT_SCHEMA_VERSION).toBe(7);
});

test('it boots as it was: its content, no Notes link, a polite /notes and an empty feed', async ({ page, request }) => {
  await fixture.openPublic(page, '/');
  await expect(page.getByText(expected.edits.quote)).toBeVisible();
  await expect(page.getByText(expected.edits.draftQuote)).toHaveCount(0);
  await expect(page.getByRole('link', { name: NOTES.navLabel, exact: true })).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(0);

  await fixture.openPublic(page, PROJECT_PAGE.href(expected.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.edits.project.title);
  await expect(page.getByText(expected.edits.project.summary)).toBeVisible();
  await expect(page.locator('main strong').filter({ hasText: 'unread' })).toBeVisible();

  await fixture.openPublic(page, NOTES.href);
  await expect(page.getByRole('heading', { level: 1, name: NOTES.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: NOTES.empty.title })).toBeVisible();

  const feed = await request.get(`${fixture.url}${NOTES.feedHref}`);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).not.toContain('<item>');
});

test('the owner publishes a first note: stored as version 7 beside the release’s content, draft kept', async ({
  page,
}) => {
  await fixture.signIn(page);
  await page.goto(`${fixture.url}/update/${NOTES.admin.slug}?item=new`);
  const form = page.locator('form').first();
  await form.getByLabel('Title', { exact: true }).fill('First note after the upgrade');
  await form.getByLabel('Summary', { exact: true }).fill('Written on the release after notes came.');
  await form.getByLabel('Body', { exact: true }).fill('Hello **notes**.');
  await form.getByLabel('Cover image URL').fill('/demo/project-1.webp');
  await form.getByLabel('Cover image alt text').fill('A dashboard');
  await form.getByLabel('Published date').fill('2026-01-15');
  await page.getByRole('button', { name: BUTTON_LABELS.add, exact: true }).click();
  await expect(page.getByRole('button', { name: BUTTON_LABELS.added })).toBeVisible();

  const data = await fixture.readData();
  const user = data.user as Record<string, unknown> & { notes: Record<string, Record<string, unknown>> };
  expect(user.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
  expect(Object.values(user.notes)).toEqual([
    expect.objectContaining({ title: 'First note after the upgrade', slug: 'first-note-after-the-upgrade' }),
  ]);
  expect((user.home as Record<string, unknown>).quote).toBe(expected.edits.quote);
  const drafts = data.drafts as Record<string, { data: Record<string, unknown> }>;
  expect(drafts.home.data.quote).toBe(expected.edits.draftQuote);

  await fixture.openPublic(page, NOTES.href);
  await expect(page.getByRole('link', { name: 'First note after the upgrade' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: NOTES.navLabel, exact: true })).toBeVisible();
});
