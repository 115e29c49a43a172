import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { ARABIC_SCRIPT, mirrored, reversed, rtlLines, type Part } from '@/lib/languages/rtl-layout';

/**
 * What a social card draws for a character none of its local fonts has (a CJK letter, a rare
 * script): U+FFFD, "replacement character". An emoji none of them has is left out instead.
 */
export const OG_CARD_TEXT = {
  replacement: '\uFFFD',
} as const;

/**
 * The social cards' fonts, all read from the repository (app/fonts): Poppins first (the site's
 * font), then Noto Sans for the scripts Poppins lacks, then Vazirmatn (OFL) for Arabic script.
 * WOFF or TTF, not WOFF2, which the card renderer cannot read. Each has a name of its own: the
 * renderer keeps one font per name and weight. The renderer's font parser throws on the contextual
 * substitutions (GSUB lookup 5, format 3) of Noto Sans Arabic and Noto Naskh Arabic alike, not on
 * Vazirmatn's; it shapes nothing, so a right-to-left card's text is given to it shaped and ordered
 * (`rtlLines`).
 */
const FONT_DIR = path.join(process.cwd(), 'app/fonts');
const FILES = [
  ['Poppins', 'poppins-latin-700-normal.woff'],
  ['Noto Sans Latin', 'og/noto-sans-latin-700-normal.woff'],
  ['Noto Sans Latin Ext', 'og/noto-sans-latin-ext-700-normal.woff'],
  ['Noto Sans Vietnamese', 'og/noto-sans-vietnamese-700-normal.woff'],
  ['Noto Sans Greek', 'og/noto-sans-greek-700-normal.woff'],
  ['Noto Sans Greek Ext', 'og/noto-sans-greek-ext-700-normal.woff'],
  ['Noto Sans Cyrillic', 'og/noto-sans-cyrillic-700-normal.woff'],
  ['Noto Sans Cyrillic Ext', 'og/noto-sans-cyrillic-ext-700-normal.woff'],
  ['Noto Sans Devanagari', 'og/noto-sans-devanagari-700-normal.woff'],
  ['Noto Sans Hebrew', 'og/noto-sans-hebrew-hebrew-700-normal.woff'],
  ['Vazirmatn', 'vazirmatn-700.ttf'],
] as const;

/** The family a card names in its style; the others are fallbacks, tried in the order above. */
export const OG_FONT_FAMILY = FILES[0][0];

interface OgFont {
  name: string;
  data: Buffer;
  weight: 700;
  style: 'normal';
}

export interface OgFonts {
  /** For ImageResponse's `fonts` option. */
  fonts: OgFont[];
  /** `text` reduced to what these fonts draw (see drawableText). */
  drawable(text: string): string;
  /**
   * `text` of a right-to-left card as lines at most `width` px wide at `size` px, each in visual
   * order, left to right, Arabic letters as their joined forms (Unicode's presentation forms, which
   * Vazirmatn draws): the renderer neither joins letters nor orders a line.
   */
  rtlLines(text: string, size: number, width: number): string[];
}

let loading: Promise<OgFonts> | null = null;

