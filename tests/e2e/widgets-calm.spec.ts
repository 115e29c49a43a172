import { expect, test, type Locator, type Page } from '@playwright/test';
import { SKILL_CUBE_IMAGE_COUNT } from '@/lib/constants';

// This spec watches the site's motion: the visitor has not asked for less (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/**
 * The spec's widgets, calm and correct (issue 30): the skills cube shows each of its faces the
 * right way round, the marquee fades at its edges instead of cutting a word, and for visitors who
 * prefer reduced motion nothing of them moves.
 */

/** The element that turns (the cube), inside the one image the scene is to assistive technology. */
function cubeOf(page: Page): Locator {
  return page.getByRole('img', { name: /rotating cube/ }).locator('> div');
}

interface FacePose {
  alt: string;
  backface: string;
  /** Where the face's own right (x), down (y) and outward (z) directions point on screen. */
  x: [number, number, number];
  y: [number, number, number];
  z: [number, number, number];
}

/** Every face's orientation on screen now: the cube's computed transform times the face's own. */
function facePoses(cube: Locator): Promise<FacePose[]> {
  return cube.evaluate((el) => {
    const turn = new DOMMatrix(getComputedStyle(el).transform);
    return [...el.children].map((face) => {
      const m = turn.multiply(new DOMMatrix(getComputedStyle(face).transform));
      return {
        alt: face.querySelector('img')?.alt ?? '',
        backface: getComputedStyle(face).backfaceVisibility,
        x: [m.m11, m.m12, m.m13],
        y: [m.m21, m.m22, m.m23],
        z: [m.m31, m.m32, m.m33],
      };
    });
  });
}

/** The face turned most towards the visitor. */
const facing = (poses: FacePose[]) => poses.reduce((best, pose) => (pose.z[2] > best.z[2] ? pose : best));

/** Upright and not mirrored: its right points right, its down points down, it faces the visitor. */
function readsRightWayRound(pose: FacePose) {
  return { right: pose.x[0] > 0.8, down: pose.y[1] > 0.8, towardsVisitor: pose.z[2] > 0.8 };
}
const RIGHT_WAY_ROUND = { right: true, down: true, towardsVisitor: true };

test.describe('skills cube', () => {
  test('turns to each of its faces in turn and holds it the right way round, never showing a back', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/skills');
    const cube = cubeOf(page);
    const poses = await facePoses(cube);
    expect(poses).toHaveLength(SKILL_CUBE_IMAGE_COUNT);
    // A face seen from behind would be its mirror image: no face ever draws its back.
    expect(poses.map((pose) => pose.backface)).toEqual(poses.map(() => 'hidden'));

    // Stop the loop and look at it once in the middle of each face's share of it.
    const duration = await cube.evaluate((el) => {
      const [turning] = el.getAnimations();
      turning.pause();
      return Number(turning.effect!.getTiming().duration);
    });
    expect(duration).toBeGreaterThan(0);
    const shown: string[] = [];
    for (let i = 0; i < SKILL_CUBE_IMAGE_COUNT; i++) {
      const at = (duration * (i + 0.35)) / SKILL_CUBE_IMAGE_COUNT;
      await cube.evaluate((el, time) => (el.getAnimations()[0].currentTime = time), at);
      const front = facing(await facePoses(cube));
      expect(readsRightWayRound(front), `${front.alt} at ${Math.round(at)} ms`).toEqual(RIGHT_WAY_ROUND);
      shown.push(front.alt);
    }
    // Every image is shown, in the order of the owner's list (image 1 first).
    expect(shown).toEqual(poses.map((pose) => pose.alt));
  });

  test('with reduced motion it stands still, its first image the right way round', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/skills');
    const cube = cubeOf(page);
    expect(await cube.evaluate((el) => el.getAnimations().length)).toBe(0);
    const poses = await facePoses(cube);
    const front = facing(poses);
    expect(front.alt).toBe(poses[0].alt);
    expect(readsRightWayRound(front)).toEqual(RIGHT_WAY_ROUND);
  });
});

