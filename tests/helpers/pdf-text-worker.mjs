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
process.stdout.write(JSON.stringify({ totalPages, text, width, height, firstFill }));
