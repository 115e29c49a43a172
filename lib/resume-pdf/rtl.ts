import {
  ARABIC_SCRIPT,
  isSpace,
  mirrored,
  reversed,
  rtlLines,
  type Part,
  type Piece,
} from '@/lib/languages/rtl-layout';

/*
 * Right-to-left text for the résumé PDF. The PDF library joins Arabic letters (its font engine,
 * fontkit, shapes a word and lays an Arabic one out right to left) but orders neither the words of
 * a line nor a Latin name, a number or a bracket inside Arabic text: lines are laid out by
 * lib/languages/rtl-layout.ts and drawn here, flush with the right edge.
 */

/** A piece of a paragraph with its look: the label and the value of "Email: …" differ. */
export interface Segment extends Part {
  font: string;
  size: number;
  color: string;
  link?: string;
}

/** What to hand the font engine so that a piece shows in its direction. */
function drawnText({ text, level }: Piece<Segment>): string {
  const own = ARABIC_SCRIPT.test(text);
  if (level % 2 === 1) return own ? mirrored(text) : reversed(mirrored(text));
  // Arabic-Indic digits in a left-to-right piece: the engine would turn them, so they go in turned.
  return own ? reversed(text) : text;
}

export class RtlText {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly left: number,
    private readonly width: number,
    private readonly lineGap: number,
    /** Where a page's text ends: a line that would go below starts the next page. */
    private readonly bottom: number,
  ) {}

  private readonly measure = (segment: Segment, text: string) =>
    this.doc.font(segment.font).fontSize(segment.size).widthOfString(text);

  private lineHeight(line: readonly Segment[]) {
    const tallest = line.reduce((a, b) => (b.size > a.size ? b : a));
    return this.doc.font(tallest.font).fontSize(tallest.size).currentLineHeight(true) + this.lineGap;
  }

  /** How tall `segments` are when drawn. */
  height(segments: readonly Segment[]): number {
    return rtlLines(segments, this.measure, this.width).reduce((sum, line) => sum + this.lineHeight(line), 0);
  }

  /** Draws `segments` flush with the right edge, line under line, from the document's current y. */
  draw(segments: readonly Segment[]): void {
    const { doc } = this;
    for (const pieces of rtlLines(segments, this.measure, this.width)) {
      if (doc.y + this.lineHeight(pieces) > this.bottom) doc.addPage();
      const y = doc.y;
      let x = this.left + this.width - pieces.reduce((sum, piece) => sum + piece.width, 0);
      for (const piece of pieces) {
        if (!isSpace(piece.text))
          doc
            .font(piece.font)
            .fontSize(piece.size)
            .fillColor(piece.color)
            .text(drawnText(piece), x, y, { lineBreak: false, link: piece.link, underline: false });
        x += piece.width;
      }
      doc.x = this.left;
      doc.y = y + this.lineHeight(pieces);
    }
  }
}
