import { draftMode } from 'next/headers';
import { PUBLIC_ROUTES } from '@/lib/constants';

const PAGES = new Set<string>(PUBLIC_ROUTES.map((route) => route.href));

/** Turns preview off and goes back to the page it was left from (`?to=`, a public page), or home. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const to = new URL(request.url).searchParams.get('to');
  const target = to && PAGES.has(to) ? to : '/';
  return new Response(null, {
    status: 303,
    headers: { Location: target, 'Cache-Control': 'no-store' },
  });
}
