import type { Store } from '@/lib/store/types';
import { commitWithRevision, draftPath, type NextValues, type SectionWrite } from './history';
import { migrateSection } from './migrations';
import { DRAFTS_PATH, USER_PATH_KEY } from '@/lib/store/paths';
import type { SectionKey, UserContent } from './schemas';
import { SECTION_KEYS, shapeSection } from './shape';
import { TRANSLATIONS_KEY } from './translations';
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

/**
 * What may have a draft: each section, and the translations (every language's text at once, as
 * `user/translations` would hold it: lib/content/translations.ts), previewed in their languages.
 */
export type DraftKey = SectionKey | typeof TRANSLATIONS_KEY;
export const DRAFT_KEYS: readonly DraftKey[] = [...SECTION_KEYS, TRANSLATIONS_KEY];

type Drafts = Partial<Record<DraftKey, Draft>>;

function readDraft(value: unknown): Draft | null {
  if (!isObject(value) || typeof value.at !== 'number' || !('data' in value)) return null;
  return { at: value.at, data: value.data };
}

/** Every section's draft (a malformed entry counts as none). */
export async function listDrafts(store: Store): Promise<Drafts> {
  const stored = (await store.get<Record<string, unknown>>(DRAFTS_PATH)) ?? {};
  const drafts: Drafts = {};
  for (const key of DRAFT_KEYS) {
    const draft = readDraft(stored[key]);
    if (draft) drafts[key] = draft;
  }
  return drafts;
}

export async function getDraft(store: Store, key: DraftKey): Promise<Draft | null> {
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
  key: DraftKey,
  change: (current: unknown) => unknown,
  base?: string,
): Promise<DraftWrite> {
  let conflict: DraftConflict | undefined;
  const { revision, draftsMade } = await commitWithRevision(store, {
    kind: 'draft',
    reads: [`${USER_PATH_KEY}/${key}`],
    drafts: {
      [key]: (current: unknown, [published]: readonly unknown[]) => {
        const draft = readDraft(current);
        const version = draftVersion(current);
        conflict = base !== undefined && version !== base ? { current: draft, version } : undefined;
        if (conflict) return undefined;
        const next = change(draft ? draft.data : published);
        return next === undefined ? undefined : { at: Date.now(), data: next };
      },
    },
  });
  if (conflict) return { committed: false, conflict };
  const saved = draftsMade[key];
  return saved ? { committed: true, revision, version: draftVersion(saved.after) } : { committed: false };
}

/** The same change for each of `keys`. */
const each = (keys: readonly DraftKey[], next: (key: DraftKey) => NextValues[DraftKey]): NextValues =>
  Object.fromEntries(keys.map((key) => [key, next(key)]));

/**
 * Makes drafts live (those of `keys`, or every draft): each section takes its draft's data and the
 * draft goes (unless a newer one was saved meanwhile), with one 'publish' revision, all in one
 * transaction (its Undo brings back the published sections and the drafts). The sections
 * published; none when there was no draft.
 */
export async function publishDrafts(
  store: Store,
  keys?: readonly DraftKey[],
): Promise<SectionWrite & { sections: DraftKey[] }> {
  const drafts = await listDrafts(store);
  const wanted = (keys ?? DRAFT_KEYS).filter((key) => drafts[key]);
  if (wanted.length === 0) return { committed: false, sections: [] };
  const { revision } = await commitWithRevision(store, {
    kind: 'publish',
    // Stored as its schema keeps it: a draft started from a section stored with fields the schema does not know leaves them out.
    sections: each(wanted, (key) => () => drafts[key]!.data),
    drafts: each(wanted, (key) => (current) => (readDraft(current)?.at === drafts[key]!.at ? null : undefined)),
  });
  return { committed: true, revision, sections: wanted };
}

/** Drops `key`'s draft, with a 'discard' revision in the same transaction (Undo brings it back). */
export async function discardDraft(store: Store, key: DraftKey): Promise<SectionWrite> {
  const draft = await getDraft(store, key);
  if (!draft) return { committed: false };
  const { revision, draftsMade } = await commitWithRevision(store, {
    kind: 'discard',
    drafts: { [key]: (current: unknown) => (readDraft(current)?.at === draft.at ? null : undefined) },
  });
  return draftsMade[key] ? { committed: true, revision } : { committed: false };
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
