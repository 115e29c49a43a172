import type { Metadata } from 'next';
import { About } from '@/components/sections/about';
import { RouteHeading } from '@/components/site/route-heading';
import { getData } from '@/lib/content/get-data';
import { routeMetadata } from '@/lib/seo';

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/about-me', await getData('user'));
}

export default async function Page() {
  const content = await getData('user');
  return (
    <>
      <RouteHeading href="/about-me" />
      <About about={content.about} lead />
    </>
  );
}
