import { z } from 'zod';
import { CONTENT_SECTIONS, type ContentSection, type FieldDef } from './sections';
import { pushId } from '@/lib/store/push-id';
import { filledByMigration } from './migrations';
import { LIST_KEYS, LIST_SCHEMAS, SINGLETON_KEYS, SINGLETON_SCHEMAS, type SectionKey } from './schemas';
import { isObject, type Tree } from './canonical';

/**
 * The original product's content shape (spec §3): image fields as `{ url }` objects, lists
 * as arrays of items carrying `_id`, feedbacks inside the public object, no taglines,
 * freelancing status or social-link colours. Converted into the stored shape; anything that
 * cannot be converted is kept as is, so validation names it.
 *
 * Which fields a section has comes from its schema; how each converts comes from its kind in
 * the admin registry (`image`: `{ url }` → the URL, `date`: → yyyy-MM-dd, `tel`: number → text)
 * and, for a missing value, from the schema's default. A new field needs nothing here. Fields a
 * content migration fills in (alt texts) are left out: the converted content has no version, so
 * every migration runs on it before it is checked.
 */
export interface LegacyConversion {
  user: Record<string, unknown>;
  /** Messages that were inside the public content; they move to the private feedbacks node. */
  feedbacks: Record<string, unknown>;
  /** What the conversion filled in, for the owner to review. */
  notes: string[];
  problems: string[];
}

export const LEGACY_DEFAULTS = {
  tagline: 'Software Developer',
  freeLancing: 'Available',
  socialColor: '#ffffff',
  feedbackSubject: 'Message from the previous site',
} as const;

