import type { Metadata } from 'next';
import { About } from '@/components/sections/about';
import { Banner } from '@/components/sections/banner';
import { Contact } from '@/components/sections/contact';
import { EducationWork } from '@/components/sections/education-work';
import { Projects } from '@/components/sections/projects';
import { PersonJsonLd } from '@/components/sections/person-json-ld';
import { Skills } from '@/components/sections/skills';
import { getSections } from '@/lib/site-content/read';
import { PROJECT_KEYS } from '@/lib/content/schemas';
import { env } from '@/lib/env';
import { routeMetadata } from '@/lib/seo';

/** Every section but the notes (the layout reads what it shows of them): its cache fills read these only. */
const SECTIONS = [
  'about',
  'home',
  'educationTimeline',
  'workTimeline',
  'skills',
  'languagesKnown',
  'skillsCubeImg',
  ...PROJECT_KEYS,
  'socialLinks',
] as const;

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/', await getSections(SECTIONS));
}

export default async function HomePage() {
  const content = await getSections(SECTIONS);
  return (
    <>
      <PersonJsonLd content={content} siteUrl={env().siteUrl} />
      <Banner home={content.home} about={content.about} />
      {/* The work first: a visitor sees what the owner built right under who they are. */}
      <Projects content={content} />
      <About about={content.about} portrait={false} />
      <EducationWork education={content.educationTimeline} work={content.workTimeline} />
      <Skills skills={content.skills} languages={content.languagesKnown} cube={content.skillsCubeImg} />
      <Contact about={content.about} />
    </>
  );
}
