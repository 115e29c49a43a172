/**
 * JSON Resume in and out, on the real embedded store: a real-world-shaped resume.json (every
 * section) is checked against the shipped schema, previewed section by section, imported as one
 * revision that one Undo takes back, and exported again valid against the schema; export → import
 * changes nothing; broken files are refused, each problem named by its place, with nothing written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { DEMO_USER } from '@/lib/content/demo';
import { startEmpty } from '@/lib/content/fresh-start';
import { draftPath, listRevisions, undoRevision } from '@/lib/content/history';
import { stampVersion } from '@/lib/content/migrations';
import { shapeUserContent } from '@/lib/content/shape';
import { partialDate } from '@/lib/json-resume/dates';
import { contentToResume } from '@/lib/json-resume/from-content';
import { describeChange, type DiffLine } from '@/lib/admin/history-diff';
import { importResume, parseResume, previewResumeImport } from '@/lib/json-resume/import';
import { resumeSchemaErrors } from '@/lib/json-resume/validate';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import type { Store } from '@/lib/store/types';

jest.setTimeout(60_000);

type Tree = Record<string, unknown>;
const SITE = 'https://portfolio.example';
const FIXTURE = fs.readFileSync(path.join(__dirname, '../fixtures/json-resume/resume.json'), 'utf8');
const stores: EmbeddedStore[] = [];
const dirs: string[] = [];

async function freshStore(): Promise<EmbeddedStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'json-resume-'));
  dirs.push(dir);
  const store = new EmbeddedStore(dir);
  stores.push(store);
  await store.set('user', stampVersion(DEMO_USER));
  return store;
}
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const ready = async () => {};
const parse = (text: string) => {
  const parsed = parseResume(text);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.resume;
};
const errorsOf = (text: string): string[] => {
  const parsed = parseResume(text);
  return parsed.ok ? [] : parsed.errors;
};
const withFixture = (change: (resume: Tree) => void) => {
  const resume = JSON.parse(FIXTURE) as Tree;
  change(resume);
  return JSON.stringify(resume);
};
const published = async (store: Store) => shapeUserContent(await store.get('user'));

describe('JSON Resume dates', () => {
  it('maps ISO partials to the first day of a start and the last of an end', () => {
    expect(partialDate('2019', 'start')).toBe('2019-01-01');
    expect(partialDate('2019', 'end')).toBe('2019-12-31');
    expect(partialDate('2024-02', 'end')).toBe('2024-02-29');
    expect(partialDate('2023-02', 'end')).toBe('2023-02-28');
    expect(partialDate('2021-06-15', 'start')).toBe('2021-06-15');
    expect(partialDate('2021-02-30', 'start')).toBeNull();
    expect(partialDate('2021-13', 'start')).toBeNull();
  });
});

describe('JSON Resume import', () => {
  it('the fixture is valid against the shipped schema', () => {
    expect(resumeSchemaErrors(JSON.parse(FIXTURE))).toEqual([]);
  });

  it('previews every section the file changes, writing nothing', async () => {
    const store = await freshStore();
    const before = await store.get('user');
    const preview = await previewResumeImport(parse(FIXTURE), store, SITE, describeChange);
    if (!preview.ok) throw new Error(preview.errors.join('\n'));
    expect(preview.sections.map((s) => s.key).sort()).toEqual(
      [
        'about',
        'backendProjects',
        'educationTimeline',
        'frontendProjects',
        'fullstackProjects',
        'home',
        'languagesKnown',
        'skills',
        'socialLinks',
        'workTimeline',
      ].sort(),
    );
    const about = preview.sections.find((s) => s.key === 'about')!;
    expect(about.title).toBe('About Details');
    expect(about.lines).toContainEqual(expect.objectContaining({ type: 'field', to: 'Ada Okafor' }));
    const work = preview.sections.find((s) => s.key === 'workTimeline')!;
    expect(work.lines.filter((l) => l.type === 'added')).toHaveLength(3);
    expect(preview.notes).toContain(
      JSON_RESUME.leftOut(JSON_RESUME.entry('profiles', 2, 'Twitter'), JSON_RESUME.noUrl),
    );
    expect(preview.notes).toContain(JSON_RESUME.skippedSections(['volunteer', 'awards', 'interests']));
    expect(await store.get('user')).toEqual(before);
  });

  it('imports every section as one revision, keeping what the format lacks, and one Undo takes it all back', async () => {
    const store = await freshStore();
    const before = await store.get('user');
    await store.set(draftPath('about'), { at: 1, data: { note: 'a draft' } });
    const preview = await previewResumeImport(parse(FIXTURE), store, SITE, describeChange);
    expect(preview.ok && preview.notes).toContain(JSON_RESUME.draftReplaced('About Details'));
    const result = await importResume(parse(FIXTURE), store, SITE, ready);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.sections).toHaveLength(10);
    const revisions = await listRevisions(store);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ kind: 'resume-import', drafts: ['about'] });
    expect(await store.get(draftPath('about'))).toBeNull();

    const content = await published(store);
    expect(content.about).toMatchObject({
      fullName: 'Ada Okafor',
      email: 'ada.okafor@example.org',
      phoneNumber: '+44 20 7946 0958',
      cvweblink: 'https://ada-okafor.example.org',
      address: '12 Canal Street, Manchester, Greater Manchester, GB',
      // No image in the file: the avatar stays, and so do the fields JSON Resume lacks.
      avatar: DEMO_USER.about.avatar,
      dob: DEMO_USER.about.dob,
      freeLancing: DEMO_USER.about.freeLancing,
    });
    expect(content.home.taglines).toEqual(['Staff Software Engineer', ...DEMO_USER.home.taglines.slice(1)]);
    expect(content.home.detail).toMatch(/^Engineer of calm/);
    expect(content.home.quote).toBe(DEMO_USER.home.quote);
    expect(content.skillsCubeImg).toEqual(DEMO_USER.skillsCubeImg);
    expect(content.workTimeline.map((w) => [w.title, w.startdate, w.enddate])).toEqual([
      ['Staff Software Engineer, Quayside Payments', '2021-06-15', ''],
      ['Senior Engineer, Northern Lights Search', '2018-03-01', '2021-05-31'],
      ['Developer, Brightwork', '2015-01-01', '2018-02-28'],
    ]);
    expect(content.workTimeline[0].description).toBe(
      'Lead engineer of the settlement platform.\n\n- Cut settlement time from two days to four hours\n- Mentored six engineers',
    );
    expect(content.educationTimeline.map((e) => [e.title, e.startdate, e.enddate])).toEqual([
      ['MEng Computer Science, University of Leeds', '2011-09-01', '2015-06-30'],
      ['Certificate Mathematics, Open University', '2019-01-01', '2020-12-31'],
    ]);
    expect(content.skills.map((s) => s.name)).toEqual([
      'Go',
      'PostgreSQL',
      'Kafka',
      'TypeScript',
      'React',
      'Technical writing',
    ]);
    expect(content.languagesKnown.map((l) => l.name)).toEqual([
      'English (Native speaker)',
      'Igbo (Conversational)',
      'French',
    ]);
    expect(content.frontendProjects).toEqual([]);
    expect(content.backendProjects).toEqual([]);
    expect(content.fullstackProjects.map((p) => [p.title, p.slug, p.gitLink, p.demoLink, p.year, p.techstack])).toEqual(
      [
        ['Ledger Lens', 'ledger-lens', 'https://github.com/adaokafor/ledger-lens', '', '2023', 'Go, SQLite, HTMX'],
        ['Tram Times', 'tram-times', '', 'https://tram-times.example.org', '2020', 'TypeScript, Next.js'],
      ],
    );
    expect(content.fullstackProjects[0].role).toBe('Author, Maintainer');
    expect(content.fullstackProjects[0].image).toBe(JSON_RESUME.newProjectImage);
    expect(content.socialLinks.map((l) => [l.name, l.link, l.icon, l.color])).toEqual([
      ['GitHub', 'https://github.com/adaokafor', '/demo/icon-github.png', '#f5f5f5'],
      ['Mastodon', 'https://hachyderm.io/@ada', JSON_RESUME.otherNetworkIcon, JSON_RESUME.newLinkColor],
      // The email link follows the new address.
      ['Email', 'mailto:ada.okafor@example.org', '/demo/icon-mail.png', '#fea600'],
    ]);

    const undone = await undoRevision(store, revisions[0].id);
    expect(undone).toMatchObject({ ok: true, partial: false });
    expect(await published(store)).toEqual(shapeUserContent(before));
    expect(await store.get(draftPath('about'))).toEqual({ at: 1, data: { note: 'a draft' } });
  });

  it('a project already on the site is updated in its list and keeps its images and case study', async () => {
    const store = await freshStore();
    const resume = parse(
      JSON.stringify({
        projects: [{ name: 'Tidewatch', description: 'Tides, now in one line.', url: 'https://tide.example' }],
      }),
    );
    const result = await importResume(resume, store, SITE, ready);
    expect(result).toMatchObject({ ok: true });
    const { frontendProjects, fullstackProjects } = await published(store);
    expect(fullstackProjects).toEqual([]);
    const demo = DEMO_USER.frontendProjects['demo-frontendProjects-01'];
    expect(frontendProjects).toHaveLength(1);
    expect(frontendProjects[0]).toMatchObject({
      _id: 'demo-frontendProjects-01',
      slug: 'tidewatch',
      description: 'Tides, now in one line.',
      demoLink: 'https://tide.example',
      gitLink: demo.gitLink,
      image: demo.image,
      gallery: demo.gallery,
      problem: demo.problem,
    });
  });

  it('export is valid against the schema, and export → import changes nothing (demo and imported content)', async () => {
    const store = await freshStore();
    for (const round of ['demo', 'imported']) {
      if (round === 'imported') await importResume(parse(FIXTURE), store, SITE, ready);
      const exported = contentToResume(await published(store), SITE);
      expect(resumeSchemaErrors(JSON.parse(JSON.stringify(exported)))).toEqual([]);
      expect(exported.basics?.image).toBe(`${SITE}${DEMO_USER.about.avatar}`);
      const before = await store.get('user');
      const again = await importResume(parse(JSON.stringify(exported)), store, SITE, ready);
      expect(again).toMatchObject({ ok: true, sections: [] });
      expect(await store.get('user')).toEqual(before);
    }
  });

  it('exports titles back into their JSON Resume fields, and no summary the file did not have', async () => {
    const store = await freshStore();
    const text = JSON.stringify({
      work: [{ position: 'Developer', name: 'Acme, Inc.', startDate: '2020-01' }],
      education: [{ institution: 'Open University', startDate: '2010' }],
      languages: [{ language: 'Chinese (Mandarin)', fluency: 'Fluent' }],
    });
    expect(await importResume(parse(text), store, SITE, ready)).toMatchObject({ ok: true });
    const exported = contentToResume(await published(store), SITE);
    // The site needs a description, so each entry shows its title as one; that is no summary of the owner's.
    expect((await published(store)).workTimeline[0].description).toBe('Developer, Acme, Inc.');
    expect(exported.work).toEqual([{ position: 'Developer', name: 'Acme, Inc.', startDate: '2020-01-01' }]);
    expect(exported.education).toEqual([{ institution: 'Open University', startDate: '2010-01-01' }]);
    expect(exported.languages).toEqual([{ language: 'Chinese (Mandarin)', fluency: 'Fluent' }]);
  });

  it('the export stays valid with the longest and oddest content the site accepts', async () => {
    const store = await freshStore();
    const user = (await store.get('user')) as Record<string, Record<string, Tree>> & { about: Tree };
    const item = Object.values(user.workTimeline)[0];
    Object.assign(item, { title: 'T'.repeat(120), description: 'd'.repeat(1000), startdate: '0999-01-01' });
    Object.assign(Object.values(user.educationTimeline)[0], { startdate: '0999-01-01' });
    Object.values(user.frontendProjects)[0].year = '0999';
    user.about.fullName = `<b>${'N'.repeat(90)}</b>`;
    await store.set('user', user);
    const exported = contentToResume(await published(store), SITE);
    expect(resumeSchemaErrors(JSON.parse(JSON.stringify(exported)))).toEqual([]);
    expect(exported.work?.[0].startDate).toBeUndefined();
    expect(exported.education?.[0].startDate).toBeUndefined();
  });

  it('an image from the file becomes the avatar with its own alt text; an http one is left out with a note', async () => {
    const store = await freshStore();
    const https = await importResume(
      parse(JSON.stringify({ basics: { name: 'Ada', image: 'https://images.example/ada.jpg' } })),
      store,
      SITE,
      ready,
    );
    expect(https).toMatchObject({ ok: true, sections: ['about'] });
    expect((await published(store)).about).toMatchObject({
      avatar: 'https://images.example/ada.jpg',
      avatarAlt: 'Photo of Ada',
    });
    const http = await previewResumeImport(
      parse(JSON.stringify({ basics: { image: 'http://images.example/x.jpg' } })),
      store,
      SITE,
      describeChange,
    );
    expect(http).toMatchObject({ ok: true, sections: [] });
    expect(http.ok && http.notes[0]).toMatch(/^basics: image not taken \(the image must be an https URL/);
  });

  it('markup in strings is stored as the text it is', async () => {
    const store = await freshStore();
    const markup = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const result = await importResume(
      parse(JSON.stringify({ basics: { name: markup, summary: markup }, skills: [{ name: '<b>Go</b>' }] })),
      store,
      SITE,
      ready,
    );
    expect(result).toMatchObject({ ok: true });
    const content = await published(store);
    expect(content.about.fullName).toBe(markup);
    expect(content.home.detail).toBe(markup);
    expect(content.skills.map((s) => s.name)).toEqual(['<b>Go</b>']);
  });
});

describe('JSON Resume import refuses a broken file, naming the place, and changes nothing', () => {
  it.each([
    ['bad JSON', '{"basics": {', /^The file is not valid JSON: /],
    ['not an object', '[1, 2]', /^The file must contain a JSON object/],
    ['an empty object', '{}', /^The file has none of basics/],
    ['a wrong type', withFixture((r) => (r.work = 'everywhere')), /^work: must be array$/],
    [
      'a wrong item type',
      withFixture((r) => ((r.skills as Tree[])[1].keywords = 'React')),
      /^skills\[1\]\.keywords: must be array$/,
    ],
    [
      'a bad date',
      withFixture((r) => ((r.work as Tree[])[2].startDate = 'June 2015')),
      /^work\[2\]\.startDate: must be a date as YYYY/,
    ],
    [
      'a bad email',
      withFixture((r) => ((r.basics as Tree).email = 'not-an-email')),
      /^basics\.email: must match format "email"$/,
    ],
    ['an unknown top-level field', withFixture((r) => (r.hobbies = [])), /^hobbies: is not a JSON Resume field$/],
    ['a deep nest', `{"basics": {"x": ${'['.repeat(5000)}${']'.repeat(5000)}}}`, /nested more than 16 levels/],
  ])('%s', (_what, text, error) => {
    const errors = errorsOf(text);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors).toContainEqual(expect.stringMatching(error));
  });
});

describe('A file the schema accepts is imported with what fits; each entry that needs attention is noted', () => {
  const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(' ');
  const longPosition = words(30, 'Principal');
  const file = {
    basics: { name: 'Ada Okafor', phone: 'call me maybe', summary: words(150, 'calm') },
    work: [
      { name: 'Quayside', position: 'Engineer', startDate: '2021-06' },
      { name: 'Acme', position: longPosition, startDate: '2019' },
      { name: 'Acme', position: 'Developer' },
      { name: 'Nowhere', position: 'Tester', startDate: '2021-02-30' },
      { name: 'Backwards', position: 'Analyst', startDate: '2020', endDate: '2019' },
      { startDate: '2018' },
    ],
    education: [{ institution: 'Open University', area: 'Mathematics' }],
    skills: [{ name: 'Back end', keywords: ['Go', 'x'.repeat(70)] }],
    projects: [
      { name: '', description: 'Nameless' },
      { name: 'Tram Times', keywords: ['TypeScript'] },
    ],
  };
  const J = JSON_RESUME;
  const expectedNotes = [
    J.keptOwn('basics', 'phone', 'Phone number may contain digits, spaces, ( ) - and a leading +'),
    J.shortened('basics', 'summary', 600),
    J.shortened(J.entry('work', 1, 'Acme'), 'position and name', 120),
    J.leftOut(J.entry('work', 2, 'Acme'), J.noStartDate),
    J.leftOut(J.entry('work', 3, 'Nowhere'), J.notADate('startDate', '2021-02-30')),
    J.leftOut(J.entry('work', 4, 'Backwards'), 'End date must not be before the start date'),
    J.leftOut(J.entry('work', 5, ''), J.noPlace),
    J.leftOut(J.entry('education', 0, 'Open University'), J.noStartDate),
    J.shortened(J.entry('skills', 0, 'Back end'), 'keyword 2', 60),
    J.leftOut(J.entry('projects', 0, ''), J.noName),
  ];

  it('the preview lists each one, and the import writes exactly what the preview showed', async () => {
    expect(resumeSchemaErrors(file)).toEqual([]);
    expect(expectedNotes[3]).toBe('work 3 (Acme): no start date — left out');
    const store = await freshStore();
    const resume = parse(JSON.stringify(file));
    const preview = await previewResumeImport(resume, store, SITE, describeChange);
    if (!preview.ok) throw new Error(preview.errors.join('\n'));
    expect(preview.notes).toEqual(expectedNotes);
    const result = await importResume(resume, store, SITE, ready, { basis: preview.basis });
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.notes).toEqual(preview.notes);
    expect(result.sections).toEqual(preview.sections.map((s) => s.key));

    const content = await published(store);
    const [quayside, acme] = content.workTimeline;
    expect(content.workTimeline).toHaveLength(2);
    expect(quayside).toMatchObject({ title: 'Engineer, Quayside', startdate: '2021-06-01' });
    // Shortened at a word, with "…", within the limit.
    const full = `${longPosition}, Acme`;
    expect(acme.title.length).toBeLessThanOrEqual(120);
    expect(acme.title).toMatch(/ Principal…$/);
    expect(full.startsWith(acme.title.slice(0, -1))).toBe(true);
    expect(full[acme.title.length - 1]).toBe(' ');
    expect(content.educationTimeline).toEqual([]);
    expect(content.about).toMatchObject({ fullName: 'Ada Okafor', phoneNumber: DEMO_USER.about.phoneNumber });
    expect(content.home.detail.length).toBeLessThanOrEqual(600);
    expect(content.home.detail).toMatch(/^calm calm .* calm…$/);
    expect(content.skills.map((skill) => skill.name)).toEqual(['Go', `${'x'.repeat(59)}…`]);
    expect(content.fullstackProjects.map((project) => project.title)).toEqual(['Tram Times']);

    // The same file again finds every entry it stored, the shortened one too: nothing changes.
    const again = await previewResumeImport(resume, store, SITE, describeChange);
    expect(again.ok && again.sections).toEqual([]);
  });

  it('an import confirmed after the site changed is refused, and writes nothing', async () => {
    const store = await freshStore();
    const resume = parse(FIXTURE);
    const preview = await previewResumeImport(resume, store, SITE, describeChange);
    if (!preview.ok) throw new Error(preview.errors.join('\n'));
    await store.set('user/about/status', 'Changed in another tab');
    const before = await store.get('user');
    const result = await importResume(resume, store, SITE, ready, { basis: preview.basis });
    expect(result).toEqual({ ok: false, errors: [JSON_RESUME.changedSinceCheck], changed: true });
    expect(await store.get('user')).toEqual(before);
    expect(await listRevisions(store)).toEqual([]);
  });
});

describe('A project without keywords', () => {
  it('states no tech stack: nothing invented, and none in the export', async () => {
    const store = await freshStore();
    const text = JSON.stringify({ projects: [{ name: 'Quiet Tool', url: 'https://quiet.example' }] });
    expect(await importResume(parse(text), store, SITE, ready)).toMatchObject({ ok: true });
    const content = await published(store);
    expect(content.fullstackProjects).toEqual([expect.objectContaining({ title: 'Quiet Tool', techstack: '' })]);
    const exported = contentToResume(content, SITE);
    expect(exported.projects).toEqual([{ name: 'Quiet Tool', url: 'https://quiet.example' }]);
  });
});

describe('The export holds only what the owner wrote', () => {
  it('content → export: dates and texts exactly as stored, in any time zone; no placeholder, no stand-in summary', async () => {
    const store = await freshStore();
    expect(await startEmpty(store, ready)).toMatchObject({ sections: expect.arrayContaining(['home', 'about']) });
    const owner = {
      workTimeline: {
        a: {
          title: 'Developer, Acme',
          description: 'Built the shop.',
          startdate: '2019-01-01',
          enddate: '2020-02-29',
          order: 1,
        },
        b: { title: 'Intern, Beta', description: 'Intern, Beta', startdate: '2018-12-31', enddate: '', order: 2 },
      },
      educationTimeline: {
        c: {
          title: 'BSc Physics, Leeds',
          description: 'First-class.',
          startdate: '2015-09-01',
          enddate: '2018-06-30',
          order: 1,
        },
      },
      fullstackProjects: {
        d: {
          ...DEMO_USER.fullstackProjects['demo-fullstackProjects-01'],
          title: 'Own',
          slug: 'own',
          year: '2021',
          order: 1,
        },
      },
    };
    for (const [key, value] of Object.entries(owner)) await store.set(`user/${key}`, value);
    const zone = process.env.TZ;
    for (const tz of ['UTC', 'Pacific/Kiritimati', 'America/Adak']) {
      process.env.TZ = tz;
      const exported = contentToResume(await published(store), SITE);
      expect(exported.basics).toEqual({});
      expect(exported.work).toEqual([
        {
          position: 'Developer',
          name: 'Acme',
          startDate: '2019-01-01',
          endDate: '2020-02-29',
          summary: 'Built the shop.',
        },
        { position: 'Intern', name: 'Beta', startDate: '2018-12-31' },
      ]);
      expect(exported.education).toEqual([
        {
          area: 'BSc Physics',
          institution: 'Leeds',
          startDate: '2015-09-01',
          endDate: '2018-06-30',
          summary: 'First-class.',
        },
      ]);
      expect(exported.projects?.[0]).toMatchObject({ name: 'Own', endDate: '2021' });
    }
    process.env.TZ = zone;
  });
});

describe('Clearing the demo’s leftovers', () => {
  const text = JSON.stringify({
    basics: { label: 'Staff Engineer' },
    projects: [{ name: 'Tidewatch', description: 'Tides, now in one line.', keywords: ['Rust'] }],
  });
  const tidewatch = DEMO_USER.frontendProjects['demo-frontendProjects-01'];

  it('is offered with what it clears, previewed, and done in the same revision when asked', async () => {
    const store = await freshStore();
    const preview = await previewResumeImport(parse(text), store, SITE, describeChange);
    if (!preview.ok) throw new Error(preview.errors.join('\n'));
    expect(preview.demo?.leftovers).toEqual([
      JSON_RESUME.demoTaglines(DEMO_USER.home.taglines.slice(1)),
      JSON_RESUME.demoProject('Tidewatch', [
        'image',
        'gallery',
        'code link',
        'demo link',
        'summary',
        'role',
        'year',
        'team',
        'duration',
        'problem',
        'approach',
        'outcome',
      ]),
      // A résumé has no notes: the demo owner's would stay under the new owner's name.
      JSON_RESUME.demoNotes(Object.values(DEMO_USER.notes).map((note) => note.title)),
    ]);
    // Kept, the preview shows the demo's taglines staying; cleared, going.
    const taglines = (sections: { key: string; lines: DiffLine[] }[]) =>
      sections.find((s) => s.key === 'home')?.lines.find((line) => line.type === 'field');
    expect(taglines(preview.sections)).toMatchObject({
      to: 'Staff Engineer / TypeScript Enthusiast / Accessibility Advocate',
    });
    expect(taglines(preview.demo!.sections)).toMatchObject({ to: 'Staff Engineer' });
    // Kept, the notes are not touched; cleared, they go.
    expect(preview.sections.map((s) => s.key)).not.toContain('notes');
    expect(preview.demo!.sections.map((s) => s.key)).toContain('notes');

    const result = await importResume(parse(text), store, SITE, ready, { clearDemo: true, basis: preview.basis });
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.sections).toEqual(preview.demo!.sections.map((s) => s.key));
    const content = await published(store);
    expect(content.home.taglines).toEqual(['Staff Engineer']);
    expect(content.notes).toEqual([]);
    expect(content.frontendProjects).toEqual([
      expect.objectContaining({
        _id: 'demo-frontendProjects-01',
        title: 'Tidewatch',
        description: 'Tides, now in one line.',
        techstack: 'Rust',
        image: JSON_RESUME.newProjectImage,
        imageAlt: JSON_RESUME.newProjectImageAlt('Tidewatch'),
        gallery: [],
        gitLink: '',
        demoLink: '',
        summary: '',
        problem: '',
        outcome: '',
        year: '',
      }),
    ]);
    const revisions = await listRevisions(store);
    expect(revisions).toHaveLength(1);
    expect(await undoRevision(store, revisions[0].id)).toMatchObject({ ok: true, partial: false });
    expect((await published(store)).frontendProjects[0]).toMatchObject({
      image: tidewatch.image,
      gitLink: tidewatch.gitLink,
    });
    expect((await published(store)).notes.map((note) => note._id)).toEqual(Object.keys(DEMO_USER.notes));
  });

  it('clears only the demo owner’s notes: a note of the owner’s own stays', async () => {
    const store = await freshStore();
    const own = {
      ...DEMO_USER.notes['demo-notes-01'],
      title: 'Moving our queues to Postgres',
      slug: 'moving-our-queues-to-postgres',
      cover: '/media/own-cover',
      order: 3,
    };
    await store.set('user/notes/own-note', own);
    const result = await importResume(parse(text), store, SITE, ready, { clearDemo: true });
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.sections).toContain('notes');
    expect((await published(store)).notes).toEqual([expect.objectContaining({ _id: 'own-note', title: own.title })]);
  });

  it('is not offered once nothing of the demo is left', async () => {
    const store = await freshStore();
    await importResume(parse(text), store, SITE, ready, { clearDemo: true });
    const preview = await previewResumeImport(parse(text), store, SITE, describeChange);
    expect(preview).toMatchObject({ ok: true, sections: [] });
    expect(preview.ok && preview.demo).toBeUndefined();
  });
});
