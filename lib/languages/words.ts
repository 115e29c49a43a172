import 'server-only';
import { Fragment, createElement, type ReactNode } from 'react';
import { createTranslator } from 'use-intl/core';
import ar from '@/messages/ar.json';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { usableSiteWords } from '@/lib/content/site-words';
import { canonical } from '@/lib/content/canonical';
import { prefixOf, type SiteLanguages } from './model';

/*
 * The site's own words in a language (docs/decisions/multilingual.md, messages/SOURCES.md): ICU
 * messages formatted on the server by use-intl. Client components get what they show as props,
 * already formatted, so no page ships a formatter or another language's words.
 */

/** The shipped message files, by language tag. English is every other file's source and fallback. */
const SHIPPED: Readonly<Record<string, unknown>> = { en, de, es, ar };

/** The file a tag reads: its own, else its base language's (`de-CH` → `de`), else none. */
function fileOf(tag: string): string | undefined {
  if (Object.hasOwn(SHIPPED, tag)) return tag;
  const base = tag.split('-')[0].toLowerCase();
  return Object.hasOwn(SHIPPED, base) ? base : undefined;
}

/** `own` over `source`: a message `own` lacks (or holds as anything but text) is `source`'s. */
function over<T>(source: T, own: unknown): T {
  if (typeof source === 'string') return (typeof own === 'string' ? own : source) as T;
  const mine = own && typeof own === 'object' ? (own as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(source as Record<string, unknown>).map(([key, value]) => [key, over(value, mine[key])]),
  ) as T;
}

/** How the pages write a date (messages/SOURCES.md, "Dates are not messages"). */
const DATE_STYLES = {
  /** Mar 2022: timelines. */
  monthYear: { month: 'short', year: 'numeric' },
  /** 5 Mar 1990: a date of birth. */
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 5 March 2026: notes. */
  dayLong: { day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

/** A stored date (YYYY-MM-DD, or YYYY-MM) as the instant of that day in UTC, or null when it is none. */
function dayOf(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(iso.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1)));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date in a language. English keeps the specification's order, the day first ("5 March 2026",
 * "5 Sep 1990"): Intl writes the month first in `en`, and "Sept" in every English that puts the day first.
 */
function dateWriter(locale: string) {
  const formats = Object.fromEntries(
    Object.entries(DATE_STYLES).map(([style, options]) => [
      style,
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }),
    ]),
  ) as Record<DateStyle, Intl.DateTimeFormat>;
  const dayFirst = new Intl.Locale(locale).language === 'en';
  return (date: Date, style: DateStyle): string => {
    if (!dayFirst || style === 'monthYear') return formats[style].format(date);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      formats[style].formatToParts(date).find((p) => p.type === type)?.value ?? '';
    return `${part('day')} ${part('month')} ${part('year')}`;
  };
}

/** Whether the site ships words for a language (its own file, or its base language's). */
export const shipsWords = (tag: string) => fileOf(tag) !== undefined;

/** The messages of a language: the owner's (from a file) over the shipped ones, over English. */
export function languageMessages(tag: string, own?: unknown): typeof en {
  const file = fileOf(tag);
  const shipped = file && file !== 'en' ? over(en, SHIPPED[file]) : en;
  const given = usableSiteWords(own);
  return given ? over(shipped, given) : shipped;
}

