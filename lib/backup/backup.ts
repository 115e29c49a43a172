import { DRAFT_KEYS } from '@/lib/content/drafts';
import { sectionOf } from '@/lib/content/sections';
import { canonical, isObject, type Tree } from '@/lib/content/canonical';
import {
  checkDrafts,
  checkHistory,
  checkInbox,
  checkInsights,
  checkShareLinkStats,
  checkVisitCounters,
  daysIn,
  entriesIn,
  issues,
  linkVisitsIn,
  readPrivateParts,
  revisionsIn,
  VISIT_COUNTERS_PATH,
  type Checked,
} from '@/lib/backup/parts';
import { BACKUP_PART_KEYS, BACKUP_PARTS, type BackupPartKey, BACKUP_IMPORT, BACKUP_MEDIA } from '@/lib/backup/words';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { RestoreRejectedError, checkRestoredObject } from '@/lib/media/check-restored';
import { idsIn } from '@/lib/media/library';
import type { MediaObject, MediaStore } from '@/lib/media/types';
import { importedShareLink, latestExpiry } from '@/lib/share-links/model';
import type { Store } from '@/lib/store/types';
import { isValidKey, normalizeValue, presentValue } from '@/lib/store/rules';
import { DEMO_USER } from '@/lib/content/demo';
import { SHARE_LINKS_KEY, writeWithRevision, type HistoryKey, type SectionChange } from '@/lib/content/history';
import { TRANSLATIONS_KEY } from '@/lib/content/translations';
import { convertLegacyContent, isLegacyContent } from '@/lib/content/legacy';
import { migrateUser, stampVersion } from '@/lib/content/migrations';
import {
  DRAFTS_PATH,
  FEEDBACKS_PATH,
  HISTORY_PATH,
  INSIGHTS_PATH,
  SHARE_LINKS_PATH,
  SHARE_LINK_STATS_PATH,
  USER_PATH_KEY,
} from '@/lib/store/paths';
import { feedbackSchema, type SectionKey } from '@/lib/content/schemas';
import { ContentError, SECTION_KEYS, storedUserContent } from '@/lib/content/shape';

export type ImportResult =
  | {
      ok: true;
      sections: number;
      /** The parts written. */
      parts: BackupPartKey[];
      notes?: string[];
      feedbacks?: number;
      media?: { restored: number; present: number };
      shareLinks?: number;
    }
  | { ok: false; errors: string[] };

/**
 * The whole public content exactly as stored (keyed lists with order), for a JSON backup. A
 * store nobody has written to yet shows the demo owner, so that is what its backup holds.
 */
export async function exportContent(store: Store): Promise<Record<string, unknown>> {
  const user = await store.get<Record<string, unknown>>(USER_PATH_KEY);
  return { user: user ?? stampVersion(DEMO_USER) };
}

/**
 * A backup of this release: everything the owner has as one JSON file that restores the whole site
 * (images included) on either backend. Base64 costs a third more bytes than a zip would, but the
 * uploads are WebP/PDF already compressed, and the file stays one readable JSON document that needs
 * no archive library, on the server, in the browser and on the command line. Every upload goes in,
 * not only those the content shows: drafts and History may name the others. Each private part is
 * its store node exactly as stored; sign-in details, sessions and throttles are never in it.
 */
export async function exportBackup(store: Store, media: MediaStore) {
  const { user } = await exportContent(store);
  const files: Record<string, { contentType: string; data: string }> = {};
  const ids = new Set([...idsIn(user), ...(await media.list()).map((item) => item.id)]);
  for (const id of [...ids].sort()) {
    const object = await media.get(id);
    if (object) files[id] = { contentType: object.contentType, data: object.bytes.toString('base64') };
  }
  const [shareLinks, parts] = await Promise.all([store.get<Tree>(SHARE_LINKS_PATH), readPrivateParts(store)]);
  return {
    format: BACKUP_MEDIA.format,
    version: BACKUP_PARTS.version,
    exportedAt: new Date().toISOString(),
    user: user as Tree,
    /** Every upload, by id: its type and its bytes as base64. */
    media: files,
    shareLinks: shareLinks ?? {},
    shareLinkStats: parts.shareLinkStats ?? {},
    drafts: parts.drafts ?? {},
    history: parts.history ?? {},
    feedbacks: parts.feedbacks ?? {},
    insights: parts.insights ?? {},
    visitCounters: parts.visitCounters ?? {},
  };
}

