import { z } from 'zod';
import { type NextRequest } from 'next/server';
import { INSIGHTS } from '@/lib/insights/words';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { getPublishedSections } from '@/lib/content/get-data';
import { allProjects } from '@/lib/content/projects';
import { PROJECT_KEYS } from '@/lib/content/schemas';
import { refuse } from '@/lib/http/refuse';
import { noContent, readJsonBody } from '@/lib/insights/event-body';
import { admitEvent, countEvent, openLink, settle } from '@/lib/share-links/visit';

const event = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('visit') }).strict(),
  z.object({ kind: z.literal('case-study'), slug: z.string().regex(/^[a-z0-9-]{1,80}$/) }).strict(),
  z.object({ kind: z.literal('contact') }).strict(),
]);

/**
 * Counts what a share link's page reports: a visit, a case study opened, a contact message sent.
 * Everything that can refuse a request is decided before the link is looked up, and every answer
 * after it is a 204 no sooner than SHARE_LINKS.minResponseMs: nothing tells a real token from a
 * guess. The résumé is counted by its own download route.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const started = performance.now();
  const read = await readJsonBody(request, INSIGHTS.maxBodyBytes, INSIGHTS.errors);
  if ('refused' in read) return read.refused;
  const parsed = event.safeParse(read.body);
  if (!parsed.success) return refuse(400, SHARE_LINKS.errors.event);
  if (parsed.data.kind === 'case-study') {
    const slug = parsed.data.slug;
    const projects = allProjects(await getPublishedSections(PROJECT_KEYS));
    if (!projects.some(({ project }) => project.slug === slug)) return refuse(422, SHARE_LINKS.errors.event);
  }
  const admitted = await admitEvent(request.headers);
  if (typeof admitted === 'object') {
    return refuse(429, INSIGHTS.errors.tooMany, {}, { 'Retry-After': String(admitted.retryAfter) });
  }
  const { token } = await params;
  const link = await openLink(token, started);
  if (link && admitted === 'count') await countEvent(link.id, parsed.data);
  await settle(started);
  return noContent();
}
