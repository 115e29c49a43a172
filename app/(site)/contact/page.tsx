import type { Metadata } from 'next';
import { Contact } from '@/components/sections/contact';
import { getData } from '@/lib/content/get-data';
import { routeMetadata } from '@/lib/seo';

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/contact', await getData('user'));
}

export default async function Page() {
  const content = await getData('user');
  return <Contact about={content.about} />;
}
