import 'server-only';
import { cacheLife } from 'next/cache';
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { LOGIN_HREF } from '@/lib/constants';
import { applyDrafts, listDrafts } from '@/lib/content/drafts';
import { getPublishedSections, inLanguage, readPublishedContent } from '@/lib/content/get-data';
import type { SectionKey, UserContent } from '@/lib/content/schemas';
import { TRANSLATIONS_KEY } from '@/lib/content/translations';
import { getStore } from '@/lib/store';

/*
 * What the public pages read: the published content (one 'use cache' reader per section,
 * lib/content/get-data.ts), or, for the signed-in owner in preview, the content with every draft
 * applied. Above the content layer, as the preview depends on the session (lib/auth).
 */

export type PreviewState = 'off' | 'owner' | 'signed-out';

/**
 * Whether this request previews drafts: draft mode is on (only the preview route turns it on, for
 * the signed-in owner) and the session is still valid. A visitor's request, a build and a
 * revalidation are always 'off', so pre-rendered pages never hold drafts.
 */
export async function previewState(): Promise<PreviewState> {
  // Outside Next.js (unit tests, command-line scripts) there is no request, so no preview.
  if (!process.env.NEXT_RUNTIME) return 'off';
  if (!(await draftMode()).isEnabled) return 'off';
  // Loaded only in draft mode: a visitor's page never loads the session code.
  const { verifySession } = await import('@/lib/auth/verify');
  return (await verifySession()) ? 'owner' : 'signed-out';
}

/**
 * The published sections `keys`, as visitors see them, in the language `tag` (undefined: the
 * default; a field with no translation shows the default's text); for the signed-in owner in
 * preview (draft mode), with every draft applied.
 */
export async function getSections<K extends SectionKey>(
  keys: readonly K[],
  tag?: string,
): Promise<Pick<UserContent, K>> {
  if ((await previewState()) === 'owner') {
    const drafts = await listDrafts(getStore());
    const drafted = applyDrafts(await readPublishedContent(), drafts);
    const sections = Object.fromEntries(keys.map((key) => [key, drafted[key]])) as Pick<UserContent, K>;
    return inLanguage(sections, tag, drafts[TRANSLATIONS_KEY]?.data);
  }
  return inLanguage(await getPublishedSections(keys), tag);
}

/**
 * How long an answer for an address no content has may be kept: minutes, not the month of a real
 * page. A CDN in front (Vercel's) keeps one answer per address asked for, and anyone may ask for
 * any number (third review, finding 1). Not shorter: Next.js renders an entry that expires within
 * five minutes at request time, so the redirect would stream inside a 200 page.
 */
const UNKNOWN_ADDRESS_LIFE = { stale: 300, revalidate: 60, expire: 300 } as const;

async function briefly(): Promise<void> {
  'use cache';
  cacheLife(UNKNOWN_ADDRESS_LIFE);
}

/** An unknown note or project: to the login page, as app/[lang]/[...unknown] sends any unknown path. */
export async function redirectUnknown(): Promise<never> {
  await briefly();
  redirect(LOGIN_HREF);
}
