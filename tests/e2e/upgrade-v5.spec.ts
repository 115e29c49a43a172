import { expect, test } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { CASE_STUDY } from '@/components/sections/case-study-words';
import { CONTENT_SCHEMA_VERSION } from '@/lib/content/migrations';
import { upgradeFixture } from '../helpers/upgrade-fixture';

// The data folder release fd80eee (content version 5, before case studies) wrote, made by
// scripts/make-v5-fixture.mjs, served by this build: its projects read as that release showed
// them (no case-study section), the next-project card links them, and the owner writes a case
// study after the upgrade. Runs against an existing production build, like upgrade-v4.spec.ts.

interface Expected {
  release: { commit: string; schemaVersion: number };
  edits: {
    quote: string;
    project: { key: string; title: string; techstack: string; role: string; year: string; gallery: unknown[] };
  };
  projectId: string;
  slug: string;
}

const HEADINGS = CASE_STUDY.sections.map((s) => s.heading);

test.describe('a data folder of the release before case studies (fd80eee) on this build', () => {
  const fixture = upgradeFixture<Expected>('v5-data', { before: 'case studies', schemaVersion: 5 });
  const { expected } = fixture;

  test('its project reads as before: no case-study section, and the next-project card goes round to the first', async ({
    page,
  }) => {
    await fixture.openPublic(page, '/');
    await expect(page.getByText(expected.edits.quote)).toBeVisible();

    await fixture.openPublic(page, PROJECT_PAGE.href(expected.slug));
    const article = page.getByRole('article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.edits.project.title);
    await expect(article.getByText(expected.edits.project.role, { exact: true })).toBeVisible();
    await expect(article.getByText(expected.edits.project.year, { exact: true })).toBeVisible();
    await expect(article.locator('strong').filter({ hasText: 'small' })).toBeVisible();
    for (const heading of HEADINGS) await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
    await expect(article.getByText(CASE_STUDY.team, { exact: true })).toHaveCount(0);
    await expect(article.getByText(CASE_STUDY.duration, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /view full size/ })).toHaveCount(1);
    // The last project of the last list: the next one is the first of the first.
    const next = page.getByRole('navigation', { name: CASE_STUDY.next });
    await expect(next.getByRole('link')).toHaveAttribute('href', PROJECT_PAGE.href('tidewatch'));
  });

  test('the owner writes a case study: stored as today’s content, shown on the page', async ({ page }) => {
    await fixture.signIn(page);

    await page.goto(`${fixture.url}/update/backend-project`);
    const list = page.getByRole('region', { name: 'Backend Projects list' });
    await list.getByRole('button', { name: `Edit ${expected.edits.project.title}` }).click();
    const form = page.locator('form').first();
    for (const label of ['Summary', 'Team', 'Duration', ...HEADINGS])
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
    await form.getByLabel('Summary', { exact: true }).fill('Uptime checks that page the right person.');
    await form.getByLabel('Team', { exact: true }).fill('Just me');
    await form.getByLabel('Problem', { exact: true }).fill('Sites went down **unnoticed**.');
    await form.getByLabel('Outcome', { exact: true }).fill('- **99.98 %** uptime');
    await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();

    const stored = (await fixture.readData()).user as Record<string, Record<string, Record<string, unknown>>>;
    expect(stored.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    expect(stored.backendProjects[expected.projectId]).toMatchObject({
      slug: expected.slug,
      role: expected.edits.project.role,
      year: expected.edits.project.year,
      summary: 'Uptime checks that page the right person.',
      team: 'Just me',
      duration: '',
      problem: 'Sites went down **unnoticed**.',
      approach: '',
      outcome: '- **99.98 %** uptime',
    });
    expect(stored.backendProjects[expected.projectId].gallery).toEqual(expected.edits.project.gallery);

    await fixture.openPublic(page, PROJECT_PAGE.href(expected.slug));
    await expect(page.getByText('Uptime checks that page the right person.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Problem' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Outcome' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Approach' })).toHaveCount(0);
    await expect(page.locator('main strong').filter({ hasText: 'unnoticed' })).toBeVisible();
    await expect(page.getByRole('article').getByText('Just me', { exact: true })).toBeVisible();
  });
});
