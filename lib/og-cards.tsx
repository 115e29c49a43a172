import 'server-only';
import { cacheLife } from 'next/cache';
import { PUBLIC_ROUTES } from '@/lib/constants';
import { NOTES } from '@/lib/content/notes-words';
import { getPublishedSections, inLanguage } from '@/lib/content/get-data';
import { findNote, noteDate } from '@/lib/content/notes';
import { findProject } from '@/lib/content/projects';
import { PROJECT_KEYS } from '@/lib/content/schemas';
import { directionOf } from '@/lib/languages/model';
import type { Words } from '@/lib/languages/words';
import { wordsOf } from '@/lib/languages/read';
import { OG_PAGES } from '@/lib/og';
import { TEXT_CARD, cardText, drawCardPng, drawItemCard } from '@/lib/og-card';
import { loadOgFonts } from '@/lib/og-fonts';

/**
 * The social cards of the public pages, projects and notes, in the default language (`tag`
 * undefined: the spec's own labels) or in another published language (`/de/og/…`). Each is drawn
 * once and kept until the sections it shows, or their translation, change.
 */

/** The words of the route a page card names, by its slug (OG_PAGES). */
const PAGE_WORD = {
  home: 'nav.home',
  'about-me': 'nav.aboutMe',
  'education-work': 'nav.educationWork',
  skills: 'nav.skills',
  projects: 'nav.projects',
  contact: 'nav.contact',
} as const;

/**
 * The words a card in `tag` is drawn with, or null for the default language's card. The card's
 * fonts (app/fonts) draw Latin, Greek, Cyrillic, Devanagari, Vietnamese, Hebrew and Arabic script
 * (right to left, joined and ordered before drawing: OgFonts.rtlLines); a language they cannot
 * write gets the default language's card rather than a wrong one.
 */
async function cardWords(tag: string | undefined): Promise<{ words: Words; rtl: boolean } | null> {
  if (!tag) return null;
  const [words, fonts] = [await wordsOf(tag), await loadOgFonts()];
  const sample = Object.values(PAGE_WORD).map((key) => words(key));
  const drawn = sample.every((text) => fonts.drawable(text) === text.replace(/\s+/g, ' ').trim());
  return drawn ? { words, rtl: directionOf(tag) === 'rtl' } : null;
}

/** A page card's size less its padding (80 px each side). */
const PAGE_TEXT_WIDTH = 1200 - 160;

/** The card of a public route (`slug` of OG_PAGES), or null when no route has it. */
export async function pageCard(slug: string, tag?: string): Promise<Uint8Array<ArrayBuffer> | null> {
  'use cache';
  cacheLife('max');
  const meta = OG_PAGES.find((p) => p.slug === slug);
  if (!meta) return null;
  const card = await cardWords(tag);
  const words = card?.words;
  const [published, fonts] = await Promise.all([getPublishedSections(['about', 'home']), loadOgFonts()]);
  const content = words ? await inLanguage(published, tag) : published;
  const label = words ? words(PAGE_WORD[slug as keyof typeof PAGE_WORD] ?? 'nav.home') : meta.label;
  const text = { width: PAGE_TEXT_WIDTH, rtl: card?.rtl };
  return drawCardPng(
    <div style={{ ...TEXT_CARD, ...(card?.rtl ? { alignItems: 'flex-end' } : {}) }}>
      {cardText(fonts, label, { ...text, size: 36, style: { color: meta.color } })}
      {cardText(fonts, content.about.fullName, { ...text, size: 96, style: { lineHeight: 1.1, marginTop: 16 } })}
      {cardText(fonts, content.home.taglines[0] ?? '', {
        ...text,
        size: 40,
        style: { marginTop: 24, color: '#b4bacb' },
      })}
      <div
        style={{ display: 'flex', height: 10, width: 220, marginTop: 48, background: meta.color, borderRadius: 5 }}
      />
    </div>,
    fonts,
    { heading: label, color: meta.color },
  );
}

const PROJECT_IMAGE = { width: 520, height: 325 } as const;

/** A project page's card (its title, tech stack and image), or null when no project has this slug. */
export async function projectCard(slug: string, tag?: string): Promise<Uint8Array<ArrayBuffer> | null> {
  'use cache';
  const card = await cardWords(tag);
  const words = card?.words;
  const published = await getPublishedSections([...PROJECT_KEYS, 'about']);
  const content = words ? await inLanguage(published, tag) : published;
  const lookup = findProject(content, slug);
  // An unknown slug (anyone may ask for any number) is kept for seconds, not for good.
  if (!('found' in lookup)) {
    cacheLife('seconds');
    return null;
  }
  cacheLife('max');
  const { project } = lookup.found;
  const route = PUBLIC_ROUTES[4];
  return drawItemCard({
    kicker: content.about.fullName,
    title: project.title,
    detail: project.techstack,
    sizes: [32, 72, 32],
    image: { src: project.image, ...PROJECT_IMAGE },
    color: route.color,
    heading: words ? words('nav.projects') : route.label,
    rtl: card?.rtl,
  });
}

const NOTE_IMAGE = { width: 440, height: 275 } as const;

/** A note page's card (its title, date, tags and cover), or null when no note has this slug. */
export async function noteCard(slug: string, tag?: string): Promise<Uint8Array<ArrayBuffer> | null> {
  'use cache';
  const card = await cardWords(tag);
  const words = card?.words;
  const published = await getPublishedSections(['notes', 'about']);
  const { notes, about } = words ? await inLanguage(published, tag) : published;
  const lookup = findNote(notes, slug);
  if (!('found' in lookup)) {
    cacheLife('seconds');
    return null;
  }
  cacheLife('max');
  const note = lookup.found;
  const max = NOTES.cardTitleMax;
  const date = words ? words.date(note.publishedAt, 'dayLong') : noteDate(note.publishedAt);
  return drawItemCard({
    kicker: `${about.fullName} · ${date}`,
    title: note.title.length > max ? `${note.title.slice(0, max - 1).trimEnd()}…` : note.title,
    detail: note.tags.slice(0, 4).join(' · '),
    sizes: [30, 64, 28],
    image: { src: note.cover, ...NOTE_IMAGE },
    color: NOTES.cardAccent,
    heading: words ? words('nav.notes') : NOTES.title,
    rtl: card?.rtl,
  });
}
