import type { z } from 'zod';
import type { AdminIconName } from '@/components/admin/icons';
import { NOTES } from '@/lib/content/notes-words';
import { editorMeta, type EditorMeta, type FieldKind } from './fields';
import { LIST_FORM_SCHEMAS, SINGLETON_SCHEMAS, type ListKey, type SectionKey, type SingletonKey } from './schemas';

/**
 * The sections of the public content as the owner edits them: each one's editor (slug, title,
 * where the navigation lists it, its icon), its fields read from the section's schema, where
 * each field's line says how it is edited (label, kind, hint). The admin builds its pages, forms and navigation from
 * these (lib/admin/sections.ts); History, backups, the media library and old-content
 * conversion name fields and sections with them.
 */

/** A field as its schema line describes it (EditorMeta), with its name and, for a select, its options. */
export interface FieldDef extends EditorMeta {
  name: string;
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  /** An image's alt-text field (a field of the same form), shown inside the image's fieldset. */
  alt?: string;
}

/**
 * Where an editor is listed, in the admin's navigation and on the dashboard (in SECTIONS order):
 * the notes stand alone in the navigation and close the dashboard's content group.
 */
export type SectionGroup = 'content' | 'projects' | 'notes' | 'settings';

export interface SectionBase {
  slug: string;
  title: string;
  fields: readonly FieldDef[];
  group: SectionGroup;
  icon: AdminIconName;
}

export interface ListSection extends SectionBase {
  kind: 'list';
  key: ListKey;
  /** Fields shown in each row of the list. */
  summary: readonly string[];
  /** Long text: the browser keeps a copy of what is typed until it is saved, offered back after a closed tab. */
  keepsLocalCopy?: boolean;
}

export interface SingletonSection extends SectionBase {
  kind: 'singleton';
  key: SingletonKey;
}

/** An editor of a section of the public content. */
export type ContentSection = ListSection | SingletonSection;

/**
 * The editor's fields of an object schema, in its order, from what each field's line says of
 * itself (`.meta()`, lib/content/fields.ts). A field that accepts nothing or '' is optional
 * unless its line says otherwise; an image's alt text is its `<name>Alt` field.
 */
export function editorFields(schema: z.ZodObject): readonly FieldDef[] {
  const shape: Record<string, z.ZodType> = schema.shape;
  return Object.entries(shape).map(([name, field]) => {
    const {
      label,
      kind,
      optional = field.safeParse(undefined).success || field.safeParse('').success,
      ...meta
    } = editorMeta(field);
    if (!label || !kind)
      throw new Error(`The field ${name} says nothing of how to edit it (its .meta(), lib/content/fields.ts)`);
    return {
      name,
      label,
      kind,
      ...meta,
      ...(optional ? { optional } : {}),
      ...(kind === 'image' && `${name}Alt` in shape ? { alt: `${name}Alt` } : {}),
    };
  });
}

const singleton = (slug: string, title: string, icon: AdminIconName, key: SingletonKey): SingletonSection => ({
  kind: 'singleton',
  slug,
  title,
  group: 'content',
  icon,
  key,
  fields: editorFields(SINGLETON_SCHEMAS[key]),
});

/** A list's form holds all it stores but what the server derives (the slugs of projects and notes). */
const list = (
  slug: string,
  title: string,
  icon: AdminIconName,
  key: ListKey,
  summary: readonly string[],
  group: SectionGroup = 'content',
): ListSection => ({
  kind: 'list',
  slug,
  title,
  group,
  icon,
  key,
  fields: editorFields(LIST_FORM_SCHEMAS[key]),
  summary,
});

const project = (slug: string, title: string, key: ListKey) =>
  list(slug, title, 'folder', key, ['title', 'techstack'], 'projects');

/** Every editor of the public content, in the order the navigation and the dashboard list them (by group). */
export const CONTENT_SECTIONS: readonly ContentSection[] = [
  singleton('home-details', 'Home Details', 'home', 'home'),
  singleton('about-details', 'About Details', 'user', 'about'),
  list('skills', 'Skills', 'code', 'skills', ['name']),
  singleton('skill-images', 'Skill Images', 'cube', 'skillsCubeImg'),
  list('known-language', 'Known Languages', 'globe', 'languagesKnown', ['name']),
  list('education-timeline', 'Education Timeline', 'school', 'educationTimeline', ['title', 'startdate', 'enddate']),
  list('work-timeline', 'Work Timeline', 'briefcase', 'workTimeline', ['title', 'startdate', 'enddate']),
  list('social-link', 'Social Links', 'link', 'socialLinks', ['name', 'link']),
  project('frontend-project', 'Frontend Projects', 'frontendProjects'),
  project('fullstack-project', 'Fullstack Projects', 'fullstackProjects'),
  project('backend-project', 'Backend Projects', 'backendProjects'),
  list('site-languages', 'Site Languages', 'globe', 'siteLanguages', ['tag', 'visibility'], 'settings'),
  {
    ...list(NOTES.admin.slug, NOTES.admin.title, 'note', 'notes', ['title', 'publishedAt'], 'notes'),
    keepsLocalCopy: true,
  },
];

/** The editor of section `key`. */
export function sectionOf(key: string): ContentSection | undefined {
  return CONTENT_SECTIONS.find((s) => s.key === (key as SectionKey));
}
