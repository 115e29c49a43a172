import { HISTORY, HISTORY_SCOPE } from '@/lib/content/history-words';
import { normalizeValue, presentValue } from '@/lib/store/rules';
import type { Store, StoreWrites } from '@/lib/store/types';
import { canonical, isObject } from './canonical';
import { CONTENT_SCHEMA_VERSION, SCHEMA_VERSION_KEY, migrateSection } from './migrations';
import { DRAFTS_PATH, HISTORY_PATH, SHARE_LINKS_PATH, USER_PATH_KEY } from '@/lib/store/paths';
import { LIST_KEYS, type SectionKey } from './schemas';
import { SECTION_KEYS, asStoredSection, shapeSection, storedSection } from './shape';
import { TRANSLATIONS_KEY } from './translations';

/**
 * The history of public content: every change to a section of `user` (a save, delete, reorder,
 * import, undo, restore or repair) is a revision holding that section before and after it.
 *
 * Revisions live outside `user` (never public) in a ring of HISTORY.limit slots: revision n is
 * kept in slot n mod limit, so history is bounded by construction and recording one costs the
 * same whether 10 or 10,000 came before, with no sweep reading old ones. A short summary of each
 * sits beside it (`log`), so listing history never reads the section copies.
 */
/**
 * What a revision can change: a section of `user`; the owner's share links (private, stored at
 * their own path, never rendered publicly: in history so creating, editing and revoking one can
 * be undone like any other change); or the translations of the content (`user/translations`, every
 * language's: lib/content/translations.ts), so a translation saved can be undone too.
 */
export const SHARE_LINKS_KEY = 'shareLinks';
export type HistoryKey = SectionKey | typeof SHARE_LINKS_KEY | typeof TRANSLATIONS_KEY;
export const HISTORY_KEYS: readonly HistoryKey[] = [...SECTION_KEYS, SHARE_LINKS_KEY, TRANSLATIONS_KEY];
const isSection = (key: HistoryKey): key is SectionKey => key !== SHARE_LINKS_KEY && key !== TRANSLATIONS_KEY;

export type ChangeKind =
  | 'add'
  | 'update'
  | 'delete'
  | 'move'
  | 'reorder'
  | 'save'
  | 'import'
  /** A JSON Resume file imported into the sections it maps onto (lib/json-resume). */
  | 'resume-import'
  /** "Start empty" on the dashboard: every list emptied, singletons given placeholders (lib/content/fresh-start). */
  | 'fresh-start'
  | 'undo'
  | 'restore'
  | 'repair'
  | 'upgrade'
  /** The content as it stood when history began: every section has a valid state to go back to. */
  | 'baseline'
  /** An unpublished draft saved, published (the section takes the draft) or discarded. */
  | 'draft'
  | 'publish'
  | 'discard'
  /** An image or PDF of the media library replaced everywhere it was used (lib/media/library). */
  | 'media-replace';

export interface SectionChange {
  /** The section as stored before the change (null: it did not exist). */
  before: unknown;
  after: unknown;
}

/**
 * A section taken back from history, as today's release stores it: a revision an earlier release
 * recorded may lack fields added since (alt texts), so a state invalid today that the content
 * migrations make valid is written upgraded; a valid one is written with its schema's fields only
 * (a revision recorded before imports were reduced to them may hold others); any other is written
 * exactly as it was.
 */
async function inTodaysShape(store: Store, key: HistoryKey, value: unknown): Promise<unknown> {
  if (value === null || value === undefined || !isSection(key)) return value;
  if (shapeSection(key, value).ok) return asStoredSection(key, value);
  const upgraded = migrateSection(key, value, await store.get(USER_PATH_KEY));
  const stored = storedSection(key, upgraded);
  return stored === undefined ? value : stored;
}

export interface RevisionSummary {
  id: number;
  at: number;
  kind: ChangeKind;
  sections: HistoryKey[];
  /** For an undo or restore: the revision it went back to. */
  of?: number;
  /** Sections whose unpublished draft the revision changed (saved, published or discarded). */
  drafts: HistoryKey[];
  /** What happened in the owner's words (e.g. which image was replaced), where its kind says too little. */
  label?: string;
}

type Changes = Partial<Record<HistoryKey, SectionChange>>;

export interface Revision extends RevisionSummary {
  changes: Changes;
  /** Each draft before and after (`{ at, data }`, or null for no draft). */
  draftChanges: Changes;
}

