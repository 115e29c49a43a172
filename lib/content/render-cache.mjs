// Next.js's own file-system cache of pages and route responses (next.config.ts `cacheHandler`),
// with one rule added: a render that may have read the content before a write it finished after
// is not kept. Next.js stamps an entry with the time it was stored and counts it fresh when its
// tags were expired before that, so without the rule a render that read the store just before a
// save, and finished just after the save expired its tags, would be served as current until the
// next save. Its answer still goes to the requests that were waiting for it (they asked before the
// save was done); the next request renders again.
//
//
// Second rule: a page built from the content (it carries a content tag) and not stored by this
// server process is rendered again at its first request. Which tags were expired lives in memory
// only, so an earlier process may have stored a render that a later write (its expiry lost with a
// crash or restart, or a command-line import while the server was down) made stale; and another
// process serving the same build from another data folder (an overlapping restart, a second site)
// writes its own content into the same files. "Stored by this process" is known by key, not by the
// file's time: the kernel stamps a file with a clock that may lag Date.now() by a few
// milliseconds, and another process may write at any time.
//
// Next.js shares a render under way among every request for the same page, even one that comes
// after a save finished. So an expiry waits (at most RENDER_WAIT_MS) for the page renders under way
// when it happened before it returns, and a save answers only once none of them can be handed to a
// request that asks after it: the owner's next view of a page shows what they just saved.
//
// Third: every expiry also drops the pages server.mjs keeps in memory (lib/http/page-cache.mjs),
// before Next.js records it and again once it has, so no page captured across it is kept.
//
// Fourth: an error or a temporary redirect is never kept. A POST to a pre-rendered route
// handler answers 405; when it is the first request for the path since the server started (its
// build-time entry set aside by the second rule), keeping that answer would serve 405 to every GET
// after it. And a project page or image for a slug no project has (a redirect to /login, a 404)
// would otherwise keep an entry for every address anyone tries.
//
// Fifth: a stored page's framework scripts start after its largest paint
// (lib/http/hydrate-after-paint.mjs), and, when server.mjs serves the site, its hydration data is
// fetched then too, from the file lib/http/flight-files.mjs keeps for it. What is written to disk
// stays as Next.js rendered it (so a later process, or one without flight files, makes its own
// change); each value is changed once, when it is first handed out.
//
// Loaded by Node.js itself when the server starts, hence plain JavaScript; the proxy's bundle
// includes it too, where the CommonJS module's default export is already unwrapped.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { hydrateAfterPaint } from '../http/hydrate-after-paint.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const TAGS_HEADER = 'x-next-cache-tags';
/** The prefix of sectionTag() in lib/content/cache-tags.ts. */
const CONTENT_TAG_PREFIX = 'content:';
/**
 * Drops the pages server.mjs keeps in memory: lib/http/page-cache.mjs's registry, shared through
 * globalThis (absent when no server keeps pages, as under `next start`).
 */
const expirePages = () => globalThis[Symbol.for('portfolio.page-cache')]?.expire();

/** When each tag was last expired in this process (ms since the epoch). */
const expiredAt = new Map();
/** Per cache key: when the first lookup that may start a render was made since its last write. */
const renderSince = new Map();
/** The cache keys this process has stored an entry for (their files on disk are its own). */
const storedHere = new Set();
/** Per cache key: the page render under way (since a lookup found nothing current) and its end. */
const rendering = new Map();
/** How long an expiry waits at most for the renders under way: one that takes longer is not waited for. */
export const RENDER_WAIT_MS = 5_000;

/** Kinds of entries that are whole renders (not a fetch or an image inside one). */
const RENDERED_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/**
 * A lookup for `key` found nothing current: a render of it starts. Next.js starts no second render
 * of a key while one is under way (it shares that one), so one found here has ended, stored or not.
 */
function renderStarts(key, since) {
  rendering.get(key)?.end();
  let end;
  const ended = new Promise((resolve) => (end = resolve));
  rendering.set(key, { since, ended, end });
}

