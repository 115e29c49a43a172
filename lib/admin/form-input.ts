import { z } from 'zod';
import { PHONE_ADMIN } from '@/lib/admin/words';
import { LIST_FORM_SCHEMAS, SINGLETON_SCHEMAS } from '@/lib/content/schemas';
import { parseAdminDate } from '@/lib/content/admin-date';
import type { FieldDef, ListSection, Section, SingletonSection } from './sections';

export function stringField(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Turns the editor's form into the plain object the content schema checks: dates picked
 * (YYYY-MM-DD) or typed as dd/mm/yyyy are stored as YYYY-MM-DD, one-per-line fields become lists. Anything else is left to the
 * schema. A date that cannot be read is reported together with every other field the schema
 * refuses, so one round names all the wrong fields.
 */
function fromForm(fields: readonly FieldDef[], schema: z.ZodType) {
  return z.instanceof(FormData, { message: 'Expected a form submission' }).transform((formData, ctx) => {
    const out: Record<string, unknown> = {};
    const unreadable = new Set<string>();
    const cannotRead = (field: FieldDef, message: string) => {
      ctx.addIssue({ code: 'custom', message, path: [field.name] });
      unreadable.add(field.name);
    };
    for (const field of fields) {
      const raw = stringField(formData, field.name);
      if (field.kind === 'lines') {
        out[field.name] = raw
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter((line) => line !== '');
      } else if (field.kind === 'gallery') {
        const rows = readGallery(raw);
        if (rows === null) cannotRead(field, `${field.label} could not be read`);
        out[field.name] = rows ?? [];
      } else if (field.kind === 'date') {
        const iso = parseAdminDate(raw);
        if (iso === null) cannotRead(field, PHONE_ADMIN.unreadableDate(field.label));
        out[field.name] = iso ?? raw;
      } else {
        out[field.name] = raw;
      }
    }
    if (unreadable.size === 0) return out;
    const others = schema.safeParse(out);
    for (const issue of others.success ? [] : others.error.issues) {
      if (unreadable.has(String(issue.path[0]))) continue;
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}

/** A gallery field's value: a JSON list (empty text: no images), or null when it is not one. */
function readGallery(raw: string): unknown[] | null {
  if (raw.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** Every section's form parses to a plain record; the section's own schema says which fields it holds. */
type FormInput = z.ZodType<Record<string, unknown>>;

/** The parser of a content editor's form: its fields read, then checked by the section's schema. */
export function contentInput(section: ListSection | SingletonSection): FormInput {
  const schema = section.kind === 'list' ? LIST_FORM_SCHEMAS[section.key] : SINGLETON_SCHEMAS[section.key];
  return fromForm(section.fields, schema).pipe(schema);
}

const MIN_PASSWORD_LENGTH = 10;

/** The login-details form: the new name and password, and the current password that allows the change. */
export const credentialsSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'Current password is required')
      .meta({ label: 'Current password', kind: 'password' }),
    username: z
      .string()
      .min(3, 'New username must be at least 3 characters')
      .max(60, 'New username must be at most 60 characters')
      .regex(/^[A-Za-z0-9._@-]+$/, 'New username may contain letters, digits and . _ @ - only')
      .meta({ label: 'New username', kind: 'text' }),
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(200, 'New password must be at most 200 characters')
      .meta({ label: 'New password', kind: 'password', hint: `At least ${MIN_PASSWORD_LENGTH} characters` }),
    confirmPassword: z.string().meta({ label: 'Repeat new password', kind: 'password', optional: false }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'The repeated password does not match',
    path: ['confirmPassword'],
  });

export const credentialsInput = z
  .instanceof(FormData, { message: 'Expected a form submission' })
  .transform((formData) => ({
    currentPassword: stringField(formData, 'currentPassword'),
    username: stringField(formData, 'username').trim(),
    newPassword: stringField(formData, 'newPassword'),
    confirmPassword: stringField(formData, 'confirmPassword'),
  }))
  .pipe(credentialsSchema);

/** The parser of a section's form: the same on the server and, before sending, in the browser. */
export function sectionInput(section: Section): z.ZodType {
  return section.kind === 'credentials' ? credentialsInput : contentInput(section);
}

/** Field name → its first problem, from the issues' paths (issues of the whole form have none). */
export function fieldErrorsOf({ issues }: Pick<z.ZodError, 'issues'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && !(name in out)) out[name] = issue.message;
  }
  return out;
}

export function describeIssues({ issues }: Pick<z.ZodError, 'issues'>): string {
  return [...new Set(issues.map((issue) => issue.message))].join('\n');
}
