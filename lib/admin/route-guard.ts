import 'server-only';
import { verifySession } from '@/lib/auth/verify';
import { ADMIN_MESSAGES } from '@/lib/admin/words';
import { refuseCrossOrigin } from '@/lib/http/same-origin';

/**
 * For route handlers: a 401 JSON refusal without a verified session, else null. Given the
 * `request` of a handler that changes state, one from another site is refused first (403).
 */
export async function refuseWithoutSession(request?: Request): Promise<Response | null> {
  const crossOrigin = request && refuseCrossOrigin(request);
  if (crossOrigin) return crossOrigin;
  if (await verifySession()) return null;
  return Response.json(
    { error: ADMIN_MESSAGES.notSignedIn },
    { status: 401, headers: { 'Cache-Control': 'no-store' } },
  );
}

/** A file download the browser saves as `name`, never kept by a cache. */
export function attachment(body: BodyInit, contentType: string, name: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  });
}
