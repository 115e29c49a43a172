import { UPLOAD } from '@/lib/media/upload-limits';
import { fitWithin } from '@/lib/media/fit-within';

describe('fitWithin: the size the browser shrinks a photo to before upload', () => {
  it.each([
    // A 12-megapixel phone photo, landscape and portrait.
    [4032, 3024, 2560, { width: 2560, height: 1920 }],
    [3024, 4032, 2560, { width: 1920, height: 2560 }],
    // Square, and very wide or tall (the short side never drops to 0).
    [5000, 5000, 2560, { width: 2560, height: 2560 }],
    [100_000, 10, 2560, { width: 2560, height: 1 }],
    [10, 100_000, 2560, { width: 1, height: 2560 }],
    // Rounded to whole pixels: 3000 × 1999 × 2560 / 3000 = 1705.81…
    [3000, 1999, 2560, { width: 2560, height: 1706 }],
    [2561, 1000, 2560, { width: 2560, height: 1000 }],
  ])('%i × %i within %i', (width, height, maxSide, expected) => {
    expect(fitWithin(width, height, maxSide)).toEqual(expected);
  });

  it('never enlarges: an image within the bound keeps its size', () => {
    expect(fitWithin(2560, 1440, 2560)).toEqual({ width: 2560, height: 1440 });
    expect(fitWithin(800, 600, 2560)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1, 1, 2560)).toEqual({ width: 1, height: 1 });
  });

  it('keeps the longest side at the bound and the proportions within a pixel', () => {
    for (const [width, height] of [
      [4032, 3024],
      [6000, 4000],
      [2731, 4096],
      [7777, 3333],
    ]) {
      const fitted = fitWithin(width, height, UPLOAD.maxSidePx);
      expect(Math.max(fitted.width, fitted.height)).toBe(UPLOAD.maxSidePx);
      expect(Math.abs(fitted.width * height - fitted.height * width)).toBeLessThanOrEqual(Math.max(width, height));
    }
  });

  it('refuses sizes that are not positive', () => {
    expect(() => fitWithin(0, 10, 2560)).toThrow(RangeError);
    expect(() => fitWithin(10, Number.NaN, 2560)).toThrow(RangeError);
    expect(() => fitWithin(10, 10, 0)).toThrow(RangeError);
  });
});
