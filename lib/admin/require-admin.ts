import 'server-only';
import { redirect } from 'next/navigation';
import { verifySession } from '@/lib/auth/verify';
import { LOGIN_HREF } from '@/lib/constants';
import { SESSION_EXPIRED_PARAM } from '@/lib/auth/words';

/** For admin pages: the verified session, or off to /login, which shows the form for a session that failed the check. */
export async function requireAdminPage(): Promise<{ username: string }> {
  const session = await verifySession();
  if (!session) redirect(`${LOGIN_HREF}?${SESSION_EXPIRED_PARAM}=1`);
  return session;
}
