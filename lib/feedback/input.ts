import { z } from 'zod';
import { CONTACT, CONTACT_ERRORS, CONTACT_LIMITS } from '@/lib/constants';
import { feedbackSchema, type Feedback } from '@/lib/content/schemas';

const fields = feedbackSchema.shape;

/**
 * What the contact form posts: the spec's field names, validated with the stored feedback's own
 * rules, plus the honeypot that people never see and so leave empty.
 */
const contactInputSchema = z
  .object({
    yourMail: fields.email,
    subject: fields.subject.refine((v) => !/[\r\n]/.test(v), 'Subject must be a single line'),
    message: fields.message,
    from_name: fields.name.optional(),
    [CONTACT_LIMITS.honeypotField]: z.string().max(2048).optional(),
  })
  .strict();

const LABELS: Record<string, string> = { yourMail: 'Email', subject: 'Subject', message: 'Message', from_name: 'Name' };

export type ContactInput = z.infer<typeof contactInputSchema>;

export type ParsedContact = { ok: true; input: ContactInput } | { ok: false; error: string; field?: string };

/** Parses a decoded JSON body; the first problem is reported with the field it concerns. */
export function parseContactInput(body: unknown): ParsedContact {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, error: CONTACT_ERRORS.malformed };
  }
  const result = contactInputSchema.safeParse(body);
  if (result.success) return { ok: true, input: result.data };
  const issue = result.error.issues[0];
  if (issue.code === 'unrecognized_keys') {
    return { ok: false, error: CONTACT_ERRORS.unknownField(issue.keys[0]) };
  }
  const field = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
  const error =
    issue.code === 'invalid_type' && issue.input === undefined
      ? `${(field && LABELS[field]) ?? 'A field'} is required`
      : issue.message;
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
