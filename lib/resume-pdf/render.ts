import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import { PROJECT_TABS } from '@/lib/constants';
import { isPlaceholderDetail } from '@/lib/content/placeholders';
import type { ProjectItem, TimelineItem } from '@/lib/content/schemas';
import { formatPublicDate, hasLink } from '@/lib/format';
import type { ExportedContent } from '@/lib/json-resume/from-content';
import type { ResumeVariant } from '@/lib/resume';
import type { Words } from '@/lib/languages/words';
import { directionOf } from '@/lib/languages/model';
import type { ResumeFonts } from './fonts';
import { hasNoRtlLetter } from '@/lib/languages/rtl-layout';
import { RtlText, type Segment } from './rtl';
import { RESUME_THEMES, type ResumeTheme } from './theme';

/** The sections the résumé shows (the export's, but home): reading exactly these tags the cached PDF with them. */
export type ResumeContent = Omit<ExportedContent, 'home'>;

/*
 * A4, with margins wide enough that printing on US Letter (6 mm wider, 18 mm shorter) cuts nothing:
 * the bottom margin alone is larger than the height Letter lacks.
 */
const PAGE = { size: 'A4', margins: { top: 54, bottom: 72, left: 56, right: 56 } } as const;
const FONT = { regular: 'resume-regular', semibold: 'resume-semibold', bold: 'resume-bold' } as const;
const SIZE = { name: 26, headline: 13, section: 11, title: 10.5, body: 9.5, small: 8.5 } as const;

/** Entries ordered newest first: the latest start date leads, and an ongoing entry before an ended one. */
function newestFirst<T extends TimelineItem>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => b.startdate.localeCompare(a.startdate) || (a.enddate === '' ? -1 : 0) - (b.enddate === '' ? -1 : 0),
  );
}

/** The owner's current role: the title of the newest work entry, or none. */
export function currentJobTitle(work: readonly TimelineItem[]): string | null {
  return newestFirst(work)[0]?.title ?? null;
}

/** Only links a PDF reader can open safely become clickable. */
const linkable = (href: string) => /^(https?:|mailto:|tel:)/i.test(href);

/** A project's tech stack after its title, or nothing when none is given. */
const stack = (project: ProjectItem) => (project.techstack !== '' ? `  ${project.techstack}` : '');

/** What the résumé's headings and labels say, and how it writes a date. */
interface ResumeWords {
  lang: string;
  /** Written right to left (Arabic, Hebrew …): every line from the right edge. */
  rtl: boolean;
  label: (key: 'docTitle' | 'docSubject', name: string) => string;
  heading: (key: 'experience' | 'education' | 'skills' | 'languages' | 'projects') => string;
  field: (key: 'email' | 'phone' | 'address' | 'webResume' | 'code' | 'demo') => string;
  date: (iso: string) => string;
}

/** The spec's English: its labels and dates as the résumé has always written them. */
const ENGLISH: ResumeWords = {
  lang: 'en',
  rtl: false,
  label: (key, name) => (key === 'docTitle' ? `${name} – Résumé` : `Résumé of ${name}`),
  heading: (key) =>
    ({
      experience: 'Experience',
      education: 'Education',
      skills: 'Skills',
      languages: 'Languages',
      projects: 'Projects',
    })[key],
  field: (key) =>
    ({ email: 'Email', phone: 'Phone', address: 'Address', webResume: 'Web résumé', code: 'Code', demo: 'Demo' })[key],
  date: formatPublicDate,
};

/** A language's words (lib/languages/words.ts) as the résumé reads them. */
function resumeWords(words: Words): ResumeWords {
  return {
    lang: words.locale,
    rtl: directionOf(words.locale) === 'rtl',
    label: (key, name) => words(`resumePdf.${key}`, { name }),
    heading: (key) => words(`resumePdf.${key}`),
    field: (key) => words(`resumePdf.${key}`),
    date: (iso) => words.date(iso, 'monthYear', words('dates.present')),
  };
}

/**
 * The résumé of `content` as a PDF with selectable text in the site's own font; in `words`'
 * language when given (its headings, labels and dates), else the spec's English.
 */
