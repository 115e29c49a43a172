import { PROJECT_KEYS, type ProjectItem, type ProjectKey, type UserContent, type WithId } from './schemas';

export interface ProjectEntry {
  key: ProjectKey;
  project: WithId<ProjectItem>;
}

/** The three project lists, which a project page reads. */
export type ProjectLists = Pick<UserContent, ProjectKey>;

/** Every project of the three lists, in page order. */
export function allProjects(content: ProjectLists): ProjectEntry[] {
  return PROJECT_KEYS.flatMap((key) => content[key].map((project) => ({ key, project })));
}

export type ProjectLookup = { found: ProjectEntry } | { movedTo: string } | { missing: true };

/**
 * The project whose page is /projects/<slug>; a slug an earlier title gave a project moved to
 * its current one; anything else is missing. Slugs are unique across the lists, so the first
 * match is the only one.
 */
export function findProject(content: ProjectLists, slug: string): ProjectLookup {
  const projects = allProjects(content);
  const found = projects.find(({ project }) => project.slug === slug);
  if (found) return { found };
  const moved = projects.find(({ project }) => project.formerSlugs.includes(slug));
  return moved ? { movedTo: moved.project.slug } : { missing: true };
}

/**
 * The project after `slug` in page order (the FrontEnd, FullStack, then BackEnd tab), the first
 * after the last; null when there is no other project to go to.
 */
export function nextProject(content: ProjectLists, slug: string): ProjectEntry | null {
  const projects = allProjects(content);
  const index = projects.findIndex(({ project }) => project.slug === slug);
  if (index === -1 || projects.length < 2) return null;
  return projects[(index + 1) % projects.length];
}
