import { z } from 'zod';
import { INSIGHTS } from '@/lib/insights/words';
import { nameKey, pageKey } from './pages';

/** What the site's pages may report; anything else is refused. */
const eventSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('view'),
    path: z.string().min(1).max(INSIGHTS.maxPathLength),
    referrer: z.string().max(INSIGHTS.maxUrlLength).optional(),
  }),
  z.strictObject({ kind: z.literal('resume'), variant: z.enum(['dark', 'light']) }),
  z.strictObject({
    kind: z.literal('project'),
    link: z.enum(['code', 'demo']),
    href: z.string().min(1).max(INSIGHTS.maxUrlLength),
  }),
  z.strictObject({ kind: z.literal('social'), href: z.string().min(1).max(INSIGHTS.maxUrlLength) }),
]);

export type InsightsEvent = z.infer<typeof eventSchema>;

export type ParsedEvent = { ok: true; event: InsightsEvent } | { ok: false; error: string };

/** Checks the shape of a reported event (known kind, known fields, bounded lengths). */
export function parseEvent(body: unknown): ParsedEvent {
  const parsed = eventSchema.safeParse(body);
  if (parsed.success) return { ok: true, event: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { ok: false, error: INSIGHTS.errors.invalid(`${where}${issue.message}`) };
}

/**
 * What of the public content an event may name, the only values counted: the project slugs (a
 * project's page is /projects/<slug>; content v5 gives every project one), every project's code
 * and demo link → its key ("code~<slug>", "demo~<slug>"), every social link → its key ("social~<name>").
 */
export function knownTargets(
  projects: readonly { slug: string; gitLink?: string; demoLink?: string }[],
  social: readonly { name: string; link: string }[],
) {
  const projectSlugs = new Set<string>();
  const projectLinks = new Map<string, string>();
  for (const { slug, gitLink, demoLink } of projects) {
    if (!slug) continue;
    projectSlugs.add(slug);
    if (gitLink && !projectLinks.has(`code ${gitLink}`)) projectLinks.set(`code ${gitLink}`, `code~${slug}`);
    if (demoLink && !projectLinks.has(`demo ${demoLink}`)) projectLinks.set(`demo ${demoLink}`, `demo~${slug}`);
  }
  const socialLinks = new Map<string, string>();
  for (const link of social) {
    const name = nameKey(link.name);
    if (name && link.link && !socialLinks.has(link.link)) socialLinks.set(link.link, `social~${name}`);
  }
  return { projectSlugs, projectLinks, socialLinks };
}

export type KnownTargets = ReturnType<typeof knownTargets>;

/** One event's increments on its day's row. */
export interface Tally {
  view?: string;
  referrer?: string;
  visitor?: boolean;
  contactVisitor?: boolean;
  resume?: 'dark' | 'light';
  click?: string;
  message?: boolean;
}

export type ResolvedEvent = { ok: true; tally: Tally; path?: string } | { ok: false; error: string };

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The domain a referrer URL came from, or null when there is none to count: not a web URL, or
 * this site itself (`ownHosts`). Only the hostname is kept (no path, query or port); "www." is dropped.
 */
export function referrerDomain(referrer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null;
  const url = URL.parse(referrer);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!HOSTNAME.test(host) || ownHosts.includes(host)) return null;
  return host.startsWith('www.') ? host.slice(4) : host;
}

/** Checks an event against the site's public pages and links; answers what it counts. */
export function resolveEvent(event: InsightsEvent, targets: KnownTargets, ownHosts: readonly string[]): ResolvedEvent {
  switch (event.kind) {
    case 'view': {
      const view = pageKey(event.path, targets.projectSlugs);
      if (!view) return { ok: false, error: INSIGHTS.errors.unknownPath(event.path) };
      const referrer = referrerDomain(event.referrer, ownHosts) ?? undefined;
      return { ok: true, tally: { view, referrer }, path: event.path };
    }
    case 'resume':
      return { ok: true, tally: { resume: event.variant } };
    case 'project': {
      const click = targets.projectLinks.get(`${event.link} ${event.href}`);
      return click ? { ok: true, tally: { click } } : { ok: false, error: INSIGHTS.errors.unknownLink };
    }
    case 'social': {
      const click = targets.socialLinks.get(event.href);
      return click ? { ok: true, tally: { click } } : { ok: false, error: INSIGHTS.errors.unknownLink };
    }
  }
}
