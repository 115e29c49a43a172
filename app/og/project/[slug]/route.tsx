import { PUBLIC_ROUTES } from '@/lib/constants';
import { cacheLife } from 'next/cache';
import { getPublishedSections } from '@/lib/content/get-data';
import { findProject } from '@/lib/content/projects';
import { PROJECT_KEYS } from '@/lib/content/schemas';
import { drawItemCard, itemCardResponse } from '@/lib/og-card';
import { methodNotAllowed } from '../../method-not-allowed';

const IMAGE = { width: 520, height: 325 } as const;

/** The social-card image of a project's page: its title, tech stack and image, drawn with the local fonts (nothing fetched). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return itemCardResponse(await drawCard((await params).slug));
}

/** The card, or null when no project has this slug; kept until the project lists or the owner's name change. */
async function drawCard(slug: string): Promise<Uint8Array<ArrayBuffer> | null> {
  'use cache';
  const content = await getPublishedSections([...PROJECT_KEYS, 'about']);
  const lookup = findProject(content, slug);
  // An unknown slug (anyone may ask for any number) is kept for seconds, not for good.
  if (!('found' in lookup)) {
    cacheLife('seconds');
    return null;
  }
  cacheLife('max');
  const { project } = lookup.found;
  return drawItemCard({
    kicker: content.about.fullName,
    title: project.title,
    detail: project.techstack,
    sizes: [32, 72, 32],
    image: { src: project.image, ...IMAGE },
    color: PUBLIC_ROUTES[4].color,
    heading: PUBLIC_ROUTES[4].label,
  });
}

export const POST = methodNotAllowed;
