import type { Metadata } from 'next';
import { Skills } from '@/components/sections/skills';
import { RouteHeading } from '@/components/site/route-heading';
import { getData } from '@/lib/content/get-data';
import { routeMetadata } from '@/lib/seo';

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/skills', await getData('user'));
}

export default async function Page() {
  const content = await getData('user');
  return (
    <>
      <RouteHeading href="/skills" />
      <Skills skills={content.skills} languages={content.languagesKnown} cube={content.skillsCubeImg} lead />
    </>
  );
}
