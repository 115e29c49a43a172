/**
 * Issue 31 (part 2): JSON Resume in and out, on a server of the spec's own. The owner imports a
 * real-world-shaped resume.json (every section) from the admin: the preview lists each section it
 * changes, the import is one revision and every public page shows it; /resume.json (the real
 * route) is valid against the shipped schema, and importing it back changes nothing; Undo takes
 * the whole import back; broken files (bad JSON, wrong types, 10 MB, a deep nest) are refused with
 * a specific error and change nothing; markup in the file is stored and shown as text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { titleOf } from '@/lib/admin/history-diff';
import { DEMO_USER } from '@/lib/content/demo';
import { HISTORY } from '@/lib/content/history-words';
import { NOTES } from '@/lib/content/notes-words';
import { JSON_RESUME } from '@/lib/json-resume/words';
import type { SectionKey } from '@/lib/content/schemas';
import { resumeSchemaErrors } from '@/lib/json-resume/validate';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { ownServer } from '../helpers/e2e-admin';
import { axeViolations } from './axe';
import { ADMIN_SETTINGS } from '@/lib/admin/words';

const site = ownServer('json-resume');
const FIXTURE = path.resolve('tests/fixtures/json-resume/resume.json');
const CHANGED: SectionKey[] = [
  'home',
  'about',
  'skills',
  'languagesKnown',
  'educationTimeline',
  'workTimeline',
  'frontendProjects',
  'fullstackProjects',
  'backendProjects',
  'socialLinks',
  // The demo's notes, cleared with its other leftovers.
  'notes',
];
const DEMO_NOTE_TITLES = Object.values(DEMO_USER.notes).map((note) => note.title);

/** Everything the server has stored, read through a second handle on its data folder. */
async function snapshot(): Promise<string> {
  const store = new EmbeddedStore(site.dataDir);
  try {
    return JSON.stringify(await store.get(''));
  } finally {
    await store.close();
  }
}

async function post(page: Page, body: string | Buffer, query = '') {
  return page.request.post(`${site.url}${JSON_RESUME.adminEndpoint}${query}`, {
    headers: { Origin: site.url, 'Content-Type': 'application/json' },
    // A Buffer is sent as it is (Playwright would send a string that is not JSON as a JSON string).
    data: typeof body === 'string' ? Buffer.from(body) : body,
  });
}

