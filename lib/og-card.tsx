import 'server-only';
import type { ReactElement } from 'react';
import { ImageResponse } from 'next/og';
import { OG_SIZE } from './og';
import { OG_FONT_FAMILY, type OgFonts } from './og-fonts';

export const CARD_BACKGROUND = 'linear-gradient(135deg, #0b0f1a 0%, #1b1035 100%)';

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
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: '80px',
          background: CARD_BACKGROUND,
          color: '#f1f3f8',
          fontFamily: OG_FONT_FAMILY,
        }}
      >
        <div style={{ display: 'flex', fontSize: 72 }}>{fonts.drawable(fallback.heading)}</div>
        <div style={{ display: 'flex', height: 10, width: 220, marginTop: 48, background: fallback.color }} />
      </div>,
      fonts,
    );
  }
}
