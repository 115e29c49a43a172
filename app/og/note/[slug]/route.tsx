import { itemCardResponse } from '@/lib/og-card';
import { noteCard } from '@/lib/og-cards';
import { methodNotAllowed } from '../../method-not-allowed';

/** The social-card image of a note's page: its title, date, tags and cover, drawn with the local fonts (nothing fetched). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return itemCardResponse(await noteCard((await params).slug));
}

export const POST = methodNotAllowed;
