import 'server-only';
import { verifySession } from '@/lib/auth/verify';
import { ADMIN_MESSAGES } from '@/lib/admin/words';

/** For route handlers: a 401 JSON refusal without a verified session, else null. */
export async function refuseWithoutSession(): Promise<Response | null> {
  if (await verifySession()) return null;
  return Response.json(
    { error: ADMIN_MESSAGES.notSignedIn },
    { status: 401, headers: { 'Cache-Control': 'no-store' } },
  );
}
