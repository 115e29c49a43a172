import bidiFactory from 'bidi-js';

/*
 * Right-to-left text for the résumé PDF. The PDF library joins Arabic letters (its font engine
 * shapes a word and lays an Arabic one out right to left) but orders neither the words of a line
 * nor a Latin name, a number or a bracket inside Arabic text. So lines are laid out here: words
 * fill lines, flush with the right edge; the Unicode Bidirectional Algorithm (bidi-js) gives each
 * character its level, a paragraph its direction from its first letter (an English text left
 * untranslated stays English, its full stop at its end), and the pieces of a line are put in
 * their visual order (the algorithm's rule L2); a right-to-left piece's brackets are mirrored.
 */

const bidi = bidiFactory();

/** A piece of a paragraph with its look: the label and the value of "Email: …" differ. */
export interface Segment {
  text: string;
  font: string;
  size: number;
  color: string;
  link?: string;
  /** Always left to right as a whole (an address, a phone number: "+351 210 000 000"). */
  ltr?: boolean;
}

interface Word extends Segment {
  width: number;
  /** Each character's level (the algorithm's, or the part's own when it is kept left to right). */
  levels: readonly number[];
}

interface Piece extends Segment {
  width: number;
  level: number;
}

const SPACE = /^\s+$/;
/** Letters and digits the font engine itself lays out right to left. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Whether a text has no letter written right to left (an address, a phone number, a Latin name). */
export const hasNoRtlLetter = (text: string) => !/[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.test(text);

const reversed = (text: string) => [...text].reverse().join('');

/** A right-to-left piece's characters mirrored ("(" drawn as ")"), as the algorithm asks. */
const mirrored = (text: string) => [...text].map((c) => bidi.getMirroredCharacter(c) ?? c).join('');

/** What to hand the font engine so that a piece shows in its direction. */
function drawnText({ text, level }: Piece): string {
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

  private measure(segment: Segment, text: string) {
    return this.doc.font(segment.font).fontSize(segment.size).widthOfString(text);
  }

  /** The paragraphs of `segments` (split at line breaks), each a list of its parts. */
  private paragraphs(segments: readonly Segment[]): Segment[][] {
    const out: Segment[][] = [[]];
    for (const segment of segments)
      segment.text.split('\n').forEach((text, index) => {
        if (index > 0) out.push([]);
        out.at(-1)!.push({ ...segment, text });
      });
    return out;
  }

  /** A paragraph's lines, words in logical order, each word with its characters' levels. */
  private lines(paragraph: readonly Segment[]): Word[][] {
    const text = paragraph.map((part) => part.text).join('');
    const found = bidi.getEmbeddingLevels(text);
    const base = found.paragraphs[0]?.level ?? 1;
    const lines: Word[][] = [];
    let line: Word[] = [];
    let used = 0;
    const close = () => {
      // Spaces at a line's end are not drawn (the algorithm's rule L1 puts them at the paragraph's level).
      while (line.length > 0 && SPACE.test(line.at(-1)!.text)) line.pop();
      if (line.length > 0) lines.push(line);
      line = [];
      used = 0;
    };
    let at = 0;
    for (const part of paragraph) {
      // A part kept left to right: one level for all of it, above a right-to-left paragraph's.
      const ltrLevel = base % 2 === 1 ? base + 1 : base;
      for (const piece of part.text.split(/(\s+)/)) {
        if (piece === '') continue;
        const levels = part.ltr
          ? [...piece].map(() => ltrLevel)
          : Array.from(found.levels.subarray(at, at + piece.length));
        at += piece.length;
        if (SPACE.test(piece)) {
          if (line.length === 0) continue;
          const space = this.measure(part, ' ');
          line.push({ ...part, text: ' ', width: space, levels: [levels[0]] });
          used += space;
          continue;
        }
        const width = this.measure(part, piece);
        if (used + width > this.width && line.length > 0) close();
        line.push({ ...part, text: piece, width, levels });
        used += width;
      }
    }
    close();
    return lines;
  }

  /** A line's pieces in visual order, left to right: each of one level, reversed as rule L2 says. */
  private visual(line: readonly Word[]): Piece[] {
    const pieces: Piece[] = [];
    for (const word of line) {
      let start = 0;
      for (let i = 1; i <= word.text.length; i++) {
        if (i < word.text.length && word.levels[i] === word.levels[start]) continue;
        const text = word.text.slice(start, i);
        const width = text === word.text ? word.width : this.measure(word, text);
        pieces.push({ ...word, text, width, level: word.levels[start] });
        start = i;
      }
    }
    const highest = Math.max(...pieces.map((piece) => piece.level));
    const lowestOdd = Math.min(...pieces.map((piece) => (piece.level % 2 === 1 ? piece.level : Infinity)));
    for (let level = highest; level >= lowestOdd; level--) {
      for (let i = 0; i < pieces.length;) {
        if (pieces[i].level < level) {
          i++;
          continue;
        }
        let end = i;
        while (end < pieces.length && pieces[end].level >= level) end++;
        pieces.splice(i, end - i, ...pieces.slice(i, end).reverse());
        i = end;
      }
    }
    return pieces;
  }

  private lineHeight(line: readonly Segment[]) {
    const tallest = line.reduce((a, b) => (b.size > a.size ? b : a));
    return this.doc.font(tallest.font).fontSize(tallest.size).currentLineHeight(true) + this.lineGap;
  }

  /** How tall `segments` are when drawn. */
  height(segments: readonly Segment[]): number {
    return this.paragraphs(segments)
      .flatMap((paragraph) => this.lines(paragraph))
      .reduce((sum, line) => sum + this.lineHeight(line), 0);
  }

  /** Draws `segments` flush with the right edge, line under line, from the document's current y. */
  draw(segments: readonly Segment[]): void {
    const { doc } = this;
    for (const line of this.paragraphs(segments).flatMap((paragraph) => this.lines(paragraph))) {
      if (doc.y + this.lineHeight(line) > this.bottom) doc.addPage();
      const y = doc.y;
      const pieces = this.visual(line);
      let x = this.left + this.width - pieces.reduce((sum, piece) => sum + piece.width, 0);
      for (const piece of pieces) {
        if (!SPACE.test(piece.text))
          doc
            .font(piece.font)
            .fontSize(piece.size)
            .fillColor(piece.color)
            .text(drawnText(piece), x, y, { lineBreak: false, link: piece.link, underline: false });
        x += piece.width;
      }
      doc.x = this.left;
      doc.y = y + this.lineHeight(line);
    }
  }
}
