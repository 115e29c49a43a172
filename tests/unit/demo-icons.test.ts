/**
 * The demo owner's social icons (the footer's row) are drawn in one colour: a neutral tile with a
 * white glyph, each the same slate, so no network's brand colour shouts; the link's own colour is
 * its hover ring (components/site/footer.module.scss).
 */
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_USER } from '@/lib/content/demo';

const icons = Object.values(DEMO_USER.socialLinks as Record<string, { icon: string }>).map((link) => link.icon);

test('the demo has its three social icons, each a file of the demo folder', () => {
  expect(icons).toHaveLength(3);
  for (const icon of icons) expect(icon).toMatch(/^\/demo\/icon-[a-z]+\.png$/);
});

test.each(icons)('%s is one neutral colour and white, nothing else', async (icon) => {
  const { data } = await sharp(path.join('public', icon)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const tiles = new Set<string>();
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] < 250) continue;
    const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
    // Grey-blue at most: no channel far from the others (a brand's blue or yellow is).
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(0x1f);
    if (r < 0x80) tiles.add(`${r},${g},${b}`);
  }
  // The tile itself is one colour (its anti-aliased edges blend towards white, which is lighter).
  expect([...tiles]).toContain('71,80,102');
});