export async function renderResumePdf(
  content: ResumeContent,
  variant: ResumeVariant,
  fonts: ResumeFonts,
  words?: Words,
): Promise<Buffer> {
  const theme = RESUME_THEMES[variant];
  const say = words ? resumeWords(words) : ENGLISH;
  const { about } = content;
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: PAGE.margins,
    // The first font: the embedded one (a buffer, which the typings leave out), so no built-in
    // font is ever loaded.
    font: fonts.regular as unknown as string,
    lang: say.lang,
    displayTitle: true,
    info: {
      Title: say.label('docTitle', about.fullName),
      Author: about.fullName,
      Subject: say.label('docSubject', about.fullName),
      Creator: about.fullName,
    },
  });
  const done = buffer(doc);
  for (const weight of ['regular', 'semibold', 'bold'] as const) doc.registerFont(FONT[weight], fonts[weight]);

  const paint = () => {
    doc.save().rect(0, 0, doc.page.width, doc.page.height).fill(theme.page).restore();
  };
  paint();
  doc.on('pageAdded', paint);

  try {
    new ResumeWriter(doc, theme, say).write(content);
  } finally {
    doc.end();
  }
  return done;
}

class ResumeWriter {
  // Every page has the document's size and margins.
  private readonly left = PAGE.margins.left;
  private readonly width: number;
  private readonly bottom: number;
  /** Right-to-left lines, laid out here (lib/resume-pdf/rtl.ts); null for a left-to-right language. */
  private readonly rtl: RtlText | null;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly theme: ResumeTheme,
    private readonly say: ResumeWords,
  ) {
    this.width = doc.page.width - PAGE.margins.left - PAGE.margins.right;
    this.bottom = doc.page.height - PAGE.margins.bottom;
    this.rtl = say.rtl ? new RtlText(doc, this.left, this.width, 1.5, this.bottom) : null;
  }

  /** Pieces of one paragraph, each in its own font, size and colour (and link), drawn in the language's direction. */
  private segments(segments: Segment[]) {
    if (this.rtl) return this.rtl.draw(segments);
    segments.forEach((segment, index) => {
      const continued = index < segments.length - 1;
      const options = { continued, link: segment.link, underline: false };
      if (index === 0) this.text(segment.text, segment.font, segment.size, segment.color, options);
      else this.doc.font(segment.font).fontSize(segment.size).fillColor(segment.color).text(segment.text, options);
    });
  }

  /** Starts a new page unless `height` more points fit on this one. */
  private keep(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  private text(value: string, font: string, size: number, color: string, options: PDFKit.Mixins.TextOptions = {}) {
    // Letter-spacing would break joined Arabic letters apart: a right-to-left line has none.
    if (this.rtl) return this.rtl.draw([{ text: value, font, size, color }]);
    return this.doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(value, this.left, this.doc.y, { width: this.width, lineGap: 1.5, ...options });
  }

  private height(value: string, font: string, size: number) {
    if (this.rtl) return this.rtl.height([{ text: value, font, size, color: '' }]);
    return this.doc.font(font).fontSize(size).heightOfString(value, { width: this.width, lineGap: 1.5 });
  }

  write(content: ResumeContent) {
    this.header(content);
    this.timeline(this.say.heading('experience'), content.workTimeline);
    this.timeline(this.say.heading('education'), content.educationTimeline);
    this.list(this.say.heading('skills'), content.skills);
    this.list(this.say.heading('languages'), content.languagesKnown);
    this.projects(content);
  }

  private header({ about, workTimeline, socialLinks }: ResumeContent) {
    const { theme } = this;
    this.text(about.fullName, FONT.bold, SIZE.name, theme.text);
    const title = currentJobTitle(workTimeline);
    if (title) this.text(title, FONT.semibold, SIZE.headline, theme.accent);
    if (!isPlaceholderDetail(about.status)) this.text(about.status, FONT.regular, SIZE.body, theme.muted);
    this.doc.moveDown(0.6);
    const details: [string, string, string | null][] = [
      [this.say.field('email'), about.email, `mailto:${about.email}`],
      [this.say.field('phone'), about.phoneNumber, `tel:${about.phoneNumber.replace(/[^+\d]/g, '')}`],
      [this.say.field('address'), about.address, null],
      [this.say.field('webResume'), about.cvweblink, about.cvweblink],
    ];
    this.pairs([
      // A fresh start's placeholder details are not the owner's: left out, as on the public pages.
      ...details.filter(([, value]) => !isPlaceholderDetail(value)),
      ...socialLinks
        // The e-mail address is already there.
        .filter((s) => s.link.toLowerCase() !== `mailto:${about.email.toLowerCase()}`)
        .map((s): [string, string, string] => [s.name, s.link.replace(/^mailto:/i, ''), s.link]),
    ]);
  }

  /** "Label: value" lines, the value a link where it has one. */
  private pairs(rows: [label: string, value: string, href: string | null][]) {
    for (const [label, value, href] of rows) {
      this.keep(this.height(value, FONT.regular, SIZE.body));
      this.segments([
        { text: `${label}: `, font: FONT.semibold, size: SIZE.body, color: this.theme.muted },
        {
          text: value,
          font: FONT.regular,
          size: SIZE.body,
          color: this.theme.text,
          link: href && linkable(href) ? href : undefined,
          // An address or a number reads left to right as a whole, inside right-to-left text too.
          ltr: hasNoRtlLetter(value),
        },
      ]);
    }
  }

  private section(title: string, firstBlockHeight: number) {
    this.doc.moveDown(0.9);
    this.keep(SIZE.section * 2 + firstBlockHeight);
    this.text(title.toUpperCase(), FONT.bold, SIZE.section, this.theme.accent, { characterSpacing: 1.2 });
    const y = this.doc.y + 2;
    this.doc
      .save()
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.75)
      .strokeColor(this.theme.rule)
      .stroke()
      .restore();
    this.doc.y = y + 6;
  }

  private timeline(title: string, items: readonly TimelineItem[]) {
    if (items.length === 0) return;
    const entries = newestFirst(items);
    const heights = entries.map(
      (item) =>
        this.height(item.title, FONT.semibold, SIZE.title) +
        this.height('Mar 2022', FONT.regular, SIZE.small) +
        this.height(item.description, FONT.regular, SIZE.body),
    );
    this.section(title, heights[0]);
    entries.forEach((item, index) => {
      if (index > 0) this.doc.moveDown(0.6);
      this.keep(heights[index]);
      this.text(item.title, FONT.semibold, SIZE.title, this.theme.text);
      this.text(
        `${this.say.date(item.startdate)} – ${this.say.date(item.enddate)}`,
        FONT.regular,
        SIZE.small,
        this.theme.muted,
      );
      this.text(item.description, FONT.regular, SIZE.body, this.theme.text);
    });
  }

  private list(title: string, items: readonly { name: string }[]) {
    if (items.length === 0) return;
    const line = items.map((item) => item.name).join(' · ');
    const height = this.height(line, FONT.regular, SIZE.body);
    this.section(title, Math.min(height, SIZE.body * 3));
    this.text(line, FONT.regular, SIZE.body, this.theme.text);
  }

  /** A project's links, shown under it. */
  private links(project: ProjectItem): [string, string, string][] {
    return [
      [this.say.field('code'), project.gitLink],
      [this.say.field('demo'), project.demoLink],
    ]
      .filter(([, href]) => hasLink(href))
      .map(([label, href]) => [label, href, href]);
  }

  private projectHeight(project: ProjectItem) {
    const line = this.height(`${project.title}${stack(project)}`, FONT.semibold, SIZE.title);
    return line + this.links(project).length * this.height('Code', FONT.regular, SIZE.body) + SIZE.body * 0.3;
  }

  private projects(content: ResumeContent) {
    const groups = PROJECT_TABS.map((tab) => ({ label: tab.label, items: content[tab.field] })).filter(
      (group) => group.items.length > 0,
    );
    if (groups.length === 0) return;
    const labelHeight = this.height('FrontEnd', FONT.semibold, SIZE.small);
    this.section(this.say.heading('projects'), labelHeight + this.projectHeight(groups[0].items[0]));
    groups.forEach((group, groupIndex) => {
      if (groupIndex > 0) this.doc.moveDown(0.5);
      this.keep(labelHeight + this.projectHeight(group.items[0]));
      this.text(group.label, FONT.semibold, SIZE.small, this.theme.muted, { characterSpacing: 0.6 });
      for (const project of group.items) {
        this.doc.moveDown(0.3);
        this.keep(this.projectHeight(project));
        const after = stack(project);
        this.segments([
          { text: project.title, font: FONT.semibold, size: SIZE.title, color: this.theme.text },
          ...(after !== '' ? [{ text: after, font: FONT.regular, size: SIZE.body, color: this.theme.muted }] : []),
        ]);
        this.pairs(this.links(project));
      }
    });
  }
}
