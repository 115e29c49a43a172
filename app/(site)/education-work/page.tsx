import type { Metadata } from 'next';
import { EducationWork } from '@/components/sections/education-work';
import { RouteHeading } from '@/components/site/route-heading';
import { getSections } from '@/lib/site-content/read';
import { routeMetadata } from '@/lib/seo';

/** What this page shows, and what its metadata reads: its cache fills read these sections only. */
const SECTIONS = ['about', 'educationTimeline', 'workTimeline'] as const;

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/education-work', await getSections(SECTIONS));
}

export default async function Page() {
  const content = await getSections(SECTIONS);
  return (
    <>
      <RouteHeading href="/education-work" />
      <EducationWork education={content.educationTimeline} work={content.workTimeline} />
    </>
  );
}
