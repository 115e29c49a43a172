import type { Metadata } from 'next';
import { Skills } from '@/components/sections/skills';
import { RouteHeading } from '@/components/site/route-heading';
import { getSections } from '@/lib/site-content/read';
import { routeMetadata } from '@/lib/seo';

/** What this page shows, and what its metadata reads: its cache fills read these sections only. */
const SECTIONS = ['about', 'skills', 'languagesKnown', 'skillsCubeImg'] as const;

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/skills', await getSections(SECTIONS));
}

export default async function Page() {
  const content = await getSections(SECTIONS);
  return (
    <>
      <RouteHeading href="/skills" />
      <Skills skills={content.skills} languages={content.languagesKnown} cube={content.skillsCubeImg} lead />
    </>
  );
}
