import { expect, test, type Page } from '@playwright/test';
import { BUTTON_LABELS } from '@/lib/constants';
import { CONTENT_SCHEMA_VERSION } from '@/lib/content/migrations';
import { upgradeFixture } from '../helpers/upgrade-fixture';

// The data folder release bc4d092 (content version 3, before alt texts) wrote, made by
// scripts/make-v3-fixture.mjs, served by this build: every image reads as it did, and the owner
// can edit its alt text. Runs against an existing production build, like upgrade-v1.spec.ts.

interface Expected {
  release: { commit: string; schemaVersion: number };
  edits: {
    quote: string;
    project: { title: string; image: string };
    social: { name: string; link: string };
  };
}

/** The demo owner the release seeded. */
const OWNER = 'Nova Reyes';

test.describe('a data folder of the release before alt texts (bc4d092) on this build', () => {
  const fixture = upgradeFixture<Expected>('v3-data', { before: 'alt texts', schemaVersion: 3 });
  const { expected } = fixture;

  async function projectImage(page: Page) {
    await fixture.openPublic(page, '/projects');
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: expected.edits.project.title, exact: true }) });
    await expect(card).toHaveCount(1);
    return card.locator('img').first();
  }

  test('every image reads as the release generated it', async ({ page }) => {
    await fixture.openPublic(page, '/');
    await expect(page.getByText(expected.edits.quote)).toBeVisible();
    await expect(page.locator('#home').getByRole('img', { name: `Portrait of ${OWNER}`, exact: true })).toBeVisible();
    for (const name of ['GitHub', 'LinkedIn', 'Email', expected.edits.social.name]) {
      await expect(page.locator('footer').getByRole('listitem').locator(`img[alt="${name}"]`)).toHaveCount(1);
    }

    await fixture.openPublic(page, '/about-me');
    await expect(page.getByRole('img', { name: `Photo of ${OWNER}`, exact: true })).toBeVisible();

    await fixture.openPublic(page, '/skills');
    await expect(page.getByRole('img', { name: /rotating cube of 6 skill images/ })).toHaveAccessibleName(
      'A rotating cube of 6 skill images: Skill image 1, Skill image 2, Skill image 3, Skill image 4, Skill image 5, Skill image 6',
    );

    await expect(await projectImage(page)).toHaveAttribute('alt', `Screenshot of ${expected.edits.project.title}`);
  });

  test('the owner edits the project’s alt text: stored as today’s content, shown on /projects', async ({ page }) => {
    await fixture.signIn(page);

    await page.goto(`${fixture.url}/update/frontend-project`);
    const list = page.getByRole('region', { name: 'Frontend Projects list' });
    await list.getByRole('button', { name: `Edit ${expected.edits.project.title}` }).click();
    const alt = page.locator('form').first().getByLabel('Project image alt text', { exact: true });
    await expect(alt).toHaveValue(`Screenshot of ${expected.edits.project.title}`);
    const edited = 'A harbour at night, its lights drawn as coloured bars';
    await alt.fill(edited);
    await page.getByRole('button', { name: BUTTON_LABELS.update, exact: true }).click();
    await expect(page.getByRole('button', { name: BUTTON_LABELS.updated })).toBeVisible();

    const stored = (await fixture.readData()).user as Record<string, unknown>;
    expect(stored.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    expect((stored.about as Record<string, unknown>).avatarAlt).toBe(`Photo of ${OWNER}`);
    await expect(await projectImage(page)).toHaveAttribute('alt', edited);
  });
});
