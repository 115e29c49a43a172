import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describeChange, summarizeChange, titleOf } from '@/lib/admin/history-diff';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { exportBackup, importContent } from '@/lib/backup/backup';
import { getRevision, listRevisions, undoRevision } from '@/lib/content/history';
import { SHARE_LINKS_PATH, SHARE_LINK_STATS_PATH } from '@/lib/store/paths';
import {
  createShareLink,
  deleteShareLink,
  linkVersion,
  listShareLinks,
  revokeShareLink,
  updateShareLink,
} from '@/lib/share-links/links';
import {
  defaultExpiryDay,
  expiryDay,
  expiryFromDay,
  findByToken,
  linkState,
  newToken,
  readLinks,
  sameToken,
  sentenceCount,
  shareLinkFields,
  type ShareLinkFields,
} from '@/lib/share-links/model';
import { applyEvent, readAllStats, readStats, recordLinkEvent } from '@/lib/share-links/stats';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import type { MediaStore } from '@/lib/media/types';

jest.mock('next/cache', () => ({
  revalidateTag: jest.fn(),
  updateTag: jest.fn(),
  unstable_cache: (fn: () => unknown) => fn,
}));

const NOW = Date.UTC(2026, 10, 26, 12);
const DAY = 86_400_000;

const fields = (over: Partial<ShareLinkFields> = {}): ShareLinkFields => ({
  label: 'Acme — Staff Frontend',
  summary: 'I build fast, accessible interfaces. I led a design system at scale.',
  projects: ['weather-app', 'chat-server'],
  variant: 'light',
  expiresAt: NOW + 90 * DAY,
  ...over,
});

