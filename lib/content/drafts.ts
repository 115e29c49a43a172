import type { Store } from '@/lib/store/types';
import { draftPath, recordRevision, type SectionChange, type SectionWrite } from './history';
import { migrateUser, SCHEMA_VERSION_KEY } from './migrations';
import { DRAFTS_PATH, USER_PATH_KEY } from './paths';
import type { SectionKey, UserContent } from './schemas';
import { SECTION_KEYS, asStoredSection, shapeSection } from './shape';

/**
 * Unpublished drafts. A section's draft is its whole next stored form (`data`, as `user/<key>`
 * would hold it) and when it was saved. Drafts live outside `user`, so visitors never see them;
 * the signed-in owner sees them applied in preview (Next.js draft mode). Saving, publishing and
 * discarding a draft are revisions, so History and Undo cover them.
 */
export interface Draft {
  at: number;
  data: unknown;
}

type Drafts = Partial<Record<SectionKey, Draft>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function readDraft(value: unknown): Draft | null {
  if (!isObject(value) || typeof value.at !== 'number' || !('data' in value)) return null;
  return { at: value.at, data: value.data };
}

/** Every section's draft (a malformed entry counts as none). */
export async function listDrafts(store: Store): Promise<Drafts> {
  const stored = (await store.get<Record<string, unknown>>(DRAFTS_PATH)) ?? {};
  const drafts: Drafts = {};
  for (const key of SECTION_KEYS) {
    const draft = readDraft(stored[key]);
    if (draft) drafts[key] = draft;
  }
  return drafts;
}

export async function getDraft(store: Store, key: SectionKey): Promise<Draft | null> {
  return readDraft(await store.get(draftPath(key)));
}

/**
 * Saves a draft of `key`: `change` gets the draft's data, or the published section when there
 * is no draft yet, and returns the next draft data (undefined: change nothing). One transaction
 * over the draft; recorded as a 'draft' revision.
 */
export async function saveDraft(
  store: Store,
  key: SectionKey,
  change: (current: unknown) => unknown,
): Promise<SectionWrite> {
  const published = await store.get(`${USER_PATH_KEY}/${key}`);
  let before: unknown = null;
  const result = await store.transaction<unknown>(draftPath(key), (current) => {
    before = current;
    const draft = readDraft(current);
    const next = change(draft ? draft.data : published);
    return next === undefined ? undefined : { at: Date.now(), data: next };
  });
  if (!result.committed) return { committed: false };
  const revision = await recordRevision(store, 'draft', {}, undefined, { [key]: { before, after: result.value } });
  return { committed: true, revision };
}

/** Removes `key`'s draft if it is still `draft` (a newer save is kept); the change made. */
async function dropDraft(
  store: Store,
  key: SectionKey,
  draft: Draft,
): Promise<Partial<Record<SectionKey, SectionChange>>> {
  let before: unknown = null;
  const result = await store.transaction<unknown>(draftPath(key), (current) => {
    before = current;
    const now = readDraft(current);
    return now && now.at === draft.at ? null : undefined;
  });
  return result.committed ? { [key]: { before, after: null } } : {};
}

/**
 * Makes drafts live (those of `keys`, or every draft): each section takes its draft's data and the
 * draft goes, recorded as one 'publish' revision (its Undo brings back the published sections and
 * the drafts). The sections published; none when there was no draft.
 */
export async function publishDrafts(
  store: Store,
  keys?: readonly SectionKey[],
): Promise<SectionWrite & { sections: SectionKey[] }> {
  const drafts = await listDrafts(store);
  const wanted = (keys ?? SECTION_KEYS).filter((key) => drafts[key]);
  const changes: Partial<Record<SectionKey, SectionChange>> = {};
  const dropped: Partial<Record<SectionKey, SectionChange>> = {};
  await Promise.all(
    wanted.map(async (key) => {
      const draft = drafts[key]!;
      let before: unknown = null;
      const published = await store.transaction<unknown>(`${USER_PATH_KEY}/${key}`, (current) => {
        before = current;
        // A draft started from a section stored with fields the schema does not know leaves them out.
        return asStoredSection(key, draft.data);
      });
      if (!published.committed) return;
      changes[key] = { before, after: published.value };
      Object.assign(dropped, await dropDraft(store, key, draft));
    }),
  );
  const sections = wanted.filter((key) => changes[key]);
  if (sections.length === 0) return { committed: false, sections };
  const revision = await recordRevision(store, 'publish', changes, undefined, dropped);
  return { committed: true, revision, sections };
}

/** Drops `key`'s draft, recorded as a 'discard' revision (Undo brings it back). */
export async function discardDraft(store: Store, key: SectionKey): Promise<SectionWrite> {
  const draft = await getDraft(store, key);
  if (!draft) return { committed: false };
  const dropped = await dropDraft(store, key, draft);
  if (!dropped[key]) return { committed: false };
  const revision = await recordRevision(store, 'discard', {}, undefined, dropped);
  return { committed: true, revision };
}

/**
 * The public content with each valid draft applied: what preview shows. A draft that no longer
 * validates (written by an earlier release, say) is upgraded first and, if still invalid, left out.
 */
export function applyDrafts(content: UserContent, drafts: Drafts): UserContent {
  const out: Record<string, unknown> = { ...content };
  for (const key of SECTION_KEYS) {
    const draft = drafts[key];
    if (!draft) continue;
    const upgraded = migrateUser({ [key]: draft.data, [SCHEMA_VERSION_KEY]: 1 }).user as Record<string, unknown>;
    const shaped = shapeSection(key, upgraded[key]);
    if (shaped.ok) out[key] = shaped.data;
  }
  return out as unknown as UserContent;
}

/** The public page a section's preview opens on (every section also shows on `/` or in the layout). */
export const PREVIEW_PAGE: Record<SectionKey, string> = {
  home: '/',
  about: '/about-me',
  socialLinks: '/contact',
  skillsCubeImg: '/skills',
  skills: '/skills',
  languagesKnown: '/skills',
  educationTimeline: '/education-work',
  workTimeline: '/education-work',
  frontendProjects: '/projects',
  fullstackProjects: '/projects',
  backendProjects: '/projects',
  notes: '/notes',
};