const SEQ_PATH = `${HISTORY_PATH}/seq`;
const slotKey = (id: number) => `s${id % HISTORY.limit}`;
/** Where a key is stored: the share links at their own path, a section and the translations under `user`. */
const sectionPath = (key: HistoryKey) => (key === SHARE_LINKS_KEY ? SHARE_LINKS_PATH : `${USER_PATH_KEY}/${key}`);
/** `value` as `key` is written (share links are written as their own module checked them). */
const asStored = (key: HistoryKey, value: unknown) => (isSection(key) ? asStoredSection(key, value) : value);
/** Where a section's unpublished draft is kept (private, like history). */
export const draftPath = (key: HistoryKey) => `${DRAFTS_PATH}/${key}`;

const sameData = (a: unknown, b: unknown) => canonical(a) === canonical(b);

const changedKeys = (changes: Changes) =>
  HISTORY_KEYS.filter((key) => changes[key] && !sameData(changes[key].before, changes[key].after));

type StoredChanges = Record<string, { before?: unknown; after?: unknown }>;

/** Each of `keys`' change, absent values as null (as a revision stores and reads them). */
const copiesOf = (changes: StoredChanges | undefined, keys: readonly HistoryKey[]): Changes =>
  Object.fromEntries(
    keys.map((key) => [key, { before: changes?.[key]?.before ?? null, after: changes?.[key]?.after ?? null }]),
  );

/**
 * Stores one revision of changes already written; returns its id, or undefined when nothing
 * actually changed. Its number, summary and copies are one transaction, so ids have no gaps.
 * `draftChanges` are changes to sections' unpublished drafts, so saving, publishing and
 * discarding a draft can be undone like any other change. A change not yet written goes through
 * commitWithRevision instead, which writes it and its revision together.
 */
export async function recordRevision(
  store: Store,
  kind: ChangeKind,
  changes: Changes,
  of?: number,
  draftChanges: Changes = {},
): Promise<number | undefined> {
  // One slot of the log and of the revisions is read besides the counter: their common ancestor
  // (the history node) is where the writes may go, and a slot is small (the whole log is not).
  const slots = [`${HISTORY_PATH}/log/${slotKey(0)}`, `${HISTORY_PATH}/revisions/${slotKey(0)}`];
  return (await writeWithRevision(store, kind, slots, () => ({ writes: {}, changes, draftChanges }), of)).revision;
}

/** What a step of `writeWithRevision` writes, and the change its revision records. */
export interface RevisionStep {
  /** Absolute path → next value (null removes it), as Store.transactMany writes them. */
  writes: StoreWrites;
  changes?: Changes;
  /** Changes to unpublished drafts (`{ at, data }`, or null for no draft). */
  draftChanges?: Changes;
  /** The revision's label (see RevisionSummary). */
  label?: string;
}

/**
 * Writes a change and records its revision in ONE store transaction (Store.transactMany): `step`
 * gets the values of `paths` as stored and returns what to write and the change that makes (or
 * undefined to write nothing); the writes, the revision counter and the revision all land, or none
 * does (a full disk, a lost connection, a crash), and no other write to `paths` comes in between.
 * Writes that change no section or draft are still made, with no revision. `step` may run more
 * than once, so it must only compute from what it is given. Write paths lie anywhere under the
 * common ancestor of `paths` and the revision counter.
 */
export async function writeWithRevision(
  store: Store,
  kind: ChangeKind,
  paths: readonly string[],
  step: (values: unknown[], seq: unknown) => RevisionStep | undefined,
  of?: number,
): Promise<{ committed: boolean; revision?: number; values: unknown[] }> {
  let revision: number | undefined;
  const result = await store.transactMany([...paths, SEQ_PATH], (values) => {
    revision = undefined;
    const seq = values[paths.length];
    const planned = step(values.slice(0, paths.length), seq);
    if (!planned) return undefined;
    const { changes = {}, draftChanges = {}, label } = planned;
    const changed = changedKeys(changes);
    const drafts = changedKeys(draftChanges);
    const writes: StoreWrites = { ...planned.writes };
    if (changed.length > 0 || drafts.length > 0) {
      // Revision seq + 1, recorded only when something actually changed.
      const id = (revision = (typeof seq === 'number' ? seq : 0) + 1);
      writes[SEQ_PATH] = id;
      writes[`${HISTORY_PATH}/log/${slotKey(id)}`] = {
        id,
        at: Date.now(),
        kind,
        sections: changed.join(','),
        ...(of === undefined ? {} : { of }),
        ...(drafts.length === 0 ? {} : { drafts: drafts.join(',') }),
        ...(label === undefined ? {} : { label }),
      };
      writes[`${HISTORY_PATH}/revisions/${slotKey(id)}`] = {
        id,
        changes: copiesOf(changes, changed),
        ...(drafts.length === 0 ? {} : { drafts: copiesOf(draftChanges, drafts) }),
      };
    }
    return Object.keys(writes).length === 0 ? undefined : writes;
  });
  return {
    committed: result.committed,
    revision: result.committed ? revision : undefined,
    values: result.values.slice(0, paths.length),
  };
}

