import { z } from 'zod';
import { FREELANCING_OPTIONS } from '@/lib/constants';
import { NOTES } from '@/lib/content/notes-words';
import {
  altText,
  email,
  galleryImages,
  optionalFileLink,
  hexColor,
  imageUrl,
  isoDate,
  optionalIsoDate,
  optionalLink,
  optionalYear,
  projectSlug,
  requiredLink,
  requiredText,
  socialHref,
  text,
} from './fields';

const homeSchema = z.object({
  background: imageUrl('Background image'),
  backgroundAlt: altText('Background image'),
  banner_img: imageUrl('Banner image'),
  banner_imgAlt: altText('Banner image'),
  detail: requiredText('Detail', 600),
  quote: requiredText('Quote', 300),
  taglines: z
    .array(requiredText('Tagline', 80), { message: 'Taglines must be a list' })
    .min(1, 'At least one tagline is required')
    .max(10, 'At most 10 taglines'),
});

export const aboutSchema = z.object({
  avatar: imageUrl('Avatar'),
  avatarAlt: altText('Avatar'),
  fullName: requiredText('Full name', 100),
  dob: isoDate('Date of birth'),
  address: requiredText('Address', 200),
  email: email('Email'),
  phoneNumber: requiredText('Phone number', 30).refine(
    (v) => /^\+?[0-9 ()-]{5,30}$/.test(v),
    'Phone number may contain digits, spaces, ( ) - and a leading +',
  ),
  status: requiredText('Status', 120),
  freeLancing: z.enum(FREELANCING_OPTIONS, { message: 'Freelancing must be Available or Not Available' }),
  /** '' means "use the résumé generated from the content". */
  cvfileLinkDark: optionalFileLink('Dark résumé file'),
  cvfileLinkLight: optionalFileLink('Light résumé file'),
  cvweblink: requiredLink('Web résumé link'),
});

const nameItemSchema = z.object({ name: requiredText('Name', 60) });

const skillsCubeImgSchema = z.object({
  image1: imageUrl('Image 1'),
  image1Alt: altText('Image 1'),
  image2: imageUrl('Image 2'),
  image2Alt: altText('Image 2'),
  image3: imageUrl('Image 3'),
  image3Alt: altText('Image 3'),
  image4: imageUrl('Image 4'),
  image4Alt: altText('Image 4'),
  image5: imageUrl('Image 5'),
  image5Alt: altText('Image 5'),
  image6: imageUrl('Image 6'),
  image6Alt: altText('Image 6'),
});

export const timelineItemSchema = z
  .object({
    title: requiredText('Title', 120),
    description: requiredText('Description', 1000),
    startdate: isoDate('Start date'),
    enddate: optionalIsoDate('End date').default(''),
  })
  .refine((v) => v.enddate === '' || v.enddate >= v.startdate, {
    message: 'End date must not be before the start date',
    path: ['enddate'],
  });

/** Longest project description, in characters. */
const PROJECT_DESCRIPTION_MAX = 5000;
/** Most images a project's gallery holds. */
export const GALLERY_MAX = 12;
/** Most former slugs a project keeps redirecting from. */
export const FORMER_SLUGS_MAX = 50;

/** Longest case-study section (problem, approach, outcome), in characters: a few paragraphs each. */
export const CASE_STUDY_SECTION_MAX = 3000;
/** Longest one-line summary of a project (its card and search result): one sentence. */
export const PROJECT_SUMMARY_MAX = 160;

/** Text shown on one line (a card's summary, a fact of the case study): no line breaks. */
const oneLine = (label: string, max: number) =>
  text(label, max).refine((v) => !/[\n\r]/.test(v), `${label} must be one line`);

/**
 * The optional case study of a project: a one-line outcome for its card, the facts beside
 * Stack / Role / Year, and the article's sections. Problem, approach and outcome take the
 * description's small Markdown subset; all are plain text, never HTML, '' when not written.
 */
const caseStudyFields = {
  summary: oneLine('Summary', PROJECT_SUMMARY_MAX).default(''),
  team: oneLine('Team', 120).default(''),
  duration: oneLine('Duration', 60).default(''),
  problem: text('Problem', CASE_STUDY_SECTION_MAX).default(''),
  approach: text('Approach', CASE_STUDY_SECTION_MAX).default(''),
  outcome: text('Outcome', CASE_STUDY_SECTION_MAX).default(''),
};

/** What the owner edits of a project: the editor's form is checked by this. */
export const projectFieldsSchema = z.object({
  image: imageUrl('Project image'),
  imageAlt: altText('Project image'),
  title: requiredText('Title', 120),
  techstack: requiredText('Tech stack', 300),
  gitLink: optionalLink('Code link').default(''),
  demoLink: optionalLink('Demo link').default(''),
  /** Plain paragraphs or a small Markdown subset (lib/content/markdown.ts); never rendered as HTML. */
  description: text('Description', PROJECT_DESCRIPTION_MAX).default(''),
  role: text('Role', 120).default(''),
  year: optionalYear('Year').default(''),
  gallery: galleryImages('Gallery image', GALLERY_MAX).default([]),
  ...caseStudyFields,
});

