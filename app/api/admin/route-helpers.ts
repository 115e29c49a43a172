import { refuseWithoutSession } from '@/lib/admin/route-guard';

/**
 * A route handler for the signed-in owner: without a verified session it answers 401, and a
 * request from another site that would change state 403, before `handler` runs.
 */
export function ownerOnly<R extends Request, C extends unknown[]>(
  handler: (request: R, ...context: C) => Promise<Response>,
) {
  return async (request: R, ...context: C): Promise<Response> =>
    (await refuseWithoutSession(request)) ?? handler(request, ...context);
}

/** A JSON answer no cache keeps. */
export const noStoreJson = (body: object, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/** A 303 redirect to `to`, never cached. */
export const seeOther = (to: string) =>
  new Response(null, { status: 303, headers: { Location: to, 'Cache-Control': 'no-store' } });
