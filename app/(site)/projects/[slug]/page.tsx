import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { ProjectJsonLd, ProjectPage } from '@/components/sections/project-page';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { projectSlugParams } from '@/lib/content/get-data';
import { redirectUnknown } from '@/lib/site-content/read';
import { findProject, nextProject } from '@/lib/content/projects';
import { PROJECT_KEYS } from '@/lib/content/schemas';
import { env } from '@/lib/env';
import { localHref } from '@/lib/languages/paths';
import { pageContent } from '@/lib/languages/read';
import { projectMetadata } from '@/lib/seo';

/**
 * Every project's page is built with the site; one added later renders on its first request and
 * is then kept like the others. Each render reads the three project lists and the owner's name,
 * so a change to any of them rebuilds it.
 */
export const generateStaticParams = projectSlugParams;

const SECTIONS = [...PROJECT_KEYS, 'about'] as const;

// A project added after the build: its first visitor waits for the whole page, which is then kept
// like the others (rather than a shell without the project streaming it in).
export const instant = false;

export async function generateMetadata({ params }: PageProps<'/projects/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const [content, language] = await pageContent(SECTIONS);
  const lookup = findProject(content, slug);
  return 'found' in lookup ? projectMetadata(lookup.found.project, content, language) : {};
}

export default async function Page({ params }: PageProps<'/projects/[slug]'>) {
  const { slug } = await params;
  const [content, { words, prefix }] = await pageContent(SECTIONS);
  const lookup = findProject(content, slug);
  // A slug an earlier title gave the project: its address moved for good (in the page's language).
  if ('movedTo' in lookup) permanentRedirect(localHref(prefix, PROJECT_PAGE.href(lookup.movedTo)));
  if ('missing' in lookup) return redirectUnknown();
  const { project } = lookup.found;
  return (
    <>
      <ProjectJsonLd
        project={project}
        ownerName={content.about.fullName}
        siteUrl={env().siteUrl}
        words={words}
        prefix={prefix}
      />
      <ProjectPage
        project={project}
        next={nextProject(content, project.slug)?.project ?? null}
        words={words}
        prefix={prefix}
      />
    </>
  );
}
