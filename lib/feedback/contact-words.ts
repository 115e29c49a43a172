/** The contact form on the server: its guards, and the refusals a visitor reads. */

/** Server-side guards of the contact form (the client rules are MESSAGES.fillAllDetail / emailNeedsAt). */
export const CONTACT_LIMITS = {
  perClient: 5,
  globalPerWindow: 50,
  windowMs: 10 * 60_000,
  maxBodyBytes: 32_768,
  honeypotField: 'website',
} as const;

export const CONTACT_ERRORS = {
  refused: 'This message was refused.',
  tooMany: (minutes: number) =>
    `Too many messages from you. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  busy: (minutes: number) =>
    `The inbox is receiving too many messages right now. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  notJson: 'Send the message as JSON (Content-Type: application/json).',
  tooLarge: 'The message is too large.',
  malformed: 'The message could not be read.',
  unknownField: (field: string) => `Unexpected field "${field}".`,
  storeDown: 'Messages cannot be saved right now. Please try again later.',
} as const;

/** Refusals of a visitor's text that the owner reads (contact name, email, subject, message). */
export const VISITOR_TEXT_ERRORS = {
  /** A value of another JSON type (number, object, null…) where text belongs. */
  notText: (label: string) => `${label} must be text`,
  /** U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C: they can make the text display as something else. */
  textDirection: (label: string) =>
    `${label} must not contain invisible text-direction characters (such as U+202E), which can make it display as something else`,
} as const;

/** A field's name among the site's words (messages/*.json `contactErrors`). */
export type ContactFieldWord = 'fieldEmail' | 'fieldSubject' | 'fieldMessage' | 'fieldName' | 'fieldWebsite';

/**
 * A refusal as one of the site's words (messages/*.json `contactErrors.<key>`) and its values, the
 * field it names (`{field}`) as a word of its own: the route says it in the visitor's language.
 */
export interface ContactRefusal {
  key:
    | 'refused'
    | 'tooMany'
    | 'busy'
    | 'notJson'
    | 'tooLarge'
    | 'malformed'
    | 'unknownField'
    | 'storeDown'
    | 'notText'
    | 'textDirection'
    | 'required'
    | 'requiredUnnamed'
    | 'tooLong'
    | 'controlChars'
    | 'invalidEmail'
    | 'subjectOneLine';
  values?: Record<string, string | number>;
  field?: ContactFieldWord;
}
