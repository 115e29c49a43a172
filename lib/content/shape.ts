import { z } from 'zod';
import {
  LIST_KEYS,
  LIST_SCHEMAS,
  SINGLETON_KEYS,
  SINGLETON_SCHEMAS,
  orderField,
  type ListKey,
  type SectionKey,
  type UserContent,
} from './schemas';

export const SECTION_KEYS: readonly SectionKey[] = [...SINGLETON_KEYS, ...LIST_KEYS];

export class ContentError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Stored content is invalid:\n- ${issues.join('\n- ')}`);
    this.name = 'ContentError';
    this.issues = issues;
  }
}

function describe(error: z.ZodError, prefix: string): string[] {
  return error.issues.map((issue) => {
    const where = [prefix, ...issue.path.map(String)].join('/');
    return `${where}: ${issue.message}`;
  });
}

type StoredList = Record<string, Record<string, unknown>>;
type Shaped = { ok: true; data: unknown } | { ok: false; issues: string[] };

function shapeList(key: ListKey, stored: unknown): Shaped {
  const value = stored ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, issues: [`user/${key}: must be a map of items keyed by id`] };
  }
  const issues: string[] = [];
  const itemSchema = (LIST_SCHEMAS[key] as z.ZodType).and(orderField);
  const items: { _id: string; order: number; data: Record<string, unknown> }[] = [];
  for (const [id, item] of Object.entries(value as StoredList)) {
    const parsed = itemSchema.safeParse(item);
    if (!parsed.success) {
      issues.push(...describe(parsed.error, `user/${key}/${id}`));
      continue;
    }
    const { order, ...data } = parsed.data as Record<string, unknown> & { order: number };
    items.push({ _id: id, order, data });
  }
  if (issues.length > 0) return { ok: false, issues };
  items.sort((a, b) => a.order - b.order || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  return { ok: true, data: items.map(({ _id, data }) => ({ _id, ...data })) };
}

/** One section as stored, checked and turned into the shape pages use, or every problem in it. */
export function shapeSection(key: SectionKey, stored: unknown): Shaped {
  if (key in LIST_SCHEMAS) return shapeList(key as ListKey, stored);
  const parsed = SINGLETON_SCHEMAS[key as keyof typeof SINGLETON_SCHEMAS].safeParse(stored);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, issues: describe(parsed.error, `user/${key}`) };
}

export interface ContentReport {
  /** Every section that is valid, shaped. */
  content: Partial<UserContent>;
  /** The problems of each invalid section, field by field. */
  invalid: Partial<Record<SectionKey, string[]>>;
}

/** Checks each section on its own, so one bad field never hides the sections that are fine. */
export function inspectUserContent(raw: unknown): ContentReport {
  const source = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
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
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ContentError(['user: content is missing or not an object']);
  }
  const { content, invalid } = inspectUserContent(raw);
  const issues = SECTION_KEYS.flatMap((key) => invalid[key] ?? []);
  if (issues.length > 0) throw new ContentError(issues);
  return content as UserContent;
}