function renderEnds(key) {
  rendering.get(key)?.end();
  rendering.delete(key);
}

/** Resolves when the renders under way at `time` have ended, or after RENDER_WAIT_MS. */
function rendersUnderWay(time) {
  const under = [...rendering.values()].filter((r) => r.since <= time && time - r.since < RENDER_WAIT_MS);
  if (!under.length) return null;
  let timer;
  return Promise.race([
    Promise.all(under.map((r) => r.ended)),
    new Promise(
      (resolve) => (timer = setTimeout(resolve, RENDER_WAIT_MS - (time - Math.min(...under.map((r) => r.since))))),
    ),
  ]).finally(() => clearTimeout(timer));
}

const tagsOf = (value) => {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
};

/**
 * lib/http/flight-files.mjs's registry, installed by server.mjs (absent under `next start`). Found
 * through globalThis: this module is loaded by Next.js itself and bundled into the proxy.
 */
const flightFiles = () => globalThis[Symbol.for('portfolio.flight-files')];

/** On a value whose hydration data was taken out: that data and its hash, to keep it again. */
const FLIGHT = Symbol('flight');

/**
 * A stored page's HTML (under cache key `key`), changed in place so that its scripts start after
 * its largest paint, its hydration data kept as a file of its own.
 */
function startScriptsAfterPaint(key, value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return;
  const files = flightFiles();
  // Handed out again (the memory cache hands out the same value): its data stays among the kept.
  if (value[FLIGHT]) files?.keep(key, value[FLIGHT].json, value[FLIGHT].hash);
  value.html = hydrateAfterPaint(
    value.html,
    files &&
      ((json) => {
        const kept = files.keep(key, json);
        value[FLIGHT] = { json, hash: kept.hash };
        return kept.url;
      }),
  );
}

const expiredSince = (tags, time) => tags.some((tag) => (expiredAt.get(tag) ?? -Infinity) >= time);

export default class RenderCache extends FileSystemCache {
  async get(key, ctx) {
    // Taken before the lookup: a render this lookup starts reads the content after this time.
    const lookedUpAt = Date.now();
    let entry = await super.get(key, ctx);
    const notStoredHere =
      entry && !storedHere.has(key) && tagsOf(entry.value).some((tag) => tag.startsWith(CONTENT_TAG_PREFIX));
    if (notStoredHere) entry = null;
    const mayRender = !entry || expiredSince(tagsOf(entry.value), entry.lastModified);
    if (mayRender && !renderSince.has(key)) renderSince.set(key, lookedUpAt);
    if (mayRender && RENDERED_KINDS.has(ctx?.kind)) renderStarts(key, lookedUpAt);
    // Changed in place, once per stored page: the memory cache hands out the same value again.
    startScriptsAfterPaint(key, entry?.value);
    return entry;
  }

  async revalidateTag(tags, durations) {
    const now = Date.now();
    for (const tag of typeof tags === 'string' ? [tags] : tags) expiredAt.set(tag, now);
    expirePages();
    const renders = rendersUnderWay(now);
    try {
      return await super.revalidateTag(tags, durations);
    } finally {
      // Their answers may show what was there before: none goes to a request made after this.
      if (renders) await renders;
      expirePages();
    }
  }

  async set(key, data, ctx) {
    // Next.js answers the request that rendered the page from this same value, changed; what is
    // stored is the page as rendered.
    const rendered = data?.kind === 'APP_PAGE' && typeof data.html === 'string' ? { ...data } : data;
    startScriptsAfterPaint(key, data);
    const since = renderSince.get(key);
    renderSince.delete(key);
    renderEnds(key);
    const status = data?.status;
    if (typeof status === 'number' && (status >= 400 || status === 307)) return;
    // Expired while the render ran (or in the same millisecond as its start): it may show what was
    // there before. The entry it would replace is older still, so it stays expired.
    if (since !== undefined && expiredSince(tagsOf(data), since)) return;
    await super.set(key, rendered, ctx);
    storedHere.add(key);
  }
}
