/**
 * The size an image of `width` × `height` is drawn at so that its longest side is at most
 * `maxSide`: the same proportions, rounded to whole pixels (at least 1), never enlarged.
 */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  if (!(width > 0) || !(height > 0) || !(maxSide > 0)) throw new RangeError('Sizes must be positive');
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  // The longest side is exactly maxSide (no rounding drift past the bound).
  return width >= height
    ? { width: maxSide, height: Math.max(1, Math.round(height * scale)) }
    : { width: Math.max(1, Math.round(width * scale)), height: maxSide };
}
