import type { ResumeVariant } from '@/lib/resume';

/**
 * The download's file name, "<name>-resume-dark.pdf": the owner's name in ASCII letters and digits
 * only (accents dropped, everything else a hyphen), so it is safe in a Content-Disposition header.
 */
export function resumeFileName(fullName: string, variant: ResumeVariant): string {
  const slug = fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'my'}-resume-${variant}.pdf`;
}
