import { FRESH_START } from '@/lib/content/fresh-start-words';
import { IN_VIEW, PROJECT_TABS, PUBLIC_ROUTES } from '@/lib/constants';
import { PROJECT_PAGE } from '@/lib/client-constants';
import type { ProjectItem, ProjectKey, UserContent, WithId } from '@/lib/content/schemas';
import { plainText } from '@/lib/content/markdown';
import { hasLink } from '@/lib/format';
import { LINKED_TAB_SCRIPT, PROJECT_TAB_LIST, type ProjectsTabKey } from '@/lib/project-tabs';
import { ContentImage } from './content-image';
import { LinkIcon } from './link-icons';
import { ProjectTabs } from './project-tabs';
import { Reveal } from './reveal';
import { Section } from './section';
import styles from './projects.module.scss';

/** Characters of the description a card shows when the project has no summary of its own. */
const SUMMARY_MAX = 140;

/**
 * The card's one line under the title: the project's own summary when it has one, else the first
 * paragraph of its description as plain text, cut at a word near SUMMARY_MAX.
 */
function cardSummary(project: ProjectItem): string {
  const own = project.summary.trim();
  if (own) return own;
  const text = plainText(project.description.split(/\n\s*\n/)[0] ?? '');
  if (text.length <= SUMMARY_MAX) return text;
  const cut = text.slice(0, SUMMARY_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SUMMARY_MAX / 2)).trimEnd()}…`;
}

/**
 * The width a card's image is shown at, by how many cards its tab holds: three a row from lg,
 * one or two as halves of the row (see .grid in projects.module.scss); a phone's card is the
 * page's width less its side margins.
 */
function cardImageSizes(count: number): string {
  const wide =
    count <= 2
      ? '(min-width: 1200px) 590px, (min-width: 768px) 47vw'
      : '(min-width: 1200px) 380px, (min-width: 992px) 30vw, (min-width: 768px) 47vw';
  return `${wide}, calc(100vw - 2.5rem)`;
}

/** The project's Code and Live demo links (those it has), each with its icon and named with the project for assistive technology. */
export function ProjectLinks({ project, className }: { project: ProjectItem; className: string }) {
  const links = (
    [
      { kind: 'code', href: project.gitLink, label: PROJECT_PAGE.code, icon: 'code' },
      { kind: 'demo', href: project.demoLink, label: PROJECT_PAGE.demo, icon: 'external' },
    ] as const
  ).filter((link) => hasLink(link.href));
  if (links.length === 0) return null;
  return (
    <p className={className}>
      {links.map((link) => (
        <a key={link.kind} href={link.href} target="_blank" rel="noopener noreferrer" data-link={link.kind}>
          <LinkIcon name={link.icon} />
          {link.label}
          <span className="visually-hidden"> of {project.title}</span>
        </a>
      ))}
    </p>
  );
}

/**
 * Cards of projects in the given order (a tab's, or a share link's), each leading to `hrefOf` its
 * slug (under a share link, the link's own copy of the case study); `lead`: the first card's image
 * is the page's largest paint.
 *
 * A card: image first, then title, one line and the stack. The title's link covers the whole card
 * (its ::after), so the card is one target to its case study; Code and Live demo sit above that
 * layer, each a link of its own.
 */
export function ProjectCards({
  projects,
  hrefOf = PROJECT_PAGE.href,
  lead = true,
}: {
  projects: WithId<ProjectItem>[];
  hrefOf?: (slug: string) => string;
  lead?: boolean;
}) {
  return (
    <div className={styles.grid} data-count={Math.min(projects.length, 3)}>
      {projects.map((project, index) => {
        const summary = cardSummary(project);
        return (
          <Reveal key={project._id} as="article" threshold={IN_VIEW.projectCard} className={styles.card}>
            <div className={styles.media}>
              <ContentImage
                src={project.image}
                alt={project.imageAlt}
                width={800}
                height={500}
                sizes={cardImageSizes(projects.length)}
                className={styles.image}
                // The first card of the projects page is its largest paint: fetched at once, from <head>.
                priority={lead && index === 0}
              />
            </div>
            <div className={styles.body}>
              <h3 className={styles.title}>
                <a href={hrefOf(project.slug)} data-link="page" className={styles.cardLink}>
                  {project.title}
                </a>
              </h3>
              {summary && <p className={styles.summary}>{summary}</p>}
              {project.techstack !== '' ? <p className={styles.stack}>{project.techstack}</p> : null}
              <ProjectLinks project={project} className={styles.links} />
            </div>
          </Reveal>
        );
      })}
    </div>
  );
}

/**
 * `leadImage`: the page opens on this section (the projects page), so the first card's image of
 * the open tab ("All") is preloaded with high priority instead of waiting for layout to find it lazily.
 */
export function Projects({
  content,
  leadImage = false,
}: {
  content: Pick<UserContent, ProjectKey>;
  leadImage?: boolean;
}) {
  const panels = {
    all: <ProjectCards projects={PROJECT_TABS.flatMap((tab) => content[tab.field])} lead={leadImage} />,
    ...Object.fromEntries(
      PROJECT_TABS.map((tab) => [
        tab.key,
        content[tab.field].length === 0 ? (
          <p className={styles.empty}>No {tab.label} projects yet.</p>
        ) : (
          <ProjectCards projects={content[tab.field]} lead={false} />
        ),
      ]),
    ),
  } as Record<ProjectsTabKey, React.ReactNode>;

  return (
    <Section id="projects" title="My" highlight="Projects" accent={PUBLIC_ROUTES[4].accent}>
      {PROJECT_TABS.every((tab) => content[tab.field].length === 0) ? (
        // No project in any list (a fresh start): one line for the visitor rather than three empty tabs.
        <p className={styles.empty}>{FRESH_START.empty.projects}</p>
      ) : (
        <>
          <ProjectTabs tabs={PROJECT_TAB_LIST} panels={panels} />
          <script dangerouslySetInnerHTML={{ __html: LINKED_TAB_SCRIPT }} />
        </>
      )}
    </Section>
  );
}
