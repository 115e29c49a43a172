import 'server-only';
import { draftMode } from 'next/headers';

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