/**
 * The private fields of a backup (absent in one of an earlier release: the part here then stays as
 * it is), each checked whole: the part it belongs to and the store node it is written back to.
 */
const PRIVATE = {
  drafts: { part: 'drafts', path: DRAFTS_PATH, check: checkDrafts },
  history: { part: 'history', path: HISTORY_PATH, check: checkHistory },
  /** Contact messages: the inbox of the file replaces this one's (the original product's are added to it). */
  feedbacks: { part: 'inbox', path: FEEDBACKS_PATH, check: checkInbox },
  insights: { part: 'insights', path: INSIGHTS_PATH, check: checkInsights },
  visitCounters: { part: 'insights', path: VISIT_COUNTERS_PATH, check: checkVisitCounters },
  shareLinks: { part: 'shareLinks', path: SHARE_LINKS_PATH, check: checkShareLinks },
  shareLinkStats: {
    part: 'shareLinks',
    path: SHARE_LINK_STATS_PATH,
    // Counters are checked against the links the file holds, valid or not (a bad link has its own error).
    check: (value: unknown, json: Tree) =>
      checkShareLinkStats(value, new Set(isObject(json.shareLinks) ? Object.keys(json.shareLinks) : [])),
  },
} satisfies Record<string, { part: BackupPartKey; path: string; check: (value: unknown, json: Tree) => Checked }>;
type PrivateField = keyof typeof PRIVATE;

/** A backup's parts as they will be stored (a private field's null: the part is empty and replaces with nothing). */
type Prepared =
  | {
      ok: true;
      stored: Record<string, unknown>;
      notes: string[];
      inFile: Set<BackupPartKey>;
      values: Partial<Record<PrivateField, Tree | null>>;
      /** The original product's contact messages, added to the inbox. */
      added?: Tree;
    }
  | { ok: false; errors: string[] };

/** Most fields the private parts (History, inbox, insights, drafts) may hold together. */
const MAX_PRIVATE_FIELDS = 2_000_000;
const PRIVATE_FIELDS = ['history', 'feedbacks', 'insights', 'drafts', 'shareLinkStats', 'visitCounters'] as const;

/** A backup checked whole and reduced to what it will store, without writing anything. */
function prepareImport(json: unknown): Prepared {
  if (!isObject(json)) return { ok: false, errors: ['The file must contain a JSON object'] };
  const { ...tree } = json;
  const privateParts = Object.fromEntries(PRIVATE_FIELDS.filter((f) => f in tree).map((f) => [f, tree[f]]));
  for (const field of PRIVATE_FIELDS) delete tree[field];
  // Refused before any work: a file of junk keys costs nothing to turn away (files count 2 each).
  if (holdsMoreFields(tree, BACKUP_IMPORT.maxFields)) {
    return { ok: false, errors: [BACKUP_IMPORT.tooManyFields(BACKUP_IMPORT.maxFields)] };
  }
  if (holdsMoreFields(privateParts, MAX_PRIVATE_FIELDS)) {
    return { ok: false, errors: [BACKUP_PARTS.errors.tooManyFields(MAX_PRIVATE_FIELDS)] };
  }
  let source = 'user' in json ? json.user : json;
  const legacy = isLegacyContent(source) ? convertLegacyContent(source as Record<string, unknown>) : undefined;
  const inFile = new Set<BackupPartKey>(['content']);
  if ((json.media && typeof json.media === 'object') || Array.isArray(json.mediaIds)) inFile.add('media');
  if (legacy) {
    // The original product's shape; undefined fields are dropped so validation names them.
    source = JSON.parse(JSON.stringify(legacy.user));
    const errors = [...legacy.problems];
    // Only what the feedback schema returns.
    const feedbacks: Tree = {};
    for (const [id, item] of Object.entries(legacy.feedbacks)) {
      const parsed = feedbackSchema.safeParse(item);
      if (parsed.success) feedbacks[id] = parsed.data;
      else errors.push(...issues(`feedbacks/${id}`, parsed.error));
    }
    const content = checkContent(source);
    if (errors.length > 0 || !content.ok)
      return { ok: false, errors: [...errors, ...(content.ok ? [] : content.errors)] };
    if (Object.keys(feedbacks).length > 0) inFile.add('inbox');
    const notes = [...legacy.notes, ...droppedNotes(content.dropped)];
    return { ok: true, stored: content.stored, notes, inFile, values: {}, added: feedbacks };
  }
  const content = checkContent(source);
  const errors = content.ok ? [] : [...content.errors];
  const values: Partial<Record<PrivateField, Tree | null>> = {};
  for (const field of Object.keys(PRIVATE) as PrivateField[]) {
    if (json[field] === undefined) continue;
    const checked = PRIVATE[field].check(json[field], json);
    if (!checked.ok) {
      errors.push(...checked.errors);
      continue;
    }
    values[field] = checked.value;
    // Share links are in the file when it holds a map of them (not null, not counters alone).
    if (field === 'shareLinks' ? checked.value !== null : field !== 'shareLinkStats') inFile.add(PRIVATE[field].part);
  }
  if (!content.ok || errors.length > 0) return { ok: false, errors };
  return { ok: true, stored: content.stored, notes: droppedNotes(content.dropped), inFile, values };
}

