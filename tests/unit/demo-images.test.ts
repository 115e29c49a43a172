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

/**
 * The demo's six cube faces are one family: the same dark surface with a hairline edge, the
 * skill's name in white (no brand colours side by side on a turning cube).
 */
const cube = DEMO_USER.skillsCubeImg as Record<string, string>;
const faces = Object.keys(cube)
  .filter((key) => /^image\d$/.test(key))
  .map((key) => cube[key]);

test('the demo cube has six faces', () => expect(faces).toHaveLength(6));

test.each(faces)('the cube face %s is the shared surface, its text white', async (face) => {
  const { data, info } = await sharp(path.join('public', face))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const key = [data[i], data[i + 1], data[i + 2]].map((v) => Math.round(v / 8)).join(',');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [commonest, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
  // Most of the face is the surface (#151b2b, within WebP's rounding).
  expect(count / (info.width * info.height)).toBeGreaterThan(0.6);
  const [r, g, b] = commonest.split(',').map((v) => Number(v) * 8);
  expect(Math.abs(r - 0x15) + Math.abs(g - 0x1b) + Math.abs(b - 0x2b)).toBeLessThan(24);
});
