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