/**
 * The parts to import: those `chosen` (every one must be in the file), or when none are named,
 * every part the file holds.
 */
function choosePartsOf(
  inFile: ReadonlySet<BackupPartKey>,
  chosen?: readonly string[],
): { ok: true; parts: Set<BackupPartKey> } | { ok: false; errors: string[] } {
  if (chosen === undefined) return { ok: true, parts: new Set(inFile) };
  const errors: string[] = [];
  const parts = new Set<BackupPartKey>();
  for (const part of chosen) {
    if (!(BACKUP_PART_KEYS as readonly string[]).includes(part)) errors.push(BACKUP_PARTS.errors.notChosen(part));
    else if (!inFile.has(part as BackupPartKey))
      errors.push(BACKUP_PARTS.errors.notInFile(BACKUP_PARTS.labels[part as BackupPartKey]));
    else parts.add(part as BackupPartKey);
  }
  if (errors.length === 0 && parts.size === 0) errors.push(BACKUP_PARTS.noneChosen);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, parts };
}

/** The `parts` query parameter ("content,inbox"): undefined when absent. */
export function partsParam(url: URL): string[] | undefined {
  const value = url.searchParams.get('parts');
  return value === null ? undefined : value.split(',').filter((part) => part !== '');
}

/** The share links a backup carries, each checked whole. */
function checkShareLinks(value: unknown): Checked {
  if (value === null) return { ok: true, value: null };
  if (!isObject(value)) return { ok: false, errors: [SHARE_LINKS.backupErrors.notMap] };
  const entries = Object.entries(value);
  if (entries.length > SHARE_LINKS.maxLinks) return { ok: false, errors: [SHARE_LINKS.errors.tooManyLinks] };
  const errors: string[] = [];
  const links: Tree = {};
  const tokens = new Set<string>();
  for (const [id, link] of entries) {
    const parsed = isValidKey(id) ? importedShareLink.safeParse(link) : undefined;
    if (!parsed) errors.push(SHARE_LINKS.backupErrors.badId);
    else if (!parsed.success)
      errors.push(...parsed.error.issues.map((issue) => `shareLinks/${id}/${issue.path.join('/')}: ${issue.message}`));
    // A link imported obeys the editor's rules: no expiry beyond theirs, no token shared with another.
    else if (parsed.data.expiresAt > latestExpiry())
      errors.push(`shareLinks/${id}/expiresAt: ${SHARE_LINKS.backupErrors.expiryFar}`);
    else if (tokens.has(parsed.data.token))
      errors.push(`shareLinks/${id}/token: ${SHARE_LINKS.backupErrors.sameToken}`);
    else {
      tokens.add(parsed.data.token);
      links[id] = presentValue(normalizeValue(parsed.data));
    }
  }
  return errors.length > 0 ? { ok: false, errors: [...new Set(errors)] } : { ok: true, value: links };
}

