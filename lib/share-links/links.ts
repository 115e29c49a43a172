import { SHARE_LINKS } from '@/lib/constants';
import { SHARE_LINKS_KEY, changeSection, type SectionWrite } from '@/lib/content/history';
import { SHARE_LINKS_PATH, SHARE_LINK_STATS_PATH } from '@/lib/content/paths';
import { pushId } from '@/lib/store/push-id';
import type { Store } from '@/lib/store/types';
import { newToken, readLinks, type ShareLink, type ShareLinkFields, type StoredShareLink } from './model';

/**
 * The owner's share links, at SHARE_LINKS_PATH (private: outside `user`, which the Firebase rules
 * let anyone read). Every create, edit, revoke and delete is a revision in History, so Undo takes
 * it back; the per-link counters live beside them (SHARE_LINK_STATS_PATH), outside history.
 */
export async function listShareLinks(store: Store): Promise<ShareLink[]> {
  return readLinks(await store.get(SHARE_LINKS_PATH));
}

export type LinkWrite = (SectionWrite & { id: string; token?: string }) | { error: string };

type Links = Record<string, StoredShareLink>;
const asLinks = (current: unknown): Links =>
  current !== null && typeof current === 'object' && !Array.isArray(current) ? { ...(current as Links) } : {};

export async function createShareLink(store: Store, fields: ShareLinkFields, now = Date.now()): Promise<LinkWrite> {
  const id = pushId(now);
  const token = newToken();
  let full = false;
  const write = await changeSection(store, SHARE_LINKS_KEY, 'add', (current) => {
    const links = asLinks(current);
    full = Object.keys(links).length >= SHARE_LINKS.maxLinks;
    if (full) return undefined;
    links[id] = { ...fields, token, createdAt: now };
    return links;
  });
  if (full) return { error: SHARE_LINKS.errors.tooManyLinks };
  return { ...write, id, token };
}

/** Changes one link with `change`; refuses a link that is gone (or, unless `revokedOk`, revoked). */
async function changeLink(
  store: Store,
  id: string,
  kind: 'update' | 'delete',
  change: (link: StoredShareLink) => StoredShareLink | null,
  revokedOk = false,
): Promise<LinkWrite> {
  let problem: string | undefined;
  const write = await changeSection(store, SHARE_LINKS_KEY, kind, (current) => {
    const links = asLinks(current);
    const link = Object.hasOwn(links, id) ? links[id] : undefined;
    problem = !link
      ? SHARE_LINKS.errors.notFound
      : link.revokedAt !== undefined && !revokedOk
        ? SHARE_LINKS.errors.revoked
        : undefined;
    if (problem) return undefined;
    const next = change(link!);
    if (next === null) delete links[id];
    else links[id] = next;
    return Object.keys(links).length === 0 ? null : links;
  });
  return problem ? { error: problem } : { ...write, id };
}

export function updateShareLink(store: Store, id: string, fields: ShareLinkFields): Promise<LinkWrite> {
  return changeLink(store, id, 'update', (link) => ({ ...link, ...fields }));
}

/** Revoked at once: the next request for it gets the polite page. */
export function revokeShareLink(store: Store, id: string, now = Date.now()): Promise<LinkWrite> {
  return changeLink(store, id, 'update', (link) => ({ ...link, revokedAt: now }));
}

/** Gone with its counters (which are not in history: an Undo brings the link back, counted from zero). */
export async function deleteShareLink(store: Store, id: string): Promise<LinkWrite> {
  const write = await changeLink(store, id, 'delete', () => null, true);
  if (!('error' in write)) await store.remove(`${SHARE_LINK_STATS_PATH}/${id}`);
  return write;
}
