import type { Metadata } from 'next';
import { EducationWork } from '@/components/sections/education-work';
import { RouteHeading } from '@/components/site/route-heading';
import { getData } from '@/lib/content/get-data';
import { routeMetadata } from '@/lib/seo';

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/education-work', await getData('user'));
}

export default async function Page() {
  const content = await getData('user');
  return (
    <>
      <RouteHeading href="/education-work" />
      <EducationWork education={content.educationTimeline} work={content.workTimeline} />
    </>
  );
}