async function exported(request: APIRequestContext) {
  const response = await request.get(`${site.url}${JSON_RESUME.publicPath}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  return { text: await response.text(), json: (await response.json()) as Record<string, unknown> };
}

test('an imported JSON Resume shows on every public page, in one revision that Undo takes back', async ({
  page,
  request,
}) => {
  await site.signIn(page);
  const before = await exported(request);
  await page.goto(`${site.url}${ADMIN_SETTINGS.href}#${JSON_RESUME.anchor}`);
  const panel = page.getByRole('region', { name: JSON_RESUME.title });
  await expect(panel.getByRole('button', { name: JSON_RESUME.check })).toBeEnabled();
  await panel.getByLabel(JSON_RESUME.fileLabel).setInputFiles(FIXTURE);
  await panel.getByRole('button', { name: JSON_RESUME.check }).click();

  // The preview: one heading per section that changes, with the History page's words.
  const preview = panel.getByRole('heading', { name: `${JSON_RESUME.previewTitle}: resume.json` });
  await expect(preview).toBeFocused();
  for (const key of CHANGED)
    await expect(panel.getByRole('heading', { name: titleOf(key), exact: true })).toBeVisible();
  await expect(panel.getByRole('heading', { name: titleOf('skillsCubeImg'), exact: true })).toHaveCount(0);
  await expect(panel.getByText(/^Added “Staff Software Engineer, Quayside Payments · 2021-06-15”$/)).toBeVisible();
  // What the import leaves out is listed under its heading.
  const notes = panel.getByRole('region', { name: JSON_RESUME.notesTitle });
  await expect(
    notes.getByRole('listitem').filter({
      hasText: JSON_RESUME.leftOut(JSON_RESUME.entry('profiles', 2, 'Twitter'), JSON_RESUME.noUrl),
    }),
  ).toBeVisible();
  // The demo's other taglines are offered for clearing, on by default, and the preview shows them going.
  const clear = panel.getByRole('checkbox', { name: JSON_RESUME.clearDemo });
  await expect(clear).toBeChecked();
  await expect(
    panel.getByText(JSON_RESUME.demoTaglines(['TypeScript Enthusiast', 'Accessibility Advocate'])),
  ).toBeVisible();
  await expect(panel.getByText(JSON_RESUME.demoNotes(DEMO_NOTE_TITLES))).toBeVisible();
  await expect(panel.getByText(/^Taglines: .* → Staff Software Engineer$/)).toBeVisible();
  await clear.uncheck();
  await expect(
    panel.getByText(/→ Staff Software Engineer \/ TypeScript Enthusiast \/ Accessibility Advocate$/),
  ).toBeVisible();
  await clear.check();
  // Nothing is written before the owner says yes.
  expect((await exported(request)).text).toBe(before.text);
  expect(await axeViolations(page, [`#${JSON_RESUME.anchor}`])).toEqual([]);

  await panel.getByRole('button', { name: JSON_RESUME.confirm }).click();
  const done = JSON_RESUME.imported(CHANGED.length);
  await expect(page.getByText(done).first()).toBeVisible();
  // The Undo bar offers to take it back (used below from History: the page checks outlast the bar).
  await expect(
    page.getByRole('status').filter({ hasText: done }).getByRole('button', { name: HISTORY.messages.undo }),
  ).toBeVisible();

  const pages: [string, string[]][] = [
    ['/', ['Staff Software Engineer', 'Engineer of calm, well-tested systems']],
    ['/about-me', ['Ada Okafor', '12 Canal Street, Manchester, Greater Manchester, GB', 'ada.okafor@example.org']],
    [
      '/education-work',
      [
        'Staff Software Engineer, Quayside Payments',
        'Developer, Brightwork',
        'MEng Computer Science, University of Leeds',
      ],
    ],
    ['/skills', ['Kafka', 'Technical writing', 'Igbo (Conversational)']],
    ['/projects?tab=fullstack', ['Ledger Lens', 'Tram Times']],
    ['/projects/ledger-lens', ['Ledger Lens', 'Reads 1 million entries in under a second', 'Go, SQLite, HTMX']],
    ['/contact', ['ada.okafor@example.org']],
  ];
  for (const [route, texts] of pages) {
    const html = await site.markup(request, route);
    for (const text of texts) expect(html, `${route} shows ${text}`).toContain(text);
    // The demo owner is gone from every text; only the kept images' alt texts still describe them.
    expect(html.replace(/ alt="[^"]*"/g, ''), route).not.toMatch(/Nova Reyes|novareyes/);
  }
  expect(await site.markup(request, '/')).toContain('https://hachyderm.io/@ada');
  expect((await request.get(`${site.url}/projects/tidewatch`, { maxRedirects: 0 })).status()).not.toBe(200);
  expect(await site.markup(request, NOTES.href)).toContain(NOTES.empty.title);

  // One revision, and one Undo takes all of it back.
  await page.goto(`${site.url}${HISTORY.href}`);
  const newest = page.getByRole('list', { name: 'Revisions' }).locator(':scope > li').nth(0);
  await expect(newest.getByRole('heading', { level: 2 })).toContainText(JSON_RESUME.historyKind);
  for (const key of CHANGED) await expect(newest).toContainText(titleOf(key));
  await newest.getByRole('button', { name: /^Undo this change \(revision/ }).click();
  await expect(page.getByText(HISTORY.messages.undone, { exact: true })).toBeVisible();
  const about = await site.markup(request, '/about-me');
  expect(about).toContain('Nova Reyes');
  expect(about).not.toContain('Ada Okafor');
  const notesPage = await site.markup(request, NOTES.href);
  for (const title of DEMO_NOTE_TITLES) expect(notesPage).toContain(title);
  expect((await exported(request)).text).toBe(before.text);
});

test('/resume.json is valid against the shipped schema, and importing it back changes nothing', async ({
  page,
  request,
}) => {
  await site.signIn(page);
  expect((await post(page, readFileSync(FIXTURE))).status()).toBe(200);
  const { text, json } = await exported(request);
  expect(resumeSchemaErrors(json)).toEqual([]);
  expect(json.basics).toMatchObject({ name: 'Ada Okafor', label: 'Staff Software Engineer' });
  expect((json.work as unknown[]).length).toBe(3);
  // Public content only: nothing from the inbox, drafts or credentials.
  expect(text).not.toMatch(/password|feedback|draft/i);

  const stored = await snapshot();
  const preview = await post(page, text, '?preview=1');
  expect(preview.status()).toBe(200);
  expect(await preview.json()).toMatchObject({ ok: true, sections: [] });
  const again = await post(page, text);
  expect(await again.json()).toMatchObject({ ok: true, sections: [] });
  expect(await snapshot()).toBe(stored);
});

test('a broken file is refused with a specific error and changes nothing', async ({ page }) => {
  await site.signIn(page);
  const stored = await snapshot();
  const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown>;
  const cases: [string | Buffer, number, RegExp][] = [
    ['{"basics": {', 422, /^The file is not valid JSON: /],
    [JSON.stringify({ ...fixture, work: 'everywhere' }), 422, /^work: must be array$/],
    [
      JSON.stringify({ ...fixture, skills: [{ name: 'Go', keywords: 'Go' }] }),
      422,
      /^skills\[0\]\.keywords: must be array$/,
    ],
    [
      JSON.stringify({ basics: { name: 'A', x: JSON.parse(`${'['.repeat(3000)}${']'.repeat(3000)}`) } }),
      422,
      /nested more than/,
    ],
    [Buffer.alloc(10 * 1024 * 1024, 0x20), 413, /^The file is larger than 1 MB/],
  ];
  for (const [body, status, error] of cases) {
    const response = await post(page, body);
    expect(response.status(), String(error)).toBe(status);
    expect(((await response.json()) as { errors: string[] }).errors).toContainEqual(expect.stringMatching(error));
  }
  // A date the schema takes but that does not exist leaves its entry out, said in the preview.
  const undated = JSON.stringify({ work: [{ name: 'X', position: 'Y', startDate: '2020-02-30' }] });
  const checked = (await (await post(page, undated, '?preview=1')).json()) as { notes: string[] };
  expect(checked.notes).toContain(
    JSON_RESUME.leftOut(JSON_RESUME.entry('work', 0, 'X'), JSON_RESUME.notADate('startDate', '2020-02-30')),
  );
  // An import confirmed from a preview of content that changed since is refused.
  const stale = await post(page, undated, '?basis=not-the-current-one');
  expect(stale.status()).toBe(409);
  expect(await stale.json()).toEqual({ errors: [JSON_RESUME.changedSinceCheck] });
  expect(await snapshot()).toBe(stored);

  // The admin says so, in words, and focuses the list of problems.
  await page.goto(`${site.url}${ADMIN_SETTINGS.href}#${JSON_RESUME.anchor}`);
  const panel = page.getByRole('region', { name: JSON_RESUME.title });
  await expect(panel.getByRole('button', { name: JSON_RESUME.check })).toBeEnabled();
  const beforeUpload = await snapshot();
  await panel.getByLabel(JSON_RESUME.fileLabel).setInputFiles({
    name: 'resume.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...fixture, work: [{ position: 'Dev', startDate: 'last spring' }] })),
  });
  await panel.getByRole('button', { name: JSON_RESUME.check }).click();
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText(JSON_RESUME.refusedTitle);
  await expect(alert).toContainText(`work[0].startDate: ${JSON_RESUME.datePattern}`);
  await expect(alert).toBeFocused();
  expect(await axeViolations(page, [`#${JSON_RESUME.anchor}`])).toEqual([]);
  await expect(panel.getByRole('button', { name: JSON_RESUME.confirm })).toHaveCount(0);
  expect(await snapshot()).toBe(beforeUpload);
});

test('markup in the file is stored and shown as text', async ({ page, request }) => {
  await site.signIn(page);
  const markup = '<img src=x onerror=alert(1)>';
  const response = await post(
    page,
    JSON.stringify({ basics: { name: `Ada ${markup}` }, skills: [{ name: '<b>Go</b>' }] }),
  );
  expect(response.status()).toBe(200);
  const about = await site.markup(request, '/about-me');
  expect(about).toContain('Ada &lt;img src=x onerror=alert(1)&gt;');
  expect(about).not.toContain(markup);
  expect(await site.markup(request, '/skills')).toContain('&lt;b&gt;Go&lt;/b&gt;');
  const { json } = await exported(request);
  expect((json.basics as { name: string }).name).toBe(`Ada ${markup}`);
});
