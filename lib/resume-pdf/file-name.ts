import { nameKey } from '@/lib/insights/pages';
import type { ResumeVariant } from '@/lib/resume';

/**
 * The download's file name, "<name>-resume-dark.pdf": the owner's name in ASCII letters and digits
 * only (accents dropped, everything else a hyphen), so it is safe in a Content-Disposition header.
 */
export function resumeFileName(fullName: string, variant: ResumeVariant): string {
  const slug = nameKey(fullName).slice(0, 60).replace(/-+$/, '');
  return `${slug || 'my'}-resume-${variant}.pdf`;
}