function makeWords(tag: string, own: unknown) {
  const file = fileOf(tag);
  const given = usableSiteWords(own) !== undefined;
  // A language with no words of its own reads English, and is formatted as English.
  const locale = file || given ? tag : 'en';
  const messages = languageMessages(tag, own);
  const translate = createTranslator({ locale, messages, timeZone: 'UTC' });
  const writeDate = dateWriter(locale);
  const numbers = new Intl.NumberFormat(locale);
  // "a, b, c" in English (as the pages have always joined them), "a، وb" in Arabic.
  const lists = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
  return Object.assign(translate, {
    /** The language the words are written in (a tag with no file of its own: `en`). */
    locale,
    /** Whether they are English's own (en.json): the source the other files translate. */
    english: (file ?? 'en') === 'en' && !given,
    /** A stored date (YYYY-MM-DD) in this language, or `fallback` when there is none. */
    date(iso: string | null | undefined, style: DateStyle, fallback = ''): string {
      const date = iso ? dayOf(iso) : null;
      return date ? writeDate(date, style) : fallback;
    },
    number: (value: number) => numbers.format(value),
    /** Items joined the way the language lists them. */
    list: (items: readonly string[]) => lists.format(items),
    /**
     * A message whose arguments are elements (`{start} – {end}` around two <time>s): the
     * formatted text with each element where its argument stands, in the language's order.
     */
    nodes(key: Parameters<typeof translate>[0], elements: Record<string, ReactNode>): ReactNode {
      const names = Object.keys(elements);
      const marks = Object.fromEntries(names.map((name, i) => [name, `${SLOT}${i}${SLOT}`]));
      const text = translate(key, marks);
      return text.split(SLOT).map((piece, i) =>
        // Odd pieces are the elements' indexes: "a", "0", " – ", "1", "".
        createElement(Fragment, { key: i }, i % 2 === 1 ? elements[names[Number(piece)]] : piece),
      );
    },
  });
}

/** Marks an element's place in a formatted message (a private-use character: never in a message). */
const SLOT = '\uE000';

export type Words = ReturnType<typeof makeWords>;

/** Every language's words made so far: one each per server process (a handful: the published ones). */
const made = new Map<string, Words>();
const MADE_MAX = 32;

/**
 * The words of a language: the owner's own (`own`, as stored: lib/content/site-words.ts), over its
 * file (exact tag, else its base language), any message they lack taken from English; a language
 * with neither reads English. Made once per language, words and process.
 */
export function getWords(tag: string, own?: unknown): Words {
  const key = own === undefined || own === null ? tag : `${tag}\n${canonical(own)}`;
  let words = made.get(key);
  if (!words) {
    if (made.size >= MADE_MAX) made.clear();
    words = makeWords(tag, own);
    made.set(key, words);
  }
  return words;
}

/** The public routes' names in the menus and as their pages' hidden headings. */
const ROUTE_LABELS = {
  '/': 'nav.home',
  '/about-me': 'nav.aboutMe',
  '/education-work': 'nav.educationWork',
  '/skills': 'nav.skills',
  '/projects': 'nav.projects',
  '/contact': 'nav.contact',
} as const;

export const routeLabel = (words: Words, href: keyof typeof ROUTE_LABELS): string => words(ROUTE_LABELS[href]);

/** The owner's freelancing status (stored as the English option, FREELANCING_OPTIONS) in the language. */
export function freelancingStatus(words: Words, stored: string): string {
  if (stored === 'Available') return words('freelancing.available');
  if (stored === 'Not Available') return words('freelancing.notAvailable');
  return stored;
}

/** A language as the language switcher offers it: by its own name ("Deutsch", "العربية"). */
export interface LanguageChoice {
  tag: string;
  /** Its addresses' prefix (`''` for the default language). */
  prefix: string;
  name: string;
  /** The short form the switcher shows for the current one (`DE`). */
  code: string;
}

/** A language's own name for itself, capitalised as a menu item ("Español"), or its tag if Intl knows none. */
function ownName(tag: string): string {
  try {
    const name = new Intl.DisplayNames(tag, { type: 'language' }).of(tag) ?? tag;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return tag;
  }
}

/** The published languages, the default first, as the switcher lists them. */
export function languageChoices({ published }: SiteLanguages): LanguageChoice[] {
  return published.map((tag, index) => ({
    tag,
    prefix: index === 0 ? '' : `/${prefixOf(tag)}`,
    name: ownName(tag),
    code: tag.toUpperCase(),
  }));
}