/**
 * A section's (or draft's) next value from its current one and the values of the plan's `reads`
 * (a draft's also learns whether its section changed); undefined leaves it as it is.
 */
type NextValue = (current: unknown, read: readonly unknown[], sectionChanged: boolean) => unknown;

export type NextValues = Partial<Record<HistoryKey, NextValue>>;

export interface Plan {
  kind: ChangeKind;
  of?: number;
  sections?: NextValues;
  drafts?: NextValues;
  /** A section whose change returning undefined abandons the whole plan (nothing is written). */
  required?: HistoryKey;
  /** Other paths read in the same transaction, handed to every change. */
  reads?: readonly string[];
  /**
   * Write only to a store that needs nothing first (see lib/content/ready.ts): seeded, history
   * begun, content in today's schema. Checked in the transaction; otherwise nothing is written.
   */
  ready?: boolean;
}

interface Committed {
  /** False only when `required`'s change returned undefined. */
  committed: boolean;
  revision?: number;
  /** The sections that changed, before and after. */
  made: Changes;
  /** The drafts that changed, before and after. */
  draftsMade: Changes;
  /** The values read, sections then drafts, as the last run saw them. */
  values: unknown[];
  /** Set when `ready` was asked and the store was not. */
  notReady?: boolean;
}

const SCHEMA_VERSION_PATH = `${USER_PATH_KEY}/${SCHEMA_VERSION_KEY}`;

/**
 * Applies a plan and records its revision in one store transaction (see writeWithRevision).
 */
export async function commitWithRevision(store: Store, plan: Plan): Promise<Committed> {
  const { kind, of, sections = {}, drafts = {}, required, reads = [], ready } = plan;
  const sectionKeys = HISTORY_KEYS.filter((key) => sections[key]);
  const draftKeys = HISTORY_KEYS.filter((key) => drafts[key]);
  const own = [...sectionKeys.map(sectionPath), ...draftKeys.map(draftPath)];
  const paths = [...own, ...reads, ...(ready ? [SCHEMA_VERSION_PATH] : [])];
  let refused = false;
  let notReady = false;
  let made: Changes = {};
  let draftsMade: Changes = {};
  const result = await writeWithRevision(
    store,
    kind,
    paths,
    (values, seq) => {
      refused = false;
      made = {};
      draftsMade = {};
      notReady = ready === true && (values[paths.length - 1] !== CONTENT_SCHEMA_VERSION || seq === null);
      if (notReady) return undefined;
      const read = values.slice(own.length, own.length + reads.length);
      const writes: StoreWrites = {};
      // The sections' changes, then (`published` false) the drafts'.
      const apply = (keys: HistoryKey[], at: number, nexts: NextValues, out: Changes, published: boolean) =>
        keys.forEach((key, i) => {
          const current = values[at + i];
          const next = nexts[key]!(current, read, key in made);
          if (next === undefined) {
            refused ||= published && key === required;
            return;
          }
          // Only the schema's fields are stored, whatever the section held before (see asStoredSection).
          const stored = normalizeValue(published ? asStored(key, next) : next);
          const after = presentValue(stored);
          if (sameData(after, current)) return;
          writes[published ? sectionPath(key) : draftPath(key)] = stored;
          out[key] = { before: current, after };
        });
      apply(sectionKeys, 0, sections, made, true);
      if (refused) return undefined;
      apply(draftKeys, sectionKeys.length, drafts, draftsMade, false);
      return { writes, changes: made, draftChanges: draftsMade };
    },
    of,
  );
  const values = result.values.slice(0, own.length);
  if (notReady || refused) return { committed: false, made: {}, draftsMade: {}, values, notReady };
  return { committed: true, revision: result.revision, made, draftsMade, values };
}

const sectionList = (value: unknown): HistoryKey[] =>
  (typeof value === 'string' ? value.split(',') : []).filter((key): key is HistoryKey =>
    (HISTORY_KEYS as readonly string[]).includes(key),
  );

function readSummary(value: unknown): RevisionSummary | null {
  if (!isObject(value) || typeof value.id !== 'number' || typeof value.at !== 'number') return null;
  return {
    id: value.id,
    at: value.at,
    kind: value.kind as ChangeKind,
    sections: sectionList(value.sections),
    ...(typeof value.of === 'number' ? { of: value.of } : {}),
    drafts: sectionList(value.drafts),
    ...(typeof value.label === 'string' ? { label: value.label } : {}),
  };
}

