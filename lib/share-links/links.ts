import { SHARE_LINKS } from '@/lib/share-links/words';
import { SHARE_LINKS_KEY, changeSection, type SectionWrite } from '@/lib/content/history';
import { SHARE_LINKS_PATH, SHARE_LINK_STATS_PATH } from '@/lib/store/paths';
import { contentVersion } from '@/lib/content/versions';
import { isObject } from '@/lib/content/canonical';
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

export type LinkWrite =
  (SectionWrite & { id: string; token?: string; version?: string }) | { error: string; conflict?: { version: string } };

/** The version of a link the editor's form was drawn from (lib/content/versions.ts), sent back with its save. */
export const linkVersion = ({ id: _id, ...link }: ShareLink): string => contentVersion(link);
const versionOfStored = (id: string, stored: unknown) => {
  const [link] = readLinks({ [id]: stored });
  return link ? linkVersion(link) : contentVersion(stored);
};

type Links = Record<string, StoredShareLink>;
const asLinks = (current: unknown): Links => (isObject(current) ? { ...(current as Links) } : {});

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
  base?: string,
): Promise<LinkWrite> {
  let problem: string | undefined;
  let conflict: { version: string } | undefined;
  let saved: StoredShareLink | null = null;
  const write = await changeSection(store, SHARE_LINKS_KEY, kind, (current) => {
    const links = asLinks(current);
    const link = Object.hasOwn(links, id) ? links[id] : undefined;
    // Checked inside the write's transaction: no other save can come between.
    const version = link ? versionOfStored(id, link) : undefined;
    conflict = base !== undefined && version !== undefined && version !== base ? { version } : undefined;
    problem = !link
      ? SHARE_LINKS.errors.notFound
      : link.revokedAt !== undefined && !revokedOk
        ? SHARE_LINKS.errors.revoked
        : conflict
          ? SHARE_LINKS.errors.changedElsewhere
          : undefined;
    if (problem) return undefined;
    const next = change(link!);
    saved = next;
    if (next === null) delete links[id];
    else links[id] = next;
    return Object.keys(links).length === 0 ? null : links;
  });
  if (problem) return conflict ? { error: problem, conflict } : { error: problem };
  return { ...write, id, ...(saved ? { version: versionOfStored(id, saved) } : {}) };
}

/**
 * Saves a link's fields; with `base` (the version its form was drawn from), refused if the link
 * was changed elsewhere meanwhile (another tab, an Undo), the answer naming the version stored now.
 */
export function updateShareLink(
  store: Store,
  id: string,
  fields: ShareLinkFields,
  base?: string,
  keepLanguage = false,
): Promise<LinkWrite> {
  // The language is the form's (none: the default's), unless the form offered no choice (`keepLanguage`).
  return changeLink(
    store,
    id,
    'update',
    ({ language, ...link }) => ({
      ...link,
      ...(keepLanguage && language !== undefined ? { language } : {}),
      ...fields,
    }),
    false,
    base,
  );
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
