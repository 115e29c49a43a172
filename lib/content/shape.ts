import { z } from 'zod';
import { normalizeValue, presentValue } from '@/lib/store/rules';
import { SCHEMA_VERSION_KEY } from './migrations';
import {
  LIST_KEYS,
  LIST_SCHEMAS,
  SINGLETON_KEYS,
  SINGLETON_SCHEMAS,
  orderField,
  type ListKey,
  type SectionKey,
  type SingletonKey,
  type UserContent,
} from './schemas';
import { isObject, orderedEntries, type Tree } from './canonical';
import { storedTranslations, TRANSLATIONS_KEY } from './translations';

export const SECTION_KEYS: readonly SectionKey[] = [...SINGLETON_KEYS, ...LIST_KEYS];

export class ContentError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Stored content is invalid:\n- ${issues.join('\n- ')}`);
    this.name = 'ContentError';
    this.issues = issues;
  }
}

/** Each issue as `<prefix>/<path>: <message>`. */
function describe(error: z.ZodError, prefix: string): string[] {
  return error.issues.map((issue) => `${[prefix, ...issue.path.map(String)].join('/')}: ${issue.message}`);
}

type Shaped = { ok: true; data: unknown } | { ok: false; issues: string[] };

/** A section as stored, checked by its schema: a list as its items (each with its `order`) keyed by id. */
function parseSection(key: SectionKey, stored: unknown): Shaped {
  if (!(key in LIST_SCHEMAS)) {
    const parsed = SINGLETON_SCHEMAS[key as SingletonKey].safeParse(stored);
    return parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, issues: describe(parsed.error, `user/${key}`) };
  }
  const value = stored ?? {};
  if (!isObject(value)) return { ok: false, issues: [`user/${key}: must be a map of items keyed by id`] };
  const itemSchema = (LIST_SCHEMAS[key as ListKey] as z.ZodType).and(orderField);
  const items: Record<string, unknown> = {};
  const issues: string[] = [];
  for (const [id, item] of Object.entries(value)) {
    const parsed = itemSchema.safeParse(item);
    if (!parsed.success) issues.push(...describe(parsed.error, `user/${key}/${id}`));
    else Object.defineProperty(items, id, { value: parsed.data, enumerable: true, writable: true, configurable: true });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, data: items };
}

/** One section as stored, checked and turned into the shape pages use, or every problem in it. */
export function shapeSection(key: SectionKey, stored: unknown): Shaped {
  const parsed = parseSection(key, stored);
  if (!parsed.ok || !(key in LIST_SCHEMAS)) return parsed;
  const items = orderedEntries(parsed.data as Tree).map(([_id, item]) => {
    const { order: _order, ...data } = item as Tree;
    return { _id, ...data };
  });
  return { ok: true, data: items };
}

export interface ContentReport {
  /** Every section that is valid, shaped. */
  content: Partial<UserContent>;
  /** The problems of each invalid section, field by field. */
  invalid: Partial<Record<SectionKey, string[]>>;
}

/** Checks each section on its own, so one bad field never hides the sections that are fine. */
export function inspectUserContent(raw: unknown): ContentReport {
  const source = isObject(raw) ? raw : {};
  const report: ContentReport = { content: {}, invalid: {} };
  for (const key of SECTION_KEYS) {
    const shaped = shapeSection(key, source[key]);
    if (shaped.ok) (report.content as Record<string, unknown>)[key] = shaped.data;
    else report.invalid[key] = shaped.issues;
  }
  return report;
}

/**
 * Checks the stored `user` node and turns it into the shape pages use: singletons as they
 * are, keyed lists as arrays sorted by `order` (then id) with `_id`. Any invalid field is
 * reported with its full path; nothing invalid is ever returned.
 */
export function shapeUserContent(raw: unknown): UserContent {
  if (!isObject(raw)) throw new ContentError(['user: content is missing or not an object']);
  const { content, invalid } = inspectUserContent(raw);
  const issues = SECTION_KEYS.flatMap((key) => invalid[key] ?? []);
  if (issues.length > 0) throw new ContentError(issues);
  return content as UserContent;
}

/**
 * One section exactly as it may be stored: what its schema returns (fields it does not define
 * dropped at every depth, defaults filled), a list as items keyed by id, each with its `order`.
 * In the form the store gives back (presentValue of normalizeValue), so it compares equal to
 * what a later read returns. Undefined when the section is invalid (nothing to take from it).
 */
export function storedSection(key: SectionKey, value: unknown): unknown {
  if (key in LIST_SCHEMAS && !isObject(value)) return undefined;
  const parsed = parseSection(key, value);
  return parsed.ok ? presentValue(normalizeValue(parsed.data)) : undefined;
}

/** `value` as section `key` is written: its schema's fields only when valid; else (or absent) as it is. */
export function asStoredSection(key: SectionKey, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  return storedSection(key, value) ?? value;
}

const isEmpty = (value: unknown) => value !== null && typeof value === 'object' && Object.keys(value).length === 0;

/**
 * Counts the keys `input` holds that `output` does not (at any depth; an empty list or object,
 * which the store never keeps, does not count), naming the first `named` as user/... paths.
 */
function droppedPaths(
  input: unknown,
  output: unknown,
  where: string,
  found: { count: number; named: string[] },
  named: number,
): void {
  if (input === null || typeof input !== 'object') return;
  const kept = output !== null && typeof output === 'object' ? (output as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(input)) {
    if (!Object.hasOwn(kept, key)) {
      if (isEmpty(value)) continue;
      found.count++;
      if (found.named.length < named) found.named.push(`${where}/${key}`);
    } else droppedPaths(value, kept[key], `${where}/${key}`, found, named);
  }
}

/** Throws the ContentError naming every bad field of `raw`. */
function refuse(raw: unknown): never {
  shapeUserContent(raw);
  throw new ContentError(['user: content is invalid']);
}

/**
 * A whole `user` node (stored form, already migrated) reduced to what may be stored: each section
 * as storedSection returns it and the schema version stamp; nothing else. Also counts the fields
 * dropped, naming the first `named`. Throws ContentError, naming each bad field, when any section
 * is invalid.
 */
export function storedUserContent(
  raw: unknown,
  named = 0,
): { user: Record<string, unknown>; dropped: { count: number; named: string[] } } {
  if (!isObject(raw)) return refuse(raw);
  const user: Record<string, unknown> = {};
  for (const key of SECTION_KEYS) {
    const stored = storedSection(key, raw[key] ?? (key in LIST_SCHEMAS ? {} : undefined));
    if (stored === undefined) return refuse(raw);
    if (stored !== null) user[key] = stored;
  }
  if (raw[SCHEMA_VERSION_KEY] !== undefined) user[SCHEMA_VERSION_KEY] = raw[SCHEMA_VERSION_KEY];
  // The owner's text in the site's other languages (lib/content/translations.ts).
  const translations = storedTranslations(raw[TRANSLATIONS_KEY], user);
  if (translations) user[TRANSLATIONS_KEY] = translations;
  const dropped = { count: 0, named: [] as string[] };
  droppedPaths(raw, user, 'user', dropped, named);
  return { user, dropped };
}
