import dayjs from 'dayjs';
import { DATE_FORMAT } from './constants';

/** "Mar 2022" on public pages; an empty or missing date reads "Present". */
export function formatPublicDate(isoDate: string | undefined | null): string {
  if (!isoDate) return DATE_FORMAT.present;
  const d = dayjs(isoDate);
  return d.isValid() ? d.format(DATE_FORMAT.public) : DATE_FORMAT.present;
}

/** "01/03/2022" in the admin area; empty stays empty. */
export function formatAdminDate(isoDate: string | undefined | null): string {
  if (!isoDate) return '';
  const d = dayjs(isoDate);
  return d.isValid() ? d.format(DATE_FORMAT.admin) : '';
}

/** A project link is shown only when it has content. */
export function hasLink(link: string | undefined | null): link is string {
  return typeof link === 'string' && link.trim() !== '';
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

/** Remote images bypass the optimiser (it fetches only this site's own files). */
export function isRemoteImage(src: string): boolean {
  return /^https?:\/\//i.test(src);
}
