import type { Metadata } from 'next';
import { Contact } from '@/components/sections/contact';
import { RouteHeading } from '@/components/site/route-heading';
import { getSections } from '@/lib/site-content/read';
import { routeMetadata } from '@/lib/seo';

/** What this page shows, and what its metadata reads: its cache fills read these sections only. */
const SECTIONS = ['about'] as const;

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/contact', await getSections(SECTIONS));
}

export default async function Page() {
  const content = await getSections(SECTIONS);
  return (
    <>
      <RouteHeading href="/contact" />
      <Contact about={content.about} />
    </>
  );
}
