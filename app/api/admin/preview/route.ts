import { draftMode } from 'next/headers';
import { seeOther } from '@/app/api/admin/route-helpers';
import { verifySession } from '@/lib/auth/verify';
import { findSection } from '@/lib/admin/sections';
import { LOGIN_HREF } from '@/lib/constants';
import { PREVIEW_PAGE } from '@/lib/content/drafts';
import { listedLanguageTags, prefixOf } from '@/lib/content/language-tag';
import { getStore } from '@/lib/store';
import { USER_PATH_KEY } from '@/lib/store/paths';
import { TRANSLATIONS_KEY } from '@/lib/content/translations';

/**
 * Turns preview on for the signed-in owner (Next.js draft mode: public pages render on request
 * with unpublished drafts applied) and opens the page showing `?section=<editor slug>`, or the
 * home page (`?section=translations&lang=<tag>`: that language's home, by default the first after
 * the default language's). Visitors never get draft
 * mode: without a session this only leads to the login.
 */
export async function GET(request: Request): Promise<Response> {
  if (!(await verifySession())) return seeOther(LOGIN_HREF);
  const query = new URL(request.url).searchParams;
  const slug = query.get('section');
  const section = slug ? findSection(slug) : undefined;
  (await draftMode()).enable();
  // The translations' draft opens on the home page of the language asked for (`&lang=de`).
  if (slug === TRANSLATIONS_KEY) {
    const others = listedLanguageTags(await getStore().get(`${USER_PATH_KEY}/siteLanguages`)).slice(1);
    const lang = others.find((tag) => tag === query.get('lang')) ?? others[0];
    return seeOther(lang ? `/${prefixOf(lang)}` : '/');
  }
  return seeOther((section && section.kind !== 'credentials' && PREVIEW_PAGE[section.key]) || '/');
}
