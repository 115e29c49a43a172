import { z } from 'zod';
import { LIST_KEYS, LIST_SCHEMAS, SINGLETON_KEYS, SINGLETON_SCHEMAS, orderField, type UserContent } from './schemas';

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

/**
 * Checks the stored `user` node and turns it into the shape pages use: singletons as they
 * are, keyed lists as arrays sorted by `order` (then id) with `_id`. Any invalid field is
 * reported with its full path; nothing invalid is ever returned.
 */
export function shapeUserContent(raw: unknown): UserContent {
  const issues: string[] = [];
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ContentError(['user: content is missing or not an object']);
  }
  const source = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};

  for (const key of SINGLETON_KEYS) {
    const parsed = SINGLETON_SCHEMAS[key].safeParse(source[key]);
    if (parsed.success) out[key] = parsed.data;
    else issues.push(...describe(parsed.error, `user/${key}`));
  }

  for (const key of LIST_KEYS) {
    const value = source[key] ?? {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      issues.push(`user/${key}: must be a map of items keyed by id`);
      continue;
    }
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
    items.sort((a, b) => a.order - b.order || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    out[key] = items.map(({ _id, data }) => ({ _id, ...data }));
  }

  if (issues.length > 0) throw new ContentError(issues);
  return out as unknown as UserContent;
}
