import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { cacheLife } from 'next/cache';
import { getPublishedSections } from '@/lib/content/get-data';
import { OG_PAGES, OG_SIZE } from '@/lib/og';

export function generateStaticParams() {
  return OG_PAGES.map((p) => ({ page: p.slug }));
}

/** The social-card image of each public route, drawn at build with the local font and kept until the sections it shows change. */
export async function GET(_request: Request, { params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  const meta = OG_PAGES.find((p) => p.slug === page);
  if (!meta) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(await drawCard(meta.slug), { headers: { 'Content-Type': 'image/png' } });
}

async function drawCard(slug: string): Promise<Uint8Array<ArrayBuffer>> {
  'use cache';
  cacheLife('max');
  const meta = OG_PAGES.find((p) => p.slug === slug) ?? OG_PAGES[0];
  const [content, font] = await Promise.all([
    getPublishedSections(['about', 'home']),
    readFile(path.join(process.cwd(), 'app/fonts/poppins-latin-700-normal.woff')),
  ]);
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '80px',
        background: 'linear-gradient(135deg, #0b0f1a 0%, #1b1035 100%)',
        color: '#f1f3f8',
        fontFamily: 'Poppins',
      }}
    >
      <div style={{ display: 'flex', fontSize: 36, color: meta.color }}>{meta.label}</div>
      <div style={{ display: 'flex', fontSize: 96, lineHeight: 1.1, marginTop: 16 }}>{content.about.fullName}</div>
      <div style={{ display: 'flex', fontSize: 40, marginTop: 24, color: '#b4bacb' }}>{content.home.taglines[0]}</div>
      <div
        style={{ display: 'flex', height: 10, width: 220, marginTop: 48, background: meta.color, borderRadius: 5 }}
      />
    </div>,
    { ...OG_SIZE, fonts: [{ name: 'Poppins', data: font, weight: 700, style: 'normal' }] },
  );
  return new Uint8Array(await image.arrayBuffer());
}
