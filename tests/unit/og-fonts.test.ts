/** lib/og-fonts.ts: card text reduced to what the shipped fonts draw, so next/og never fetches a glyph. */
import { OG_CARD_TEXT, loadOgFonts } from '@/lib/og-fonts';

const R = OG_CARD_TEXT.replacement;

describe('drawable card text', () => {
  it.each([
    ['Zed 😀 诺瓦', `Zed ${R}${R}`],
    ['שלום नमस्ते Ωμέγα Привет Tiếng Việt', 'שלום नमस्ते Ωμέγα Привет Tiếng Việt'],
    // Arabic letters are in Vazirmatn; a card joins and orders them before drawing (og-rtl.test.ts).
    ['مرحبا', 'مرحبا'],
    ['Ze\u0301d q\u0303 a\u0308\u0301', 'Zéd q ä'],
    ['👨‍👩‍👧 family 🇫🇷 1\uFE0F\u20E3 ©', 'family 1 ©'],
    ['𝐀 math\tand\nlines', `${R} math and lines`],
  ])('%j → %j', async (text, drawable) => {
    expect((await loadOgFonts()).drawable(text)).toBe(drawable);
  });

  it('ships its fonts under distinct names, the site font first', async () => {
    const { fonts } = await loadOgFonts();
    expect(fonts[0].name).toBe('Poppins');
    expect(new Set(fonts.map((f) => f.name)).size).toBe(fonts.length);
  });
});
