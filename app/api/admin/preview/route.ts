import { draftMode } from 'next/headers';
import { seeOther } from '@/app/api/admin/route-helpers';
import { verifySession } from '@/lib/auth/verify';
import { findSection } from '@/lib/admin/sections';
import { LOGIN_HREF } from '@/lib/constants';
import { PREVIEW_PAGE } from '@/lib/content/drafts';

/**
 * Turns preview on for the signed-in owner (Next.js draft mode: public pages render on request
 * with unpublished drafts applied) and opens the page showing `?section=<editor slug>`, or the
 * home page. Visitors never get draft mode: without a session this only leads to the login.
 */
export async function GET(request: Request): Promise<Response> {
  if (!(await verifySession())) return seeOther(LOGIN_HREF);
  const slug = new URL(request.url).searchParams.get('section');
  const section = slug ? findSection(slug) : undefined;
  (await draftMode()).enable();
  return seeOther((section && section.kind !== 'credentials' && PREVIEW_PAGE[section.key]) || '/');
}
