import type { ReactNode } from 'react';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { PUBLIC_ROUTES } from '@/lib/constants';
import { parseMarkdown, type Inline } from '@/lib/content/markdown';
import type { ProjectItem } from '@/lib/content/schemas';
import { localHref } from '@/lib/languages/paths';
import type { Words } from '@/lib/languages/words';
import { projectSummary } from '@/lib/seo';
import { ContentImage } from './content-image';
import { jsonLd } from './person-json-ld';
import { ProjectGallery } from './project-gallery';
import { ProjectLinks } from './projects';
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
      case 'em': {
        const Tag = node.type;
        return (
          <Tag key={index}>
            <InlineNodes nodes={node.children} />
          </Tag>
        );
      }
      case 'link':
        return (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            <InlineNodes nodes={node.children} />
          </a>
        );
    }
  });
}

/** The text of inline nodes, without their marks. */
const plain = (nodes: Inline[]): string =>
  nodes.map((node) => ('children' in node ? plain(node.children) : node.type === 'break' ? ' ' : node.text)).join('');

/**
 * The Outcome's figures: each list item that opens with bold text ("**0.9 s** to a readable
 * screen…") as the figure and the rest of its line; at most three, and none unless two are found.
 */
export function outcomeFigures(outcome: string): { figure: string; label: string }[] {
  const figures = parseMarkdown(outcome).flatMap((block) =>
    block.type === 'list'
      ? block.items.flatMap(([first, ...rest]) =>
          first?.type === 'strong' ? [{ figure: plain(first.children), label: plain(rest).trim() }] : [],
        )
      : [],
  );
  return figures.length >= 2 ? figures.slice(0, 3) : [];
}

/** A project description (a small Markdown subset, see lib/content/markdown.ts). */
export function Description({ source }: { source: string }) {
  return parseMarkdown(source).map((block, index) => {
    if (block.type === 'paragraph')
      return (
        <p key={index}>
          <InlineNodes nodes={block.children} />
        </p>
      );
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List key={index}>
        {block.items.map((item, i) => (
          <li key={i}>
            <InlineNodes nodes={item} />
          </li>
        ))}
      </List>
    );
  });
}

/** The case study's sections, in this order; one not written is left out. */
const CASE_SECTIONS = [
  { field: 'problem', heading: 'caseStudy.problem' },
  { field: 'approach', heading: 'caseStudy.approach' },
  { field: 'outcome', heading: 'caseStudy.outcome' },
] as const;

