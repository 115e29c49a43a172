// Reads a PDF on standard input and writes what tests check of it as JSON (see pdf-text.ts).
import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)), { verbosity: 0 });
const { totalPages, text } = await extractText(pdf, { mergePages: true });
const first = await pdf.getPage(1);
const [, , width, height] = first.view;
const { OPS } = await getResolvedPDFJS();
const ops = await first.getOperatorList();
const firstFill = ops.argsArray[ops.fnArray.indexOf(OPS.setFillRGBColor)]?.[0] ?? null;
// Where text is drawn, over every page, in points from the bottom left corner.
const bounds = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
for (let n = 1; n <= totalPages; n++) {
  const { items } = await (await pdf.getPage(n)).getTextContent();
  for (const item of items) {
    if (!item.str?.trim()) continue;
    const [, , , , x, y] = item.transform;
    bounds.minX = Math.min(bounds.minX, x);
    bounds.maxX = Math.max(bounds.maxX, x + item.width);
    bounds.minY = Math.min(bounds.minY, y);
    bounds.maxY = Math.max(bounds.maxY, y + item.height);
  }
}
process.stdout.write(JSON.stringify({ totalPages, text, width, height, firstFill, textBounds: bounds }));
