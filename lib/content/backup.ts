import { sectionOf } from '@/lib/admin/history-diff';
import { BACKUP_IMPORT, BACKUP_MEDIA, SHARE_LINKS } from '@/lib/constants';
import { RestoreRejectedError, checkRestoredObject } from '@/lib/media/check-restored';
import { idsIn } from '@/lib/media/library';
import type { MediaObject, MediaStore } from '@/lib/media/types';
import { storedShareLink } from '@/lib/share-links/model';
import type { Store } from '@/lib/store/types';
import { isValidKey, normalizeValue, presentValue } from '@/lib/store/rules';
import { DEMO_USER } from './demo';
import { SHARE_LINKS_KEY, writeWithRevision, type HistoryKey, type SectionChange } from './history';
import { convertLegacyContent, isLegacyContent } from './legacy';
import { migrateUser, stampVersion } from './migrations';
import { FEEDBACKS_PATH, SHARE_LINKS_PATH, USER_PATH_KEY } from './paths';
import { feedbackSchema, type SectionKey } from './schemas';
import { ContentError, SECTION_KEYS, storedUserContent } from './shape';

export type ImportResult =
  | {
      ok: true;
      sections: number;
      notes?: string[];
      feedbacks?: number;
      media?: { restored: number; present: number };
      shareLinks?: number;
    }
  | { ok: false; errors: string[] };

/** A backup of this release: the content and every file it uses, in one JSON file. */
export interface Backup {
  format: typeof BACKUP_MEDIA.format;
  version: typeof BACKUP_MEDIA.version;
  exportedAt: string;
  user: Record<string, unknown>;
  /** Each upload the content uses, by id: its type and its bytes as base64. */
  media: Record<string, { contentType: string; data: string }>;
  /** The owner's share links, by id (their counters are not backed up, like the insights). */
  shareLinks?: Record<string, unknown>;
}

/**
 * The whole public content exactly as stored (keyed lists with order), for a JSON backup. A
 * store nobody has written to yet shows the demo owner, so that is what its backup holds.
 */
export async function exportContent(store: Store): Promise<Record<string, unknown>> {
  const user = await store.get<Record<string, unknown>>(USER_PATH_KEY);
  return { user: user ?? stampVersion(DEMO_USER) };
}

/**
 * The content and every upload it uses, as one JSON file that restores the whole site (images
 * included) on either backend. Base64 costs a third more bytes than a zip would, but the uploads
 * are WebP/PDF already compressed, and the file stays one readable JSON document that needs no
 * archive library, on the server, in the browser and on the command line.
 */
export async function exportBackup(store: Store, media: MediaStore): Promise<Backup> {
  const { user } = await exportContent(store);
  const files: Backup['media'] = {};
  for (const id of [...idsIn(user)].sort()) {
    const object = await media.get(id);
    if (object) files[id] = { contentType: object.contentType, data: object.bytes.toString('base64') };
  }
  const shareLinks = await store.get<Record<string, unknown>>(SHARE_LINKS_PATH);
  return {
    format: BACKUP_MEDIA.format,
    version: BACKUP_MEDIA.version,
    exportedAt: new Date().toISOString(),
    user: user as Record<string, unknown>,
    media: files,
    ...(shareLinks ? { shareLinks } : {}),
  };
}

type Prepared =
  | {
      ok: true;
      stored: Record<string, unknown>;
      notes: string[];
      /** Contact messages of the original product's shape, checked. */
      feedbacks?: Record<string, unknown>;
      /** The share links of the backup, checked (absent: the links here stay). */
      shareLinks?: Record<string, unknown>;
    }
  | { ok: false; errors: string[] };

