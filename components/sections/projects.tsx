import { IN_VIEW, PROJECT_PAGE, PROJECT_TABS, PUBLIC_ROUTES, type ProjectTabKey } from '@/lib/constants';
import type { ProjectItem, UserContent, WithId } from '@/lib/content/schemas';
import { hasLink } from '@/lib/format';
import { LINKED_TAB_SCRIPT } from '@/lib/project-tabs';
import { ContentImage } from './content-image';
import { ProjectTabs } from './project-tabs';
import { Reveal } from './reveal';
import { Section } from './section';
import styles from './projects.module.scss';

function ProjectCard({ project, lead }: { project: WithId<ProjectItem>; lead: boolean }) {
  return (
    <Reveal as="article" threshold={IN_VIEW.projectCard} className={styles.card}>
      <ContentImage
        src={project.image}
        alt={project.imageAlt}
        width={800}
        height={500}
        sizes="(min-width: 992px) 360px, (min-width: 576px) 45vw, 90vw"
        className={styles.image}
        // The first card of the projects page is its largest paint: fetched at once, from <head>.
        priority={lead}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <a href={PROJECT_PAGE.href(project.slug)} data-link="page">
            {project.title}
          </a>
        </h3>
        <p className={styles.stack}>{project.techstack}</p>
        <p className={styles.links}>
          {hasLink(project.gitLink) && (
            <a href={project.gitLink} target="_blank" rel="noopener noreferrer" data-link="code">
              Code<span className="visually-hidden"> of {project.title}</span>
            </a>
          )}
          {hasLink(project.demoLink) && (
            <a href={project.demoLink} target="_blank" rel="noopener noreferrer" data-link="demo">
              Live demo<span className="visually-hidden"> of {project.title}</span>
            </a>
          )}
        </p>
      </div>
    </Reveal>
  );
}

/**
 * `leadImage`: the page opens on this section (the projects page), so the first card's image of
 * the first tab is preloaded with high priority instead of waiting for layout to find it lazily.
 */
export function Projects({ content, leadImage = false }: { content: UserContent; leadImage?: boolean }) {
  const panels = Object.fromEntries(
    PROJECT_TABS.map((tab, tabIndex) => {
      const projects = content[tab.field];
      return [
        tab.key,
        projects.length === 0 ? (
          <p className={styles.empty}>No {tab.label} projects yet.</p>
        ) : (
          <div className={styles.grid}>
            {projects.map((p, index) => (
              <ProjectCard key={p._id} project={p} lead={leadImage && tabIndex === 0 && index === 0} />
            ))}
          </div>
        ),
      ];
    }),
  ) as Record<ProjectTabKey, React.ReactNode>;

  return (
    <Section
      id="projects"
      title={
        <>
          My <span>Projects</span>
        </>
      }
      accent={PUBLIC_ROUTES[4].accent}
    >
      <ProjectTabs tabs={PROJECT_TABS.map(({ key, label }) => ({ key, label }))} panels={panels} />
      <script dangerouslySetInnerHTML={{ __html: LINKED_TAB_SCRIPT }} />
    </Section>
  );
}
