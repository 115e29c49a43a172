import { itemCardResponse } from '@/lib/og-card';
import { projectCard } from '@/lib/og-cards';
import { methodNotAllowed } from '../../method-not-allowed';

/** The social-card image of a project's page: its title, tech stack and image, drawn with the local fonts (nothing fetched). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return itemCardResponse(await projectCard((await params).slug));
}

export const POST = methodNotAllowed;
