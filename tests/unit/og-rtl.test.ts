/**
 * A right-to-left social card's text: the card renderer neither joins Arabic letters nor orders a
 * line, so the text it gets is already joined (Unicode's presentation forms) and in visual order.
 */
import { rtlLines } from '@/lib/languages/rtl-layout';
import { loadOgFonts } from '@/lib/og-fonts';

describe('a right-to-left card’s text', () => {
  it('joins Arabic letters and orders each line for drawing left to right', async () => {
    const fonts = await loadOgFonts();
    // مع: meem (initial) then ain (final), read from the right: drawn ain first.
    expect(fonts.rtlLines('مع', 40, 1000)).toEqual(['\uFECA\uFEE3']);
    // A Latin name inside keeps its order, at the left of the Arabic before it.
    expect(fonts.rtlLines('مع React', 40, 1000)).toEqual(['React \uFECA\uFEE3']);
    // Brackets of right-to-left text are mirrored; a number keeps its order.
    expect(fonts.rtlLines('(مع) 2019', 40, 1000)).toEqual(['2019 (\uFECA\uFEE3)']);
    // Hebrew, which joins nothing, is only put in order.
    expect(fonts.rtlLines('שלום עולם', 40, 1000)).toEqual(['םלוע םולש']);
    // Too wide for one line: the first words on the first line, each line in visual order.
    const lines = fonts.rtlLines('مع مع مع مع مع مع مع مع', 40, 150);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toBe(Array(8).fill('\uFECA\uFEE3').join(' '));
  });

  it('keeps a left-to-right part whole, emoji and all, after the right-to-left label it follows', () => {
    const lines = rtlLines([{ text: 'البريد: ' }, { text: 'a😀b +351 210', ltr: true }], (_, text) => text.length, 100);
    expect(lines).toHaveLength(1);
    expect(lines[0].every((piece) => Number.isInteger(piece.level))).toBe(true);
    expect(lines[0].map((piece) => piece.text).join('')).toBe('a😀b +351 210 البريد:');
  });
});