/** Read and indexed once per process; nothing is fetched. */
export function loadOgFonts(): Promise<OgFonts> {
  loading ??= Promise.all(FILES.map(([, file]) => readFile(path.join(FONT_DIR, file)))).then(
    (buffers) => {
      const fonts = buffers.map((data, i): OgFont => ({ name: FILES[i][0], data, weight: 700, style: 'normal' }));
      const parsed = buffers.map((data, i) => {
        const font = fontkit.create(data);
        if (!('hasGlyphForCodePoint' in font)) throw new Error(`${FILES[i][1]} is a font collection, not a font`);
        return font;
      });
      const covers = parsed.map((font) => (codePoint: number) => font.hasGlyphForCodePoint(codePoint));
      const drawable = (text: string) => drawableText(text, covers);
      return { fonts, drawable, rtlLines: (text, size, width) => cardLines(text, size, width, parsed, drawable) };
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

type Font = fontkit.Font;

/** Each presentation form's glyph in `font`, by glyph: what a shaped Arabic glyph is written as. */
function presentationForms(font: Font): Map<number, string> {
  const forms = new Map<number, string>();
  for (const [from, to] of [
    [0xfb50, 0xfdff],
    [0xfe70, 0xfeff],
  ])
    for (let cp = from; cp <= to; cp++)
      if (font.hasGlyphForCodePoint(cp)) forms.set(font.glyphForCodePoint(cp).id, String.fromCodePoint(cp));
  return forms;
}
const FORMS = new WeakMap<Font, Map<number, string>>();

/** See OgFonts.rtlLines. `fonts` in FILES' order: a word is measured in the first that has its first letter. */
function cardLines(text: string, size: number, width: number, fonts: Font[], drawable: (text: string) => string) {
  const arabic = fonts.at(-1)!;
  const forms = FORMS.get(arabic) ?? presentationForms(arabic);
  FORMS.set(arabic, forms);
  const fontOf = (word: string) => fonts.find((font) => font.hasGlyphForCodePoint(word.codePointAt(0)!)) ?? arabic;
  const measure = (_: Part, word: string) => {
    const font = fontOf(word);
    return (font.layout(word).advanceWidth * size) / font.unitsPerEm;
  };
  return rtlLines([{ text: drawableInput(text) }], measure, width).map((pieces) =>
    drawable(
      pieces
        .map(({ text: piece, level }) => {
          if (level % 2 === 0) return piece;
          // Arabic: shaped by fontkit (which also lays it out right to left); the rest turned here.
          if (!ARABIC_SCRIPT.test(piece)) return reversed(mirrored(piece));
          return arabic
            .layout(mirrored(piece))
            .glyphs.map((glyph) => forms.get(glyph.id) ?? String.fromCodePoint(...glyph.codePoints))
            .join('');
        })
        .join(''),
    ),
  );
}

/** White space as the cards keep it: plain spaces, runs of them one. */
const drawableInput = (text: string) => text.normalize('NFC').replace(/\s+/gu, ' ').trim();

const SEGMENTER = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
/** Marks and format characters (accents, variation selectors, joiners): left out when not drawable. */
const OPTIONAL = /^[\p{M}\p{Cf}]$/u;

/**
 * `text` as the card renderer can draw it from `covers` (the fonts' coverage, in their order)
 * alone. The renderer (satori, inside next/og) fetches a font from Google Fonts, or an emoji from
 * a CDN, for every grapheme whose font (the first that has its first character) lacks one of its
 * characters: here each such grapheme keeps the characters that font has once its marks and
 * joiners are left out, or else is left out (an emoji) or drawn as OG_CARD_TEXT.replacement.
 * Characters past U+FFFF never stay (the renderer picks their font by the first UTF-16 unit alone,
 * which they share). White space becomes plain spaces, runs of them one.
 */
function drawableText(text: string, covers: ((codePoint: number) => boolean)[]): string {
  let out = '';
  for (const { segment } of SEGMENTER.segment(text.normalize('NFC').replace(/\s+/gu, ' '))) {
    if (segment === ' ') {
      out += segment;
      continue;
    }
    const chars = [...segment];
    const first = chars[0].codePointAt(0)!;
    const font = first <= 0xffff ? covers.find((has) => has(first)) : undefined;
    const drawn = chars.map((c) => !!font && c.codePointAt(0)! <= 0xffff && font(c.codePointAt(0)!));
    const kept = chars.filter((_, i) => drawn[i]).join('');
    const rest = chars.filter((_, i) => !drawn[i]);
    if (rest.every((c) => OPTIONAL.test(c))) out += kept;
    else if (!EMOJI.test(segment)) out += OG_CARD_TEXT.replacement;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}