/** Revisions newest first, optionally only those touching `section`. */
export async function listRevisions(store: Store, section?: HistoryKey): Promise<RevisionSummary[]> {
  const log = (await store.get<Record<string, unknown>>(`${HISTORY_PATH}/log`)) ?? {};
  return Object.values(log)
    .map(readSummary)
    .filter(
      (entry): entry is RevisionSummary =>
        entry !== null && (!section || entry.sections.includes(section) || entry.drafts.includes(section)),
    )
    .sort((a, b) => b.id - a.id);
}

/** One revision with its section copies; null when it never existed or has left the ring. */
export async function getRevision(store: Store, id: number): Promise<Revision | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [summaryValue, stored] = await Promise.all([
    store.get(`${HISTORY_PATH}/log/${slotKey(id)}`),
    store.get<{ id?: number; changes?: StoredChanges; drafts?: StoredChanges }>(
      `${HISTORY_PATH}/revisions/${slotKey(id)}`,
    ),
  ]);
  const summary = readSummary(summaryValue);
  if (!summary || summary.id !== id || !stored || stored.id !== id) return null;
  return {
    ...summary,
    changes: copiesOf(stored.changes, summary.sections),
    draftChanges: copiesOf(stored.drafts, summary.drafts),
  };
}

export interface SectionWrite {
  committed: boolean;
  /** The revision recording the change, when something changed. */
  revision?: number;
  /** The section as stored once the write is done (or as it was, when not committed). */
  value?: unknown;
  /** Not committed because the store needs readying first (see `ready` in Plan). */
  notReady?: boolean;
}

/**
 * Changes one section and records the revision, in one transaction. `change` gets the section as
 * stored (null when absent) and the values of `reads`, and returns its next stored form, or
 * undefined to change nothing. A change published straight away replaces the section's
 * unpublished draft, if any (the editor says so first); the draft goes in the same revision, so
 * its Undo brings the draft back too.
 */
export async function changeSection(
  store: Store,
  key: HistoryKey,
  kind: ChangeKind,
  change: NextValue,
  options: Pick<Plan, 'reads' | 'ready'> = {},
): Promise<SectionWrite> {
  const result = await commitWithRevision(store, {
    kind,
    sections: { [key]: change },
    // A change made straight to the site sets the draft of what it changes aside (the translations'
    // too: publishing that draft would write every language's text back), in the same revision.
    drafts:
      isSection(key) || key === TRANSLATIONS_KEY
        ? { [key]: (current: unknown) => (current === null ? undefined : null) }
        : {},
    required: key,
    ...options,
  });
  if (result.notReady) return { committed: false, notReady: true };
  const value = result.made[key] ? result.made[key].after : result.values[0];
  return result.committed ? { committed: true, revision: result.revision, value } : { committed: false, value };
}

/**
 * Takes back what revision `before → after` changed in `current`, key by key: a key still as
 * the revision left it goes back; a key changed since keeps the later change. So an undo restores
 * the section exactly when nothing else touched it, and never discards a later edit.
 */
export function revert(current: unknown, before: unknown, after: unknown): unknown {
  if (sameData(current, after)) return before;
  if (!isObject(before) && !isObject(after)) return current;
  const base = isObject(current) ? current : {};
  const was = isObject(before) ? before : {};
  const now = isObject(after) ? after : {};
  const out: Record<string, unknown> = { ...base };
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (sameData(was[key], now[key])) continue;
    const next = sameData(base[key], now[key])
      ? was[key]
      : isObject(base[key]) && (isObject(was[key]) || isObject(now[key]))
        ? revert(base[key], was[key], now[key])
        : base[key];
    if (next === undefined || next === null) delete out[key];
    else out[key] = next;
  }
  return Object.keys(out).length === 0 ? null : out;
}

type Refusal = { ok: false; error: string };
export type HistoryResult = { ok: true; revision?: number; sections: HistoryKey[]; partial: boolean } | Refusal;

const allSections = (revision: Revision) => [...new Set([...revision.sections, ...revision.drafts])];

/**
 * The part of a revision an undo or restore acts on: the sections (and drafts) of `only`, the
 * ones the owner sees in that entry of a filtered History, or all of them when `only` is not given.
 */
export interface HistoryScope {
  only?: readonly HistoryKey[];
}

