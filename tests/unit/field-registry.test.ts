import { z } from 'zod';
import { SECTIONS } from '@/lib/admin/sections';
import { text } from '@/lib/content/fields';
import { editorFields } from '@/lib/content/sections';
import { DEMO_USER } from '@/lib/content/demo';
import { LIST_FORM_SCHEMAS, LIST_KEYS, LIST_SCHEMAS, SINGLETON_SCHEMAS, type SectionKey } from '@/lib/content/schemas';
import { shapeUserContent } from '@/lib/content/shape';

/**
 * Adding a field takes its schema line (with a default if content without it must stay valid;
 * the line says how the editor shows it) and the component that shows it. These tests hold the
 * rest to that.
 */
const SCHEMAS: Record<SectionKey, z.ZodType> = { ...SINGLETON_SCHEMAS, ...LIST_SCHEMAS };
const fieldsOf = (key: SectionKey) => (SCHEMAS[key] as z.ZodObject).shape as Record<string, z.ZodType>;
/** What an editor's form holds: a project's slugs are the server's, never typed. */
const FORM_SCHEMAS: Record<SectionKey, z.ZodType> = { ...SINGLETON_SCHEMAS, ...LIST_FORM_SCHEMAS };
const formFieldsOf = (key: SectionKey) => (FORM_SCHEMAS[key] as z.ZodObject).shape as Record<string, z.ZodType>;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the sections registry', () => {
  const editors = SECTIONS.flatMap((s) => (s.kind === 'credentials' ? [] : [s]));

  it('has one editor for every content section', () => {
    expect(editors.map((s) => s.key).sort()).toEqual((Object.keys(SCHEMAS) as SectionKey[]).sort());
  });

  it.each(editors.map((s) => [s.slug, s] as const))('%s edits exactly the fields its schema declares', (_, s) => {
    expect(s.fields.map((f) => f.name).sort()).toEqual(Object.keys(formFieldsOf(s.key)).sort());
  });

  it("reads each field's label, input, hint and whether it may be empty from the field's schema line", () => {
    const field = (slug: string, name: string) =>
      editors.find((s) => s.slug === slug)?.fields.find((f) => f.name === name);
    expect(field('about-details', 'avatar')).toEqual({
      name: 'avatar',
      label: 'Avatar',
      kind: 'image',
      alt: 'avatarAlt',
    });
    expect(field('about-details', 'avatarAlt')).toMatchObject({ label: 'Avatar alt text', kind: 'text' });
    expect(field('about-details', 'avatarAlt')).not.toHaveProperty('optional');
    expect(field('about-details', 'freeLancing')).toMatchObject({
      kind: 'select',
      options: ['Available', 'Not Available'],
    });
    expect(field('about-details', 'dob')).toMatchObject({
      kind: 'date',
      hint: 'dd/mm/yyyy; leave empty to leave it out',
      optional: true,
    });
    expect(field('about-details', 'bio')).toMatchObject({ kind: 'textarea', optional: true });
    expect(field('about-details', 'currently')).toMatchObject({ label: 'Currently', optional: true });
    expect(field('about-details', 'cvfileLinkDark')).toMatchObject({ kind: 'link', optional: true });
    expect(field('home-details', 'taglines')).toMatchObject({ label: 'Taglines', kind: 'lines' });
    expect(field('work-timeline', 'enddate')).toMatchObject({ kind: 'date', optional: true });
    expect(field('frontend-project', 'gallery')).toMatchObject({ label: 'Gallery', kind: 'gallery', optional: true });
    expect(field('notes', 'body')).toMatchObject({ kind: 'markdown', rows: 24 });
    expect(field('notes', 'customSlug')).toMatchObject({ label: 'Slug', kind: 'text', optional: true });
    // What a field wraps says how it is edited: a select with a default keeps its options.
    const made = editorFields(
      z.object({
        plan: z.enum(['Basic', 'Pro']).meta({ label: 'Plan', kind: 'select' }).default('Basic'),
        note: text('Note', 40).nullable(),
      }),
    );
    expect(made).toEqual([
      { name: 'plan', label: 'Plan', kind: 'select', options: ['Basic', 'Pro'], optional: true },
      { name: 'note', label: 'Note', kind: 'text', optional: true },
    ]);
    // A project's editor keeps its own order: what it is, its case study, then its gallery.
    expect(
      editors
        .find((s) => s.slug === 'frontend-project')
        ?.fields.map((f) => f.name)
        .slice(6, 9),
    ).toEqual(['description', 'summary', 'role']);
  });
});

describe('the demo owner', () => {
  it('is valid content as stored', () => {
    expect(() => shapeUserContent(clone(DEMO_USER))).not.toThrow();
  });

  it('needs no value for a field with a schema default: reads fill it in', () => {
    const trimmed = clone(DEMO_USER) as unknown as Record<string, Record<string, unknown>>;
    const expected = shapeUserContent(clone(DEMO_USER)) as unknown as Record<string, unknown>;
    const dropped: string[] = [];
    for (const key of Object.keys(SCHEMAS) as SectionKey[]) {
      const isList = (LIST_KEYS as string[]).includes(key);
      const stored = (isList ? Object.values(trimmed[key] ?? {}) : [trimmed[key]]) as Record<string, unknown>[];
      const read = (isList ? expected[key] : [expected[key]]) as Record<string, unknown>[];
      for (const [name, field] of Object.entries(fieldsOf(key))) {
        const fallback = field.safeParse(undefined);
        if (!fallback.success || fallback.data === undefined) continue;
        for (const node of stored) delete node[name];
        for (const node of read) node[name] = fallback.data;
        dropped.push(`${key}/${name}`);
      }
    }
    // Today's defaulted fields; any added later are covered the same way.
    expect(dropped).toEqual(expect.arrayContaining(['workTimeline/enddate', 'frontendProjects/gitLink']));
    expect(shapeUserContent(trimmed)).toEqual(expected);
  });
});
