import bidiFactory from 'bidi-js';

/*
 * Lines of right-to-left text for what draws text itself (the résumé PDF, the social cards):
 * words fill lines of a given width; the Unicode Bidirectional Algorithm (bidi-js) gives each
 * character its level, a paragraph its direction from its first letter (an English text left
 * untranslated stays English, its full stop last), and the pieces of a line are put in their
 * visual order, left to right (the algorithm's rule L2). A part marked `ltr` (an address, a phone
 * number) reads left to right as a whole. Neither pdfkit nor the card renderer orders a line.
 */

const bidi = bidiFactory();

/** A run of a paragraph's text with what it is drawn with (its font, colour, link…). */
export interface Part {
  text: string;
  /** Always left to right as a whole (an address, a phone number: "+351 210 000 000"). */
  ltr?: boolean;
}

/** A piece of a line: one level, one part. */
export type Piece<P extends Part> = P & { width: number; level: number };

type Word<P extends Part> = P & { width: number; levels: readonly number[] };

const SPACE = /^\s+$/;
/** Arabic-script letters and digits (font engines lay them out right to left). */
export const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Whether a text has no letter written right to left (an address, a phone number, a Latin name). */
export const hasNoRtlLetter = (text: string) => !/[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.test(text);

export const reversed = (text: string) => [...text].reverse().join('');

/** A right-to-left piece's characters mirrored ("(" drawn as ")"), as the algorithm asks. */
export const mirrored = (text: string) => [...text].map((c) => bidi.getMirroredCharacter(c) ?? c).join('');

/** A paragraph's lines, words in logical order, each word with its characters' levels. */
function wrap<P extends Part>(paragraph: readonly P[], measure: (part: P, text: string) => number, width: number) {
  const text = paragraph.map((part) => part.text).join('');
  const found = bidi.getEmbeddingLevels(text);
  const base = found.paragraphs[0]?.level ?? 1;
  // A part kept left to right: one level for all of it, above a right-to-left paragraph's.
  const ltrLevel = base % 2 === 1 ? base + 1 : base;
  const lines: Word<P>[][] = [];
  let line: Word<P>[] = [];
  let used = 0;
  const close = () => {
    // Spaces at a line's end are not drawn (rule L1 puts them at the paragraph's level).
    while (line.length > 0 && SPACE.test(line.at(-1)!.text)) line.pop();
    if (line.length > 0) lines.push(line);
    line = [];
    used = 0;
  };
  let at = 0;
  for (const part of paragraph) {
    for (const piece of part.text.split(/(\s+)/)) {
      if (piece === '') continue;
      // One level per UTF-16 unit, as the algorithm's are (an emoji takes two).
      const levels = part.ltr
        ? Array<number>(piece.length).fill(ltrLevel)
        : Array.from(found.levels.subarray(at, at + piece.length));
      at += piece.length;
      if (SPACE.test(piece)) {
        if (line.length === 0) continue;
        const space = measure(part, ' ');
        line.push({ ...part, text: ' ', width: space, levels: [levels[0]] });
        used += space;
        continue;
      }
      const wide = measure(part, piece);
      if (used + wide > width && line.length > 0) close();
      line.push({ ...part, text: piece, width: wide, levels });
      used += wide;
    }
  }
  close();
  return lines;
}

/** A line's pieces in visual order, left to right: each of one level, reversed as rule L2 says. */
function visual<P extends Part>(line: readonly Word<P>[], measure: (part: P, text: string) => number): Piece<P>[] {
  const pieces: Piece<P>[] = [];
  for (const word of line) {
    const { levels, ...part } = word;
    let start = 0;
    for (let i = 1; i <= word.text.length; i++) {
      if (i < word.text.length && levels[i] === levels[start]) continue;
      const text = word.text.slice(start, i);
      const width = text === word.text ? word.width : measure(word, text);
      pieces.push({ ...(part as unknown as P), text, width, level: levels[start] });
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

/**
 * `parts` (split into paragraphs at line breaks) as lines of at most `width`, each line's pieces
 * in visual order, left to right; `measure` gives a text's width as drawn with its part's look.
 */
export function rtlLines<P extends Part>(
  parts: readonly P[],
  measure: (part: P, text: string) => number,
  width: number,
): Piece<P>[][] {
  const paragraphs: P[][] = [[]];
  for (const part of parts)
    part.text.split('\n').forEach((text, index) => {
      if (index > 0) paragraphs.push([]);
      paragraphs.at(-1)!.push({ ...part, text });
    });
  return paragraphs.flatMap((paragraph) => wrap(paragraph, measure, width).map((line) => visual(line, measure)));
}

export const isSpace = (text: string) => SPACE.test(text);