/** The colour stops of the band's mask image, as the browser computed it. */
function bandMask(page: Page): Promise<string> {
  return page
    .locator('[data-playing] > [aria-hidden="true"]')
    .evaluate((el) => getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage);
}

test.describe('skills marquee', () => {
  test('fades out at both edges while it moves, so no word is cut off', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/skills');
    await expect(page.locator('[data-playing]')).toHaveAttribute('data-playing', 'true');
    const mask = await bandMask(page);
    // Transparent at the left edge, opaque inside, transparent again at the right edge.
    expect(mask).toMatch(
      /^linear-gradient\(90deg, (transparent|rgba\(0, 0, 0, 0\)).*rgb\(0, 0, 0\).*(transparent|rgba\(0, 0, 0, 0\))\)$/,
    );

    // What the visitor sees: the band's outermost columns show (all but) only the page behind it.
    const band = page.locator('[data-playing] > [aria-hidden="true"]');
    // The colour behind the band: its nearest ancestor with a background of its own.
    const background = await band.evaluate((el) => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)') return colour;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    });
    const box = (await band.boundingBox())!;
    // Hovering stops the band (pause on hover): keep the pointer away from it.
    await page.mouse.move(0, 0);
    for (const x of [Math.ceil(box.x), Math.floor(box.x + box.width) - 1]) {
      const shot = await page.screenshot({ clip: { x, y: box.y, width: 1, height: box.height } });
      // A word cut at the edge would stand out at full contrast (100 and more from the page behind);
      // the fade's outermost pixel column may still carry a few per cent of a chip, by where the
      // band's edge falls within that pixel.
      expect(await farthestFrom(page, shot, background), `column at x=${x}`).toBeLessThanOrEqual(16);
    }
  });

  test('with reduced motion it stands still and shows every skill in full, unfaded', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/skills');
    await expect(page.locator('[data-playing]')).toHaveAttribute('data-playing', 'false');
    expect(await bandMask(page)).toBe('none');
    const band = page.locator('[data-playing] > [aria-hidden="true"]');
    const bandBox = (await band.boundingBox())!;
    const chips = band.locator('span');
    expect(await chips.count()).toBeGreaterThan(0);
    for (const chip of await chips.all()) {
      const box = (await chip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(bandBox.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(bandBox.x + bandBox.width + 0.5);
    }
  });
});

test.describe('scroll-top eyes', () => {
  test('with reduced motion the pupils look straight ahead and do not follow the pointer', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    const eyes = page.getByRole('button', { name: 'Scroll to top' });
    await expect(eyes).toBeVisible();
    const pupils = eyes.locator('[data-pupil]');
    for (const [x, y] of [
      [0, 0],
      [1270, 790],
    ]) {
      await page.mouse.move(x, y);
      await page.waitForTimeout(100);
      const transforms = await pupils.evaluateAll((els) => els.map((el) => getComputedStyle(el).transform));
      expect(transforms).toEqual(['none', 'none']);
    }

    // And they do follow it once the visitor no longer asks for reduced motion.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect
      .poll(async () => {
        // Moved again at each try: the first move may come before the page has heard of the change.
        await page.mouse.move(1270, 790);
        await page.mouse.move(0, 0);
        return pupils.first().evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).e);
      })
      .toBeLessThan(0);
  });
});

/**
 * How far (largest difference of one channel, 0-255) the farthest pixel of a screenshot is from
 * `colour` (rgb()): decoded by the page's own image decoder, so that the test needs no PNG library.
 */
async function farthestFrom(page: Page, png: Buffer, colour: string): Promise<number> {
  return page.evaluate(
    async ({ data, colour }) => {
      const expected = colour.match(/\d+/g)!.map(Number);
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let farthest = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        for (let channel = 0; channel < 3; channel++) {
          farthest = Math.max(farthest, Math.abs(pixels[i + channel] - expected[channel]));
        }
      }
      return farthest;
    },
    { data: png.toString('base64'), colour },
  );
}
