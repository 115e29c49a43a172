import 'server-only';
import type { z } from 'zod';
import { NotSignedInError, requireSession } from '@/lib/auth/verify';
import { crossSiteActionError } from '@/lib/http/same-origin';
import { describeIssues, fieldErrorsOf } from './form-input';

import type { ActionState } from './action-state';

export type { ActionState } from './action-state';

/** Runs `fn` only for a call from this site with a verified session; otherwise the refusal, as state. */
export async function withSession<T = ActionState>(
  fn: (session: { username: string }) => Promise<T>,
): Promise<T | { error: string }> {
  const crossSite = await crossSiteActionError();
  if (crossSite) return { error: crossSite };
  let session: { username: string };
  try {
    session = await requireSession();
  } catch (error) {
    if (error instanceof NotSignedInError) return { error: error.message };
    throw error;
  }
  return fn(session);
}

/**
 * Session check, then the input parsed with `schema`; `fn` sees only valid data. Every refusal
 * comes back as `{ error, fieldErrors }` naming each problem (on its field where it has one), and
 * nothing is written.
 */
export function validatedAction<S extends z.ZodType>(
  schema: S,
  fn: (data: z.output<S>, session: { username: string }) => Promise<ActionState>,
) {
  return (input: unknown): Promise<ActionState> =>
    withSession(async (session) => {
      const parsed = schema.safeParse(input);
      if (!parsed.success) return { error: describeIssues(parsed.error), fieldErrors: fieldErrorsOf(parsed.error) };
      return fn(parsed.data, session);
    });
}
