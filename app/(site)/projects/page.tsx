import type { Metadata } from 'next';
import { Projects } from '@/components/sections/projects';
import { RouteHeading } from '@/components/site/route-heading';
import { getData } from '@/lib/content/get-data';
import { routeMetadata } from '@/lib/seo';

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/projects', await getData('user'));
}

export default async function Page() {
  const content = await getData('user');
  return (
    <>
      <RouteHeading href="/projects" />
      <Projects content={content} leadImage />
    </>
  );
}
