import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const FONT_DIR = path.join(process.cwd(), 'app/fonts');

// WOFF, not WOFF2: the PDF library's font subsetter breaks on composite glyphs of WOFF2 files.
const FILES = {
  /** The site's own font (Poppins): Latin letters. */
  latin: {
    regular: 'poppins-latin-400-normal.woff',
    semibold: 'poppins-latin-600-normal.woff',
    bold: 'poppins-latin-700-normal.woff',
  },
  /** Vazirmatn (OFL): Arabic letters with Latin ones, for a résumé written in Arabic script. */
  arabic: { regular: 'vazirmatn-400.ttf', semibold: 'vazirmatn-600.ttf', bold: 'vazirmatn-700.ttf' },
};
export type FontSet = keyof typeof FILES;

/** The three weights of a font, as the PDF embeds them. */
export type ResumeFonts = Record<keyof (typeof FILES)['latin'], Buffer>;

const loading = new Map<FontSet, Promise<ResumeFonts>>();

/** Read once per process from the repository's font files (nothing is fetched at build or run time). */
export function loadResumeFonts(set: FontSet = 'latin'): Promise<ResumeFonts> {
  let fonts = loading.get(set);
  if (!fonts) {
    fonts = Promise.all(
      Object.entries(FILES[set]).map(
        async ([weight, file]) => [weight, await readFile(path.join(FONT_DIR, file))] as const,
      ),
    ).then(
      (entries) => Object.fromEntries(entries) as ResumeFonts,
      (error: unknown) => {
        loading.delete(set);
        throw error;
      },
    );
    loading.set(set, fonts);
  }
  return fonts;
}
