import { getStore } from '@/lib/store';
import { HISTORY_PATH, USER_PATH_KEY } from '@/lib/store/paths';
import { normalizeValue, presentValue } from '@/lib/store/rules';
import type { Store } from '@/lib/store/types';
import { DEMO_USER } from './demo';
import { writeWithRevision, type SectionChange } from './history';
import { CONTENT_SCHEMA_VERSION, SCHEMA_VERSION_KEY, migrateUser, stampVersion } from './migrations';
import type { SectionKey } from './schemas';
import { readOrSeedUser } from './seed';
import { SECTION_KEYS, inspectUserContent } from './shape';
import { NOTE_KEYS, withProjectSlugs } from './slugs';

/**
 * The store made ready for writes: the demo owner seeded into an empty one, history begun, the
 * content of an earlier release upgraded. Self-hosted it runs at server start (instrumentation.ts);
 * a save checks it inside its own transaction (`ready` in changeSection) and comes here only when needed.
 */

/** The demo owner as a new store receives it. */
const SEED_USER = stampVersion(DEMO_USER);

/** The stored `user` node (the demo owner seeded into an empty store), upgraded to today's shape. */
export async function readUser(store: Store): Promise<Record<string, unknown>> {
  return readableUser(await readOrSeedUser(store, SEED_USER));
}

/** `stored` as readUser reads it: upgraded to today's shape, every project with its slug. */
function readableUser(stored: unknown): Record<string, unknown> {
  const { user } = migrateUser(stored);
  // Every project has a page: one stored without a slug (written by hand) reads with its title's.
  if (user === null || typeof user !== 'object') return {};
  return withProjectSlugs(withProjectSlugs(user as Record<string, unknown>), NOTE_KEYS);
}

/**
 * Before any write to `user`: seeds an empty store, and stores the upgraded shape of content an
 * earlier release wrote (recorded as an "upgrade" revision), in one transaction, once.
 */
export async function ensureContentReady(store: Store = getStore()): Promise<void> {
  await ensureHistoryBaseline(store);
  if ((await store.get(`${USER_PATH_KEY}/${SCHEMA_VERSION_KEY}`)) === CONTENT_SCHEMA_VERSION) return;
  await writeWithRevision(store, 'upgrade', [USER_PATH_KEY], ([current]) => {
    if (current === null) return { writes: { [USER_PATH_KEY]: SEED_USER } };
    const migrated = migrateUser(current);
    if (!migrated.changed) return undefined;
    const was = current as Record<string, unknown>;
    const now = (presentValue(normalizeValue(migrated.user)) ?? {}) as Record<string, unknown>;
    const changes: Partial<Record<SectionKey, SectionChange>> = {};
    for (const key of SECTION_KEYS) changes[key] = { before: was[key] ?? null, after: now[key] ?? null };
    return { writes: { [USER_PATH_KEY]: migrated.user }, changes };
  });
}

/**
 * History begins with the content as it stands (a "baseline" revision of every valid section),
 * so a section later broken behind the app's back still has a valid state to show and restore.
 * Runs at server start and before the first write; a no-op once history exists. The demo owner
 * seeded into an empty store and the baseline are one transaction.
 */
export async function ensureHistoryBaseline(store: Store = getStore()): Promise<void> {
  if ((await store.get(`${HISTORY_PATH}/seq`)) !== null) return;
  await writeWithRevision(store, 'baseline', [USER_PATH_KEY], ([stored], seq) => {
    if (seq !== null) return undefined;
    const raw = readableUser(stored ?? SEED_USER);
    const { invalid } = inspectUserContent(raw);
    const changes: Partial<Record<SectionKey, SectionChange>> = {};
    for (const key of SECTION_KEYS) if (!invalid[key]) changes[key] = { before: null, after: raw[key] ?? null };
    return { writes: stored === null ? { [USER_PATH_KEY]: SEED_USER } : {}, changes };
  });
}
