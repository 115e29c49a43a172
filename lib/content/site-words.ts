import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '@/messages/en.json';
import { isObject, type Tree } from './canonical';

/*
 * The site's own words (menu, headings, buttons, form messages) the owner gives a language from a
 * file: the shape of messages/en.json, any subset of its messages. Stored with the language's
 * translations (`user/translations/<tag>/siteWords`), so History, Undo and backups carry them; a
 * message they give replaces the shipped one (or English's, for a language the site ships no file
 * for), the others stay. A message is taken only when it would format as the English one does:
 * valid ICU, using only the arguments and tags English gives it.
 */

/** Where a language's words are kept, beside its sections' translations. */
export const SITE_WORDS_KEY = 'siteWords';
/** What History calls them. */
export const SITE_WORDS_TITLE = 'Site words';

export const SITE_WORDS = {
  /** The largest file taken (the English file is about 8 KB). */
  maxBytes: 64 * 1024,
  /** The longest message (English's longest is under 300 characters). */
  maxMessage: 1000,
  /** How many problems a refusal lists before it counts the rest. */
  maxErrors: 8,
  notJson: (detail: string) => `The file is not JSON (${detail}). Start from the downloaded file and keep its shape.`,
  notObject: 'The file must hold one JSON object of messages, shaped as the downloaded file.',
  tooLarge: (max: number) => `The file is larger than ${Math.round(max / 1024)} KB; a words file is about 8 KB.`,
  empty: 'The file gives no message. Write the language’s text in the downloaded file’s values.',
  unknown: (at: string) => `“${at}” is not one of the site’s messages; remove it or check its spelling.`,
  notText: (at: string) => `“${at}” must be text, as in the downloaded file.`,
  tooLong: (at: string, max: number) => `“${at}” is longer than ${max} characters.`,
  invalid: (at: string, detail: string) => `“${at}” is not a valid message (${detail}); keep the braces as they are.`,
  foreign: (at: string, names: string[], allowed: string[]) =>
    `“${at}” uses ${names.map((n) => `{${n}}`).join(', ')}, which the site does not give it${
      allowed.length > 0 ? `; it may use ${allowed.map((n) => `{${n}}`).join(', ')}` : ''
    }.`,
  otherKind: (at: string, name: string, kind: string) =>
    `“${at}” formats {${name}} as a ${kind}, which the site does not give it; write {${name}} as the downloaded file does.`,
  foreignTag: (at: string, tags: string[]) =>
    `“${at}” uses ${tags.map((t) => `<${t}>`).join(', ')}, which the English message does not.`,
  more: (count: number) => `… and ${count} more.`,
} as const;

/** How a message uses an argument: as it is, or formatted (a number, a date, a plural, a choice). */
const KINDS: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
};

/** The arguments (with the ways they are used) and tags a parsed message uses. */
function uses(
  elements: readonly MessageFormatElement[],
  out = { args: new Map<string, Set<string>>(), tags: new Set<string>() },
) {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      out.tags.add(element.value);
      uses(element.children, out);
      continue;
    }
    const kind = KINDS[element.type];
    if (kind === undefined || !('value' in element)) continue;
    const name = element.value;
    out.args.set(name, (out.args.get(name) ?? new Set()).add(kind));
    if (element.type === TYPE.select || element.type === TYPE.plural)
      for (const option of Object.values(element.options)) uses(option.value, out);
  }
  return out;
}

/** Why `message` cannot stand for the English `source` at `at`, or undefined when it can. */
function refusal(at: string, message: string, source: string): string | undefined {
  if (message.length > SITE_WORDS.maxMessage) return SITE_WORDS.tooLong(at, SITE_WORDS.maxMessage);
  let own;
  try {
    own = uses(parse(message));
  } catch (error) {
    return SITE_WORDS.invalid(at, (error as Error).message);
  }
  const english = uses(parse(source));
  const foreign = [...own.args.keys()].filter((name) => !english.args.has(name));
  if (foreign.length > 0) return SITE_WORDS.foreign(at, foreign, [...english.args.keys()]);
  // An argument is shown as it is anywhere; formatted (a number, a date, a plural…) only as English formats it.
  for (const [name, kinds] of own.args)
    for (const kind of kinds)
      if (kind !== 'text' && !english.args.get(name)!.has(kind)) return SITE_WORDS.otherKind(at, name, kind);
  const tags = [...own.tags].filter((tag) => !english.tags.has(tag));
  if (tags.length > 0) return SITE_WORDS.foreignTag(at, tags);
  return undefined;
}

/**
 * The messages of `raw` the site can use, shaped as en.json (a subset), with why each other one is
 * not: an unknown message, anything but text, an empty one (skipped, not refused), or one that
 * would not format as the English one.
 */
function read(raw: Tree, source: Tree, prefix: string, errors: string[]): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(raw)) {
    const at = prefix ? `${prefix}.${key}` : key;
    const english = Object.hasOwn(source, key) ? source[key] : undefined;
    if (english === undefined) errors.push(SITE_WORDS.unknown(at));
    else if (typeof english === 'string') {
      if (typeof value !== 'string') errors.push(SITE_WORDS.notText(at));
      else if (value.trim() !== '') {
        const why = refusal(at, value, english);
        if (why) errors.push(why);
        else out[key] = value;
      }
    } else if (!isObject(value)) errors.push(SITE_WORDS.notText(at));
    else {
      const group = read(value, english as Tree, at, errors);
      if (Object.keys(group).length > 0) out[key] = group;
    }
  }
  return out;
}

/** How many messages a words tree gives. */
export const messageCount = (words: unknown): number =>
  typeof words === 'string'
    ? 1
    : isObject(words)
      ? Object.values(words).reduce<number>((n, w) => n + messageCount(w), 0)
      : 0;

/** How many messages the site has (en.json). */
export const MESSAGE_TOTAL = messageCount(en);

/** A words file's text, all or nothing: its messages, or every problem named by its message. */
export function parseSiteWords(text: string): { ok: true; words: Tree } | { ok: false; errors: string[] } {
  if (new TextEncoder().encode(text).length > SITE_WORDS.maxBytes)
    return { ok: false, errors: [SITE_WORDS.tooLarge(SITE_WORDS.maxBytes)] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [SITE_WORDS.notJson((error as Error).message)] };
  }
  if (!isObject(json)) return { ok: false, errors: [SITE_WORDS.notObject] };
  const errors: string[] = [];
  const words = read(json, en, '', errors);
  if (errors.length > 0) {
    const shown = errors.slice(0, SITE_WORDS.maxErrors);
    return {
      ok: false,
      errors: errors.length > shown.length ? [...shown, SITE_WORDS.more(errors.length - shown.length)] : shown,
    };
  }
  if (messageCount(words) === 0) return { ok: false, errors: [SITE_WORDS.empty] };
  return { ok: true, words };
}

/** Stored words as the pages may use them (what a backup or a hand edit left unusable is dropped); undefined when none. */
export function usableSiteWords(raw: unknown): Tree | undefined {
  if (!isObject(raw)) return undefined;
  const words = read(raw, en, '', []);
  return messageCount(words) > 0 ? words : undefined;
}
