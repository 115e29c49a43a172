import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { Description } from '@/components/sections/project-page';
import { contentInput } from '@/lib/admin/form-input';
import { findSection, type ListSection } from '@/lib/admin/sections';
import { DEMO_USER } from '@/lib/content/demo';
import { parseMarkdown, plainText } from '@/lib/content/markdown';
import { CONTENT_SCHEMA_VERSION, migrateSection, migrateUser } from '@/lib/content/migrations';
import { findProject } from '@/lib/content/projects';
import { PROJECT_KEYS, projectItemSchema } from '@/lib/content/schemas';
import { shapeUserContent } from '@/lib/content/shape';
import { slugify, uniqueSlug, withProjectSlugs, withSlug } from '@/lib/content/slugs';
import { addListItem, updateListItem } from '@/lib/content/write';
import type { Store } from '@/lib/store/types';

const dir = mkdtempSync(path.join(os.tmpdir(), 'project-pages-'));
process.env.DATA_DIR = dir;
afterAll(async () => {
  await (globalThis as { __portfolioStore?: Store }).__portfolioStore?.close?.();
  rmSync(dir, { recursive: true, force: true });
});

type Tree = Record<string, Record<string, Record<string, unknown>>> & { schemaVersion?: number };
const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The demo owner as version 4 stored it: projects without the fields version 5 added, the sample résumés linked. */
function versionFour(): Tree {
  const user = clone(DEMO_USER) as unknown as Tree;
  for (const key of PROJECT_KEYS)
    for (const item of Object.values(user[key])) {
      for (const field of ['slug', 'formerSlugs', 'description', 'role', 'year', 'gallery']) delete item[field];
    }
  user.about.cvfileLinkDark = '/demo/resume-dark.pdf' as never;
  user.about.cvfileLinkLight = '/demo/resume-light.pdf' as never;
  // Two projects with one title in different lists, and one whose title has no letters.
  user.backendProjects['demo-backendProjects-01'].title = 'Tidewatch';
  user.backendProjects['demo-backendProjects-02'].title = '!!!';
  user.schemaVersion = 4;
  return user;
}

