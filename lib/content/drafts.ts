import { normalizeValue, presentValue } from '@/lib/store/rules';
import type { Store } from '@/lib/store/types';
import { draftPath, writeWithRevision, type SectionChange, type SectionWrite } from './history';
import { migrateSection } from './migrations';
import { DRAFTS_PATH, USER_PATH_KEY } from '@/lib/store/paths';
import type { SectionKey, UserContent } from './schemas';
import { SECTION_KEYS, asStoredSection, shapeSection } from './shape';
import { contentVersion } from './versions';
import { isObject } from './canonical';

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
 * The version of a section's stored draft (`{ at, data }` as stored, or none): what an editor's
 * draft save was based on. Each save of a draft stamps a new `at`, so each has its own version.
 */
export const draftVersion = (stored: unknown): string => contentVersion(readDraft(stored));

/** A draft save refused: the stored draft (null: none now) is not the one the save was based on. */
export interface DraftConflict {
  current: Draft | null;
  version: string;
}

export type DraftWrite = SectionWrite & {
  /** The saved draft's version (see draftVersion), when committed. */
  version?: string;
  conflict?: DraftConflict;
};

/**
 * Saves a draft of `key`: `change` gets the draft's data, or the published section when there
 * is no draft yet, and returns the next draft data (undefined: change nothing). The draft and its
 * 'draft' revision are one transaction. With `base` (a draftVersion), refused (`conflict` set,
 * nothing written) unless the stored draft is still that version: checked inside the
 * transaction, so a draft saved by another tab or device meanwhile is never silently replaced.
 */
export async function saveDraft(
  store: Store,
  key: SectionKey,
  change: (current: unknown) => unknown,
  base?: string,
): Promise<DraftWrite> {
  let conflict: DraftConflict | undefined;
  let saved: unknown;
  const result = await writeWithRevision(
    store,
    'draft',
    [`${USER_PATH_KEY}/${key}`, draftPath(key)],
    ([published, current]) => {
      conflict = undefined;
      const draft = readDraft(current);
      const version = draftVersion(current);
      if (base !== undefined && version !== base) {
        conflict = { current: draft, version };
        return undefined;
      }
      const next = change(draft ? draft.data : published);
      if (next === undefined) return undefined;
      const after = presentValue(normalizeValue({ at: Date.now(), data: next }));
      saved = after;
      return { writes: { [draftPath(key)]: after }, draftChanges: { [key]: { before: current, after } } };
    },
  );
  if (conflict) return { committed: false, conflict };
  return result.committed
    ? { committed: true, revision: result.revision, version: draftVersion(saved) }
    : { committed: false };
}

/**
 * Makes drafts live (those of `keys`, or every draft): each section takes its draft's data and the
 * draft goes (unless a newer one was saved meanwhile), with one 'publish' revision, all in one
 * transaction (its Undo brings back the published sections and the drafts). The sections
 * published; none when there was no draft.
 */
export async function publishDrafts(
  store: Store,
  keys?: readonly SectionKey[],
): Promise<SectionWrite & { sections: SectionKey[] }> {
  const drafts = await listDrafts(store);
  const wanted = (keys ?? SECTION_KEYS).filter((key) => drafts[key]);
  if (wanted.length === 0) return { committed: false, sections: [] };
  const sectionPaths = wanted.map((key) => `${USER_PATH_KEY}/${key}`);
  const result = await writeWithRevision(store, 'publish', [...sectionPaths, ...wanted.map(draftPath)], (values) => {
    const writes: Record<string, unknown> = {};
    const changes: Partial<Record<SectionKey, SectionChange>> = {};
    const dropped: Partial<Record<SectionKey, SectionChange>> = {};
    wanted.forEach((key, i) => {
      const draft = drafts[key]!;
      // A draft started from a section stored with fields the schema does not know leaves them out.
      const stored = normalizeValue(asStoredSection(key, draft.data));
      writes[sectionPaths[i]] = stored;
      changes[key] = { before: values[i], after: presentValue(stored) };
      const current = values[wanted.length + i];
      if (readDraft(current)?.at !== draft.at) return;
      writes[draftPath(key)] = null;
      dropped[key] = { before: current, after: null };
    });
    return { writes, changes, draftChanges: dropped };
  });
  if (!result.committed) return { committed: false, sections: [] };
  return { committed: true, revision: result.revision, sections: wanted };
}

/** Drops `key`'s draft, with a 'discard' revision in the same transaction (Undo brings it back). */
export async function discardDraft(store: Store, key: SectionKey): Promise<SectionWrite> {
  const draft = await getDraft(store, key);
  if (!draft) return { committed: false };
  const result = await writeWithRevision(store, 'discard', [draftPath(key)], ([current]) =>
    readDraft(current)?.at === draft.at
      ? { writes: { [draftPath(key)]: null }, draftChanges: { [key]: { before: current, after: null } } }
      : undefined,
  );
  return result.committed ? { committed: true, revision: result.revision } : { committed: false };
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
    const shaped = shapeSection(key, migrateSection(key, draft.data));
    if (shaped.ok) out[key] = shaped.data;
  }
  return out as unknown as UserContent;
}

/** The public page a section's preview opens on; any other section's is `/` (every section also shows on `/` or in the layout). */
export const PREVIEW_PAGE: Partial<Record<SectionKey, string>> = {
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