/** A backup checked whole and reduced to what it will store, without writing anything. */
function prepareImport(json: unknown): Prepared {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return { ok: false, errors: ['The file must contain a JSON object'] };
  }
  // Refused before any work: a file of junk keys costs nothing to turn away (files count 2 each).
  if (holdsMoreFields(json, BACKUP_IMPORT.maxFields)) {
    return { ok: false, errors: [BACKUP_IMPORT.tooManyFields(BACKUP_IMPORT.maxFields)] };
  }
  let source = 'user' in json ? json.user : json;
  const legacy = isLegacyContent(source) ? convertLegacyContent(source as Record<string, unknown>) : undefined;
  if (legacy) {
    // The original product's shape; undefined fields are dropped so validation names them.
    source = JSON.parse(JSON.stringify(legacy.user));
    const errors = [...legacy.problems, ...feedbackProblems(legacy.feedbacks)];
    const content = checkContent(source);
    if (errors.length > 0 || !content.ok)
      return { ok: false, errors: [...errors, ...(content.ok ? [] : content.errors)] };
    // Only what the feedback schema returns (feedbackProblems checked each one above).
    const feedbacks = Object.fromEntries(
      Object.keys(legacy.feedbacks).map((id) => [id, feedbackSchema.parse(legacy.feedbacks[id])]),
    );
    return { ok: true, stored: content.stored, notes: [...legacy.notes, ...droppedNotes(content.dropped)], feedbacks };
  }
  const content = checkContent(source);
  const links = checkShareLinks((json as { shareLinks?: unknown }).shareLinks);
  if (!content.ok || !links.ok)
    return { ok: false, errors: [...(content.ok ? [] : content.errors), ...(links.ok ? [] : links.errors)] };
  return {
    ok: true,
    stored: content.stored,
    notes: droppedNotes(content.dropped),
    ...(links.links ? { shareLinks: links.links } : {}),
  };
}

/**
 * The share links a backup carries, each checked whole (a backup of an earlier release has none:
 * then the links here are kept as they are).
 */
function checkShareLinks(
  value: unknown,
): { ok: true; links?: Record<string, unknown> } | { ok: false; errors: string[] } {
  if (value === undefined || value === null) return { ok: true };
  if (typeof value !== 'object' || Array.isArray(value))
    return { ok: false, errors: [SHARE_LINKS.backupErrors.notMap] };
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > SHARE_LINKS.maxLinks) return { ok: false, errors: [SHARE_LINKS.errors.tooManyLinks] };
  const errors: string[] = [];
  const links: Record<string, unknown> = {};
  for (const [id, link] of entries) {
    if (!isValidKey(id)) {
      errors.push(SHARE_LINKS.backupErrors.badId);
      continue;
    }
    const parsed = storedShareLink.safeParse(link);
    if (parsed.success) links[id] = presentValue(normalizeValue(parsed.data));
    else
      errors.push(...parsed.error.issues.map((issue) => `shareLinks/${id}/${issue.path.join('/')}: ${issue.message}`));
  }
  return errors.length > 0 ? { ok: false, errors: [...new Set(errors)] } : { ok: true, links };
}

/**
 * Validates a backup and, only if every field (and every file it carries) is valid, restores its
 * files into `media` and then replaces the stored content with it. Accepts a backup of this
 * release (`{ format, version, user, media }`), `{ user: {...} }` or the bare user object of
 * earlier ones. Returns every problem found otherwise.
 */