/** Revision `id` within `scope`, with each of its sections as it stood `when` (before or after it), in today's shape. */
async function scopedRevision(
  store: Store,
  id: number,
  { only }: HistoryScope,
  when: keyof SectionChange,
): Promise<{ target: Revision; shaped: Partial<Record<HistoryKey, unknown>> } | Refusal> {
  const revision = await getRevision(store, id);
  if (!revision)
    return { ok: false, error: `Revision ${id} is not in the history (only the last ${HISTORY.limit} are kept).` };
  const keep = (keys: readonly HistoryKey[]) => (only ? keys.filter((key) => only.includes(key)) : [...keys]);
  const target = { ...revision, sections: keep(revision.sections), drafts: keep(revision.drafts) };
  if (target.sections.length === 0 && target.drafts.length === 0 && only)
    return { ok: false, error: HISTORY_SCOPE.notInRevision(target.id) };
  const shaped = target.sections.map(async (key) => [key, await inTodaysShape(store, key, target.changes[key]![when])]);
  return { target, shaped: Object.fromEntries(await Promise.all(shaped)) };
}

/** Published items of a list section that a restore would take away. */
export interface RemovedItems {
  section: HistoryKey;
  /** The stored items, by id. */
  items: Record<string, unknown>;
}

/**
 * What restoring revision `id` (within `scope`) would do, without writing: the sections it would
 * change and the published list items it would remove, so the owner can be asked first.
 */
export async function planRestore(
  store: Store,
  id: number,
  scope: HistoryScope = {},
): Promise<{ ok: true; sections: HistoryKey[]; removed: RemovedItems[] } | Refusal> {
  const scoped = await scopedRevision(store, id, scope, 'after');
  if ('ok' in scoped) return scoped;
  const { target, shaped } = scoped;
  const sections: HistoryKey[] = [];
  const removed: RemovedItems[] = [];
  for (const key of target.sections) {
    const current = await store.get(sectionPath(key));
    const next = asStored(key, shaped[key]);
    if (sameData(next, current ?? null)) continue;
    sections.push(key);
    if (!isObject(current)) continue;
    const after = isObject(next) ? next : {};
    const gone = Object.entries(current).filter(([itemId, item]) => isObject(item) && !(itemId in after));
    if (gone.length > 0 && ((LIST_KEYS as readonly string[]).includes(key) || !isSection(key))) {
      removed.push({ section: key, items: Object.fromEntries(gone) });
    }
  }
  return { ok: true, sections, removed };
}

/**
 * Undoes revision `id`: each section (and draft) it changed, or those of `scope`, goes back,
 * keeping any later change (see revert).
 */
export async function undoRevision(store: Store, id: number, scope: HistoryScope = {}): Promise<HistoryResult> {
  const scoped = await scopedRevision(store, id, scope, 'before');
  if ('ok' in scoped) return scoped;
  const { target, shaped } = scoped;
  if (target.kind === 'baseline') {
    return { ok: false, error: 'The starting point of the history cannot be undone; restore it instead.' };
  }
  // Each key's last run says whether it went back only in part (a transaction may run again).
  const partly = new Map<HistoryKey, boolean>();
  // Taken back whole, a section is written as today's release stores it (`shaped`, see inTodaysShape).
  const back =
    (key: HistoryKey, changes: Changes, whole: Partial<Record<HistoryKey, unknown>>) => (current: unknown) => {
      const { before, after } = changes[key]!;
      const reverted = revert(current, before, after);
      partly.set(key, !sameData(reverted, before));
      return key in whole && sameData(reverted, before) ? whole[key] : reverted;
    };
  const { revision } = await commitWithRevision(store, {
    kind: 'undo',
    of: id,
    sections: Object.fromEntries(target.sections.map((key) => [key, back(key, target.changes, shaped)])),
    drafts: Object.fromEntries(target.drafts.map((key) => [key, back(key, target.draftChanges, {})])),
  });
  const partial = [...partly.values()].some(Boolean);
  return { ok: true, revision, sections: allSections(target), partial };
}

/**
 * Brings each section (and draft) of revision `id`, or those of `scope`, back to its state right
 * after that revision.
 */
export async function restoreRevision(store: Store, id: number, scope: HistoryScope = {}): Promise<HistoryResult> {
  const scoped = await scopedRevision(store, id, scope, 'after');
  if ('ok' in scoped) return scoped;
  const { target, shaped } = scoped;
  const { revision } = await commitWithRevision(store, {
    kind: 'restore',
    of: id,
    sections: Object.fromEntries(target.sections.map((key) => [key, () => shaped[key]])),
    drafts: Object.fromEntries(target.drafts.map((key) => [key, () => target.draftChanges[key]!.after])),
  });
  return { ok: true, revision, sections: allSections(target), partial: false };
}
