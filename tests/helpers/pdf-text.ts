import { spawn } from 'node:child_process';
import path from 'node:path';

/*
 * The text of a PDF as a reader extracts it (unpdf: PDF.js's text layer). PDF.js ships ES modules
 * only, which Jest's CommonJS runtime cannot import, so the extraction runs in a plain Node.js
 * process (pdf-text-worker.mjs): the same path for unit and end-to-end tests.
 */
const WORKER = path.join(process.cwd(), 'tests/helpers/pdf-text-worker.mjs');

export interface PdfText {
  totalPages: number;
  /** The text of every page, in reading order. */
  text: string;
  /** The first page's size in points. */
  width: number;
  height: number;
  /** The first fill colour drawn on the first page ("#rrggbb"): its background. */
  firstFill: string | null;
  /** Where text is drawn, over every page, in points from the bottom left corner. */
  textBounds: { minX: number; maxX: number; minY: number; maxY: number };
}

export function pdfText(bytes: Uint8Array): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`PDF text extraction failed (${code}): ${err.trim()}`));
      else resolve(JSON.parse(out) as PdfText);
    });
    child.stdin.end(Buffer.from(bytes));
  });
}
