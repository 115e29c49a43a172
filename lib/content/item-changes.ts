import type { Store } from '@/lib/store/types';
import { isObject } from './canonical';
import { getRevision, listRevisions, type ChangeKind } from './history';
import type { ListKey } from './schemas';
import { contentVersion } from './versions';

/**
 * How many of a list's newest revisions its editor reads to date its rows, and how many at a time,
 * newest first, stopping once every row is dated: a bounded cost per page (each is a read of the
 * section's copies, over the network on the Firebase backend).
 */
const LOOK_BACK = 20;
const BATCH = 5;

/** Revisions that record no edit of the owner's: where history began, and data of an earlier release upgraded at a start. */
const NOT_THE_OWNERS = new Set<ChangeKind>(['baseline', 'upgrade']);

/**
 * When each listed item of a list section last changed (its own fields, not its place in the list),
 * read from the section's newest revisions in History, by id. An item none of them changed (older
 * than those, there when history began, or only upgraded since) is left out.
 */
export async function itemChangeTimes(
  store: Store,
  key: ListKey,
  ids: readonly string[],
): Promise<Record<string, number>> {
  const wanted = new Set(ids);
  const changedAt: Record<string, number> = {};
  const summaries = (await listRevisions(store, key))
    .filter((summary) => summary.sections.includes(key) && !NOT_THE_OWNERS.has(summary.kind))
    .slice(0, LOOK_BACK);
  for (let start = 0; start < summaries.length && wanted.size > 0; start += BATCH) {
    const batch = summaries.slice(start, start + BATCH);
    for (const revision of await Promise.all(batch.map((summary) => getRevision(store, summary.id)))) {
      const change = revision?.changes[key];
      if (!change) continue;
      const before = isObject(change.before) ? change.before : {};
      const after = isObject(change.after) ? change.after : {};
      for (const id of wanted) {
        if (contentVersion(before[id]) === contentVersion(after[id])) continue;
        changedAt[id] = revision.at;
        wanted.delete(id);
      }
    }
  }
  return changedAt;
}
