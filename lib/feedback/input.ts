import { z } from 'zod';
import { isObject } from '@/lib/content/canonical';
import { CONTACT } from '@/lib/constants';
import {
  CONTACT_ERRORS,
  CONTACT_LIMITS,
  VISITOR_TEXT_ERRORS,
  type ContactFieldWord,
  type ContactRefusal,
} from '@/lib/feedback/contact-words';
import { feedbackSchema, type Feedback } from '@/lib/content/schemas';
import { hasTextDirectionControls } from '@/lib/text-direction';

const fields = feedbackSchema.shape;

const LABELS: Record<string, string> = {
  yourMail: 'Email',
  subject: 'Subject',
  message: 'Message',
  from_name: 'Name',
  [CONTACT_LIMITS.honeypotField]: 'Website',
};

const SUBJECT_ONE_LINE = 'Subject must be a single line';

/**
 * A field the owner will read: text (another JSON type is named as such), free of the invisible
 * characters that change its display direction, then the stored feedback's own rule.
 */
function visitorText<T extends z.ZodType<unknown, string>>(name: string, rule: T) {
  return z
    .string({ message: VISITOR_TEXT_ERRORS.notText(LABELS[name]) })
    .refine((v) => !hasTextDirectionControls(v), VISITOR_TEXT_ERRORS.textDirection(LABELS[name]))
    .pipe(rule);
}

/**
 * What the contact form posts: the spec's field names, validated with the stored feedback's own
 * rules, plus the honeypot that people never see and so leave empty.
 */
const contactInputSchema = z
  .object({
    yourMail: visitorText('yourMail', fields.email),
    subject: visitorText(
      'subject',
      fields.subject.refine((v) => !/[\r\n\u2028\u2029]/.test(v), SUBJECT_ONE_LINE),
    ),
    message: visitorText('message', fields.message),
    from_name: visitorText('from_name', fields.name.unwrap()).optional(),
    [CONTACT_LIMITS.honeypotField]: z
      .string({ message: VISITOR_TEXT_ERRORS.notText(LABELS[CONTACT_LIMITS.honeypotField]) })
      .max(2048)
      .optional(),
  })
  .strict();

export type ContactInput = z.infer<typeof contactInputSchema>;

export type ParsedContact = { ok: true; input: ContactInput } | { ok: false; error: string; field?: string };

/** Parses a decoded JSON body; the first problem is reported with the field it concerns. */
export function parseContactInput(body: unknown): ParsedContact {
  if (!isObject(body)) return { ok: false, error: CONTACT_ERRORS.malformed };
  const result = contactInputSchema.safeParse(body);
  if (result.success) return { ok: true, input: result.data };
  const issue = result.error.issues[0];
  if (issue.code === 'unrecognized_keys') {
    return { ok: false, error: CONTACT_ERRORS.unknownField(issue.keys[0]) };
  }
  const field = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
  // A field sent with another type (42, null, {}) is named as such; only a missing one is "required".
  const missing = field === undefined || body[field] === undefined;
  const error =
    issue.code === 'invalid_type' && missing ? `${(field && LABELS[field]) ?? 'A field'} is required` : issue.message;
  return { ok: false, error, field };
}

export function isHoneypotFilled(input: ContactInput): boolean {
  return (input[CONTACT_LIMITS.honeypotField] ?? '').trim() !== '';
}

/** The record kept at feedbacks/{id}, checked once more against the schema the admin reads with. */
export function toFeedback(input: ContactInput, createdAt: number): Feedback {
  return feedbackSchema.parse({
    name: input.from_name || CONTACT.fromName,
    email: input.yourMail,
    subject: input.subject,
    message: input.message,
    createdAt,
  });
}

/** A field's name in the site's words (`contactErrors.field*`). */
const FIELD_WORDS: Record<string, ContactFieldWord> = {
  yourMail: 'fieldEmail',
  subject: 'fieldSubject',
  message: 'fieldMessage',
  from_name: 'fieldName',
  [CONTACT_LIMITS.honeypotField]: 'fieldWebsite',
};

/**
 * A refusal of a contact message (`error`, about `field`, as the inbox and the route word it in
 * English) as a message of the site's words (`contactErrors.*`), so that the route can say it in
 * the visitor's language; undefined for words it does not know (then the English is sent).
 */
export function contactRefusal(error: string, field?: string): ContactRefusal | undefined {
  for (const key of ['refused', 'notJson', 'tooLarge', 'malformed', 'storeDown'] as const)
    if (error === CONTACT_ERRORS[key]) return { key };
  const minutes = Number(/ (\d+) minutes?\.$/.exec(error)?.[1]);
  for (const key of ['tooMany', 'busy'] as const)
    if (minutes > 0 && error === CONTACT_ERRORS[key](minutes)) return { key, values: { minutes } };
  const unknown = /^Unexpected field "(.*)"\.$/s.exec(error)?.[1];
  if (unknown !== undefined && error === CONTACT_ERRORS.unknownField(unknown))
    return { key: 'unknownField', values: { field: unknown } };
  if (error === 'A field is required') return { key: 'requiredUnnamed' };
  if (error === SUBJECT_ONE_LINE) return { key: 'subjectOneLine' };
  const label = field === undefined ? undefined : LABELS[field];
  if (label === undefined) return undefined;
  const named = (key: ContactRefusal['key'], values: ContactRefusal['values'] = {}): ContactRefusal => ({
    key,
    values,
    field: FIELD_WORDS[field!],
  });
  const max = Number(/ must be at most (\d+) characters$/.exec(error)?.[1]);
  if (max > 0 && error === `${label} must be at most ${max} characters`) return named('tooLong', { max });
  const rules: [ContactRefusal['key'], string][] = [
    ['notText', VISITOR_TEXT_ERRORS.notText(label)],
    ['textDirection', VISITOR_TEXT_ERRORS.textDirection(label)],
    ['required', `${label} is required`],
    ['controlChars', `${label} must not contain control characters`],
    ['invalidEmail', `${label} must be a valid email address`],
  ];
  const rule = rules.find(([, english]) => english === error);
  return rule ? named(rule[0]) : undefined;
}
