import type { z } from 'zod';
import type { AdminIconName } from '@/components/admin/icons';
import { FREELANCING_OPTIONS } from '@/lib/constants';
import { NOTES } from '@/lib/content/notes-words';
import {
  GALLERY_MAX,
  LIST_SCHEMAS,
  PROJECT_SUMMARY_MAX,
  SINGLETON_SCHEMAS,
  noteFieldsSchema,
  projectFieldsSchema,
  type ListKey,
  type SectionKey,
  type SingletonKey,
} from './schemas';

/**
 * The sections of the public content as the owner edits them: each one's editor (slug, title,
 * where the navigation lists it, its icon) and its fields (label, kind, hint), checked against
 * the section's schema by the compiler. The admin builds its pages, forms and navigation from
 * these (lib/admin/sections.ts); History, backups, the media library and old-content
 * conversion name fields and sections with them.
 */

/** The About editor's hint under each résumé file field. */
const RESUME_FILE_HINT = 'Leave empty to use the résumé generated from your content';

type FieldKind =
  | 'text'
  | 'textarea'
  | 'lines'
  | 'date'
  | 'image'
  | 'link'
  | 'email'
  | 'tel'
  | 'color'
  | 'select'
  | 'password'
  /** Rows of image + alt text, added, removed and reordered; sent as one JSON list. */
  | 'gallery';

/** A field of the form `schema` checks: the names its input object declares. */
export type FieldName<S extends z.ZodType> = Extract<keyof z.input<S>, string>;

export interface FieldDef<N extends string = string> {
  name: N;
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  /** Shown under the input: format or meaning of an empty value. */
  hint?: string;
  optional?: boolean;
  /** An image's alt-text field (a field of the same form), shown inside the image's fieldset. */
  alt?: N;
  /** A textarea's height in lines, for long text (a note's Markdown body). */
  rows?: number;
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
}

export interface SingletonSection extends SectionBase {
  kind: 'singleton';
  key: SingletonKey;
}

/** An editor of a section of the public content. */
export type ContentSection = ListSection | SingletonSection;

type Missing<S extends z.ZodType, F extends readonly FieldDef[]> = Exclude<FieldName<S>, F[number]['name']>;

/**
 * The fields of a form checked by `schema`, checked by the compiler: a name the schema does not
 * declare is an error, and so is a schema field left out (the call then asks for a third
 * argument, typed as the missing names).
 */
export function fieldsFor<S extends z.ZodType, const F extends readonly FieldDef<FieldName<S>>[]>(
  _schema: S,
  fields: F,
  ..._complete: [Missing<S, F>] extends [never] ? [] : [missing: Missing<S, F>]
): readonly FieldDef<FieldName<S>>[] {
  return fields;
}

const DATE_HINT = 'dd/mm/yyyy';
const ALT_HINT = 'Describes the image for people who cannot see it';

const timelineFields = fieldsFor(LIST_SCHEMAS.workTimeline, [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'startdate', label: 'Start date', kind: 'date', hint: DATE_HINT },
  { name: 'enddate', label: 'End date', kind: 'date', hint: `${DATE_HINT}; leave empty for Present`, optional: true },
]);

/** Said of each case-study section (problem, approach, outcome) under its own prompt. */
const CASE_STUDY_HINT =
  'A section of the project’s page; leave empty to leave it out. Formatting as in the description';

