import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReactElement } from 'react';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { getMediaStore } from './media';
import { OG_SIZE } from './og';
import { OG_FONT_FAMILY, loadOgFonts, type OgFonts } from './og-fonts';
import { hasNoRtlLetter } from '@/lib/languages/rtl-layout';

const CARD = {
  width: '100%',
  height: '100%',
  display: 'flex',
  background: 'linear-gradient(135deg, #0b0f1a 0%, #1b1035 100%)',
  color: '#f1f3f8',
  fontFamily: OG_FONT_FAMILY,
} as const;
/** A card of text only, centred from top to bottom (a page's card, and the plain card). */
export const TEXT_CARD = { ...CARD, flexDirection: 'column', justifyContent: 'center', padding: '80px' } as const;

/**
 * A content image as a PNG data URL the card renderer can draw: a file under /demo/ or an
 * upload, re-encoded (the renderer reads neither WebP nor AVIF). A remote image is left out, so
 * drawing a card never depends on another site; so is an image that cannot be read.
 */
async function cardImage(src: string, size: { width: number; height: number }): Promise<string | null> {
  let bytes: Buffer | null = null;
  try {
    if (src.startsWith('/demo/')) bytes = await readFile(path.join(process.cwd(), 'public', src));
    else if (src.startsWith('/media/')) bytes = (await getMediaStore().get(src.slice('/media/'.length)))?.bytes ?? null;
    if (!bytes) return null;
    const png = await sharp(bytes).resize(size.width, size.height, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch (error) {
    console.error(`Could not draw the image ${src} on a social card:`, error);
    return null;
  }
}

async function png(element: ReactElement, fonts: OgFonts): Promise<Uint8Array<ArrayBuffer>> {
  const image = new ImageResponse(element, { ...OG_SIZE, fonts: fonts.fonts });
  return new Uint8Array(await image.arrayBuffer());
}

/**
 * `element` drawn as a PNG with the local fonts only; its text must have gone through
 * `fonts.drawable`, so the renderer never asks another site for a glyph. Should drawing still fail,
 * a plain card with `heading` (a fixed label) is drawn instead: a card always answers, and what is
 * kept in the cache is that card, not an error every crawler would retry.
 */
export async function drawCardPng(
  element: ReactElement,
  fonts: OgFonts,
  fallback: { heading: string; color: string },
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await png(element, fonts);
  } catch (error) {
    console.error(`Could not draw the social card "${fallback.heading}"; drawing the plain card instead:`, error);
    return png(
      <div style={TEXT_CARD}>
        <div style={{ display: 'flex', fontSize: 72 }}>{fonts.drawable(fallback.heading)}</div>
        <div style={{ display: 'flex', height: 10, width: 220, marginTop: 48, background: fallback.color }} />
      </div>,
      fonts,
    );
  }
}

/**
 * A card's text at `size` px in a box `width` px wide: as it is, or, with right-to-left letters, as
 * lines already joined and ordered (OgFonts.rtlLines), flush right on a right-to-left card.
 */
export function cardText(
  fonts: OgFonts,
  text: string,
  { size, width, rtl, style = {} }: { size: number; width: number; rtl?: boolean; style?: Record<string, unknown> },
): ReactElement {
  if (!rtl && hasNoRtlLetter(text))
    return <div style={{ display: 'flex', fontSize: size, ...style }}>{fonts.drawable(text)}</div>;
  // Right-to-left letters (a right-to-left card, or an Arabic name on another's) are joined and ordered first.
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: rtl ? 'flex-end' : 'flex-start',
        fontSize: size,
        ...style,
      }}
    >
      {fonts.rtlLines(text, size, width).map((line, index) => (
        <div key={index} style={{ display: 'flex' }}>
          {line}
        </div>
      ))}
    </div>
  );
}

/** What the card of an item (a project, a note) shows: a line above its title, the title, a line below, its image at the right. */
interface ItemCard {
  kicker: string;
  title: string;
  detail?: string;
  /** Font sizes of the line above, the title and the line below, in px. */
  sizes: readonly [number, number, number];
  image: { src: string; width: number; height: number };
  color: string;
  /** The plain card's heading, should drawing fail (see drawCardPng). */
  heading: string;
  /** A right-to-left language's card: its text flush right, its image at the left. */
  rtl?: boolean;
}

/** An item card's size less its padding (70 px each side), and the gap beside its image. */
const ITEM_TEXT = { width: 1200 - 140, gap: 48 } as const;

/** An item's card as a PNG, with the local fonts only. */
export async function drawItemCard(card: ItemCard): Promise<Uint8Array<ArrayBuffer>> {
  const [fonts, image] = await Promise.all([loadOgFonts(), cardImage(card.image.src, card.image)]);
  const [kickerSize, titleSize, detailSize] = card.sizes;
  const { rtl } = card;
  const width = ITEM_TEXT.width - (image ? card.image.width + ITEM_TEXT.gap : 0);
  return drawCardPng(
    <div style={{ ...CARD, alignItems: 'center', padding: '70px', flexDirection: rtl ? 'row-reverse' : 'row' }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          ...(rtl ? { alignItems: 'flex-end' } : {}),
          flex: 1,
          [rtl ? 'paddingLeft' : 'paddingRight']: image ? ITEM_TEXT.gap : 0,
        }}
      >
        {cardText(fonts, card.kicker, { size: kickerSize, width, rtl, style: { color: card.color } })}
        {cardText(fonts, card.title, { size: titleSize, width, rtl, style: { lineHeight: 1.1, marginTop: 16 } })}
        {card.detail
          ? cardText(fonts, card.detail, { size: detailSize, width, rtl, style: { marginTop: 24, color: '#b4bacb' } })
          : null}
        <div
          style={{ display: 'flex', height: 10, width: 220, marginTop: 40, background: card.color, borderRadius: 5 }}
        />
      </div>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn into the PNG, not a page image
        <img src={image} alt="" width={card.image.width} height={card.image.height} style={{ borderRadius: 24 }} />
      ) : null}
    </div>,
    fonts,
    { heading: card.heading, color: card.color },
  );
}

/** The answer to a request for a card: the PNG, or 404 when no page or item has the slug asked for. */
export function itemCardResponse(card: Uint8Array<ArrayBuffer> | null): Response {
  if (!card) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(card, { headers: { 'Content-Type': 'image/png' } });
}
