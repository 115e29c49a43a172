import { draftMode } from 'next/headers';
import { seeOther } from '@/app/api/admin/route-helpers';
import { PUBLIC_ROUTES } from '@/lib/constants';

const PAGES = new Set<string>(PUBLIC_ROUTES.map((route) => route.href));

/** Turns preview off and goes back to the page it was left from (`?to=`, a public page), or home. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const to = new URL(request.url).searchParams.get('to');
  return seeOther(to && PAGES.has(to) ? to : '/');
}
