/**
 * Who is asking, for rate limiting only (sign-in and contact): the first X-Forwarded-For entry
 * (set by the hosting proxy, or by `next start` from the socket address), else X-Real-IP, else
 * one shared bucket.
 */
export function clientKey(headers: { get(name: string): string | null }): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 100);
  const realIp = headers.get('x-real-ip')?.trim();
  if (realIp) return realIp.slice(0, 100);
  return 'unknown-client';
}
