import { IN_VIEW, PROJECT_TABS, PUBLIC_ROUTES } from '@/lib/constants';
import { PROJECT_PAGE } from '@/lib/client-constants';
import type { ProjectItem, ProjectKey, UserContent, WithId } from '@/lib/content/schemas';
import { plainText } from '@/lib/content/markdown';
import { hasLink } from '@/lib/format';
import { localHref } from '@/lib/languages/paths';
import type { Words } from '@/lib/languages/words';
import { LINKED_TAB_SCRIPT, PROJECT_TAB_LIST, type ProjectsTabKey } from '@/lib/project-tabs';
import type { ReactNode } from 'react';
import { ContentImage } from './content-image';
import { LinkIcon } from './link-icons';
import { ProjectTabs } from './project-tabs';
import { Reveal } from './reveal';
import { hl, Section } from './section';
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

/** The words' text for assistive technology only (`<hidden>` in a message). */
const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>;

/** A tab's name: `projects.tabAll`, `projects.tabFrontend` … */
const TAB_WORDS = {
  all: 'projects.tabAll',
  frontend: 'projects.tabFrontend',
  fullstack: 'projects.tabFullstack',
  backend: 'projects.tabBackend',
} as const satisfies Record<ProjectsTabKey, string>;

/** The project's Code and Live demo links (those it has), each with its icon and named with the project for assistive technology. */
export function ProjectLinks({ project, className, words }: { project: ProjectItem; className: string; words: Words }) {
  const links = (
    [
      { kind: 'code', href: project.gitLink, label: 'projects.codeLink', icon: 'code' },
      { kind: 'demo', href: project.demoLink, label: 'projects.demoLink', icon: 'external' },
    ] as const
  ).filter((link) => hasLink(link.href));
  if (links.length === 0) return null;
  return (
    <p className={className}>
      {links.map((link) => (
        <a key={link.kind} href={link.href} target="_blank" rel="noopener noreferrer" data-link={link.kind}>
          <LinkIcon name={link.icon} />
          {words.rich(link.label, { title: project.title, hidden })}
        </a>
      ))}
    </p>
  );
}

/** One card: image first, then title, one line, the stack and its links. */
function ProjectCard({
  project,
  href,
  sizes,
  priority,
  category,
  words,
}: {
  project: WithId<ProjectItem>;
  href: string;
  sizes: string;
  priority: boolean;
  category?: string;
  words: Words;
}) {
  const summary = cardSummary(project);
  return (
    <Reveal as="article" threshold={IN_VIEW.projectCard} className={styles.card} category={category}>
      <div className={styles.media}>
        <ContentImage
          src={project.image}
          alt={project.imageAlt}
          width={800}
          height={500}
          sizes={sizes}
          className={styles.image}
          // The first card of the projects page is its largest paint: fetched at once, from <head>.
          priority={priority}
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <a href={href} data-link="page" className={styles.cardLink}>
            {project.title}
          </a>
        </h3>
        {summary && <p className={styles.summary}>{summary}</p>}
        {project.techstack !== '' ? <p className={styles.stack}>{project.techstack}</p> : null}
        <ProjectLinks project={project} className={styles.links} words={words} />
      </div>
    </Reveal>
  );
}

/**
 * Cards of projects in the given order (a share link's), each leading to `hrefOf` its slug (under
 * a share link, the link's own copy of the case study); the first card's image is the page's
 * largest paint.
 *
 * A card's title link covers the whole card (its ::after), so the card is one target to its case
 * study; Code and Live demo sit above that layer, each a link of its own.
 */
export function ProjectCards({
  projects,
  words,
  hrefOf = PROJECT_PAGE.href,
}: {
  projects: WithId<ProjectItem>[];
  words: Words;
  hrefOf?: (slug: string) => string;
}) {
  return (
    <div className={styles.grid} data-count={Math.min(projects.length, 3)}>
      {projects.map((project, index) => (
        <ProjectCard
          key={project._id}
          project={project}
          href={hrefOf(project.slug)}
          sizes={cardImageSizes(projects.length)}
          priority={index === 0}
          words={words}
        />
      ))}
    </div>
  );
}

/**
 * Every project in one grid, "All" first (the frontend ones first); a tab shows its category's
 * cards only (CSS, by the panel's data-tab), so each card is in the page once.
 * `leadImage`: the page opens on this section (the projects page), so the first card's image is
 * preloaded with high priority instead of waiting for layout to find it lazily.
 */
export function Projects({
  content,
  words,
  prefix,
  leadImage = false,
}: {
  content: Pick<UserContent, ProjectKey>;
  /** The page's language's words, and its addresses' prefix (`/de`, `''` for the default language). */
  words: Words;
  prefix: string;
  leadImage?: boolean;
}) {
  const all = PROJECT_TABS.flatMap((tab) => content[tab.field]);
  const counts = Object.fromEntries([
    ['all', all.length],
    ...PROJECT_TABS.map((tab) => [tab.key, content[tab.field].length]),
  ]) as Record<ProjectsTabKey, number>;
  const cards = PROJECT_TABS.flatMap((tab) =>
    content[tab.field].map((project, index) => (
      <ProjectCard
        key={project._id}
        project={project}
        href={localHref(prefix, PROJECT_PAGE.href(project.slug))}
        // Shown in "All" and in its tab: sized for the wider of the two (a tab of two shows halves).
        sizes={cardImageSizes(Math.min(all.length, content[tab.field].length))}
        priority={leadImage && tab === PROJECT_TABS[0] && index === 0}
        category={tab.key}
        words={words}
      />
    )),
  );
  const tabs = PROJECT_TAB_LIST.map(({ key }) => ({ key, label: words(TAB_WORDS[key]) }));
  const empties = PROJECT_TABS.filter((tab) => content[tab.field].length === 0).map((tab) => (
    <p key={tab.key} className={styles.empty} data-empty-for={tab.key}>
      {words('projects.emptyCategory', { category: words(TAB_WORDS[tab.key]) })}
    </p>
  ));

  return (
    <Section id="projects" heading={words.rich('projects.heading', { hl })} accent={PUBLIC_ROUTES[4].accent}>
      {all.length === 0 ? (
        // No project in any list (a fresh start): one line for the visitor rather than three empty tabs.
        <p className={styles.empty}>{words('projects.empty')}</p>
      ) : (
        <>
          <ProjectTabs tabs={tabs} counts={counts} empty={empties} label={words('projects.tabsLabel')}>
            {cards}
          </ProjectTabs>
          <script dangerouslySetInnerHTML={{ __html: LINKED_TAB_SCRIPT }} />
        </>
      )}
    </Section>
  );
}
