import type { Metadata } from 'next';
import { About } from '@/components/sections/about';
import { Banner } from '@/components/sections/banner';
import { Contact } from '@/components/sections/contact';
import { EducationWork } from '@/components/sections/education-work';
import { Projects } from '@/components/sections/projects';
import { PersonJsonLd } from '@/components/sections/person-json-ld';
import { Skills } from '@/components/sections/skills';
import { PROJECT_KEYS } from '@/lib/content/schemas';
import { env } from '@/lib/env';
import { pageContent } from '@/lib/languages/read';
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
  const [content, language] = await pageContent(SECTIONS);
  return routeMetadata('/', content, language);
}

export default async function HomePage() {
  const [content, { words, prefix, tag }] = await pageContent(SECTIONS);
  return (
    <>
      <PersonJsonLd content={content} siteUrl={env().siteUrl} />
      <Banner home={content.home} about={content.about} words={words} prefix={prefix} />
      {/* The work first: a visitor sees what the owner built right under who they are. */}
      <Projects content={content} words={words} prefix={prefix} />
      <About about={content.about} words={words} prefix={prefix} portrait={false} />
      <EducationWork education={content.educationTimeline} work={content.workTimeline} words={words} />
      <Skills skills={content.skills} languages={content.languagesKnown} cube={content.skillsCubeImg} words={words} />
      <Contact about={content.about} words={words} language={tag} />
    </>
  );
}
