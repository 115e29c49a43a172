import { revalidatePath } from 'next/cache';
import { PUBLIC_ROUTES } from '@/lib/constants';
import type { SectionKey } from './schemas';

const ALL_ROUTES = PUBLIC_ROUTES.map((route) => route.href);
const SITEMAP_PATH = '/sitemap.xml';

/**
 * Which public pages render each section. The shared layout shows the owner's name (about) and
 * the social links on every page, and about feeds every page's metadata.
 */
export const ROUTES_BY_SECTION: Record<SectionKey, readonly string[]> = {
  home: ['/'],
  about: ALL_ROUTES,
  socialLinks: ALL_ROUTES,
  skillsCubeImg: ['/', '/skills'],
  skills: ['/', '/skills'],
  languagesKnown: ['/', '/skills'],
  educationTimeline: ['/', '/education-work'],
  workTimeline: ['/', '/education-work'],
  frontendProjects: ['/', '/projects'],
  fullstackProjects: ['/', '/projects'],
  backendProjects: ['/', '/projects'],
};

/**
 * A page render that read the store just before a write can finish just after it, and Next's
 * cache stamps an entry with its completion time, so that stale render would count as fresh.
 * Revalidating a moment after the write makes such renders stale too.
 */
const IN_FLIGHT_RENDER_GRACE_MS = 400;

const settle = () => new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_RENDER_GRACE_MS));

/** After a successful write: every page showing `section`, and the sitemap, are rebuilt on next request. */
export async function revalidateSection(section: SectionKey): Promise<void> {
  await settle();
  for (const route of ROUTES_BY_SECTION[section]) revalidatePath(route);
  revalidatePath(SITEMAP_PATH);
}

export async function revalidateAllContent(): Promise<void> {
  await settle();
  for (const route of ALL_ROUTES) revalidatePath(route);
  revalidatePath(SITEMAP_PATH);
}
