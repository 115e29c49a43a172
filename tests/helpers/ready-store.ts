import { CONTENT_SCHEMA_VERSION, SCHEMA_VERSION_KEY } from '@/lib/content/migrations';
import type { Store } from '@/lib/store/types';

/**
 * `store`, empty but ready for content writes as a running site's store is (content in today's
 * schema, history begun), so a test's first save is its own and not the demo owner's seeding.
 */
export async function readyForWrites<S extends Store>(store: S): Promise<S> {
  await store.transactMany(['user', 'history/seq'], () => ({
    [`user/${SCHEMA_VERSION_KEY}`]: CONTENT_SCHEMA_VERSION,
    'history/seq': 0,
  }));
  return store;
}
