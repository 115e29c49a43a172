import { pupilOffset } from '@/components/site/scroll-top-eyes';
import { SCROLL } from '@/lib/constants';

describe('pupilOffset', () => {
  it(`never moves a pupil more than ${SCROLL.pupilMaxPx} px on either axis`, () => {
    for (const [x, y] of [
      [10_000, 0],
      [-10_000, 10_000],
      [3, 4],
      [0, -999],
      [123, -456],
    ]) {
      const o = pupilOffset(0, 0, x, y, SCROLL.pupilMaxPx);
      expect(Math.abs(o.x)).toBeLessThanOrEqual(SCROLL.pupilMaxPx);
      expect(Math.abs(o.y)).toBeLessThanOrEqual(SCROLL.pupilMaxPx);
    }
  });
  it('looks towards the pointer, fully when it is far away', () => {
    expect(pupilOffset(0, 0, 1000, 0, SCROLL.pupilMaxPx)).toEqual({ x: SCROLL.pupilMaxPx, y: 0 });
    expect(pupilOffset(0, 0, 0, -1000, SCROLL.pupilMaxPx)).toEqual({ x: 0, y: -SCROLL.pupilMaxPx });
    const near = pupilOffset(0, 0, 10, 0, SCROLL.pupilMaxPx);
    expect(near.x).toBeGreaterThan(0);
    expect(near.x).toBeLessThan(SCROLL.pupilMaxPx);
    expect(pupilOffset(5, 5, 5, 5, SCROLL.pupilMaxPx)).toEqual({ x: 0, y: 0 });
  });
});
