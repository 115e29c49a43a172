import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { outcomeFigures, ProjectJsonLd, ProjectPage } from '@/components/sections/project-page';
import { ProjectCards } from '@/components/sections/projects';
import { contentInput } from '@/lib/admin/form-input';
import { findSection, type ListSection } from '@/lib/admin/sections';
import { CASE_STUDY } from '@/components/sections/case-study-words';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { DEMO_USER } from '@/lib/content/demo';
import { CONTENT_SCHEMA_VERSION, filledByMigration, migrateSection, migrateUser } from '@/lib/content/migrations';
import { nextProject } from '@/lib/content/projects';
import { PROJECT_KEYS, projectItemSchema, type ProjectItem } from '@/lib/content/schemas';
import { shapeUserContent } from '@/lib/content/shape';
import { projectSummary } from '@/lib/seo';
import type { Store } from '@/lib/store/types';
import { getWords } from '@/lib/languages/words';

const words = getWords('en');

// Class names as their own names (Jest maps style sheets to an empty module).
jest.mock('@/components/sections/project-page.module.scss', () => ({
  __esModule: true,
  default: new Proxy({}, { get: (_, name) => String(name) }),
}));
jest.mock('@/components/sections/projects.module.scss', () => ({
  __esModule: true,
  default: new Proxy({}, { get: (_, name) => String(name) }),
}));

const dir = mkdtempSync(path.join(os.tmpdir(), 'case-study-'));
process.env.DATA_DIR = dir;
afterAll(async () => {
  await (globalThis as { __portfolioStore?: Store }).__portfolioStore?.close?.();
  rmSync(dir, { recursive: true, force: true });
});

type Tree = Record<string, Record<string, Record<string, unknown>>> & { schemaVersion?: number };
const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const CASE_FIELDS = ['summary', 'team', 'duration', 'problem', 'approach', 'outcome'];

/** The demo owner as version 5 stored it: projects with pages, but no case-study fields. */
function versionFive(): Tree {
  const user = migrateUser(clone(DEMO_USER)).user as Tree;
  for (const key of PROJECT_KEYS)
    for (const item of Object.values(user[key])) for (const field of CASE_FIELDS) delete item[field];
  user.schemaVersion = 5;
  return user;
}

