import { PROJECT_KEYS, type ProjectItem, type ProjectKey, type UserContent, type WithId } from './schemas';
import { lookUpSlug, type SlugLookup } from './slugs';

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

/** The project whose page is /projects/<slug> (slugs are unique across the lists), or where it moved (see lookUpSlug). */
export const findProject = (content: ProjectLists, slug: string): SlugLookup<ProjectEntry> =>
  lookUpSlug(allProjects(content), slug, ({ project }) => project);

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