const projectFields = fieldsFor(projectFieldsSchema, [
  { name: 'image', label: 'Project image', kind: 'image', alt: 'imageAlt' },
  { name: 'imageAlt', label: 'Project image alt text', kind: 'text', hint: ALT_HINT },
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'techstack', label: 'Tech stack', kind: 'text' },
  { name: 'gitLink', label: 'Code link', kind: 'link', optional: true, hint: 'https://… ; leave empty to hide' },
  { name: 'demoLink', label: 'Demo link', kind: 'link', optional: true, hint: 'https://… ; leave empty to hide' },
  {
    name: 'description',
    label: 'Description',
    kind: 'textarea',
    optional: true,
    hint: 'Shown on the project’s page. Blank lines separate paragraphs; **bold**, *italic*, `code`, [links](https://…) and - lists work; HTML is shown as text',
  },
  {
    name: 'summary',
    label: 'Summary',
    kind: 'text',
    optional: true,
    hint: `One line, at most ${PROJECT_SUMMARY_MAX} characters, shown on the project’s card: its outcome, e.g. Cut check-in time by 40%`,
  },
  { name: 'role', label: 'Role', kind: 'text', optional: true, hint: 'Your part in it, e.g. Front-end lead' },
  { name: 'year', label: 'Year', kind: 'text', optional: true, hint: 'yyyy' },
  { name: 'team', label: 'Team', kind: 'text', optional: true, hint: 'Who built it, e.g. 2 developers, 1 designer' },
  { name: 'duration', label: 'Duration', kind: 'text', optional: true, hint: 'How long it took, e.g. 10 weeks' },
  {
    name: 'problem',
    label: 'Problem',
    kind: 'textarea',
    optional: true,
    hint: `What needed solving, and for whom. ${CASE_STUDY_HINT}`,
  },
  {
    name: 'approach',
    label: 'Approach',
    kind: 'textarea',
    optional: true,
    hint: `What you did and the choices you made. ${CASE_STUDY_HINT}`,
  },
  {
    name: 'outcome',
    label: 'Outcome',
    kind: 'textarea',
    optional: true,
    hint: `What changed, with numbers where you have them. ${CASE_STUDY_HINT}`,
  },
  {
    name: 'gallery',
    label: 'Gallery',
    kind: 'gallery',
    optional: true,
    hint: `Up to ${GALLERY_MAX} images, each with its alt text, shown on the project’s page`,
  },
]);

const noteFields = fieldsFor(noteFieldsSchema, [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'summary', label: 'Summary', kind: 'text', hint: NOTES.admin.summaryHint },
  { name: 'body', label: 'Body', kind: 'textarea', rows: 24, hint: NOTES.admin.bodyHint },
  { name: 'tags', label: 'Tags', kind: 'lines', optional: true, hint: NOTES.admin.tagsHint },
  { name: 'cover', label: 'Cover image', kind: 'image', alt: 'coverAlt' },
  { name: 'coverAlt', label: 'Cover image alt text', kind: 'text', hint: ALT_HINT },
  { name: 'publishedAt', label: 'Published date', kind: 'date', hint: NOTES.admin.dateHint },
]);

const nameField = fieldsFor(LIST_SCHEMAS.skills, [{ name: 'name', label: 'Name', kind: 'text' }]);

function project(slug: string, title: string, key: ListKey): ListSection {
  const summary = ['title', 'techstack'];
  return { kind: 'list', slug, title, key, fields: projectFields, summary, group: 'projects', icon: 'folder' };
}

