import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const FONT_DIR = path.join(process.cwd(), 'app/fonts');

// WOFF, not WOFF2: the PDF library's font subsetter breaks on composite glyphs of WOFF2 files.
const FILES = {
  regular: 'poppins-latin-400-normal.woff',
  semibold: 'poppins-latin-600-normal.woff',
  bold: 'poppins-latin-700-normal.woff',
};

/** The three weights of the site's own font, as the PDF embeds them. */
export type ResumeFonts = Record<keyof typeof FILES, Buffer>;

let loading: Promise<ResumeFonts> | null = null;

/** Read once per process from the repository's font files (nothing is fetched at build or run time). */
export function loadResumeFonts(): Promise<ResumeFonts> {
  loading ??= Promise.all(
    Object.entries(FILES).map(async ([weight, file]) => [weight, await readFile(path.join(FONT_DIR, file))] as const),
  ).then(
    (entries) => Object.fromEntries(entries) as ResumeFonts,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
