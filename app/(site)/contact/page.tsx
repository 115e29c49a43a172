import type { Metadata } from 'next';
import { Contact } from '@/components/sections/contact';
import { RouteHeading } from '@/components/site/route-heading';
import { getData } from '@/lib/content/get-data';
import { routeMetadata } from '@/lib/seo';

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/contact', await getData('user'));
}

export default async function Page() {
  const content = await getData('user');
  return (
    <>
      <RouteHeading href="/contact" />
      <Contact about={content.about} />
    </>
  );
}