describe('version 5 → 6: case studies', () => {
  it('stores each new field as "" and keeps everything else the project had', () => {
    const v5 = versionFive();
    const { user, from, changed } = migrateUser(v5);
    expect([from, changed]).toEqual([5, true]);
    const u = user as Tree;
    expect(u.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    for (const key of PROJECT_KEYS)
      for (const [id, item] of Object.entries(u[key])) {
        expect(item).toEqual({
          ...v5[key][id],
          summary: '',
          team: '',
          duration: '',
          problem: '',
          approach: '',
          outcome: '',
        });
      }
    const shaped = shapeUserContent(u);
    expect(shaped.frontendProjects[0]).toMatchObject({ title: 'Tidewatch', role: 'Design and front-end', problem: '' });
  });

  it('keeps a case study already there, is idempotent, and upgrades a revision of one list on its own', () => {
    const v5 = versionFive();
    v5.frontendProjects['demo-frontendProjects-01'].problem = 'Written by hand';
    const once = migrateUser(v5).user as Tree;
    expect(once.frontendProjects['demo-frontendProjects-01'].problem).toBe('Written by hand');
    expect(migrateUser({ ...clone(once), schemaVersion: 5 }).user).toEqual(once);
    const revision = versionFive().backendProjects;
    const upgraded = migrateSection('backendProjects', revision, once) as Tree[string];
    expect(Object.values(upgraded).map((item) => item.outcome)).toEqual(['', '']);
    // The legacy converter leaves them to the migration too.
    for (const field of CASE_FIELDS) expect(filledByMigration('fullstackProjects', field)).toBe(true);
    expect(filledByMigration('skills', 'summary')).toBe(false);
  });

  it('reads version 5 content from the store; the first write stores version 6', async () => {
    const { getData } = await import('@/lib/content/get-data');
    const { ensureContentReady } = await import('@/lib/content/ready');
    const { getStore } = await import('@/lib/store');
    const store = getStore();
    await store.remove('history');
    await store.set('user', versionFive());
    const content = await getData('user');
    expect(content.backendProjects[0]).toMatchObject({ title: 'Ledgerline API', outcome: '', team: '' });
    expect(await store.get('user/schemaVersion')).toBe(5); // reading never writes
    await ensureContentReady(store);
    expect(await store.get('user/schemaVersion')).toBe(CONTENT_SCHEMA_VERSION);
    expect(await store.get('user/backendProjects/demo-backendProjects-01/summary')).toBe('');
    expect(await getData('user')).toEqual(content);
  });

  it('imports a version 5 backup, and a current one with its case studies', async () => {
    const { importContent } = await import('@/lib/backup/backup');
    const { getStore } = await import('@/lib/store');
    const store = getStore();
    expect(await importContent({ user: versionFive() }, store)).toMatchObject({ ok: true });
    expect(await store.get('user/frontendProjects/demo-frontendProjects-02/approach')).toBe('');
    const today = migrateUser(clone(DEMO_USER)).user as Tree;
    expect(await importContent({ user: today }, store)).toMatchObject({ ok: true });
    expect(await store.get('user/frontendProjects/demo-frontendProjects-01/outcome')).toBe(
      DEMO_USER.frontendProjects['demo-frontendProjects-01'].outcome,
    );
    // A case study the schema refuses is named, and nothing is written.
    const bad = clone(today);
    bad.frontendProjects['demo-frontendProjects-01'].summary = 'two\nlines';
    const result = await importContent({ user: bad }, store);
    expect(!result.ok && result.errors).toEqual([
      'user/frontendProjects/demo-frontendProjects-01/summary: Summary must be one line',
    ]);
    expect(await store.get('user/frontendProjects/demo-frontendProjects-01/summary')).toBe(
      DEMO_USER.frontendProjects['demo-frontendProjects-01'].summary,
    );
  });
});

describe('case-study fields', () => {
  const project = shapeUserContent(migrateUser(clone(DEMO_USER)).user).frontendProjects[0];
  const check = (patch: Record<string, unknown>) => {
    const result = projectItemSchema.safeParse({ ...project, ...patch });
    return result.success ? null : result.error.issues.map((i) => i.message).join('; ');
  };

  it('are optional text with clear limits; the one-line ones refuse line breaks', () => {
    expect(check({ summary: '', team: '', duration: '', problem: '', approach: '', outcome: '' })).toBeNull();
    expect(check({ techstack: '' })).toBeNull();
    expect(check({ summary: 'x'.repeat(160) })).toBeNull();
    expect(check({ summary: 'x'.repeat(161) })).toBe('Summary must be at most 160 characters');
    expect(check({ summary: 'one\ntwo' })).toBe('Summary must be one line');
    expect(check({ team: 'a\r\nb' })).toBe('Team must be one line');
    expect(check({ duration: 'x'.repeat(61) })).toBe('Duration must be at most 60 characters');
    expect(check({ problem: 'x'.repeat(3001) })).toBe('Problem must be at most 3000 characters');
    expect(check({ approach: 'a\u0007b' })).toBe('Approach must not contain control characters');
    expect(check({ outcome: 42 })).toBe('Outcome must be text');
    // Paragraphs and lists are fine in the article's sections.
    expect(check({ outcome: '- **40 %** faster\n- 2 fewer steps\n\nMore.' })).toBeNull();
  });

  it('every one is in the project editor, and the form checks it', () => {
    const section = findSection('fullstack-project') as ListSection;
    const names = section.fields.map((f) => f.name);
    for (const field of CASE_FIELDS) expect(names).toContain(field);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      image: '/demo/project-1.webp',
      imageAlt: 'Screen',
      title: 'T',
      techstack: 'S',
      summary: '  Cut costs by half  ',
      team: '3',
      duration: '2 weeks',
      problem: 'P',
      approach: 'A',
      outcome: 'O',
    }))
      form.set(name, value);
    const parsed = contentInput(section).safeParse(form);
    expect(parsed.success && parsed.data).toMatchObject({
      summary: 'Cut costs by half',
      team: '3',
      duration: '2 weeks',
      problem: 'P',
      approach: 'A',
      outcome: 'O',
    });
    form.set('summary', 'a\nb');
    const bad = contentInput(section).safeParse(form);
    expect(!bad.success && bad.error.issues.map((i) => i.message)).toEqual(['Summary must be one line']);
  });

  it('the summary is the page’s meta description when written', () => {
    expect(projectSummary(project, 'Nova Reyes', words)).toBe(project.summary);
    expect(projectSummary({ ...project, summary: '' }, 'Nova Reyes', words)).toMatch(/^A tide and weather dashboard/);
  });
});