/**
 * Validates a backup and, only if every part of it (and every file it carries) is valid, restores
 * the chosen parts: its files into `media` first, then every chosen store part in one multi-path
 * update. Accepts a backup of this release, those of earlier ones (`{ format, version, user,
 * media, shareLinks }`, `{ user: {...} }` or the bare user object) and the original product's
 * shape. `chosen` names the parts to import (default: every part the file holds). Without History
 * among them, the import is one revision (content, share links and drafts), so Undo takes it back;
 * with it, History becomes the file's. Returns every problem found otherwise.
 */
export async function importContent(
  json: unknown,
  store: Store,
  media?: MediaStore,
  chosen?: readonly string[],
): Promise<ImportResult> {
  const prepared = prepareImport(json);
  if (!prepared.ok) return prepared;
  const files = await readBackupMedia((json as Tree).media);
  if (!files.ok) return files;
  const choice = choosePartsOf(prepared.inFile, chosen);
  if (!choice.ok) return choice;
  const parts = choice.parts;
  const restoring = parts.has('media') ? files.objects : [];
  if (restoring.length > 0 && !media) return { ok: false, errors: [BACKUP_MEDIA.noMediaStore] };
  // Files first: the content never names an image the store does not hold yet.
  const counts = { restored: 0, present: 0 };
  for (const { id, object } of restoring) {
    const outcome = await media!.restore(id, object);
    if (outcome === false) return { ok: false, errors: [BACKUP_MEDIA.badId(id)] };
    counts[outcome]++;
  }
  const { stored, notes, values, added } = prepared;
  const patch: Tree = {};
  if (parts.has('content')) patch[USER_PATH_KEY] = stored;
  for (const field of Object.keys(values) as PrivateField[])
    if (parts.has(PRIVATE[field].part)) patch[PRIVATE[field].path] = values[field];
  if (parts.has('inbox'))
    for (const [id, feedback] of Object.entries(added ?? {})) patch[`${FEEDBACKS_PATH}/${id}`] = feedback;
  await writeImport(store, patch, !parts.has('history'));
  return {
    ok: true,
    sections: parts.has('content') ? sectionsIn(stored) : 0,
    parts: BACKUP_PART_KEYS.filter((part) => parts.has(part)),
    ...(notes.length > 0 || added ? { notes } : {}),
    ...(parts.has('inbox') ? { feedbacks: entriesIn(values.feedbacks ?? added) } : {}),
    ...(restoring.length > 0 ? { media: counts } : {}),
    ...(parts.has('shareLinks') ? { shareLinks: entriesIn(values.shareLinks) } : {}),
  };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The files a backup carries (none for a backup of an earlier release), each checked by content. */
async function readBackupMedia(
  files: unknown,
): Promise<{ ok: true; objects: { id: string; object: MediaObject }[] } | { ok: false; errors: string[] }> {
  if (files === undefined || files === null) return { ok: true, objects: [] };
  if (typeof files !== 'object' || Array.isArray(files)) return { ok: false, errors: [BACKUP_MEDIA.badMedia] };
  const objects: { id: string; object: MediaObject }[] = [];
  const errors: string[] = [];
  for (const [id, entry] of Object.entries(files as Record<string, unknown>)) {
    const data = (entry as { data?: unknown } | null)?.data;
    if (typeof data !== 'string') errors.push(BACKUP_MEDIA.badMedia);
    else if (!BASE64.test(data) || data.length % 4 !== 0) errors.push(BACKUP_MEDIA.badData(id));
    else
      try {
        objects.push({ id, object: await checkRestoredObject(id, Buffer.from(data, 'base64')) });
      } catch (error) {
        if (!(error instanceof RestoreRejectedError)) throw error;
        errors.push(error.message);
      }
  }
  return errors.length > 0 ? { ok: false, errors: [...new Set(errors)] } : { ok: true, objects };
}

export interface SectionPreview {
  key: SectionKey;
  title: string;
  change: 'added' | 'removed' | 'changed' | 'unchanged';
  /** Items of a list section before and after (absent for a single form). */
  before?: number;
  after?: number;
}

/** One part of a backup in the import's preview: whether the file holds it, and what it replaces. */
export interface PartPreview {
  key: BackupPartKey;
  inFile: boolean;
  /** Entries of the part in the file, and here now (sections, images, drafts, revisions, messages, days, links). */
  after: number;
  before: number;
  /** Share links: visits their counters hold in the file. */
  visits?: number;
  /** The original product's messages are added to the inbox rather than replacing it. */
  adds?: true;
}

export type ImportPreview =
  | {
      ok: true;
      sections: SectionPreview[];
      media: { inFile: number; alreadyHere: number; missing: number };
      parts: PartPreview[];
      feedbacks?: number;
      notes?: string[];
    }
  | { ok: false; errors: string[] };

/**
 * What importing `json` would change, part by part (what each replaces) and section by section
 * (with item counts of lists), and what becomes of the images the content uses; writes nothing.
 * The files themselves need not be in `json`: `mediaIds` may name them (the admin sends them one
 * by one after the check).
 */
export async function previewImport(json: unknown, store: Store, media: MediaStore): Promise<ImportPreview> {
  const prepared = prepareImport(json);
  if (!prepared.ok) return prepared;
  const { stored, notes, values, added } = prepared;
  const source = json as Tree;
  const files = await readBackupMedia(source.media);
  if (!files.ok) return files;
  // What the site shows now: a store nobody has written to yet shows the demo owner.
  const current = (await exportContent(store)).user as Record<string, unknown>;
  const sections = SECTION_KEYS.map((key): SectionPreview => {
    const before = current[key];
    const after = stored[key];
    const list = sectionOf(key)?.kind === 'list';
    const count = (value: unknown) => (value !== null && typeof value === 'object' ? Object.keys(value).length : 0);
    return {
      key,
      title: sectionOf(key)?.title ?? key,
      change:
        before === undefined && after === undefined
          ? 'unchanged'
          : before === undefined
            ? 'added'
            : after === undefined
              ? 'removed'
              : canonical(before) === canonical(after)
                ? 'unchanged'
                : 'changed',
      ...(list ? { before: count(before), after: count(after) } : {}),
    };
  });
  const inFile = new Set(
    Array.isArray(source.mediaIds)
      ? source.mediaIds.filter((id): id is string => typeof id === 'string')
      : source.media && typeof source.media === 'object'
        ? Object.keys(source.media)
        : [],
  );
  const here = new Set((await media.list()).map((item) => item.id));
  const used = idsIn(stored);
  const mediaPreview = {
    inFile: inFile.size,
    alreadyHere: [...inFile].filter((id) => here.has(id)).length,
    missing: [...used].filter((id) => !inFile.has(id) && !here.has(id)).length,
  };
  const [now, linksHere] = await Promise.all([readPrivateParts(store), store.get(SHARE_LINKS_PATH)]);
  /** A part's entries in the file and here now, counted by `count`. */
  const counted = <T>(key: BackupPartKey, count: (value: T) => number, after: T, before: T) => ({
    key,
    inFile: prepared.inFile.has(key),
    after: count(after),
    before: count(before),
  });
  const parts: PartPreview[] = [
    counted('content', sectionsIn, stored, current),
    counted('media', Number, mediaPreview.inFile, mediaPreview.alreadyHere),
    counted('drafts', entriesIn, values.drafts, now.drafts),
    counted('history', revisionsIn, values.history, now.history),
    {
      ...counted('inbox', entriesIn, values.feedbacks ?? added, now.feedbacks),
      ...(added ? { adds: true as const } : {}),
    },
    counted('insights', daysIn, values.insights, now.insights),
    { ...counted('shareLinks', entriesIn, values.shareLinks, linksHere), visits: linkVisitsIn(values.shareLinkStats) },
  ];
  return {
    ok: true,
    sections,
    media: mediaPreview,
    parts,
    ...(entriesIn(added) > 0 ? { feedbacks: entriesIn(added) } : {}),
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/** True when `json` holds more than `max` keys (array items included) at any depth; stops counting there. */
function holdsMoreFields(json: object, max: number): boolean {
  let count = 0;
  const pending: object[] = [json];
  while (pending.length > 0) {
    const node = pending.pop()!;
    for (const key in node) {
      if (++count > max) return true;
      const child = (node as Record<string, unknown>)[key];
      if (child !== null && typeof child === 'object') pending.push(child);
    }
  }
  return false;
}

/** The sections a content tree holds. */
const sectionsIn = (user: Record<string, unknown>) => SECTION_KEYS.filter((key) => key in user).length;

type Dropped = { count: number; named: string[] };

/** One note naming the first few fields left out of an import, and how many there were. */
function droppedNotes(dropped: Dropped): string[] {
  return dropped.count === 0 ? [] : [BACKUP_IMPORT.droppedNote(dropped.count, dropped.named)];
}

/** Every section's change from `before` to `after`. */
const sectionChanges = (before: Tree | null, after: Tree | null): Partial<Record<SectionKey, SectionChange>> =>
  Object.fromEntries(SECTION_KEYS.map((key) => [key, { before: before?.[key] ?? null, after: after?.[key] ?? null }]));

/** Every draft's change (the sections' and the translations'), from `before` to `after`. */
const draftChangesOf = (before: Tree | null, after: Tree | null) =>
  Object.fromEntries(DRAFT_KEYS.map((key) => [key, { before: before?.[key] ?? null, after: after?.[key] ?? null }]));

/**
 * Writes the chosen parts in one multi-path update. Unless History itself is imported, the import
 * is recorded as one revision of every section, the share links and the drafts it changed.
 */
async function writeImport(store: Store, patch: Tree, record: boolean): Promise<void> {
  if (!record) {
    await store.update('', patch);
    return;
  }
  // Read and written in one transaction with the revision: all of it lands, or none.
  await writeWithRevision(store, 'import', [USER_PATH_KEY, SHARE_LINKS_PATH, DRAFTS_PATH], (values) => {
    const [before, linksBefore, draftsBefore] = values as [Tree | null, unknown, Tree | null];
    const changes: Partial<Record<HistoryKey, SectionChange>> =
      USER_PATH_KEY in patch ? sectionChanges(before, patch[USER_PATH_KEY] as Tree) : {};
    // The translations it brings (or takes away) too: Undo of the import puts them back.
    if (USER_PATH_KEY in patch) {
      const user = patch[USER_PATH_KEY] as Tree | null;
      changes[TRANSLATIONS_KEY] = {
        before: before?.[TRANSLATIONS_KEY] ?? null,
        after: user?.[TRANSLATIONS_KEY] ?? null,
      };
    }
    if (SHARE_LINKS_PATH in patch) changes[SHARE_LINKS_KEY] = { before: linksBefore, after: patch[SHARE_LINKS_PATH] };
    const draftChanges = DRAFTS_PATH in patch ? draftChangesOf(draftsBefore, patch[DRAFTS_PATH] as Tree | null) : {};
    return { writes: patch, changes, draftChanges };
  });
}

/**
 * A backup (of any earlier release: older shapes are upgraded) checked as a whole, in stored form,
 * and reduced to exactly what the schemas return: any field they do not define (at the top of
 * `user`, in a section, in a list item or deeper) is left out and named in `dropped`.
 */
function checkContent(
  source: unknown,
): { ok: true; stored: Record<string, unknown>; dropped: Dropped } | { ok: false; errors: string[] } {
  try {
    const { user, dropped } = storedUserContent(
      migrateUser(presentValue(normalizeValue(source))).user,
      BACKUP_IMPORT.droppedNamed,
    );
    return { ok: true, stored: user, dropped };
  } catch (error) {
    if (error instanceof ContentError) return { ok: false, errors: error.issues };
    return { ok: false, errors: [(error as Error).message] };
  }
}
