import { connection } from 'next/server';
import { ProjectPage } from '@/components/sections/project-page';
import { ShareBeacon } from '@/components/share/share-beacon';
import { LinkGone } from '@/components/share/share-overview';
import styles from '@/components/share/share.module.scss';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { findProject } from '@/lib/content/projects';
import { localHref } from '@/lib/languages/paths';
import { pageWords } from '@/lib/languages/read';
import { linkContent, linkMetadata } from '@/lib/share-links/page-data';
import { openLink } from '@/lib/share-links/visit';

// A case study opened from a share link: the normal case study, with the way back to the page
// prepared for the visitor (see ../../page.tsx for how the link is read).
export const instant = false;

export const generateMetadata = linkMetadata;

export default async function Page({ params }: PageProps<'/for/[token]/projects/[slug]'>) {
  await connection();
  const { token, slug } = await params;
  const [link, content, { words, prefix }] = await Promise.all([openLink(token), linkContent(), pageWords()]);
  const lookup = findProject(content, slug);
  if (!link || !('found' in lookup)) return <LinkGone ownerName={content.about.fullName} words={words} />;
  const { project } = lookup.found;
  return (
    <>
      <aside className={styles.context} aria-label={words('share.preparedFor')}>
        <p>{words('share.caseStudyBar')}</p>
      </aside>
      <ProjectPage
        project={project}
        next={null}
        words={words}
        prefix={prefix}
        back={{ href: localHref(prefix, SHARE_LINKS.pageHref(token)), label: words('share.backToOverview') }}
      />
      <ShareBeacon token={token} slug={project.slug} />
    </>
  );
}