export async function importContent(json: unknown, store: Store, media?: MediaStore): Promise<ImportResult> {
  const prepared = prepareImport(json);
  if (!prepared.ok) return prepared;
  const files = await readBackupMedia(json);
  if (!files.ok) return files;
  if (files.objects.length > 0 && !media) return { ok: false, errors: [BACKUP_MEDIA.noMediaStore] };
  // Files first: the content never names an image the store does not hold yet.
  const counts = { restored: 0, present: 0 };
  for (const { id, object } of files.objects) {
    const outcome = await media!.restore(id, object);
    if (outcome === false) return { ok: false, errors: [BACKUP_MEDIA.badId(id)] };
    counts[outcome]++;
  }
  const { stored, notes, feedbacks, shareLinks } = prepared;
  const messages = Object.fromEntries(
    Object.entries(feedbacks ?? {}).map(([id, feedback]) => [`${FEEDBACKS_PATH}/${id}`, feedback]),
  );
  await replaceContent(store, stored, shareLinks, messages);
  return {
    ok: true,
    sections: SECTION_KEYS.filter((key) => key in stored).length,
    ...(notes.length > 0 || feedbacks ? { notes } : {}),
    ...(feedbacks ? { feedbacks: Object.keys(feedbacks).length } : {}),
    ...(files.objects.length > 0 ? { media: counts } : {}),
    ...(shareLinks ? { shareLinks: Object.keys(shareLinks).length } : {}),
  };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The files a backup carries (none for a backup of an earlier release), each checked by content. */
async function readBackupMedia(
  json: unknown,
): Promise<{ ok: true; objects: { id: string; object: MediaObject }[] } | { ok: false; errors: string[] }> {
  const files = (json as { media?: unknown }).media;
  if (files === undefined || files === null) return { ok: true, objects: [] };
  if (typeof files !== 'object' || Array.isArray(files)) return { ok: false, errors: [BACKUP_MEDIA.badMedia] };
  const objects: { id: string; object: MediaObject }[] = [];
  const errors: string[] = [];
  for (const [id, entry] of Object.entries(files as Record<string, unknown>)) {
    const data = (entry as { data?: unknown } | null)?.data;
    if (typeof data !== 'string') {
      errors.push(BACKUP_MEDIA.badMedia);
      continue;
    }
    if (!BASE64.test(data) || data.length % 4 !== 0) {
      errors.push(BACKUP_MEDIA.badData(id));
      continue;
    }
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

export type ImportPreview =
  | {
      ok: true;
      sections: SectionPreview[];
      media: { inFile: number; alreadyHere: number; missing: number };
      feedbacks?: number;
      notes?: string[];
    }
  | { ok: false; errors: string[] };

/** JSON with every object's keys sorted: equal content gives an equal string, however stored. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/**
 * What importing `json` would change, section by section (with item counts of lists), and what
 * becomes of the images the content uses; writes nothing. The files themselves need not be in
 * `json`: `mediaIds` may name them (the admin sends them one by one after the check).
 */
export async function previewImport(json: unknown, store: Store, media: MediaStore): Promise<ImportPreview> {
  const prepared = prepareImport(json);
  if (!prepared.ok) return prepared;
  const { stored, notes, feedbacks } = prepared;
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
  const source = json as { media?: unknown; mediaIds?: unknown };
  const inFile = new Set(
    Array.isArray(source.mediaIds)
      ? source.mediaIds.filter((id): id is string => typeof id === 'string')
      : source.media && typeof source.media === 'object'
        ? Object.keys(source.media)
        : [],
  );
  const here = new Set((await media.list()).map((item) => item.id));
  const used = idsIn(stored);
  return {
    ok: true,
    sections,
    media: {
      inFile: inFile.size,
      alreadyHere: [...inFile].filter((id) => here.has(id)).length,
      missing: [...used].filter((id) => !inFile.has(id) && !here.has(id)).length,
    },
    ...(feedbacks ? { feedbacks: Object.keys(feedbacks).length } : {}),
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

type Dropped = { count: number; named: string[] };

/** One note naming the first few fields left out of an import, and how many there were. */
function droppedNotes(dropped: Dropped): string[] {
  return dropped.count === 0 ? [] : [BACKUP_IMPORT.droppedNote(dropped.count, dropped.named)];
}

/**
 * Writes imported content (and `also`: the messages a legacy backup carries) with one revision of
 * every section it changed, in one transaction: all of it lands, or none.
 */
async function replaceContent(
  store: Store,
  stored: Record<string, unknown>,
  shareLinks: Record<string, unknown> | undefined,
  also: Record<string, unknown> = {},
): Promise<void> {
  const paths = [USER_PATH_KEY, ...(shareLinks ? [SHARE_LINKS_PATH] : [])];
  await writeWithRevision(store, 'import', paths, ([user, linksBefore]) => {
    const before = (user ?? {}) as Record<string, unknown>;
    const changes: Partial<Record<HistoryKey, SectionChange>> = {};
    for (const key of SECTION_KEYS) changes[key] = { before: before[key] ?? null, after: stored[key] ?? null };
    if (shareLinks) changes[SHARE_LINKS_KEY] = { before: linksBefore, after: shareLinks };
    const writes = { [USER_PATH_KEY]: stored, ...(shareLinks ? { [SHARE_LINKS_PATH]: shareLinks } : {}), ...also };
    return { writes, changes };
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

function feedbackProblems(feedbacks: Record<string, unknown>): string[] {
  return Object.entries(feedbacks).flatMap(([id, item]) => {
    const parsed = feedbackSchema.safeParse(item);
    return parsed.success ? [] : parsed.error.issues.map((i) => `feedbacks/${id}/${i.path.join('/')}: ${i.message}`);
  });
}
