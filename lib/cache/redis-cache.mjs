// The cache shared by several `next start` instances (REDIS_URL): one Redis connection per process,
// used by ./redis-route-cache-handler.mjs (`cacheHandler`) and ./redis-use-cache-handler.mjs
// (`cacheHandlers.default`). Tag expirations live in one hash, so a save through one instance is
// seen by every other at its next request. Redis being away never stops a page: every command
// gives up after COMMAND_TIMEOUT_MS, and a read that fails is a miss (the page is rendered).
// Plain JavaScript: Next.js imports the handlers at run time, outside the bundle.
// See docs/decisions/multi-instance-redis.md.
import { createClient, RESP_TYPES } from 'redis';

/** The longest a request waits on Redis for one command (connecting included). */
const COMMAND_TIMEOUT_MS = 1_000;
/** Entries not read or written for this long leave Redis by themselves. */
export const ENTRY_TTL_SECONDS = 7 * 24 * 3600;

const PREFIX = 'portfolio:';
const TAGS_KEY = `${PREFIX}tags`;
export const routeKey = (buildId, key) => `${PREFIX}route:${buildId}:${key}`;
export const useCacheKey = (key) => `${PREFIX}use-cache:${key}`;

const SHARED = Symbol.for('portfolio.redis-cache');

/** The process's client, connecting (and reconnecting) in the background. */
function shared() {
  let state = globalThis[SHARED];
  if (!state) {
    const url = process.env.REDIS_URL;
    if (!url) throw new Error('REDIS_URL is not set');
    const client = createClient({
      url,
      // A command sent while the connection is down fails at once instead of waiting for it.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: COMMAND_TIMEOUT_MS,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
      },
    }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
    state = { client, down: false, lastError: '' };
    client.on('error', (error) => {
      // One line per kind of failure, not one per reconnection attempt.
      if (error.message !== state.lastError) console.error(`[cache] redis: ${error.message || error.name}`);
      state.lastError = error.message;
      state.down = true;
    });
    client.on('ready', () => {
      if (state.down) console.error('[cache] redis: connected again');
      state.lastError = '';
      state.down = false;
    });
    globalThis[SHARED] = state;
  }
  if (!state.client.isOpen) state.client.connect().catch(() => {});
  return state.client;
}

/**
 * Runs `command(client)` once the connection is ready, or rejects after COMMAND_TIMEOUT_MS
 * (counted from the call, waiting for the first connection included); at once while Redis is known
 * to be down.
 */
export async function redis(command) {
  const client = shared();
  // Known to be down (the last attempt failed): no request waits for it.
  const { down, lastError } = globalThis[SHARED];
  if (!client.isReady && down) throw new Error(`unavailable (${lastError})`);
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS);
  });
  try {
    const ready = client.isReady ? Promise.resolve() : new Promise((resolve) => client.once('ready', resolve));
    return await Promise.race([ready.then(() => command(client)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A tag's record in the shared hash: when it expired and went stale (ms since the epoch). */
function parseTag(raw) {
  try {
    const record = JSON.parse(String(raw));
    return { expired: Number(record.expired) || 0, stale: Number(record.stale) || 0 };
  } catch {
    return { expired: 0, stale: 0 };
  }
}

/** The records of `tags` (a missing tag never expired). */
export async function readTags(tags) {
  if (tags.length === 0) return new Map();
  const values = await redis((client) => client.hmGet(TAGS_KEY, tags));
  return new Map(tags.map((tag, i) => [tag, values[i] == null ? { expired: 0, stale: 0 } : parseTag(values[i])]));
}

/** Every tag that ever expired, with its record (a small hash: one field per content section). */
export async function readAllTags() {
  const all = await redis((client) => client.hGetAll(TAGS_KEY));
  return new Map(Object.entries(all).map(([tag, raw]) => [tag, parseTag(raw)]));
}

/**
 * Expiries Redis did not take (it was down): kept by this process and written as soon as it answers
 * again, so the save that made them stays done (its content is stored) and the other instances
 * learn of it at their next request after that. A process that dies first leaves it to the
 * start-up catch-up of the next one (lib/content/cache-catch-up.ts: History against the tags).
 */
const pending = (globalThis[Symbol.for('portfolio.redis-pending-expiries')] ??= new Map());
let retrying;

async function flushPending() {
  if (pending.size === 0) return;
  const records = Object.fromEntries([...pending].map(([tag, record]) => [tag, JSON.stringify(record)]));
  await redis((client) => client.hSet(TAGS_KEY, records));
  for (const tag of Object.keys(records)) pending.delete(tag);
}

function retryPending() {
  if (retrying) return;
  retrying = setInterval(() => {
    flushPending().then(
      () => {
        if (pending.size === 0) {
          clearInterval(retrying);
          retrying = undefined;
        }
      },
      () => undefined,
    );
  }, 2_000);
  retrying.unref?.();
}

/**
 * Records `tags` as expired, as Next.js's own handler does: at once without `durations`, else stale
 * now and expired after `durations.expire` seconds. Returns the records (this process's view).
 * When Redis does not answer, they are kept and written once it does (see `pending`).
 */
export async function expireTags(tags, durations, now = Date.now()) {
  if (tags.length === 0) return new Map();
  const known = await readTags(tags).catch(() => new Map());
  const written = new Map();
  for (const tag of tags) {
    const was = known.get(tag) ?? { expired: 0, stale: 0 };
    written.set(
      tag,
      durations
        ? { stale: now, expired: durations.expire === undefined ? was.expired : now + durations.expire * 1000 }
        : { stale: was.stale, expired: now },
    );
  }
  for (const [tag, record] of written) pending.set(tag, record);
  try {
    await flushPending();
  } catch (error) {
    console.error(
      `[cache] Redis did not take the expiry of ${tags.join(', ')} (${error.message}): kept, sent when it answers`,
    );
    retryPending();
  }
  return written;
}
