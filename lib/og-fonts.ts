import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * What a social card draws for a character none of its local fonts has (a CJK letter, a rare
 * script): U+FFFD, "replacement character". An emoji none of them has is left out instead.
 */
export const OG_CARD_TEXT = {
  replacement: '\uFFFD',
} as const;

/**
 * The social cards' fonts, all read from the repository (app/fonts): Poppins first (the site's
 * font), then Noto Sans for the scripts Poppins lacks. WOFF, not WOFF2, which the card renderer
 * cannot read. Each has a name of its own: the renderer keeps one font per name and weight. No
 * Arabic font: the renderer's font parser throws on the contextual substitutions (GSUB lookup 5,
 * format 3) of Noto Sans Arabic and Noto Naskh Arabic alike, so Arabic letters are replaced.
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
}

let loading: Promise<OgFonts> | null = null;

/** Read and indexed once per process; nothing is fetched. */
export function loadOgFonts(): Promise<OgFonts> {
  loading ??= Promise.all(FILES.map(([, file]) => readFile(path.join(FONT_DIR, file)))).then(
    (buffers) => {
      const fonts = buffers.map((data, i): OgFont => ({ name: FILES[i][0], data, weight: 700, style: 'normal' }));
      const covers = buffers.map((data, i) => {
        const font = fontkit.create(data);
        if (!('hasGlyphForCodePoint' in font)) throw new Error(`${FILES[i][1]} is a font collection, not a font`);
        return (codePoint: number) => font.hasGlyphForCodePoint(codePoint);
      });
      return { fonts, drawable: (text: string) => drawableText(text, covers) };
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

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
