import { connection } from 'next/server';
import { LinkGone, ShareOverview } from '@/components/share/share-overview';
import { allProjects } from '@/lib/content/projects';
import { pageWords } from '@/lib/languages/read';
import { linkContent, linkMetadata } from '@/lib/share-links/page-data';
import { openLink } from '@/lib/share-links/visit';

// Rendered per request (the link's small config and state); the sections it shows come from the
// cached readers. Unknown, expired and revoked links get the same page after the same delay.
export const instant = false;

export const generateMetadata = linkMetadata;

export default async function Page({ params }: PageProps<'/for/[token]'>) {
  await connection();
  const { token } = await params;
  const [link, content, { words, prefix }] = await Promise.all([openLink(token), linkContent(), pageWords()]);
  if (!link) return <LinkGone ownerName={content.about.fullName} words={words} />;
  const bySlug = new Map(allProjects(content).map(({ project }) => [project.slug, project]));
  const projects = link.projects.map((slug) => bySlug.get(slug)).filter((project) => project !== undefined);
  return (
    <ShareOverview
      token={token}
      ownerName={content.about.fullName}
      summary={link.summary}
      projects={projects}
      resume={link.variant === 'none' ? null : link.variant}
      words={words}
      prefix={prefix}
    />
  );
}
