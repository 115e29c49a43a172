import { z } from 'zod';
import { siteLanguageItemSchema } from './language-tag';
import { FREELANCING_OPTIONS } from '@/lib/constants';
import { NOTES } from '@/lib/content/notes-words';
import {
  DATE_HINT,
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
  paragraphs,
  chosenSlug,
  projectSlug,
  requiredLink,
  requiredText,
  socialHref,
  text,
} from './fields';

/** An image field and its required alt text, `<name>Alt`, which the editor shows inside the image's fieldset. */
const imageWithAlt = <N extends string>(name: N, label: string) =>
  ({ [name]: imageUrl(label), [`${name}Alt`]: altText(label) }) as Record<N, ReturnType<typeof imageUrl>> &
    Record<`${N}Alt`, ReturnType<typeof altText>>;

const homeSchema = z.object({
  ...imageWithAlt('background', 'Background image'),
  ...imageWithAlt('banner_img', 'Banner image'),
  detail: paragraphs('Detail', 600),
  quote: paragraphs('Quote', 300),
  taglines: z
    .array(requiredText('Tagline', 80), { message: 'Taglines must be a list' })
    .min(1, 'At least one tagline is required')
    .max(10, 'At most 10 taglines')
    .meta({ label: 'Taglines', kind: 'lines', hint: 'One per line' }),
  /** The visitor counter stays hidden until the total reaches it (and while nothing is counted). */
  visitorCounterFrom: text('Visitor counter shown from', 7)
    .refine((v) => /^\d{0,7}$/.test(v), 'Visitor counter shown from must be a whole number of visits, e.g. 50')
    .meta({
      hint: 'Total visits before visitors see the counter, e.g. 50; 0 or empty shows it once one visit is counted',
    })
    .default('0'),
});

/** The About editor's hint under each résumé file field. */
const RESUME_FILE_HINT = 'Leave empty to use the résumé generated from your content';

/** Text shown on one line (a card's summary, a fact of the case study): no line breaks. */
const oneLine = (label: string, max: number) =>
  text(label, max).refine((v) => !/[\n\r]/.test(v), `${label} must be one line`);

/** Longest About text (the bio above the details), in characters: two or three short paragraphs. */
export const BIO_MAX = 1500;

export const aboutSchema = z.object({
  ...imageWithAlt('avatar', 'Avatar'),
  fullName: requiredText('Full name', 100),
  bio: text('Bio', BIO_MAX)
    .meta({
      kind: 'textarea',
      hint: `Two or three short paragraphs in your own voice, shown above your details (at most ${BIO_MAX} characters). Blank lines separate paragraphs; leave empty to leave it out`,
    })
    .default(''),
  currently: oneLine('Currently', 140)
    .meta({
      hint: 'One line on what you are doing now, e.g. Building a tide app for sailors; leave empty to leave it out',
    })
    .default(''),
  dob: optionalIsoDate('Date of birth').meta({ hint: `${DATE_HINT}; leave empty to leave it out` }),
  address: requiredText('Address', 200),
  email: email('Email'),
  phoneNumber: requiredText('Phone number', 30)
    .refine((v) => /^\+?[0-9 ()-]{5,30}$/.test(v), 'Phone number may contain digits, spaces, ( ) - and a leading +')
    .meta({ kind: 'tel' }),
  status: requiredText('Status', 120),
  freeLancing: z.enum(FREELANCING_OPTIONS, { message: 'Freelancing must be Available or Not Available' }).meta({
    label: 'Freelancing',
    kind: 'select',
  }),
  /** '' means "use the résumé generated from the content". */
  cvfileLinkDark: optionalFileLink('Dark résumé file').meta({ hint: RESUME_FILE_HINT }),
  cvfileLinkLight: optionalFileLink('Light résumé file').meta({ hint: RESUME_FILE_HINT }),
  cvweblink: requiredLink('Web résumé link'),
});

const nameItemSchema = z.object({ name: requiredText('Name', 60) });

const skillsCubeImgSchema = z.object({
  ...imageWithAlt('image1', 'Image 1'),
  ...imageWithAlt('image2', 'Image 2'),
  ...imageWithAlt('image3', 'Image 3'),
  ...imageWithAlt('image4', 'Image 4'),
  ...imageWithAlt('image5', 'Image 5'),
  ...imageWithAlt('image6', 'Image 6'),
});

