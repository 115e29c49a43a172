/**
 * The résumé PDF written from the content: its text, read back as a PDF reader extracts it, and the
 * rule that picks a generated or an uploaded file for each download.
 */
import { UPLOAD } from '@/lib/media/upload-limits';
import { DEMO_USER } from '@/lib/content/demo';
import { checkResumePdf, type ResumeRejectedError } from '@/lib/media/resume-file';
import { RESUME_UPLOAD_ERRORS } from '@/lib/media/upload-errors';
import type { UserContent } from '@/lib/content/schemas';
import { inspectUserContent } from '@/lib/content/shape';
import { resumeFileName } from '@/lib/resume-pdf/file-name';
import { loadResumeFonts } from '@/lib/resume-pdf/fonts';
import { currentJobTitle, renderResumePdf } from '@/lib/resume-pdf/render';
import { RESUME_THEMES } from '@/lib/resume-pdf/theme';
import { generatedResumePath, isGeneratedResume, resumeHref, resumeVariantOf } from '@/lib/resume';
import { pdfText } from '../helpers/pdf-text';

function demoContent(): UserContent {
  const { content, invalid } = inspectUserContent(structuredClone(DEMO_USER));
  expect(invalid).toEqual({});
  return content as UserContent;
}

/** A4 in points. */
const A4 = { width: 595.28, height: 841.89 };

describe('the generated résumé', () => {
  it.each(['dark', 'light'] as const)('%s: an A4 PDF whose text holds the content', async (variant) => {
    const content = demoContent();
    const bytes = await renderResumePdf(content, variant, await loadResumeFonts());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, width, height } = await pdfText(bytes);
    expect(width).toBeCloseTo(A4.width, 0);
    expect(height).toBeCloseTo(A4.height, 0);
    for (const expected of [
      'Nova Reyes',
      'Senior Full-Stack Developer, Harbourlight Studio',
      'hello@novareyes.example',
      '+351 210 000 000',
      'Lisbon, Portugal',
      'Open to full-time and contract work',
      'https://novareyes.example/cv',
      'MSc Software Engineering',
      'Mar 2022 – Present',
      'TypeScript',
      'Portuguese',
      'Tidewatch',
      'https://github.com/novareyes-demo/tidewatch',
      'Shiftboard',
    ])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
  });

  it.each(['dark', 'light'] as const)('%s: the page is painted in the variant’s colour first', async (variant) => {
    const bytes = await renderResumePdf(demoContent(), variant, await loadResumeFonts());
    expect((await pdfText(bytes)).firstFill).toBe(RESUME_THEMES[variant].page);
    expect(RESUME_THEMES.dark.page).toBe('#0b0f1a');
    expect(RESUME_THEMES.light.page).toBe('#ffffff');
  });

  it('nothing is cut when an A4 page prints on US Letter (50 pt shorter), even near a printer’s edge', async () => {
    const content = demoContent();
    // A list long enough to run down to the foot of a page and on.
    for (let i = 0; i < 400; i++) content.skills.push({ _id: `s${i}`, name: `Skill number ${i}` });
    const { totalPages, textBounds } = await pdfText(await renderResumePdf(content, 'light', await loadResumeFonts()));
    expect(totalPages).toBeGreaterThan(1);
    const LETTER = { width: 612, height: 792 };
    const printerEdge = 18; // a quarter inch
    // Letter is wider than A4; it is shorter, and a printer keeps the top (or centres the page).
    expect(textBounds.minX).toBeGreaterThanOrEqual(printerEdge);
    expect(textBounds.maxX).toBeLessThanOrEqual(A4.width - printerEdge);
    expect(textBounds.minY).toBeGreaterThanOrEqual(A4.height - LETTER.height + printerEdge);
    expect(textBounds.maxY).toBeLessThanOrEqual(A4.height - printerEdge);
  });

  it('keeps accented text (é, ü, ñ) as text, in the embedded font', async () => {
    const content = demoContent();
    content.about.fullName = 'Zoë Núñez-Müller';
    content.workTimeline[0].title = 'Développeuse principale, Señal Café';
    const bytes = await renderResumePdf(content, 'light', await loadResumeFonts());
    const { text } = await pdfText(bytes);
    expect(text).toContain('Zoë Núñez-Müller');
    expect(text).toContain('Développeuse principale, Señal Café');
    expect(bytes.toString('latin1')).not.toMatch(/\/BaseFont\s*\/Helvetica/);
  });

  it('the current job title is the newest work entry, wherever the owner put it in the list', async () => {
    const content = demoContent();
    content.workTimeline.push({
      _id: 'new',
      title: 'Principal Engineer, Lighthouse Works',
      description: 'Started this month.',
      startdate: '2099-01-01',
      enddate: '',
    });
    expect(currentJobTitle(content.workTimeline)).toBe('Principal Engineer, Lighthouse Works');
    expect(currentJobTitle([])).toBeNull();
    const { text } = await pdfText(await renderResumePdf(content, 'dark', await loadResumeFonts()));
    expect(text).toContain('Principal Engineer, Lighthouse Works');
  });

  it('long content flows onto more pages', async () => {
    const content = demoContent();
    for (let i = 0; i < 30; i++)
      content.workTimeline.push({
        _id: `w${i}`,
        title: `Engineer ${i}, Company ${i}`,
        description: 'Built and shipped things. '.repeat(12),
        startdate: `20${String(i).padStart(2, '0')}-01-01`,
        enddate: `20${String(i).padStart(2, '0')}-12-31`,
      });
    const { totalPages, text } = await pdfText(await renderResumePdf(content, 'dark', await loadResumeFonts()));
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain('Engineer 29, Company 29');
    expect(text).toContain('Tidewatch');
  });

  it('the file name is the owner’s name in safe ASCII', () => {
    expect(resumeFileName('Nova Reyes', 'dark')).toBe('nova-reyes-resume-dark.pdf');
    expect(resumeFileName('Zoë Núñez-Müller', 'light')).toBe('zoe-nunez-muller-resume-light.pdf');
    expect(resumeFileName('"; rm -rf / \r\nX-Evil: 1', 'dark')).toBe('rm-rf-x-evil-1-resume-dark.pdf');
    expect(resumeFileName('李小龍', 'light')).toBe('my-resume-light.pdf');
  });
});