/**
 * A stored project: its fields and its address. `slug` (/projects/<slug>) is set by the server
 * from the title, unique across the three project lists; `formerSlugs` are the slugs earlier
 * titles gave it, which redirect to the current one (lib/content/slugs.ts).
 */
/** A stored item's address, set by the server: '' only in content written by hand, whose reads then give it its title's. */
const addressFields = {
  slug: projectSlug('Slug').or(z.literal('')).default(''),
  formerSlugs: z
    .array(projectSlug('Former slug'), { message: 'Former slugs must be a list' })
    .max(FORMER_SLUGS_MAX, `At most ${FORMER_SLUGS_MAX} former slugs`)
    .default([]),
};

export const projectItemSchema = projectFieldsSchema.extend(addressFields);

/** What the owner edits of a note (a blog post): the editor's form is checked by this. */
export const noteFieldsSchema = z.object({
  title: requiredText('Title', NOTES.limits.title),
  summary: oneLine('Summary', NOTES.limits.summary).pipe(z.string().min(1, 'Summary is required')),
  /** Markdown (lib/content/note-markdown.tsx); rendered as React elements, never as HTML. */
  body: requiredText('Body', NOTES.limits.body),
  tags: z
    .array(oneLine('Tag', NOTES.limits.tag).pipe(z.string().min(1, 'A tag must not be empty')), {
      message: 'Tags must be a list',
    })
    .max(NOTES.limits.tags, `At most ${NOTES.limits.tags} tags`)
    .default([]),
  cover: imageUrl('Cover image'),
  coverAlt: altText('Cover image'),
  publishedAt: isoDate('Published date'),
});

/**
 * A stored note: its fields and its address, /notes/<slug>, set by the server from the title and
 * unique among notes; `formerSlugs` redirect to it, as a project's do (lib/content/slugs.ts).
 */
const noteItemSchema = noteFieldsSchema.extend(addressFields);

export const socialLinkItemSchema = z.object({
  name: requiredText('Name', 60),
  link: socialHref('Link'),
  icon: imageUrl('Icon'),
  iconAlt: altText('Icon'),
  color: hexColor('Colour'),
});

export const feedbackSchema = z.object({
  name: text('Name', 100).default(''),
  email: email('Email'),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
  createdAt: z.number().int().nonnegative(),
  /** When the owner marked it read; messages stored before read state existed have none: unread. */
  readAt: z.number().int().nonnegative().optional(),
});

/** Fields every stored list item carries besides its own. */
export const orderField = z.object({ order: z.number({ message: 'order must be a number' }).finite() });

export const LIST_SCHEMAS = {
  languagesKnown: nameItemSchema,
  skills: nameItemSchema,
  educationTimeline: timelineItemSchema,
  workTimeline: timelineItemSchema,
  frontendProjects: projectItemSchema,
  fullstackProjects: projectItemSchema,
  backendProjects: projectItemSchema,
  socialLinks: socialLinkItemSchema,
  notes: noteItemSchema,
} as const;

/** The three lists of projects; each project has a page at /projects/<slug>. */
export const PROJECT_KEYS = ['frontendProjects', 'fullstackProjects', 'backendProjects'] as const;
export type ProjectKey = (typeof PROJECT_KEYS)[number];

/** What an editor's form holds for a list item: everything stored but what the server derives (project slugs). */
export const LIST_FORM_SCHEMAS = {
  ...LIST_SCHEMAS,
  frontendProjects: projectFieldsSchema,
  fullstackProjects: projectFieldsSchema,
  backendProjects: projectFieldsSchema,
  notes: noteFieldsSchema,
} as const;

export const SINGLETON_SCHEMAS = {
  home: homeSchema,
  about: aboutSchema,
  skillsCubeImg: skillsCubeImgSchema,
} as const;

export type ListKey = keyof typeof LIST_SCHEMAS;
export type SingletonKey = keyof typeof SINGLETON_SCHEMAS;
export type SectionKey = ListKey | SingletonKey;

export const LIST_KEYS = Object.keys(LIST_SCHEMAS) as ListKey[];
export const SINGLETON_KEYS = Object.keys(SINGLETON_SCHEMAS) as SingletonKey[];

export type Home = z.infer<typeof homeSchema>;
export type About = z.infer<typeof aboutSchema>;
export type NameItem = z.infer<typeof nameItemSchema>;
export type SkillsCubeImg = z.infer<typeof skillsCubeImgSchema>;
export type TimelineItem = z.infer<typeof timelineItemSchema>;
export type ProjectItem = z.infer<typeof projectItemSchema>;
export type SocialLinkItem = z.infer<typeof socialLinkItemSchema>;
export type NoteItem = z.infer<typeof noteItemSchema>;
export type Feedback = z.infer<typeof feedbackSchema>;

export type WithId<T> = T & { _id: string };

/** The public content object as pages receive it: singletons as stored, lists as arrays in order, each item with its `_id`. */
export type UserContent = { [K in SingletonKey]: z.infer<(typeof SINGLETON_SCHEMAS)[K]> } & {
  [K in ListKey]: WithId<z.infer<(typeof LIST_SCHEMAS)[K]>>[];
};