export const timelineItemSchema = z
  .object({
    title: requiredText('Title', 120),
    description: paragraphs('Description', 1000),
    startdate: isoDate('Start date'),
    enddate: optionalIsoDate('End date')
      .meta({ hint: `${DATE_HINT}; leave empty for Present` })
      .default(''),
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

/** A case-study section (problem, approach, outcome), asked for by `prompt` in the editor. */
const caseStudySection = (label: string, prompt: string) =>
  text(label, CASE_STUDY_SECTION_MAX)
    .meta({
      kind: 'textarea',
      hint: `${prompt} A section of the project’s page; leave empty to leave it out. Formatting as in the description`,
    })
    .default('');

/**
 * What the owner edits of a project, in the editor's order: what it is, then its optional case
 * study (a one-line outcome for its card, the facts beside Stack / Role / Year, the article's
 * sections), then its gallery. Description, problem, approach and outcome take a small Markdown
 * subset (lib/content/markdown.ts); all are plain text, never rendered as HTML, '' when not written.
 */
export const projectFieldsSchema = z.object({
  ...imageWithAlt('image', 'Project image'),
  title: requiredText('Title', 120),
  techstack: text('Tech stack', 300)
    .meta({ hint: 'Comma-separated, e.g. React, TypeScript; leave empty to leave it out' })
    .default(''),
  gitLink: optionalLink('Code link').default(''),
  demoLink: optionalLink('Demo link').default(''),
  description: text('Description', PROJECT_DESCRIPTION_MAX)
    .meta({
      kind: 'textarea',
      hint: 'The project’s page when it has no Problem, Approach or Outcome, and its card when there is no summary. Blank lines separate paragraphs; **bold**, *italic*, `code`, [links](https://…) and - lists work; HTML is shown as text',
    })
    .default(''),
  summary: oneLine('Summary', PROJECT_SUMMARY_MAX)
    .meta({
      hint: `One line, at most ${PROJECT_SUMMARY_MAX} characters, shown on the project’s card: its outcome, e.g. Cut check-in time by 40%`,
    })
    .default(''),
  role: text('Role', 120).meta({ hint: 'Your part in it, e.g. Front-end lead' }).default(''),
  year: optionalYear('Year').default(''),
  team: oneLine('Team', 120).meta({ hint: 'Who built it, e.g. 2 developers, 1 designer' }).default(''),
  duration: oneLine('Duration', 60).meta({ hint: 'How long it took, e.g. 10 weeks' }).default(''),
  problem: caseStudySection('Problem', 'What needed solving, and for whom.'),
  approach: caseStudySection('Approach', 'What you did and the choices you made.'),
  outcome: caseStudySection('Outcome', 'What changed, with numbers where you have them.'),
  gallery: galleryImages('Gallery image', GALLERY_MAX)
    .meta({ hint: `Up to ${GALLERY_MAX} images, each with its alt text, shown on the project’s page` })
    .default([]),
});

/** A stored item's address, set by the server: '' only in content written by hand, whose reads then give it its title's. */
const addressFields = {
  slug: projectSlug('Slug').or(z.literal('')).default(''),
  formerSlugs: z
    .array(projectSlug('Former slug'), { message: 'Former slugs must be a list' })
    .max(FORMER_SLUGS_MAX, `At most ${FORMER_SLUGS_MAX} former slugs`)
    .default([]),
};

/**
 * A stored project: its fields and its address. `slug` (/projects/<slug>) is set by the server
 * from the title, unique across the three project lists; `formerSlugs` are the slugs earlier
 * titles gave it, which redirect to the current one (lib/content/slugs.ts).
 */
export const projectItemSchema = projectFieldsSchema.extend(addressFields);

/** What the owner edits of a note (a blog post): the editor's form is checked by this. */
export const noteFieldsSchema = z.object({
  title: requiredText('Title', NOTES.limits.title),
  /** The address the owner chose (/notes/<customSlug>); '' (and notes stored before it existed): the title's. */
  customSlug: chosenSlug('Slug').meta({ hint: NOTES.admin.slugHint }).default(''),
  summary: oneLine('Summary', NOTES.limits.summary).pipe(z.string().min(1, 'Summary is required')).meta({
    hint: NOTES.admin.summaryHint,
  }),
  /** Markdown (lib/content/note-markdown.tsx); rendered as React elements, never as HTML. */
  body: requiredText('Body', NOTES.limits.body).meta({ kind: 'markdown', rows: 24, hint: NOTES.admin.bodyHint }),
  tags: z
    .array(oneLine('Tag', NOTES.limits.tag).pipe(z.string().min(1, 'A tag must not be empty')), {
      message: 'Tags must be a list',
    })
    .max(NOTES.limits.tags, `At most ${NOTES.limits.tags} tags`)
    .meta({ label: 'Tags', kind: 'lines', hint: NOTES.admin.tagsHint })
    .default([]),
  ...imageWithAlt('cover', 'Cover image'),
  publishedAt: isoDate('Published date').meta({ hint: NOTES.admin.dateHint, today: true }),
});

/**
 * A stored note: its fields and its address, /notes/<slug>, set by the server from the title (or
 * the owner's `customSlug`) and unique among notes; `formerSlugs` redirect to it, as a project's
 * do (lib/content/slugs.ts).
 */
const noteItemSchema = noteFieldsSchema.extend(addressFields);

export const socialLinkItemSchema = z.object({
  name: requiredText('Name', 60),
  link: socialHref('Link'),
  ...imageWithAlt('icon', 'Icon'),
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
  siteLanguages: siteLanguageItemSchema,
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
