import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The three weights of the site's own font, as the PDF embeds them. */
export interface ResumeFonts {
  regular: Buffer;
  semibold: Buffer;
  bold: Buffer;
}

const FONT_DIR = path.join(process.cwd(), 'app/fonts');

// WOFF, not WOFF2: the PDF library's font subsetter breaks on composite glyphs of WOFF2 files.
const FILES: Record<keyof ResumeFonts, string> = {
  regular: 'poppins-latin-400-normal.woff',
  semibold: 'poppins-latin-600-normal.woff',
  bold: 'poppins-latin-700-normal.woff',
};

let loading: Promise<ResumeFonts> | null = null;

/** Read once per process from the repository's font files (nothing is fetched at build or run time). */
export function loadResumeFonts(): Promise<ResumeFonts> {
  loading ??= Promise.all(
    (Object.keys(FILES) as (keyof ResumeFonts)[]).map(
      async (weight) => [weight, await readFile(path.join(FONT_DIR, FILES[weight]))] as const,
    ),
  ).then(
    (entries) => Object.fromEntries(entries) as unknown as ResumeFonts,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
