import { isIP } from 'node:net';
import { env, type TrustProxy } from '@/lib/env';

/**
 * Who is asking, for throttling only (sign-in, the current-password check, contact).
 *
 * Forwarding headers are whatever the client sent unless a proxy we trust overwrote them, so
 * TRUST_PROXY decides where the address comes from:
 * - `none` (default: `next start` with nothing in front, as the demo runs): nothing names the
 *   client trustworthily (Next.js only fills X-Forwarded-For in when the client sent none), so
 *   every client shares one bucket: throttles still hold, at worst more strictly;
 * - `vercel`: the address Vercel's edge writes into X-Real-IP / X-Forwarded-For (it replaces
 *   any value the client sent);
 * - a number N of proxies in front (Caddy as deploy/Caddyfile sets it up, nginx, a load
 *   balancer): the address the Nth proxy from us wrote, the Nth entry from the end of
 *   X-Forwarded-For (the proxy nearest the client replaces what the client sent).
 * IPv6 addresses count by their /64 network, which one host can rotate within.
 */

export const UNKNOWN_CLIENT = 'unknown-client';

interface HeaderSource {
  get(name: string): string | null;
}

/** A canonical form of an IP address ("::ffff:1.2.3.4" → "1.2.3.4", IPv6 → its /64), or null. */
export function normalizeAddress(raw: string | undefined): string | null {
  let text = raw?.trim() ?? '';
  if (text.startsWith('[') && text.includes(']')) text = text.slice(1, text.indexOf(']'));
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  if (mapped) text = mapped[1];
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return null;
  return `${expandIpv6(text).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return groups.map((g) => (/\./.test(g) ? g : g.replace(/^0+(?=.)/, '')));
}

function forwardedChain(headers: HeaderSource): string[] {
  return (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The client's address under `trust`, or null when nothing trustworthy names it. */
export function clientAddress(headers: HeaderSource, trust: TrustProxy): string | null {
  if (trust.kind === 'vercel') {
    return normalizeAddress(headers.get('x-real-ip') ?? forwardedChain(headers)[0]);
  }
  if (trust.kind === 'none') return null;
  const chain = forwardedChain(headers);
  return normalizeAddress(chain[chain.length - trust.hops]);
}

let warned = false;

/** The throttling identity of a request: its address, or one shared bucket when unknown. */
export function clientKey(headers: HeaderSource, trust: TrustProxy = env().trustProxy): string {
  const address = clientAddress(headers, trust);
  if (address) return address;
  if (!warned && trust.kind !== 'vercel') {
    warned = true;
    console.warn(
      '[security] The client address is unknown: set TRUST_PROXY for the proxy in front (docs/self-hosting.md). ' +
        'Until then every client shares one throttle bucket.',
    );
  }
  return UNKNOWN_CLIENT;
}
