// Whether a stored response may still be served: the build it belongs to, and when its tags last
// expired. Shared by the route caches in DATA_DIR (./durable-cache.mjs) and in Redis
// (./redis-route-cache-handler.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A page whose render began before a save can be stored after it. An entry stored less than this
 * after one of its tags expired is not trusted: it is rendered again on its next request.
 */
const RENDER_GRACE_MS = 15_000;

/**
 * True when no tag of an entry stored at `storedAt` expired (up to `now`) after its render could
 * have begun. `expiredAt(tag)` is the tag's last expiry in milliseconds since the epoch, or 0.
 */
export function isFresh(expiredAt, tags, storedAt, now = Date.now()) {
  for (const tag of tags) {
    const expired = expiredAt(tag);
    if (expired > 0 && expired <= now && expired > storedAt - RENDER_GRACE_MS) return false;
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