describe("the Outcome's figures", () => {
  it('takes each list item opening with bold text as a figure and the rest of its line, three at most', () => {
    const outcome = [
      '- **0.9 s** to a readable screen, down from *6.5 s*',
      '- Calls fell, as the staff said',
      '- **70 %** fewer calls',
      '- **1,800** people a week',
      '- **12** marinas',
    ].join('\n');
    expect(outcomeFigures(outcome)).toEqual([
      { figure: '0.9 s', label: 'to a readable screen, down from 6.5 s' },
      { figure: '70 %', label: 'fewer calls' },
      { figure: '1,800', label: 'people a week' },
    ]);
  });

  it('shows none for fewer than two, for prose, and for an empty Outcome', () => {
    expect(outcomeFigures('- **0.9 s** to a readable screen\n- Calls fell')).toEqual([]);
    expect(outcomeFigures('**0.9 s** to a readable screen. **70 %** fewer calls.')).toEqual([]);
    expect(outcomeFigures('')).toEqual([]);
  });

  it('is text on the page, never markup', () => {
    const demo = shapeUserContent(migrateUser(clone(DEMO_USER)).user).frontendProjects[0];
    const project = { ...demo, outcome: '- **<b>1</b>** one\n- **2** <img src=x onerror=alert(1)>' };
    const html = renderToStaticMarkup(<ProjectPage project={project} next={null} words={words} prefix="" />);
    expect(html).toContain('&lt;b&gt;1&lt;/b&gt;');
    expect(html).not.toContain('<img src=x');
  });
});

