import { isIP } from 'node:net';
import { env } from '@/lib/env';

/**
 * Who is asking, for throttling only (sign-in, the current-password check, contact).
 *
 * Forwarding headers are whatever the client sent unless a proxy we trust overwrote them, so
 * TRUST_PROXY decides where the address comes from:
 * - `none` (default on a bare host): the TCP peer, which server.mjs (`npm start`) hands over in
 *   a header only it can set (it carries a token that lives in this process alone);
 * - `vercel`: the address Vercel's edge writes into X-Real-IP / X-Forwarded-For (it replaces
 *   any value the client sent);
 * - a number N of proxies in front (nginx, Caddy, a load balancer): the address N hops back
 *   along X-Forwarded-For, counted from the TCP peer (under `next start`, which cannot vouch for
 *   the peer, from the nearest proxy's entry: deploy/Caddyfile in front, TRUST_PROXY=1).
 * Without a trustworthy address every client shares one bucket: throttles still hold, at worst
 * more strictly. IPv6 addresses count by their /64 network, which one host can rotate within.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'vercel' } | { kind: 'hops'; hops: number };

export const PEER_HEADER = 'x-portfolio-peer';
const PEER_TOKEN = Symbol.for('portfolio.peer-token');
export const UNKNOWN_CLIENT = 'unknown-client';

interface HeaderSource {
  get(name: string): string | null;
}

/** The TCP peer address server.mjs vouched for, or null when not served by it (or forged). */
function verifiedPeer(headers: HeaderSource): string | null {
  const token = (globalThis as Record<symbol, unknown>)[PEER_TOKEN];
  const value = headers.get(PEER_HEADER);
  if (typeof token !== 'string' || token.length < 16 || !value) return null;
  const space = value.indexOf(' ');
  if (space < 0 || value.slice(0, space) !== token) return null;
  return normalizeAddress(value.slice(space + 1));
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
  const peer = verifiedPeer(headers);
  if (trust.kind === 'none') return peer;
  // Each trusted proxy appended the address it received from; the client is N hops back from
  // the peer. Under plain `next start` (no server.mjs to vouch for the peer, which is then the
  // nearest proxy itself) the last entry is the address that proxy received from: one hop back.
  const chain = peer === null ? forwardedChain(headers) : [...forwardedChain(headers), peer];
  const hopsBack = peer === null ? trust.hops - 1 : trust.hops;
  return normalizeAddress(chain[Math.max(0, chain.length - 1 - hopsBack)]);
}

let warned = false;

/** The throttling identity of a request: its address, or one shared bucket when unknown. */
export function clientKey(headers: HeaderSource, trust: TrustProxy = env().trustProxy): string {
  const address = clientAddress(headers, trust);
  if (address) return address;
  if (!warned && trust.kind !== 'vercel') {
    warned = true;
    console.warn(
      '[security] The client address is unknown: serve with `npm start` (server.mjs), or set TRUST_PROXY ' +
        'for the proxy in front. Until then every client shares one throttle bucket.',
    );
  }
  return UNKNOWN_CLIENT;
}
