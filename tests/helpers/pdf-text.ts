import { spawn } from 'node:child_process';

/*
 * The text of a PDF as a reader extracts it (unpdf, PDF.js's text layer), one string for all
 * pages. PDF.js ships ES modules only, which Jest's CommonJS runtime cannot import, so the
 * extraction runs in a plain Node.js process: the same path for unit and end-to-end tests.
 */
const EXTRACT = `
import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)), { verbosity: 0 });
const { totalPages, text } = await extractText(pdf, { mergePages: true });
const first = await pdf.getPage(1);
const [, , width, height] = first.view;
const { OPS } = await getResolvedPDFJS();
const ops = await first.getOperatorList();
const fill = ops.argsArray[ops.fnArray.indexOf(OPS.setFillRGBColor)]?.[0] ?? null;
process.stdout.write(JSON.stringify({ totalPages, text, width, height, firstFill: fill }));
`;

export interface PdfText {
  totalPages: number;
  text: string;
  /** The first page's size in points. */
  width: number;
  height: number;
  /** The first fill colour drawn on the first page ("#rrggbb"): its background. */
  firstFill: string | null;
}

export function pdfText(bytes: Uint8Array): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', EXTRACT], {
      cwd: process.cwd(),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
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