describe('the project page as a case study', () => {
  const content = shapeUserContent(migrateUser(clone(DEMO_USER)).user);
  const tidewatch = content.frontendProjects[0];
  const render = (project: ProjectItem, next: ProjectItem | null = null) =>
    renderToStaticMarkup(<ProjectPage project={project} next={next} words={words} prefix="" />);

  it('shows the facts row with Team and Duration, then Problem, Approach and Outcome in order, as h2 sections', () => {
    const html = render(tidewatch, content.frontendProjects[1]);
    for (const label of [
      PROJECT_PAGE.techstack,
      PROJECT_PAGE.role,
      PROJECT_PAGE.year,
      CASE_STUDY.team,
      CASE_STUDY.duration,
    ])
      expect(html).toContain(`<dt>${label}</dt>`);
    expect(html).toContain(`<dd>${tidewatch.team}</dd>`);
    const at = (text: string) => html.indexOf(text);
    const headings = CASE_STUDY.sections.map(({ heading }) => at(`>${heading}</h2>`));
    expect(headings.every((i) => i > 0)).toBe(true);
    expect([...headings].sort((a, b) => a - b)).toEqual(headings);
    // The article's order: title, summary, facts, cover, sections, gallery, next project; one lede:
    // the description (the card's text) is left out beside a case study.
    expect(html).not.toContain('A tide and weather dashboard');
    const order = [
      at('<h1'),
      at(tidewatch.summary),
      at('<dl'),
      at('Screenshot of Tidewatch'),
      headings[0],
      headings[2],
      at('>Gallery</h2>'),
      at(`>${CASE_STUDY.next}</h2>`),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('<strong>0.9 s</strong>');
  });

  it('leaves out every case-study part that is empty; without one, the description is the page’s body', () => {
    const bare = { ...tidewatch, summary: '', team: '', duration: '', problem: '', approach: '', outcome: '' };
    const html = render(bare);
    expect(html).toContain('A tide and weather dashboard');
    for (const { heading } of CASE_STUDY.sections) expect(html).not.toContain(`>${heading}</h2>`);
    expect(html).not.toContain(`<dt>${CASE_STUDY.team}</dt>`);
    expect(html).not.toContain(`<dt>${CASE_STUDY.duration}</dt>`);
    expect(html).not.toContain(CASE_STUDY.next);
    // Only the section written shows.
    const one = render({ ...bare, approach: 'Only this' });
    expect(one).toContain('>Approach</h2>');
    expect(one).not.toContain('>Problem</h2>');
    expect(one).not.toContain('>Outcome</h2>');
  });

  it('a project without a tech stack shows none: no empty line, label, keyword or "built with"', () => {
    const bare = { ...tidewatch, techstack: '' };
    const page = render(bare, bare);
    expect(page).not.toContain(`<dt>${PROJECT_PAGE.techstack}</dt>`);
    expect(page).not.toContain('class="nextStack"');
    const card = renderToStaticMarkup(
      <ProjectCards projects={[{ ...bare, _id: 'x' }]} words={words} hrefOf={(slug) => slug} />,
    );
    expect(card).toContain(tidewatch.title);
    expect(card).not.toContain('class="stack"');
    expect(
      renderToStaticMarkup(
        <ProjectJsonLd project={bare} ownerName="Nova" siteUrl="https://x.example" words={words} prefix="" />,
      ),
    ).not.toContain('keywords');
    expect(projectSummary({ ...bare, summary: '', description: '' }, 'Nova', words)).toBe('Tidewatch by Nova.');
    // With one, each shows it.
    expect(render(tidewatch, tidewatch)).toContain(`<dt>${PROJECT_PAGE.techstack}</dt>`);
    expect(
      renderToStaticMarkup(
        <ProjectCards projects={[{ ...tidewatch, _id: 'x' }]} words={words} hrefOf={(slug) => slug} />,
      ),
    ).toContain(`<p class="stack">${tidewatch.techstack}</p>`);
  });

  it('shows what the owner wrote as text, never as markup', () => {
    const html = render({
      ...tidewatch,
      summary: '<img src=x onerror=alert(1)>',
      team: '<b>team</b>',
      problem: '<script>alert(1)</script> and [a link](javascript:alert(1))',
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>team');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('ends with the next project as one link named by its title', () => {
    const next = content.fullstackProjects[0];
    const html = render(content.frontendProjects[1], next);
    expect(html).toMatch(new RegExp(`<nav [^>]*aria-labelledby="next-project"`));
    expect(html).toContain(`<a href="${PROJECT_PAGE.href(next.slug)}" class="nextLink">${next.title}</a>`);
    // Its picture is decoration: the title names the link.
    expect(html).toMatch(/<img alt="" [^>]*class="nextImage"/);
  });
});

describe('the next project', () => {
  const content = shapeUserContent(migrateUser(clone(DEMO_USER)).user);
  const slugOf = (slug: string) => nextProject(content, slug)?.project.slug;

  it('follows the tabs’ order, across the three lists, and goes round after the last', () => {
    expect(slugOf('tidewatch')).toBe('palette-lab');
    expect(slugOf('palette-lab')).toBe('shiftboard');
    expect(slugOf('recipe-relay')).toBe('ledgerline-api');
    expect(slugOf('queue-keeper')).toBe('tidewatch');
  });

  it('is none for an unknown slug or a site with a single project', () => {
    expect(nextProject(content, 'nope')).toBeNull();
    const single = {
      frontendProjects: [],
      fullstackProjects: content.fullstackProjects.slice(0, 1),
      backendProjects: [],
    };
    expect(nextProject(single, 'shiftboard')).toBeNull();
    const two = { ...single, backendProjects: content.backendProjects.slice(0, 1) };
    expect(nextProject(two, 'ledgerline-api')?.project.slug).toBe('shiftboard');
  });
});
