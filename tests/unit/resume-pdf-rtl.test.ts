/**
 * The résumé PDF in a language written right to left (Arabic): drawn in a font with Arabic letters
 * (Vazirmatn), every line laid out from the right edge, an address or a Latin name inside it in its
 * own order. Read back as a PDF reader extracts it.
 */
import { writeFileSync } from 'node:fs';
import { DEMO_USER } from '@/lib/content/demo';
import type { UserContent } from '@/lib/content/schemas';
import { inspectUserContent } from '@/lib/content/shape';
import { loadResumeFonts } from '@/lib/resume-pdf/fonts';
import { renderResumePdf } from '@/lib/resume-pdf/render';
import { getWords } from '@/lib/languages/words';
import { pdfText } from '../helpers/pdf-text';

function arabicContent(): UserContent {
  const { content } = inspectUserContent(structuredClone(DEMO_USER));
  const c = content as UserContent;
  c.about.status = 'مطورة واجهات أمامية (React و TypeScript) منذ 2019.';
  c.workTimeline[0].title = 'مطورة أولى، Harbourlight Studio';
  c.workTimeline[0].description = 'أقود فريقًا من أربعة أشخاص؛ خفّضت وزن الصفحات بنسبة 60%.';
  return c;
}

/** Where the résumé's lines start and end on an A4 page (its margins: lib/resume-pdf/render.ts). */
const EDGES = { left: 56, right: 595.28 - 56 };

describe('the résumé in Arabic', () => {
  it('is drawn in a font with Arabic letters, every line flush with the right edge, each piece in its order', async () => {
    const bytes = await renderResumePdf(arabicContent(), 'light', await loadResumeFonts('arabic'), getWords('ar'));
    if (process.env.RTL_PDF_OUT) writeFileSync(process.env.RTL_PDF_OUT, bytes);
    expect(bytes.includes('Vazirmatn')).toBe(true);
    const { text, textBounds } = await pdfText(bytes);
    // PDF.js reads the lines back in logical order: Arabic words joined and in their order, a
    // Latin name after the Arabic one, the phone number whole, an English paragraph with its full stop last.
    for (const expected of [
      'الخبرة العملية',
      'مطورة واجهات أمامية',
      'أقود فريقًا من أربعة أشخاص؛',
      `${DEMO_USER.about.phoneNumber} الهاتف:`,
      'hello@novareyes.example',
      'Built accessible dashboards in React and TypeScript for logistics clients.',
      'TypeScript · React · Next.js',
    ])
      expect(text).toContain(expected);
    expect(textBounds.maxX).toBeCloseTo(EDGES.right, 0);
  });

  it('a long Arabic paragraph wraps within the margins and onto a new page when the page is full', async () => {
    const content = arabicContent();
    content.workTimeline[0].description = 'أقود فريقًا من أربعة أشخاص في منصة قائمة على نظام تصميم. '.repeat(120);
    const bytes = await renderResumePdf(content, 'dark', await loadResumeFonts('arabic'), getWords('ar'));
    const { totalPages, textBounds } = await pdfText(bytes);
    expect(totalPages).toBeGreaterThan(1);
    expect(textBounds.minX).toBeGreaterThanOrEqual(EDGES.left - 0.5);
    expect(textBounds.maxX).toBeCloseTo(EDGES.right, 0);
    // Never below the bottom margin.
    expect(textBounds.minY).toBeGreaterThanOrEqual(72 - 12);
  });
});
