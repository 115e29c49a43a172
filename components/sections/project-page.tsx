import type { ReactNode } from 'react';
import { PROJECT_PAGE, PUBLIC_ROUTES } from '@/lib/constants';
import { parseMarkdown, type Block, type Inline } from '@/lib/content/markdown';
import type { ProjectItem } from '@/lib/content/schemas';
import { hasLink } from '@/lib/format';
import { projectSummary } from '@/lib/seo';
import { ContentImage } from './content-image';
import { ProjectGallery } from './project-gallery';
import styles from './project-page.module.scss';

/** Inline Markdown as React elements: text is always text (React escapes it), never HTML. */
function InlineNodes({ nodes }: { nodes: Inline[] }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={index} />;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'strong':
        return (
          <strong key={index}>
            <InlineNodes nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <InlineNodes nodes={node.children} />
          </em>
        );
      case 'link':
        return (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            <InlineNodes nodes={node.children} />
          </a>
        );
    }
  });
}

function DescriptionBlock({ block }: { block: Block }) {
  if (block.type === 'paragraph')
    return (
      <p>
        <InlineNodes nodes={block.children} />
      </p>
    );
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List>
      {block.items.map((item, index) => (
        <li key={index}>
          <InlineNodes nodes={item} />
        </li>
      ))}
    </List>
  );
}

/** A project description (a small Markdown subset, see lib/content/markdown.ts). */
export function Description({ source }: { source: string }) {
  return parseMarkdown(source).map((block, index) => <DescriptionBlock key={index} block={block} />);
}

/** The page of one project: its image, facts, links, description and gallery. */
export function ProjectPage({ project }: { project: ProjectItem }) {
  const facts = [
    { label: PROJECT_PAGE.techstack, value: project.techstack },
    { label: PROJECT_PAGE.role, value: project.role },
    { label: PROJECT_PAGE.year, value: project.year },
  ].filter((fact) => fact.value !== '');
  return (
    <article className={styles.page} aria-labelledby="project-title">
      <p className={styles.back}>
        <a href={PUBLIC_ROUTES[4].href}>
          <span aria-hidden="true">← </span>
          {PROJECT_PAGE.back}
        </a>
      </p>
      <header className={styles.header}>
        <h1 id="project-title" className={styles.title}>
          {project.title}
        </h1>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {hasLink(project.gitLink) || hasLink(project.demoLink) ? (
          <p className={styles.links}>
            {hasLink(project.gitLink) && (
              <a href={project.gitLink} target="_blank" rel="noopener noreferrer" data-link="code">
                {PROJECT_PAGE.code}
                <span className="visually-hidden"> of {project.title}</span>
              </a>
            )}
            {hasLink(project.demoLink) && (
              <a href={project.demoLink} target="_blank" rel="noopener noreferrer" data-link="demo">
                {PROJECT_PAGE.demo}
                <span className="visually-hidden"> of {project.title}</span>
              </a>
            )}
          </p>
        ) : null}
      </header>
      <ContentImage
        src={project.image}
        alt={project.imageAlt}
        width={800}
        height={500}
        sizes="(min-width: 992px) 860px, 95vw"
        className={styles.image}
        priority
      />
      {project.description !== '' ? (
        <div className={styles.description}>
          <Description source={project.description} />
        </div>
      ) : null}
      {project.gallery.length > 0 ? (
        <ProjectGallery
          title={project.title}
          images={project.gallery.map((item, index) => ({
            key: `${index}-${item.image}`,
            alt: item.alt,
            thumb: <ContentImage src={item.image} alt={item.alt} fill sizes="(min-width: 768px) 260px, 45vw" />,
            full: <ContentImage src={item.image} alt={item.alt} fill sizes="100vw" />,
          }))}
        />
      ) : null}
    </article>
  );
}

/** schema.org CreativeWork for search engines, emitted like PersonJsonLd. */
export function ProjectJsonLd({
  project,
  ownerName,
  siteUrl,
}: {
  project: ProjectItem;
  ownerName: string;
  siteUrl: string;
}) {
  const absolute = (href: string) => new URL(href, siteUrl).toString();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    description: projectSummary(project, ownerName),
    url: absolute(PROJECT_PAGE.href(project.slug)),
    image: [project.image, ...project.gallery.map((g) => g.image)].map(absolute),
    keywords: project.techstack,
    author: { '@type': 'Person', name: ownerName, url: absolute('/') },
    ...(project.year !== '' ? { dateCreated: project.year } : {}),
  };
  // "<" is escaped so content can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
