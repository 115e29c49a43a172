import { z } from 'zod';
import { LIST_SCHEMAS, SINGLETON_SCHEMAS } from '@/lib/content/schemas';
import { parseAdminDate } from './admin-date';
import type { FieldDef, ListSection, SingletonSection } from './sections';

function stringField(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Turns the editor's form into the plain object the content schema checks: dates typed as
 * dd/mm/yyyy become YYYY-MM-DD, one-per-line fields become lists. Anything else is left to the schema.
 */
function fromForm(fields: readonly FieldDef[]) {
  return z.instanceof(FormData, { message: 'Expected a form submission' }).transform((formData, ctx) => {
    const out: Record<string, unknown> = {};
    for (const field of fields) {
      const raw = stringField(formData, field.name);
      if (field.kind === 'lines') {
        out[field.name] = raw
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter((line) => line !== '');
      } else if (field.kind === 'date') {
        const iso = parseAdminDate(raw);
        if (iso === null) {
          ctx.addIssue({
            code: 'custom',
            message: `${field.label} must be a real date written as dd/mm/yyyy`,
            path: [field.name],
          });
          return z.NEVER;
        }
        out[field.name] = iso;
      } else {
        out[field.name] = raw;
      }
    }
    return out;
  });
}

/** Every section's form parses to a plain record; the section's own schema says which fields it holds. */
type FormInput = z.ZodType<Record<string, unknown>>;

export function listItemInput(section: ListSection): FormInput {
  return fromForm(section.fields).pipe(LIST_SCHEMAS[section.key]);
}

export function singletonInput(section: SingletonSection): FormInput {
  return fromForm(section.fields).pipe(SINGLETON_SCHEMAS[section.key]);
}

const MIN_PASSWORD_LENGTH = 10;

export const credentialsInput = z
  .instanceof(FormData, { message: 'Expected a form submission' })
  .transform((formData) => ({
    currentPassword: stringField(formData, 'currentPassword'),
    username: stringField(formData, 'username').trim(),
    newPassword: stringField(formData, 'newPassword'),
    confirmPassword: stringField(formData, 'confirmPassword'),
  }))
  .pipe(
    z
      .object({
        currentPassword: z.string().min(1, 'Current password is required'),
        username: z
          .string()
          .min(3, 'New username must be at least 3 characters')
          .max(60, 'New username must be at most 60 characters')
          .regex(/^[A-Za-z0-9._@-]+$/, 'New username may contain letters, digits and . _ @ - only'),
        newPassword: z
          .string()
          .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`)
          .max(200, 'New password must be at most 200 characters'),
        confirmPassword: z.string(),
      })
      .refine((v) => v.newPassword === v.confirmPassword, {
        message: 'The repeated password does not match',
        path: ['confirmPassword'],
      }),
  );

export function describeIssues(error: z.ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.message))].join('\n');
}
