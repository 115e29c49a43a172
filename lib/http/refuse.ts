import { NextResponse } from 'next/server';

/**
 * A refused request: `{ error, ...extra }` with the status, never cached. Route handlers answer
 * every bad input this way, naming the problem.
 */
export function refuse(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): NextResponse {
  return NextResponse.json({ error, ...extra }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * The handler for every method but GET and HEAD on read-only files (`what`: "a static file", "a
 * download"): a 405 in plain text naming the method, as server.mjs answers for the files it serves.
 */
export function readOnly(what: string): (request: Request) => Response {
  return (request) =>
    new Response(`Method ${request.method} is not allowed on ${what}.\n`, {
      status: 405,
      headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
    });
}
