import 'server-only';
import { getStore } from '@/lib/store';
import { DEMO_USER } from './demo';
import { USER_PATH_KEY } from './paths';
import { shapeUserContent } from './shape';
import type { UserContent } from './schemas';

/** Seeds the demo owner into an empty store; a store that has content is never touched. */
export async function ensureSeeded(): Promise<void> {
  const store = getStore();
  if ((await store.get(USER_PATH_KEY)) !== null) return;
  await store.transaction<unknown>(USER_PATH_KEY, (current) => (current === null ? DEMO_USER : undefined));
}

/** The whole public content, validated and ordered. Throws ContentError naming each bad field. */
export async function getData(what: 'user'): Promise<UserContent> {
  if (what !== 'user') throw new Error(`getData: unknown content "${String(what)}"`);
  await ensureSeeded();
  const raw = await getStore().get(USER_PATH_KEY);
  return shapeUserContent(raw);
}
