import type { Metadata } from 'next';
import { Projects } from '@/components/sections/projects';
import { RouteHeading } from '@/components/site/route-heading';
import { getSections } from '@/lib/site-content/read';
import { PROJECT_KEYS } from '@/lib/content/schemas';
import { routeMetadata } from '@/lib/seo';

/** What this page shows, and what its metadata reads: its cache fills read these sections only. */
const SECTIONS = ['about', ...PROJECT_KEYS] as const;

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/projects', await getSections(SECTIONS));
}

export default async function Page() {
  const content = await getSections(SECTIONS);
  return (
    <>
      <RouteHeading href="/projects" />
      <Projects content={content} leadImage />
    </>
  );
}
