import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { parseAdminDate } from '@/lib/content/admin-date';
import { isObject } from '@/lib/content/canonical';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { DAY_MS, utcDay } from '@/lib/insights/days';

/**
 * A share link: what the owner tailored for one application. It is private owner data (stored
 * outside `user`, which the Firebase rules let anyone read); only its summary, projects and
 * résumé choice are ever shown, and only to a visitor who holds its token.
 */

/** Short titles and Latin abbreviations whose period never ends a sentence (lower case). */
const ABBREVIATIONS = new Set('mr. mrs. ms. dr. prof. st. jr. sr. vs. cf. approx. incl.'.split(' '));

/** Single letters each with its period: initials and dotted short forms (J., U.S., e.g., i.e.). */
const DOTTED_LETTERS = /^(?:\p{L}\.)+$/u;

/**
 * Whether a word (text between spaces) ends its sentence: it ends in ".", "!", "?" or "…" (maybe
 * followed by a closing quote or bracket), and is not one of the short forms above. A period inside
 * a word ("v2.5", "Node.js") is not followed by a space, so it never ends a sentence.
 */
function endsSentence(word: string): boolean {
  const bare = word.replace(/["'”’»)\]]+$/u, '');
  if (!/[.!?…]$/u.test(bare)) return false;
  if (!/[^.]\.$/u.test(bare)) return true;
  const plain = bare.replace(/^["'“‘«(\[]+/u, '').toLowerCase();
  return !ABBREVIATIONS.has(plain) && !DOTTED_LETTERS.test(plain);
}

/**
 * The sentences of `text` as the editor's hint means them: a sentence ends at a word ending in
 * ".", "!", "?" or "…" that more text follows, whatever the next word starts with (a digit or a
 * lower-case brand name starts a sentence too); "e.g.", "Dr.", initials and "v2.5" end none.
 */
export function sentenceCount(text: string): number {
  const words = text.split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return 0;
  return 1 + words.slice(0, -1).filter(endsSentence).length;
}

/** A language tag as the site's languages list stores them (checked against that list when saved). */
const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8}){0,3}$/;

/** One line of text: every run of whitespace (line breaks included) becomes one space. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The projects to highlight, by slug, in order. */
const projectList = z
  .array(z.string().regex(/^[a-z0-9-]{1,80}$/, SHARE_LINKS.errors.projectSlug))
  .max(SHARE_LINKS.maxProjects, SHARE_LINKS.errors.tooManyProjects)
  .refine((slugs) => new Set(slugs).size === slugs.length, SHARE_LINKS.errors.duplicateProject);

/** A summary on one line, neither empty nor longer than SHARE_LINKS.summaryMax. */
const summaryText = z
  .string()
  .min(1, SHARE_LINKS.errors.summaryEmpty)
  .max(SHARE_LINKS.summaryMax, SHARE_LINKS.errors.summaryLong);

/** A summary as the editor takes it: also at most SHARE_LINKS.summaryMaxSentences sentences. */
const editedSummary = z
  .string()
  .transform(oneLine)
  .pipe(
    summaryText.refine(
      (text) => sentenceCount(text) <= SHARE_LINKS.summaryMaxSentences,
      SHARE_LINKS.errors.summarySentences,
    ),
  );

/** The fields the owner edits, as the stored link keeps them. */
export const shareLinkFields = z.object({
  label: z
    .string()
    .transform(oneLine)
    .pipe(z.string().min(1, SHARE_LINKS.errors.label).max(SHARE_LINKS.labelMax, SHARE_LINKS.errors.label)),
  summary: editedSummary,
  projects: projectList,
  variant: z.enum(SHARE_LINKS.variants, { message: SHARE_LINKS.errors.variant }),
  expiresAt: z.number().int().positive(),
  /** The language its pages are shown in, when not the default (absent in links of earlier releases). */
  language: z.string().regex(LANGUAGE_TAG, SHARE_LINKS.errors.language).optional(),
});

export type ShareLinkFields = z.output<typeof shareLinkFields>;

/**
 * A link as stored under shareLinks/<id>. Its summary is not held to the sentence count again: a
 * link saved under an earlier way of counting stays listed and keeps working.
 */
const storedShareLink = shareLinkFields.extend({
  summary: z.string().transform(oneLine).pipe(summaryText),
  // The store keeps no empty list: a link without projects reads back without the field.
  projects: projectList.default([]),
  token: z.string().regex(SHARE_LINKS.tokenPattern),
  createdAt: z.number().int().positive(),
  revokedAt: z.number().int().positive().optional(),
});

/** A link in a backup being imported: stored links' shape, with the editor's summary rules. */
export const importedShareLink = storedShareLink.extend({ summary: editedSummary });

export type StoredShareLink = z.output<typeof storedShareLink>;
export type ShareLink = StoredShareLink & { id: string };

/** A new token: SHARE_LINKS.tokenBytes random bytes (192 bits), base64url. */
export function newToken(): string {
  return randomBytes(SHARE_LINKS.tokenBytes).toString('base64url');
}

const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/**
 * Whether `candidate` is `token`: their SHA-256 digests compared in constant time, so neither the
 * length nor the first differing character of a guess changes how long the answer takes.
 */
export function sameToken(candidate: string, token: string): boolean {
  return timingSafeEqual(digest(candidate), digest(token));
}

/** The link whose token is `candidate`, comparing with every link (no early exit). */
export function findByToken(links: readonly ShareLink[], candidate: string): ShareLink | null {
  let found: ShareLink | null = null;
  for (const link of links) if (sameToken(candidate, link.token) && found === null) found = link;
  return found;
}

export type LinkState = 'active' | 'expired' | 'revoked';

export function linkState(link: Pick<StoredShareLink, 'expiresAt' | 'revokedAt'>, now = Date.now()): LinkState {
  if (link.revokedAt !== undefined) return 'revoked';
  return now >= link.expiresAt ? 'expired' : 'active';
}

/** The day (YYYY-MM-DD, UTC) a link's expiry falls at the end of. */
export const expiryDay = (expiresAt: number): string => utcDay(expiresAt - 1);

/** The latest moment a link may expire: the end of the day SHARE_LINKS.maxExpiryDays from now. */
export const latestExpiry = (now = Date.now()) => now + (SHARE_LINKS.maxExpiryDays + 1) * DAY_MS;

/** The default expiry date: SHARE_LINKS.defaultExpiryDays from today (UTC). */
export const defaultExpiryDay = (now = Date.now()): string => utcDay(now + SHARE_LINKS.defaultExpiryDays * DAY_MS);

/**
 * A chosen expiry day (picked as YYYY-MM-DD or typed as dd/mm/yyyy) → the moment the link stops
 * working: the end of that day, UTC. Today up to SHARE_LINKS.maxExpiryDays ahead.
 */
export function expiryFromDay(
  value: string,
  now = Date.now(),
): { ok: true; at: number } | { ok: false; error: string } {
  const iso = parseAdminDate(value);
  if (!iso) return { ok: false, error: SHARE_LINKS.errors.expiry };
  const [y, m, d] = iso.split('-').map(Number);
  const at = Date.UTC(y, m - 1, d + 1);
  if (at <= now) return { ok: false, error: SHARE_LINKS.errors.expiryPast };
  if (at > latestExpiry(now)) return { ok: false, error: SHARE_LINKS.errors.expiryFar };
  return { ok: true, at };
}

/** The stored links, each checked; a malformed one (written by hand) is left out. */
export function readLinks(raw: unknown): ShareLink[] {
  return Object.entries(isObject(raw) ? raw : {})
    .flatMap(([id, value]) => {
      const parsed = storedShareLink.safeParse(value);
      return parsed.success ? [{ id, ...parsed.data }] : [];
    })
    .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1));
}
