import { expect, test } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { CONTENT_SCHEMA_VERSION } from '@/lib/content/migrations';
import { upgradeFixture } from '../helpers/upgrade-fixture';

// The data folder release 46271ed (content version 4, before project pages) wrote, made by
// scripts/make-v4-fixture.mjs, served by this build: every project has a page at a slug from its
// title, unique across the lists, the sample résumé links read as '' and the owner can edit the
// new fields. Runs against an existing production build, like upgrade-v3.spec.ts.

interface FixtureProject {
  key: string;
  title: string;
  techstack: string;
}

interface Expected {
  release: { commit: string; schemaVersion: number };
  edits: { quote: string; project: FixtureProject; accented: FixtureProject };
  projectId: string;
  accentedId: string;
  resumes: string[];
}

test.describe('a data folder of the release before project pages (46271ed) on this build', () => {
  const fixture = upgradeFixture<Expected>('v4-data', {
    before: 'project pages',
    schemaVersion: 4,
    also: (expected) => expect(expected.resumes).toEqual(['/demo/resume-dark.pdf', '/demo/resume-light.pdf']),
  });
  const { expected } = fixture;

  test('each project has a page at a slug from its title, unique across the lists', async ({ page }) => {
    await fixture.openPublic(page, '/');
    await expect(page.getByText(expected.edits.quote)).toBeVisible();

    await fixture.openPublic(page, '/projects');
    await page.getByRole('tab', { name: 'BackEnd' }).click();
    const second = page
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ hasText: expected.edits.project.techstack });
    await expect(second.getByRole('link', { name: 'Tidewatch', exact: true })).toHaveAttribute(
      'href',
      '/projects/tidewatch-2',
    );

    for (const [slug, title, stack] of [
      ['tidewatch', 'Tidewatch', 'React, TypeScript, Sass'],
      ['tidewatch-2', expected.edits.project.title, expected.edits.project.techstack],
      ['cafe-orbit-v4-fixture', expected.edits.accented.title, expected.edits.accented.techstack],
    ]) {
      await fixture.openPublic(page, PROJECT_PAGE.href(slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(stack, { exact: true })).toBeVisible();
    }
  });

  test('the owner edits the new fields: stored as today’s content, the sample résumés read as ""', async ({ page }) => {
    await fixture.signIn(page);

    await page.goto(`${fixture.url}/update/fullstack-project`);
    const list = page.getByRole('region', { name: 'Fullstack Projects list' });
    await list.getByRole('button', { name: `Edit ${expected.edits.accented.title}` }).click();
    const form = page.locator('form').first();
    await expect(form.getByLabel('Description')).toHaveValue('');
    await form.getByLabel('Description').fill('Cafés on a map, **live**.');
    await form.getByLabel('Year', { exact: true }).fill('2025');
    await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();

    const stored = (await fixture.readData()).user as Record<string, Record<string, Record<string, unknown>>>;
    expect(stored.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    expect(stored.about.cvfileLinkDark).toBe('');
    expect(stored.about.cvfileLinkLight).toBe('');
    // The store keeps no empty lists (as Firebase does): no former slugs and no gallery read as [].
    expect(stored.backendProjects[expected.projectId]).toMatchObject({ slug: 'tidewatch-2' });
    expect(stored.backendProjects[expected.projectId].formerSlugs ?? []).toEqual([]);
    expect(stored.fullstackProjects[expected.accentedId]).toMatchObject({
      slug: 'cafe-orbit-v4-fixture',
      description: 'Cafés on a map, **live**.',
      year: '2025',
      role: '',
    });
    expect(stored.fullstackProjects[expected.accentedId].gallery ?? []).toEqual([]);

    await page.goto(`${fixture.url}/update/about-details`);
    await expect(page.getByLabel('Dark résumé file')).toHaveValue('');

    await fixture.openPublic(page, PROJECT_PAGE.href('cafe-orbit-v4-fixture'));
    await expect(page.locator('main strong')).toHaveText('live');
  });
});