/** The page of one project: a case study in one text column, its pictures wider than the text. */
export function ProjectPage({
  project,
  next,
  words,
  prefix,
  back = { href: localHref(prefix, PUBLIC_ROUTES[4].href), label: words('caseStudy.back') },
}: {
  project: ProjectItem;
  next: ProjectItem | null;
  /** The page's language's words, and its addresses' prefix (`/de`, `''` for the default language). */
  words: Words;
  prefix: string;
  /** Where "back" leads: the projects page, or (under a share link) the page prepared for the visitor. */
  back?: { href: string; label: string };
}) {
  const facts = [
    { label: words('caseStudy.techstack'), value: project.techstack },
    { label: words('caseStudy.role'), value: project.role },
    { label: words('caseStudy.year'), value: project.year },
    { label: words('caseStudy.team'), value: project.team },
    { label: words('caseStudy.duration'), value: project.duration },
  ].filter((fact) => fact.value !== '');
  const sections = CASE_SECTIONS.filter(({ field }) => project[field] !== '');
  const figures = outcomeFigures(project.outcome);
  return (
    <article className={styles.page} aria-labelledby="project-title">
      <p className={styles.back}>
        <a href={back.href}>
          <span aria-hidden="true">← </span>
          {back.label}
        </a>
      </p>
      <header className={styles.header}>
        <h1 id="project-title" className={styles.title}>
          {project.title}
        </h1>
        {project.summary !== '' ? <p className={styles.summary}>{project.summary}</p> : null}
        {figures.length > 0 ? (
          // A glance for the eye: the Outcome section below says the same words, read once there.
          <ul className={styles.figures} data-figures aria-hidden="true">
            {figures.map(({ figure, label }, index) => (
              <li key={index}>
                <strong>{figure}</strong> <span>{label}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <ProjectLinks project={project} className={styles.links} words={words} />
      </header>
      <ContentImage
        src={project.image}
        alt={project.imageAlt}
        width={1600}
        height={1000}
        sizes={WIDE_SIZES}
        className={styles.image}
        priority
      />
      {/* One lede: with a case study, the summary opens the page and the sections tell the story; the
          description (the card's text) is the page's body only for a project without one. */}
      {project.description !== '' && sections.length === 0 ? (
        <div className={styles.prose}>
          <Description source={project.description} />
        </div>
      ) : null}
      {sections.map(({ field, heading }) => (
        <section
          key={field}
          className={`${styles.prose} ${styles.caseSection}`}
          data-case={field}
          aria-labelledby={`case-${field}`}
        >
          <h2 id={`case-${field}`} className={styles.sectionTitle}>
            {words(heading)}
          </h2>
          <Description source={project[field]} />
        </section>
      ))}
      {project.gallery.length > 0 ? (
        <ProjectGallery
          words={{
            heading: words('caseStudy.gallery'),
            dialogLabel: words('caseStudy.galleryDialogLabel', { title: project.title }),
            viewFullSize: words('caseStudy.viewFullSize'),
            previous: words('caseStudy.previousImage'),
            next: words('caseStudy.nextImage'),
            close: words('caseStudy.close'),
            positions: project.gallery.map((_, index) =>
              words('caseStudy.imagePosition', { index: index + 1, count: project.gallery.length }),
            ),
          }}
          images={project.gallery.map((item, index) => ({
            key: `${index}-${item.image}`,
            alt: item.alt,
            thumb: (
              <ContentImage
                src={item.image}
                alt={item.alt}
                fill
                // With an odd count the first takes the whole row (project-page.module.scss).
                sizes={index === 0 && project.gallery.length % 2 === 1 ? WIDE_SIZES : THUMB_SIZES}
              />
            ),
            full: <ContentImage src={item.image} alt={item.alt} fill sizes="100vw" />,
          }))}
        />
      ) : null}
      {next ? (
        <NextProject project={next} href={localHref(prefix, PROJECT_PAGE.href(next.slug))} words={words} />
      ) : null}
    </article>
  );
}

/** The wide column's width (styles: $wide, less the page's side padding on a phone). */
const WIDE_SIZES = '(min-width: 1232px) 1152px, calc(100vw - 2.5rem)';
const THUMB_SIZES = '(min-width: 1232px) 560px, (min-width: 768px) 50vw, 100vw';

/** The card closing the page: the next project, the whole card one link named by its title. */
function NextProject({ project, href, words }: { project: ProjectItem; href: string; words: Words }) {
  return (
    <nav className={styles.next} aria-labelledby="next-project">
      <h2 id="next-project" className={styles.nextLabel}>
        {words('caseStudy.next')}
      </h2>
      <div className={styles.nextCard}>
        <ContentImage
          src={project.image}
          alt=""
          width={1600}
          height={1000}
          sizes="(min-width: 768px) 360px, calc(100vw - 2.5rem)"
          className={styles.nextImage}
        />
        <div className={styles.nextBody}>
          <p className={styles.nextTitle}>
            <a href={href} className={styles.nextLink}>
              {project.title}
            </a>
          </p>
          {project.summary !== '' ? <p className={styles.nextSummary}>{project.summary}</p> : null}
          {project.techstack !== '' ? <p className={styles.nextStack}>{project.techstack}</p> : null}
        </div>
        <span className={styles.nextArrow} aria-hidden="true">
          →
        </span>
      </div>
    </nav>
  );
}

/** schema.org CreativeWork of a project's page (in the page's language, at its address). */
export function ProjectJsonLd({
  project,
  ownerName,
  siteUrl,
  words,
  prefix,
}: {
  project: ProjectItem;
  ownerName: string;
  siteUrl: string;
  words: Words;
  prefix: string;
}) {
  const absolute = (href: string) => new URL(href, siteUrl).toString();
  return jsonLd({
    '@type': 'CreativeWork',
    name: project.title,
    description: projectSummary(project, ownerName, words),
    url: absolute(localHref(prefix, PROJECT_PAGE.href(project.slug))),
    image: [project.image, ...project.gallery.map((g) => g.image)].map(absolute),
    ...(project.techstack !== '' ? { keywords: project.techstack } : {}),
    author: { '@type': 'Person', name: ownerName, url: absolute(localHref(prefix, '/')) },
    ...(project.year !== '' ? { dateCreated: project.year } : {}),
  });
}
