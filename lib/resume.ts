export interface ResumeLink {
  href: string;
  label: string;
  variant: 'dark' | 'light';
}

export const RESUME_VARIANTS = ['dark', 'light'] as const;
export type ResumeVariant = (typeof RESUME_VARIANTS)[number];

/** The About fields that hold each variant's own file ('' when the generated one is used). */
const RESUME_FIELDS = new Map<string, ResumeVariant>([
  ['cvfileLinkDark', 'dark'],
  ['cvfileLinkLight', 'light'],
]);

/** The résumé variant an About field holds the file of, if it is one of the two. */
export const resumeVariantOf = (fieldName: string): ResumeVariant | undefined => RESUME_FIELDS.get(fieldName);

/** What the About editor says is in use for a variant. */
export const RESUME_SOURCE_LABELS = {
  generated: 'Generated from your content',
  uploaded: 'Your uploaded file',
} as const;

/** Where the site serves the résumé it writes from the content: /resume/dark.pdf, /resume/light.pdf. */
export const generatedResumePath = (variant: ResumeVariant): string => `/resume/${variant}.pdf`;

/** The demo owner's résumé files of earlier releases: stored content naming them means "generated". */
const DEMO_RESUME_FILES: readonly string[] = ['/demo/resume-dark.pdf', '/demo/resume-light.pdf'];

/**
 * Whether a résumé field (`cvfileLinkDark` / `cvfileLinkLight`) asks for the résumé generated from
 * the content: it is empty or still names a demo file. Anything else is the owner's own file.
 */
export function isGeneratedResume(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || DEMO_RESUME_FILES.includes(trimmed);
}

/** The link of one résumé variant: the owner's own file as stored, or the generated one (in the language of `prefix`, `/de`). */
export function resumeHref(value: string, variant: ResumeVariant, prefix = ''): string {
  return isGeneratedResume(value) ? `${prefix}${generatedResumePath(variant)}` : value.trim();
}

/**
 * The two résumé downloads, named by `labels` (in the page's language); which of the light and
 * dark files comes first follows the parity of a random integer (even: dark first, odd: light
 * first), as the product always has.
 */
export function resumeLinks(
  dark: string,
  light: string,
  labels: Record<ResumeVariant, string>,
  random: number = Math.floor(Math.random() * 100),
): ResumeLink[] {
  const darkLink: ResumeLink = { href: dark, label: labels.dark, variant: 'dark' };
  const lightLink: ResumeLink = { href: light, label: labels.light, variant: 'light' };
  return random % 2 === 0 ? [darkLink, lightLink] : [lightLink, darkLink];
}