describe('version 4 → 5: a page per project', () => {
  it('gives each project a slug from its title, unique across the three lists, and the new fields empty', () => {
    const { user, from } = migrateUser(versionFour());
    expect(from).toBe(4);
    const u = user as Tree;
    expect(u.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    const slugs = PROJECT_KEYS.flatMap((key) => Object.values(u[key]).map((item) => item.slug));
    expect(slugs).toEqual(['tidewatch', 'palette-lab', 'shiftboard', 'recipe-relay', 'tidewatch-2', 'project']);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(u.frontendProjects['demo-frontendProjects-01']).toMatchObject({
      description: '',
      role: '',
      year: '',
      gallery: [],
      formerSlugs: [],
    });
    const shaped = shapeUserContent(u);
    expect(shaped.backendProjects[0].slug).toBe('tidewatch-2');
  });

  it('turns the demo’s sample résumé files into "" (the generated résumé) and keeps the owner’s own', () => {
    const u = migrateUser(versionFour()).user as Tree;
    expect(u.about.cvfileLinkDark).toBe('');
    expect(u.about.cvfileLinkLight).toBe('');
    const own = versionFour();
    own.about.cvfileLinkDark = '/media/my-cv' as never;
    expect((migrateUser(own).user as Tree).about.cvfileLinkDark).toBe('/media/my-cv');
  });

  it('is idempotent: slugs already there are kept, run again it changes nothing', () => {
    const once = migrateUser(versionFour()).user as Tree;
    expect(withProjectSlugs(once)).toEqual(once);
    const again = migrateUser({ ...clone(once), schemaVersion: 4 }).user;
    expect(again).toEqual(once);
    // A revision of one list, recorded by version 4, upgraded beside today's content.
    const revision = versionFour().backendProjects;
    const upgraded = migrateSection('backendProjects', revision, once) as Tree[string];
    expect(Object.values(upgraded).map((item) => item.slug)).toEqual(['tidewatch-2', 'project']);
  });

  it('a duplicate slug written by hand reads as a fresh one, never two pages at one address', () => {
    const user = migrateUser(versionFour()).user as Tree;
    user.fullstackProjects['demo-fullstackProjects-01'].slug = 'tidewatch';
    const fixed = withProjectSlugs(user) as Tree;
    expect(fixed.frontendProjects['demo-frontendProjects-01'].slug).toBe('tidewatch');
    expect(fixed.fullstackProjects['demo-fullstackProjects-01'].slug).toBe('shiftboard');
  });
});

describe('slug rules', () => {
  it('makes lowercase ASCII words joined by single hyphens', () => {
    expect(slugify('Café Orbit: a 3D map!')).toBe('cafe-orbit-a-3d-map');
    expect(slugify('  Ledgerline   API  ')).toBe('ledgerline-api');
    expect(slugify('R&D board')).toBe('r-and-d-board');
    expect(slugify('日本語')).toBe('project');
    expect(slugify('x'.repeat(200)).length).toBeLessThanOrEqual(80);
    expect(uniqueSlug('a', new Set(['a', 'a-2']))).toBe('a-3');
  });

  it('follows the title: an unchanged title keeps the slug, a new one moves it and keeps the old as a former slug', () => {
    const taken = new Set(['shiftboard']);
    const added = withSlug({ title: 'Harbour Lights' }, undefined, taken);
    expect(added).toMatchObject({ slug: 'harbour-lights', formerSlugs: [] });
    expect(withSlug({ title: 'Harbour Lights', techstack: 'x' }, added, taken)).toMatchObject({
      slug: 'harbour-lights',
      formerSlugs: [],
    });
    const renamed = withSlug({ title: 'Harbour Lights 2' }, added, taken);
    expect(renamed).toMatchObject({ slug: 'harbour-lights-2', formerSlugs: ['harbour-lights'] });
    // Back to the first title: its slug comes back, the other one redirects.
    expect(withSlug({ title: 'Harbour Lights' }, renamed, taken)).toMatchObject({
      slug: 'harbour-lights',
      formerSlugs: ['harbour-lights-2'],
    });
    // A title whose slug another project has gets a numbered one.
    expect(withSlug({ title: 'Shiftboard' }, renamed, taken)).toMatchObject({
      slug: 'shiftboard-2',
      formerSlugs: ['harbour-lights', 'harbour-lights-2'],
    });
  });

  it('the schema refuses a malformed slug, a bad year, an overlong description and an oversized gallery', () => {
    const project = shapeUserContent(migrateUser(versionFour()).user).frontendProjects[0];
    const check = (patch: Record<string, unknown>) => {
      const result = projectItemSchema.safeParse({ ...project, ...patch });
      return result.success ? null : result.error.issues.map((i) => i.message).join('; ');
    };
    expect(check({})).toBeNull();
    expect(check({ slug: 'Not A Slug' })).toBe(
      'Slug may contain only lowercase letters, digits and single hyphens between them',
    );
    expect(check({ year: '24' })).toBe('Year must be empty or a 4-digit year');
    expect(check({ description: 'x'.repeat(5001) })).toBe('Description must be at most 5000 characters');
    const image = { image: '/demo/project-1.webp', alt: 'A screen' };
    expect(check({ gallery: Array(12).fill(image) })).toBeNull();
    expect(check({ gallery: Array(13).fill(image) })).toBe('At most 12 gallery images');
    expect(check({ gallery: [image, { image: '/demo/project-2.webp', alt: ' ' }] })).toBe(
      'Gallery image 2: Gallery image alt text is required',
    );
  });

  it('the editor form sends the gallery as JSON; a list it cannot read is named', () => {
    const section = findSection('frontend-project') as ListSection;
    const form = new FormData();
    for (const [name, value] of Object.entries({
      image: '/demo/project-1.webp',
      imageAlt: 'Screen',
      title: 'T',
      techstack: 'S',
      gallery: JSON.stringify([{ image: '/demo/project-2.webp', alt: 'Second' }]),
    }))
      form.set(name, value);
    const parsed = contentInput(section).safeParse(form);
    expect(parsed.success && parsed.data.gallery).toEqual([{ image: '/demo/project-2.webp', alt: 'Second' }]);
    form.set('gallery', '{nope');
    const bad = contentInput(section).safeParse(form);
    expect(!bad.success && bad.error.issues.map((i) => i.message)).toEqual(['Gallery could not be read']);
  });
});

describe('slugs in the store', () => {
  it('a new project gets a slug unique across the lists; a renamed one moves and its old slug redirects', async () => {
    const { getStore } = await import('@/lib/store');
    const { getData } = await import('@/lib/content/get-data');
    const store = getStore();
    await store.set('user', migrateUser(versionFour()).user);
    const fields = {
      image: '/demo/project-1.webp',
      imageAlt: 'Screen',
      title: 'Shiftboard',
      techstack: 'TS',
      gitLink: '',
      demoLink: '',
      description: '',
      role: '',
      year: '',
      gallery: [],
    };
    const { id } = await addListItem(store, 'frontendProjects', fields);
    expect(await store.get(`user/frontendProjects/${id}/slug`)).toBe('shiftboard-2');
    await updateListItem(store, 'frontendProjects', id, { ...fields, title: 'Night Shift' });
    expect(await store.get(`user/frontendProjects/${id}/slug`)).toBe('night-shift');
    expect(await store.get(`user/frontendProjects/${id}/formerSlugs`)).toEqual(['shiftboard-2']);
    const content = await getData('user');
    expect(findProject(content, 'night-shift')).toMatchObject({ found: { key: 'frontendProjects' } });
    expect(findProject(content, 'shiftboard-2')).toEqual({ movedTo: 'night-shift' });
    expect(findProject(content, 'nope')).toEqual({ missing: true });
  });
});

describe('project descriptions', () => {
  it('render the Markdown subset and show HTML as text, never as markup', () => {
    const html = renderToStaticMarkup(
      <Description
        source={
          'Intro with **bold**, *em* and `<b>code</b>`.\n\n- one\n- [site](https://example.com)\n\n' +
          '<script>alert(1)</script> <img src=x onerror=alert(1)> [bad](javascript:alert(1))'
        }
      />,
    );
    expect(html).toContain(
      '<p>Intro with <strong>bold</strong>, <em>em</em> and <code>&lt;b&gt;code&lt;/b&gt;</code>.</p>',
    );
    expect(html).toContain(
      '<ul><li>one</li><li><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a></li></ul>',
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="javascript');
  });

  it('keep single line breaks, number ordered lists, and read as plain text for meta descriptions', () => {
    expect(parseMarkdown('a\nb\n\n1. x\n2. y')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'a' }, { type: 'break' }, { type: 'text', text: 'b' }] },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'x' }], [{ type: 'text', text: 'y' }]] },
    ]);
    expect(plainText('**Fast** site\n\n- [docs](https://x.example)\n- `api`')).toBe('Fast site docs; api');
    expect(parseMarkdown('snake_case_name stays')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'snake_case_name stays' }] },
    ]);
  });
});