const KEY_OK = /^[^.#$/[\]\u0000-\u001f\u007f]{1,768}$/;

/** One field of a section: declared, and described for the editor, by its line in the section's schema. */
interface LegacyField {
  name: string;
  schema: z.ZodType;
  kind?: FieldDef['kind'];
}

/** The fields of every section, in schema order. */
export type LegacyPlan = Record<SectionKey, readonly LegacyField[]>;

/** The fields an object schema declares, through the wrappers zod may put around it. */
function declaredFields(schema: z.ZodType): Record<string, z.ZodType> {
  if (schema instanceof z.ZodObject) return schema.shape;
  if (schema instanceof z.ZodPipe) return declaredFields(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return declaredFields(schema.unwrap() as z.ZodType);
  throw new Error('A content section schema must be an object schema');
}

/** Each section's fields from its schema, with the editor kind the registry gives each. */
export function legacyPlan(schemas: Record<SectionKey, z.ZodType>, sections: readonly ContentSection[]): LegacyPlan {
  const plan = {} as Record<SectionKey, LegacyField[]>;
  for (const key of Object.keys(schemas) as SectionKey[]) {
    const defs = sections.find((s) => s.key === key)?.fields ?? [];
    plan[key] = Object.entries(declaredFields(schemas[key])).map(([name, schema]) => ({
      name,
      schema,
      kind: defs.find((def) => def.name === name)?.kind,
    }));
  }
  return plan;
}

const PLAN = legacyPlan({ ...SINGLETON_SCHEMAS, ...LIST_SCHEMAS }, CONTENT_SECTIONS);

/** Fields the original product did not have: filled in when missing, noted when absent. */
const NOT_IN_ORIGINAL: Partial<Record<SectionKey, Record<string, { value: () => unknown; shown: string }>>> = {
  home: { taglines: { value: () => [LEGACY_DEFAULTS.tagline], shown: `"${LEGACY_DEFAULTS.tagline}"` } },
  about: { freeLancing: { value: () => LEGACY_DEFAULTS.freeLancing, shown: `"${LEGACY_DEFAULTS.freeLancing}"` } },
  socialLinks: { color: { value: () => LEGACY_DEFAULTS.socialColor, shown: LEGACY_DEFAULTS.socialColor } },
};

const hasUrlObject = (fields: readonly LegacyField[], node: unknown) =>
  isObject(node) && fields.some((field) => field.kind === 'image' && isObject(node[field.name]));

/** True when `user` uses any feature of the original shape. */
export function isLegacyContent(user: unknown, plan: LegacyPlan = PLAN): boolean {
  if (!isObject(user)) return false;
  if ('feedbacks' in user) return true;
  if (SINGLETON_KEYS.some((key) => hasUrlObject(plan[key], user[key]))) return true;
  return LIST_KEYS.some((key) => {
    const list = user[key];
    if (Array.isArray(list)) return true;
    return (
      isObject(list) &&
      Object.values(list).some((item) => isObject(item) && ('_id' in item || hasUrlObject(plan[key], item)))
    );
  });
}

/** dd/MM/yyyy, yyyy-MM-dd or an ISO timestamp → yyyy-MM-dd; anything else unchanged. */
function legacyDate(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (dmy) return `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}`;
  const iso = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  return iso ? iso[1] : s;
}

/** How a value of each editor kind converts: `{ url }` → the URL, a date → yyyy-MM-dd, a phone number → text. */
const CONVERT: Partial<Record<FieldDef['kind'], (value: unknown) => unknown>> = {
  image: (v) => (isObject(v) && typeof v.url === 'string' ? v.url : v),
  date: legacyDate,
  tel: (v) => (typeof v === 'number' ? String(v) : v),
};

function items(value: unknown): [string | undefined, unknown][] {
  if (Array.isArray(value)) return value.map((item) => [undefined, item]);
  if (isObject(value)) return Object.entries(value);
  return [];
}

export function convertLegacyContent(source: Tree, plan: LegacyPlan = PLAN): LegacyConversion {
  const notes: string[] = [];
  const problems: string[] = [];
  const user: Tree = {};

  for (const key of SINGLETON_KEYS) {
    user[key] = convertFields(plan, key, isObject(source[key]) ? source[key] : {}, key, notes);
  }

  for (const key of LIST_KEYS) {
    if (source[key] === undefined) continue;
    if (!Array.isArray(source[key]) && !isObject(source[key])) {
      problems.push(`user/${key}: must be a list`);
      continue;
    }
    const out: Tree = {};
    let order = 0;
    for (const [mapKey, raw] of items(source[key])) {
      if (raw === null || raw === undefined) continue;
      order++;
      if (!isObject(raw)) {
        problems.push(`user/${key}/${order}: must be an object`);
        continue;
      }
      const id = pickId(raw._id ?? mapKey, out);
      if (raw._id !== undefined && id !== raw._id)
        notes.push(`user/${key}: item id ${JSON.stringify(raw._id)} is not a valid key; stored as ${id}`);
      out[id] = {
        ...convertFields(plan, key, raw, `user/${key}/${id}`, notes),
        order: typeof raw.order === 'number' ? raw.order : order,
      };
    }
    user[key] = out;
  }

  const feedbacks: Tree = {};
  const now = Date.now();
  for (const [mapKey, raw] of items(source.feedbacks)) {
    if (!isObject(raw)) continue;
    const id = pickId(raw._id ?? mapKey, feedbacks);
    feedbacks[id] = {
      name: raw.name ?? '',
      email: raw.email,
      subject: raw.subject ?? LEGACY_DEFAULTS.feedbackSubject,
      message: raw.message,
      createdAt: typeof raw.createdAt === 'number' ? raw.createdAt : now,
    };
  }
  if (Object.keys(feedbacks).length > 0) {
    notes.push(
      `feedbacks: ${Object.keys(feedbacks).length} message(s) moved out of the public content into the private inbox`,
    );
  }
  return { user, feedbacks, notes, problems };
}

function pickId(candidate: unknown, taken: Tree): string {
  const id = typeof candidate === 'string' ? candidate : typeof candidate === 'number' ? String(candidate) : '';
  if (KEY_OK.test(id) && !Object.hasOwn(taken, id) && id !== '__proto__' && !/^\d+$/.test(id)) return id;
  return pushId();
}

/** The fields `plan` declares for section `key`, converted; `where` names the node in notes. */
function convertFields(plan: LegacyPlan, key: SectionKey, raw: Tree, where: string, notes: string[]): Tree {
  const out: Tree = {};
  for (const field of plan[key]) {
    const value = raw[field.name];
    if (value === undefined && filledByMigration(key, field.name)) continue;
    const filled = NOT_IN_ORIGINAL[key]?.[field.name];
    if (filled && value === undefined)
      notes.push(`${where}/${field.name}: not in the original data; set to ${filled.shown}`);
    if (value === undefined || value === null) out[field.name] = filled ? filled.value() : schemaDefault(field, value);
    else out[field.name] = field.kind && CONVERT[field.kind] ? CONVERT[field.kind]!(value) : value;
  }
  return out;
}

/** What the field's schema makes of a missing value (its default), else the value as it was. */
function schemaDefault(field: LegacyField, value: undefined | null): unknown {
  const parsed = field.schema.safeParse(undefined);
  return parsed.success && parsed.data !== undefined ? parsed.data : value;
}