describe('which résumé a download serves', () => {
  it("'' or a demo default means the generated PDF", () => {
    expect(resumeHref('', 'dark')).toBe('/resume/dark.pdf');
    expect(resumeHref('  ', 'light')).toBe('/resume/light.pdf');
    expect(resumeHref('/demo/resume-dark.pdf', 'dark')).toBe('/resume/dark.pdf');
    expect(resumeHref('/demo/resume-light.pdf', 'light')).toBe('/resume/light.pdf');
    // Either demo file stands for "generated", whichever field holds it.
    expect(resumeHref('/demo/resume-light.pdf', 'dark')).toBe('/resume/dark.pdf');
    expect(generatedResumePath('light')).toBe('/resume/light.pdf');
  });

  it('an upload or an http(s) URL is used as is', () => {
    expect(resumeHref('/media/abc123', 'dark')).toBe('/media/abc123');
    expect(resumeHref('https://files.example/cv.pdf', 'light')).toBe('https://files.example/cv.pdf');
    expect(resumeHref('/demo/other.pdf', 'dark')).toBe('/demo/other.pdf');
    expect(isGeneratedResume('/media/abc123')).toBe(false);
    expect(isGeneratedResume('')).toBe(true);
  });

  it('the About fields of each variant', () => {
    expect(resumeVariantOf('cvfileLinkDark')).toBe('dark');
    expect(resumeVariantOf('cvfileLinkLight')).toBe('light');
    expect(resumeVariantOf('cvweblink')).toBeUndefined();
    expect(resumeVariantOf('constructor')).toBeUndefined();
  });
});

describe("the owner's own résumé upload", () => {
  it('a PDF is stored as sent', async () => {
    const bytes = await renderResumePdf(demoContent(), 'dark', await loadResumeFonts());
    const stored = checkResumePdf(bytes, 'application/pdf');
    expect(stored.contentType).toBe('application/pdf');
    expect(stored.bytes.equals(bytes)).toBe(true);
  });

  it.each([
    ['not declared a PDF', Buffer.from('%PDF-1.7\n%%EOF'), 'image/png', 415, RESUME_UPLOAD_ERRORS.notPdf],
    ['no PDF header', Buffer.from('<html>%%EOF'), 'application/pdf', 415, RESUME_UPLOAD_ERRORS.fakePdf],
    ['no end-of-file marker', Buffer.from('%PDF-1.7\n1 0 obj'), 'application/pdf', 415, RESUME_UPLOAD_ERRORS.fakePdf],
    ['empty', Buffer.alloc(0), 'application/pdf', 400, RESUME_UPLOAD_ERRORS.empty],
    ['too large', Buffer.alloc(UPLOAD.maxBytes + 1), 'application/pdf', 413, RESUME_UPLOAD_ERRORS.tooLarge],
  ])('%s: refused', (_case, bytes, type, status, message) => {
    expect(() => checkResumePdf(bytes, type)).toThrow(message);
    try {
      checkResumePdf(bytes, type);
    } catch (error) {
      expect((error as ResumeRejectedError).status).toBe(status);
    }
  });
});