/** Every editor of the public content, in the order the navigation and the dashboard list them (by group). */
export const CONTENT_SECTIONS: readonly ContentSection[] = [
  {
    kind: 'singleton',
    slug: 'home-details',
    title: 'Home Details',
    group: 'content',
    icon: 'home',
    key: 'home',
    fields: fieldsFor(SINGLETON_SCHEMAS.home, [
      { name: 'background', label: 'Background image', kind: 'image', alt: 'backgroundAlt' },
      { name: 'backgroundAlt', label: 'Background image alt text', kind: 'text', hint: ALT_HINT },
      { name: 'banner_img', label: 'Banner image', kind: 'image', alt: 'banner_imgAlt' },
      { name: 'banner_imgAlt', label: 'Banner image alt text', kind: 'text', hint: ALT_HINT },
      { name: 'detail', label: 'Detail', kind: 'textarea' },
      { name: 'quote', label: 'Quote', kind: 'textarea' },
      { name: 'taglines', label: 'Taglines', kind: 'lines', hint: 'One per line' },
    ]),
  },
  {
    kind: 'singleton',
    slug: 'about-details',
    title: 'About Details',
    group: 'content',
    icon: 'user',
    key: 'about',
    fields: fieldsFor(SINGLETON_SCHEMAS.about, [
      { name: 'avatar', label: 'Avatar', kind: 'image', alt: 'avatarAlt' },
      { name: 'avatarAlt', label: 'Avatar alt text', kind: 'text', hint: ALT_HINT },
      { name: 'fullName', label: 'Full name', kind: 'text' },
      { name: 'dob', label: 'Date of birth', kind: 'date', hint: DATE_HINT },
      { name: 'address', label: 'Address', kind: 'text' },
      { name: 'email', label: 'Email', kind: 'email' },
      { name: 'phoneNumber', label: 'Phone number', kind: 'tel' },
      { name: 'status', label: 'Status', kind: 'text' },
      { name: 'freeLancing', label: 'Freelancing', kind: 'select', options: FREELANCING_OPTIONS },
      { name: 'cvfileLinkDark', label: 'Dark résumé file', kind: 'link', optional: true, hint: RESUME_FILE_HINT },
      { name: 'cvfileLinkLight', label: 'Light résumé file', kind: 'link', optional: true, hint: RESUME_FILE_HINT },
      { name: 'cvweblink', label: 'Web résumé link', kind: 'link' },
    ]),
  },
  {
    kind: 'list',
    slug: 'skills',
    title: 'Skills',
    group: 'content',
    icon: 'code',
    key: 'skills',
    fields: nameField,
    summary: ['name'],
  },
  {
    kind: 'singleton',
    slug: 'skill-images',
    title: 'Skill Images',
    group: 'content',
    icon: 'cube',
    key: 'skillsCubeImg',
    fields: fieldsFor(SINGLETON_SCHEMAS.skillsCubeImg, [
      { name: 'image1', label: 'Image 1', kind: 'image', alt: 'image1Alt' },
      { name: 'image1Alt', label: 'Image 1 alt text', kind: 'text', hint: ALT_HINT },
      { name: 'image2', label: 'Image 2', kind: 'image', alt: 'image2Alt' },
      { name: 'image2Alt', label: 'Image 2 alt text', kind: 'text', hint: ALT_HINT },
      { name: 'image3', label: 'Image 3', kind: 'image', alt: 'image3Alt' },
      { name: 'image3Alt', label: 'Image 3 alt text', kind: 'text', hint: ALT_HINT },
      { name: 'image4', label: 'Image 4', kind: 'image', alt: 'image4Alt' },
      { name: 'image4Alt', label: 'Image 4 alt text', kind: 'text', hint: ALT_HINT },
      { name: 'image5', label: 'Image 5', kind: 'image', alt: 'image5Alt' },
      { name: 'image5Alt', label: 'Image 5 alt text', kind: 'text', hint: ALT_HINT },
      { name: 'image6', label: 'Image 6', kind: 'image', alt: 'image6Alt' },
      { name: 'image6Alt', label: 'Image 6 alt text', kind: 'text', hint: ALT_HINT },
    ]),
  },
  {
    kind: 'list',
    slug: 'known-language',
    title: 'Known Languages',
    group: 'content',
    icon: 'globe',
    key: 'languagesKnown',
    fields: nameField,
    summary: ['name'],
  },
  {
    kind: 'list',
    slug: 'education-timeline',
    title: 'Education Timeline',
    group: 'content',
    icon: 'school',
    key: 'educationTimeline',
    fields: timelineFields,
    summary: ['title', 'startdate', 'enddate'],
  },
  {
    kind: 'list',
    slug: 'work-timeline',
    title: 'Work Timeline',
    group: 'content',
    icon: 'briefcase',
    key: 'workTimeline',
    fields: timelineFields,
    summary: ['title', 'startdate', 'enddate'],
  },
  {
    kind: 'list',
    slug: 'social-link',
    title: 'Social Links',
    group: 'content',
    icon: 'link',
    key: 'socialLinks',
    fields: fieldsFor(LIST_SCHEMAS.socialLinks, [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'link', label: 'Link', kind: 'link', hint: 'https://… or mailto:' },
      { name: 'icon', label: 'Icon', kind: 'image', alt: 'iconAlt' },
      { name: 'iconAlt', label: 'Icon alt text', kind: 'text', hint: ALT_HINT },
      { name: 'color', label: 'Colour', kind: 'color' },
    ]),
    summary: ['name', 'link'],
  },
  project('frontend-project', 'Frontend Projects', 'frontendProjects'),
  project('fullstack-project', 'Fullstack Projects', 'fullstackProjects'),
  project('backend-project', 'Backend Projects', 'backendProjects'),
  {
    kind: 'list',
    slug: NOTES.admin.slug,
    title: NOTES.admin.title,
    group: 'notes',
    icon: 'note',
    key: 'notes',
    fields: noteFields,
    summary: ['title', 'publishedAt'],
  },
];

/** The editor of section `key`. */
export function sectionOf(key: string): ContentSection | undefined {
  return CONTENT_SECTIONS.find((s) => s.key === (key as SectionKey));
}