describe('share link tokens', () => {
  it('are 192 random bits, base64url, and never repeat', () => {
    const tokens = new Set(Array.from({ length: 2000 }, newToken));
    expect(tokens.size).toBe(2000);
    for (const token of tokens) expect(token).toMatch(SHARE_LINKS.tokenPattern);
    expect(Buffer.from([...tokens][0], 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it('match only the exact token, whatever its length', () => {
    const token = newToken();
    expect(sameToken(token, token)).toBe(true);
    expect(sameToken(token.slice(0, -1), token)).toBe(false);
    expect(sameToken(`${token}x`, token)).toBe(false);
    expect(sameToken('', token)).toBe(false);
    const links = [
      { id: 'a', token: newToken(), ...fields(), createdAt: NOW },
      { id: 'b', token, ...fields(), createdAt: NOW },
    ];
    expect(findByToken(links, token)?.id).toBe('b');
    expect(findByToken(links, newToken())).toBeNull();
  });
});

describe('share link fields', () => {
  it('accept the longest label and summary the limits allow', () => {
    const summary = `${'a'.repeat(130)}. ${'b'.repeat(130)}. ${'c'.repeat(135)}.`;
    expect(summary).toHaveLength(SHARE_LINKS.summaryMax);
    const parsed = shareLinkFields.safeParse(fields({ label: 'L'.repeat(SHARE_LINKS.labelMax), summary }));
    expect(parsed.success).toBe(true);
  });

  it('refuse a fourth sentence, a long summary, a long label, too many or repeated projects, and name why', () => {
    const issues = (over: Partial<ShareLinkFields>) => {
      const parsed = shareLinkFields.safeParse(fields(over));
      return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues({ summary: 'One. Two. Three. Four.' })).toEqual([`summary: ${SHARE_LINKS.errors.summarySentences}`]);
    expect(issues({ summary: 'x'.repeat(401) })).toEqual([`summary: ${SHARE_LINKS.errors.summaryLong}`]);
    expect(issues({ summary: '   ' })).toEqual([`summary: ${SHARE_LINKS.errors.summaryEmpty}`]);
    expect(issues({ label: 'L'.repeat(81) })).toEqual([`label: ${SHARE_LINKS.errors.label}`]);
    expect(issues({ projects: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] })).toEqual([
      `projects: ${SHARE_LINKS.errors.tooManyProjects}`,
    ]);
    expect(issues({ projects: ['a', 'a'] })).toEqual([`projects: ${SHARE_LINKS.errors.duplicateProject}`]);
    expect(issues({ projects: ['<b>x</b>'] })).toEqual([`projects.0: ${SHARE_LINKS.errors.projectSlug}`]);
    expect(issues({ variant: 'sepia' as never })).toEqual([`variant: ${SHARE_LINKS.errors.variant}`]);
  });

  it('count sentences as a reader does', () => {
    expect(sentenceCount('I shipped v2.5 at Acme, e.g. the checkout. Then more!')).toBe(2);
    expect(sentenceCount('One. Two? Three!')).toBe(3);
    expect(sentenceCount('')).toBe(0);
    expect(sentenceCount('No full stop at the end')).toBe(1);
    // Sentences that start with a digit or a lower-case name, or follow "…" or a closing quote.
    expect(sentenceCount('I build interfaces. 5 years at Acme. 12 apps shipped. Happy to talk.')).toBe(4);
    expect(sentenceCount('I build apps. iOS and web. npm packages too. eBay was a client.')).toBe(4);
    expect(sentenceCount('One! Two? Three… Four.')).toBe(4);
    expect(sentenceCount('I like “quotes.” They end (here.) Yes.')).toBe(3);
    // Short forms, initials, versions and dotted names end none.
    expect(sentenceCount('Dr. J. R. Smith, i.e. the U.S. lead, used Node.js 20.1 vs. Deno (e.g. for CLIs).')).toBe(1);
  });

  it('refuse a summary of more sentences than the hint allows, however they start', () => {
    expect(SHARE_LINKS.labels.summaryHint).toContain(`up to ${SHARE_LINKS.summaryMaxSentences} sentences`);
    for (const summary of [
      'I build interfaces. 5 years at Acme. 12 apps shipped. Happy to talk.',
      'I build apps. iOS and web. npm packages too. eBay was a client.',
      'One! Two? Three… Four.',
    ]) {
      const parsed = shareLinkFields.safeParse(fields({ summary }));
      expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual([
        SHARE_LINKS.errors.summarySentences,
      ]);
    }
    const three = 'I shipped v2.5 of Acme’s checkout, e.g. its payments. 5 teams use it. iOS too.';
    expect(shareLinkFields.safeParse(fields({ summary: three })).success).toBe(true);
    expect(SHARE_LINKS.errors.summarySentences).toContain(String(SHARE_LINKS.summaryMaxSentences));
  });

  it('keep a stored link listed whatever its summary’s sentence count (saved under an earlier count)', () => {
    const stored = {
      ...fields({ summary: 'I build. 5 years at Acme. 12 apps. Happy to talk.' }),
      token: newToken(),
      createdAt: NOW,
    };
    expect(readLinks({ old: stored })).toMatchObject([{ id: 'old', summary: stored.summary }]);
  });

  it('keep markup as text and lines as one line', () => {
    const parsed = shareLinkFields.parse(fields({ summary: '<img src=x onerror=alert(1)>\n\nHello.' }));
    expect(parsed.summary).toBe('<img src=x onerror=alert(1)> Hello.');
  });
});

describe('share link expiry', () => {
  it('runs to the end of the chosen day (UTC), 90 days ahead by default', () => {
    expect(defaultExpiryDay(NOW)).toBe('2027-02-24');
    const chosen = expiryFromDay('24/02/2027', NOW);
    expect(chosen).toEqual({ ok: true, at: Date.UTC(2027, 1, 25) });
    expect(expiryDay(Date.UTC(2027, 1, 25))).toBe('2027-02-24');
    expect(expiryFromDay('2026-11-26', NOW)).toEqual({ ok: true, at: Date.UTC(2026, 10, 27) });
  });

  it('refuses a day in the past, too far ahead, or unreadable', () => {
    expect(expiryFromDay('2026-11-25', NOW)).toEqual({ ok: false, error: SHARE_LINKS.errors.expiryPast });
    expect(expiryFromDay('2030-01-01', NOW)).toEqual({ ok: false, error: SHARE_LINKS.errors.expiryFar });
    expect(expiryFromDay('31/02/2027', NOW)).toEqual({ ok: false, error: SHARE_LINKS.errors.expiry });
    expect(expiryFromDay('', NOW)).toEqual({ ok: false, error: SHARE_LINKS.errors.expiry });
  });

  it('gives each link its state', () => {
    expect(linkState({ expiresAt: NOW + 1 }, NOW)).toBe('active');
    expect(linkState({ expiresAt: NOW }, NOW)).toBe('expired');
    expect(linkState({ expiresAt: NOW + DAY, revokedAt: NOW - 1 }, NOW)).toBe('revoked');
  });
});

describe('share link counters', () => {
  it('count visits, first and last opened, case studies per slug, résumé and contact', () => {
    let stats = readStats(null);
    stats = applyEvent(stats, { kind: 'visit' }, NOW);
    stats = applyEvent(stats, { kind: 'case-study', slug: 'weather-app' }, NOW + 5);
    stats = applyEvent(stats, { kind: 'case-study', slug: 'weather-app' }, NOW + 6);
    stats = applyEvent(stats, { kind: 'visit' }, NOW + 10);
    stats = applyEvent(stats, { kind: 'resume' }, NOW + 11);
    stats = applyEvent(stats, { kind: 'contact' }, NOW + 12);
    expect(stats).toEqual({
      firstOpened: NOW,
      lastOpened: NOW + 10,
      visits: 2,
      caseStudies: { 'weather-app': 2 },
      resume: 1,
      contact: 1,
    });
  });

  it('keep a bounded number of slugs', () => {
    let stats = readStats({ visits: 'lots', caseStudies: { a: -3 } });
    expect(stats.visits).toBe(0);
    expect(stats.caseStudies).toEqual({});
    for (let i = 0; i < SHARE_LINKS.maxCountedSlugs + 10; i++) {
      stats = applyEvent(stats, { kind: 'case-study', slug: `p${i}` }, NOW);
    }
    expect(Object.keys(stats.caseStudies)).toHaveLength(SHARE_LINKS.maxCountedSlugs);
  });
});

describe('share links in the store', () => {
  let dir: string;
  let store: EmbeddedStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'share-'));
    store = new EmbeddedStore(dir);
  });
  afterEach(async () => {
    await store.close?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('live outside the public content, and every change is a revision Undo takes back', async () => {
    const created = await createShareLink(store, fields(), NOW);
    if ('error' in created) throw new Error(created.error);
    expect(await store.get('user')).toBeNull();
    const [link] = await listShareLinks(store);
    expect(link).toMatchObject({
      id: created.id,
      token: created.token,
      label: 'Acme — Staff Frontend',
      createdAt: NOW,
    });

    const edited = await updateShareLink(store, created.id, fields({ label: 'Acme — Principal' }));
    const revoked = await revokeShareLink(store, created.id, NOW + 1);
    if ('error' in edited || 'error' in revoked) throw new Error('refused');
    expect(linkState((await listShareLinks(store))[0], NOW + 2)).toBe('revoked');
    expect((await listRevisions(store, 'shareLinks')).map((r) => r.kind)).toEqual(['update', 'update', 'add']);

    await undoRevision(store, revoked.revision!);
    expect(linkState((await listShareLinks(store))[0], NOW + 2)).toBe('active');
    await undoRevision(store, edited.revision!);
    expect((await listShareLinks(store))[0].label).toBe('Acme — Staff Frontend');
    await undoRevision(store, created.revision!);
    expect(await listShareLinks(store)).toEqual([]);
    // The counters are not revisions.
    const revision = await getRevision(store, created.revision!);
    expect(revision?.sections).toEqual(['shareLinks']);
  });

  it('keep their language when the form offers no choice, and lose it when the default is chosen', async () => {
    const created = await createShareLink(store, { ...fields(), language: 'de' }, NOW);
    if ('error' in created) throw new Error(created.error);
    // One language published: the form sends none, and the link stays German.
    await updateShareLink(store, created.id, fields({ label: 'Kept' }), undefined, true);
    expect((await listShareLinks(store))[0]).toMatchObject({ label: 'Kept', language: 'de' });
    // The default language chosen: the form's answer stores none.
    await updateShareLink(store, created.id, fields({ label: 'Default' }));
    expect((await listShareLinks(store))[0].language).toBeUndefined();
  });

  it('keep a link without projects (the store keeps no empty list)', async () => {
    const created = await createShareLink(store, fields({ projects: [], variant: 'none' }), NOW);
    if ('error' in created) throw new Error(created.error);
    expect(await listShareLinks(store)).toMatchObject([{ id: created.id, projects: [], variant: 'none' }]);
  });

  it('refuse edits of a revoked or missing link and change nothing', async () => {
    const created = await createShareLink(store, fields(), NOW);
    if ('error' in created) throw new Error(created.error);
    await revokeShareLink(store, created.id, NOW + 1);
    const before = await store.get(SHARE_LINKS_PATH);
    expect(await updateShareLink(store, created.id, fields({ label: 'x' }))).toEqual({
      error: SHARE_LINKS.errors.revoked,
    });
    expect(await revokeShareLink(store, 'nope')).toEqual({ error: SHARE_LINKS.errors.notFound });
    expect(await store.get(SHARE_LINKS_PATH)).toEqual(before);
  });

  it('refuse a save based on a version changed elsewhere (two tabs), naming the version stored now', async () => {
    const created = await createShareLink(store, fields({ projects: [] }), NOW);
    if ('error' in created) throw new Error(created.error);
    const drawn = linkVersion((await listShareLinks(store))[0]);
    // Tab A saves first, from the version both tabs drew.
    const first = await updateShareLink(store, created.id, fields({ label: 'Tab A' }), drawn);
    if ('error' in first) throw new Error(first.error);
    expect(first.version).toBe(linkVersion((await listShareLinks(store))[0]));
    // Tab B, drawn from the same version, is refused and changes nothing.
    const before = await store.get(SHARE_LINKS_PATH);
    const second = await updateShareLink(store, created.id, fields({ label: 'Tab B' }), drawn);
    expect(second).toEqual({ error: SHARE_LINKS.errors.changedElsewhere, conflict: { version: first.version } });
    expect(await store.get(SHARE_LINKS_PATH)).toEqual(before);
    // Saved again on the version it was told of, it replaces tab A's change.
    const again = await updateShareLink(store, created.id, fields({ label: 'Tab B' }), first.version);
    expect('error' in again).toBe(false);
    expect((await listShareLinks(store))[0].label).toBe('Tab B');
  });

  it('remove the counters with the link', async () => {
    const created = await createShareLink(store, fields(), NOW);
    if ('error' in created) throw new Error(created.error);
    await recordLinkEvent(store, created.id, { kind: 'visit' }, NOW);
    expect((await readAllStats(store))[created.id].visits).toBe(1);
    await deleteShareLink(store, created.id);
    expect(await store.get(`${SHARE_LINK_STATS_PATH}/${created.id}`)).toBeNull();
    expect(await listShareLinks(store)).toEqual([]);
  });

  it('go through a backup and back with their counters; a bad link in a backup changes nothing', async () => {
    const created = await createShareLink(store, fields(), NOW);
    if ('error' in created) throw new Error(created.error);
    await recordLinkEvent(store, created.id, { kind: 'visit' }, NOW);
    const media = { get: async () => null, list: async () => [] } as unknown as MediaStore;
    const backup = await exportBackup(store, media);
    expect(Object.keys(backup.shareLinks ?? {})).toEqual([created.id]);
    expect(backup.shareLinkStats[created.id]).toMatchObject({ visits: 1, firstOpened: NOW });

    await deleteShareLink(store, created.id);
    const bad = { ...backup, shareLinks: { [created.id]: { ...backup.shareLinks[created.id]!, token: 'short' } } };
    const refused = await importContent(bad, store, media);
    expect(refused.ok).toBe(false);
    expect(await listShareLinks(store)).toEqual([]);
    // The editor's rules hold for imported links: no expiry 100 years away, no token twice.
    const link = backup.shareLinks[created.id]!;
    const century = {
      ...backup,
      shareLinks: { [created.id]: { ...link, expiresAt: Date.now() + 100 * 365 * 86_400_000 } },
    };
    const farRefused = await importContent(century, store, media);
    expect(!farRefused.ok && farRefused.errors).toEqual([
      `shareLinks/${created.id}/expiresAt: ${SHARE_LINKS.backupErrors.expiryFar}`,
    ]);
    const wordy = { ...backup, shareLinks: { [created.id]: { ...link, summary: 'One. 2 more. iOS too. Four.' } } };
    const wordyRefused = await importContent(wordy, store, media);
    expect(!wordyRefused.ok && wordyRefused.errors).toEqual([
      `shareLinks/${created.id}/summary: ${SHARE_LINKS.errors.summarySentences}`,
    ]);
    const twice = await importContent({ ...backup, shareLinks: { [created.id]: link, other: link } }, store, media);
    expect(!twice.ok && twice.errors).toEqual([`shareLinks/other/token: ${SHARE_LINKS.backupErrors.sameToken}`]);
    expect(await listShareLinks(store)).toEqual([]);

    const result = await importContent(JSON.parse(JSON.stringify(backup)), store, media);
    expect(result).toMatchObject({ ok: true, shareLinks: 1 });
    const [restored] = await listShareLinks(store);
    expect(restored).toMatchObject({ id: created.id, token: created.token, label: 'Acme — Staff Frontend' });
    expect((await listRevisions(store)).at(0)?.sections).toContain('shareLinks');
    expect((await readAllStats(store))[created.id].visits).toBe(1);
  });

  it('keep the links here when a backup of an earlier release (without links) is imported', async () => {
    const created = await createShareLink(store, fields(), NOW);
    if ('error' in created) throw new Error(created.error);
    const media = { get: async () => null, list: async () => [] } as unknown as MediaStore;
    const { shareLinks: _links, ...older } = await exportBackup(store, media);
    expect((await importContent(older, store, media)).ok).toBe(true);
    expect((await listShareLinks(store)).map((l) => l.id)).toEqual([created.id]);
  });
});

describe('share links in History', () => {
  it('are named by label, and their tokens never appear in a diff', () => {
    const link = { ...fields(), token: newToken(), createdAt: NOW };
    expect(titleOf('shareLinks')).toBe(SHARE_LINKS.labels.title);
    expect(describeChange('shareLinks', null, { a: link })).toEqual([{ type: 'added', item: link.label }]);
    const revoked = { ...link, revokedAt: NOW + 1, token: newToken() };
    const lines = describeChange('shareLinks', { a: link }, { a: revoked });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain(link.token);
    expect(JSON.stringify(lines)).not.toContain(revoked.token);
    expect(summarizeChange('shareLinks', { a: link }, { a: revoked })).toBe('1 item changed');
    // Moments read as dates, not milliseconds: the expiry as the day chosen, a revoke to the minute.
    const moments = JSON.stringify(
      describeChange(
        'shareLinks',
        { a: link },
        { a: { ...link, expiresAt: Date.UTC(2027, 1, 24), revokedAt: Date.UTC(2026, 10, 26, 9, 30) } },
      ),
    );
    expect(moments).toContain('2027-02-23');
    expect(moments).toContain('2026-11-26 09:30 UTC');
    expect(moments).not.toMatch(/\d{12}/);
  });
});
