// Whether a stored response may still be served: the build it belongs to, and when its tags last
// expired; and which responses are stored, with which tags. Shared by the route caches in DATA_DIR
// (./route-cache-handler.mjs, ./durable-cache.mjs) and in Redis (./redis-route-cache-handler.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * When a render of each address began: the first lookup of the address that found no current
 * copy (Next.js renders after it, and several requests at once share one render). A copy is
 * stored with that time, not the time it was stored, so a render that began before a save and
 * ended after it is never taken for a copy of the saved content. A lookup older than a render can
 * take is replaced.
 */
const RENDER_LIMIT_MS = 60_000;
/** Without a known start (a render no lookup preceded), one this long before its storing is assumed. */
const UNKNOWN_START_MS = 15_000;
const renderStarts = new Map();

/** Nothing is cached while `next build` pre-renders: the pages it writes are the build's own. */
export const building = () => process.env.NEXT_PHASE === 'phase-production-build';

/** The responses the route caches keep: rendered pages and route handlers' bodies. */
export const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE']);

/** The cache tags Next.js gave a response. */
export function tagsOf(value) {
  const header = value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' && header !== '' ? header.split(',') : [];
}

export function noteLookup(key, now = Date.now()) {
  const since = renderStarts.get(key);
  if (since === undefined || now - since > RENDER_LIMIT_MS) renderStarts.set(key, now);
}

/** When the render being stored for `key` began (and forgets it). */
export function renderStartOf(key, now = Date.now()) {
  const since = renderStarts.get(key);
  renderStarts.delete(key);
  return since !== undefined && now - since <= RENDER_LIMIT_MS ? since : now - UNKNOWN_START_MS;
}

/**
 * True when no tag of an entry whose render began at `renderedFrom` expired (up to `now`) after
 * that. `expiredAt(tag)` is the tag's last expiry in milliseconds since the epoch, or 0.
 * `skewMs` allows for clocks of several machines that disagree a little.
 */
export function isFresh(expiredAt, tags, renderedFrom, now = Date.now(), skewMs = 0) {
  for (const tag of tags) {
    const expired = expiredAt(tag);
    if (expired > 0 && expired <= now && expired > renderedFrom - skewMs) return false;
  }
  return true;
}

/** The build being served (entries of another build name chunks it no longer has). */
export function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown';
  }
}
