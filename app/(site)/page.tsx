import type { Metadata } from 'next';
import { About } from '@/components/sections/about';
import { Banner } from '@/components/sections/banner';
import { Contact } from '@/components/sections/contact';
import { EducationWork } from '@/components/sections/education-work';
import { Projects } from '@/components/sections/projects';
import { PersonJsonLd } from '@/components/sections/person-json-ld';
import { Skills } from '@/components/sections/skills';
import { getData } from '@/lib/content/get-data';
import { env } from '@/lib/env';
import { routeMetadata } from '@/lib/seo';

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/', await getData('user'));
}

export default async function HomePage() {
  const content = await getData('user');
  return (
    <>
      <PersonJsonLd content={content} siteUrl={env().siteUrl} />
      <Banner home={content.home} about={content.about} />
      <About about={content.about} />
      <EducationWork education={content.educationTimeline} work={content.workTimeline} />
      <Skills skills={content.skills} languages={content.languagesKnown} cube={content.skillsCubeImg} />
      <Projects content={content} />
      <Contact about={content.about} />
    </>
  );
}
