import { ADMIN_PATH } from '@/lib/store/paths';
import { readPrivateParts } from '@/lib/backup/parts';
import { BACKUP_PARTS } from '@/lib/backup/words';
import { exportBackup, importContent, previewImport } from '@/lib/backup/backup';
import { DEMO_USER } from '@/lib/content/demo';
import { stampVersion } from '@/lib/content/migrations';
import { saveDraft } from '@/lib/content/drafts';
import { listRevisions } from '@/lib/content/history';
import { addListItem, setSingleton } from '@/lib/content/write';
import { createSessionRecord } from '@/lib/auth/sessions';
import { recordTally } from '@/lib/insights/daily';
import type { MediaStore } from '@/lib/media/types';
import { createShareLink, listShareLinks } from '@/lib/share-links/links';
import { readAllStats, recordLinkEvent } from '@/lib/share-links/stats';
import type { Store } from '@/lib/store/types';
import sharp from 'sharp';
import { processImage } from '@/lib/media/process-image';

export interface BackupBackend {
  /** A fresh, empty store and the media store beside it. */
  create(): Promise<{ store: Store; media: MediaStore }>;
  dispose(store: Store): Promise<void>;
}

const DAY = 86_400_000;
const NOW = Date.now();
type Tree = Record<string, unknown>;

/** A site the owner has used: content, drafts, History, messages, insights, share links with visits. */
async function usedSite(store: Store): Promise<{ linkId: string }> {
  await store.set('user', stampVersion(DEMO_USER));
  await setSingleton(store, 'skillsCubeImg', { ...DEMO_USER.skillsCubeImg, image1: '/demo/one.webp' });
  await addListItem(store, 'skills', { name: 'TypeScript' });
  await addListItem(store, 'skills', { name: 'Rust' });
  await saveDraft(store, 'skills', (current) => ({ ...(current as Tree), draftOnly: { name: 'Go', order: 9 } }));
  for (let i = 0; i < 3; i++)
    await store.push('feedbacks', {
      name: `Sender ${i}`,
      email: `sender${i}@example.com`,
      subject: `Hello ${i}`,
      message: 'A message worth keeping.',
      createdAt: NOW - i * 1000,
      ...(i === 0 ? { readAt: NOW } : {}),
    });
  const today = new Date(NOW).toISOString().slice(0, 10);
  const yesterday = new Date(NOW - DAY).toISOString().slice(0, 10);
  await recordTally(store, today, { view: 'home', visitor: true, referrer: 'example.com' });
  await recordTally(store, yesterday, { view: 'skills', message: true, click: 'social~github' });
  await store.set('stats/counters', { total: 41, unique: 17 });
  const link = await createShareLink(store, {
    label: 'Acme',
    summary: 'Kept through a backup.',
    projects: [],
    variant: 'dark',
    expiresAt: NOW + 30 * DAY,
  });
  if ('error' in link) throw new Error(link.error);
  await recordLinkEvent(store, link.id, { kind: 'visit' }, NOW);
  await recordLinkEvent(store, link.id, { kind: 'visit' }, NOW + 1);
  await recordLinkEvent(store, link.id, { kind: 'resume' }, NOW + 2);
  await createSessionRecord(store, NOW);
  return { linkId: link.id };
}

/** What the owner has, read back through the store: the parts a backup must carry. */
async function everything(store: Store) {
  const [user, shareLinks, parts] = await Promise.all([
    store.get('user'),
    store.get('shareLinks'),
    readPrivateParts(store),
  ]);
  return { user, shareLinks, ...parts };
}

/** A backup as a file would carry it. */
const asFile = async (store: Store, media: MediaStore) => JSON.parse(JSON.stringify(await exportBackup(store, media)));

/** The whole backup round-trips through the Store interface alone: each backend runs this once. */
export function runBackupContract(name: string, backend: BackupBackend) {
  describe(`Backup of everything: ${name}`, () => {
    const opened: Store[] = [];
    const site = async () => {
      const made = await backend.create();
      opened.push(made.store);
      return made;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => backend.dispose(store)));
    });

    it('an export imported into a fresh store gives the same content, inbox, History, insights, drafts, share links and counts', async () => {
      const from = await site();
      const { linkId } = await usedSite(from.store);
      const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c0ffee' } })
        .png()
        .toBuffer();
      // Stored as an upload stores it (re-encoded): a restore keeps such a file byte for byte.
      const uploaded = await processImage(png, 'image/png');
      const image = await from.media.put(uploaded);
      const backup = await asFile(from.store, from.media);
      expect(JSON.stringify(backup)).not.toMatch(/passwordHash|sessions|sessionVersion/);
      const original = await everything(from.store);
      expect(original.feedbacks && Object.keys(original.feedbacks)).toHaveLength(3);
      expect((original.history as { log: Tree }).log).toBeDefined();

      const to = await site();
      const preview = await previewImport(backup, to.store, to.media);
      if (!preview.ok) throw new Error(preview.errors.join('\n'));
      const line = (key: string) => preview.parts.find((part) => part.key === key);
      expect(line('inbox')).toMatchObject({ inFile: true, after: 3, before: 0 });
      expect(line('drafts')).toMatchObject({ inFile: true, after: 1, before: 0 });
      expect(line('insights')).toMatchObject({ inFile: true, after: 2, before: 0 });
      expect(line('shareLinks')).toMatchObject({ inFile: true, after: 1, before: 0, visits: 2 });
      expect(line('media')).toMatchObject({ inFile: true, after: 1, before: 0 });
      expect(line('history')!.after).toBe(Object.keys((original.history as { log: Tree }).log).length);

      const result = await importContent(backup, to.store, to.media);
      expect(result).toMatchObject({ ok: true, feedbacks: 3, shareLinks: 1, media: { restored: 1, present: 0 } });
      expect(await everything(to.store)).toEqual(original);
      const restored = await to.media.get(image.id);
      expect(restored?.contentType).toBe(uploaded.contentType);
      expect(restored?.bytes.equals(uploaded.bytes)).toBe(true);
      expect(await listRevisions(to.store)).toEqual(await listRevisions(from.store));
      expect((await readAllStats(to.store))[linkId]).toMatchObject({ visits: 2, resume: 1 });
      expect((await listShareLinks(to.store))[0]).toMatchObject({ id: linkId, label: 'Acme' });
      // Sign-in details never travel.
      expect(await to.store.get(ADMIN_PATH)).toBeNull();
    });

    it('imports only the chosen parts, and the preview says what each replaces', async () => {
      const from = await site();
      await usedSite(from.store);
      const backup = await asFile(from.store, from.media);
      const to = await site();
      await to.store.push('feedbacks', {
        email: 'kept@example.com',
        subject: 'Here before',
        message: 'Replaced by the import.',
        createdAt: NOW,
      });
      const preview = await previewImport(backup, to.store, to.media);
      expect(preview.ok && preview.parts.find((part) => part.key === 'inbox')).toMatchObject({ after: 3, before: 1 });

      const result = await importContent(backup, to.store, to.media, ['inbox', 'insights']);
      expect(result).toMatchObject({ ok: true, parts: ['inbox', 'insights'] });
      const now = await everything(to.store);
      expect(now.feedbacks).toEqual((await everything(from.store)).feedbacks);
      expect(now.insights).toEqual((await everything(from.store)).insights);
      expect(now.visitCounters).toEqual({ total: 41, unique: 17 });
      expect(now.user).toBeNull();
      expect(now.history).toBeNull();
      expect(now.drafts).toBeNull();
      expect(now.shareLinks).toBeNull();
    });

    it('refuses bad input in any part with a specific error, and changes nothing', async () => {
      const from = await site();
      await usedSite(from.store);
      const to = await site();
      await usedSite(to.store);
      const before = await everything(to.store);
      const good = await asFile(from.store, from.media);
      const slot = Object.keys(good.history.log)[0];
      const message = Object.keys(good.feedbacks)[0];
      const day = Object.keys(good.insights.days)[0];
      const cases: [string, (file: Tree & Record<string, Tree>) => void, string][] = [
        ['history', (f) => ((f.history.log as Tree)[slot] = { id: 'x' }), BACKUP_PARTS.errors.badSummary(slot)],
        ['history', (f) => (f.history.extra = 1), BACKUP_PARTS.errors.unknownHistoryNode('extra')],
        ['inbox', (f) => ((f.feedbacks[message] as Tree).email = 'not an address'), `feedbacks/${message}/email`],
        ['insights', (f) => (((f.insights.days as Tree)[day] as Tree).visitors = -1), `insights/days/${day}/visitors`],
        [
          'insights',
          (f) => ((f.insights.days as Tree)['2026-02-31'] = {}),
          BACKUP_PARTS.errors.badDay('days', '2026-02-31'),
        ],
        ['drafts', (f) => (f.drafts.nope = { at: 1, data: {} }), BACKUP_PARTS.errors.unknownSection('nope')],
        [
          'share link counts',
          (f) => (f.shareLinkStats.ghost = { visits: 1 }),
          BACKUP_PARTS.errors.statsWithoutLink('ghost'),
        ],
        ['visit counter', (f) => (f.visitCounters.total = 1.5), 'visitCounters/total'],
      ];
      for (const [, spoil, error] of cases) {
        const file = JSON.parse(JSON.stringify(good));
        spoil(file);
        for (const chosen of [undefined, ['content']]) {
          const result = await importContent(file, to.store, to.media, chosen);
          expect(result.ok).toBe(false);
          expect(!result.ok && result.errors.join('\n')).toContain(error);
        }
        expect((await previewImport(file, to.store, to.media)).ok).toBe(false);
      }
      expect(await importContent(good, to.store, to.media, ['inbox', 'secrets'])).toEqual({
        ok: false,
        errors: [BACKUP_PARTS.errors.notChosen('secrets')],
      });
      expect(await importContent(good, to.store, to.media, [])).toEqual({
        ok: false,
        errors: [BACKUP_PARTS.noneChosen],
      });
      expect(await everything(to.store)).toEqual(before);
    });

    it('still imports a backup an earlier release wrote (content, images, share links only), keeping the rest here', async () => {
      const to = await site();
      await usedSite(to.store);
      const before = await everything(to.store);
      const older = {
        format: 'portfolio-backup',
        version: 2,
        exportedAt: '2026-01-05T10:00:00.000Z',
        user: {
          ...(before.user as Tree),
          skillsCubeImg: { ...((before.user as Tree).skillsCubeImg as Tree), image1: '/demo/from-v2.webp' },
        },
        media: {},
        shareLinks: {
          oldLink: {
            label: 'From v2',
            summary: 'An earlier release.',
            variant: 'light',
            expiresAt: NOW + DAY,
            token: 'a'.repeat(32),
            createdAt: NOW - DAY,
          },
        },
      };
      const preview = await previewImport(older, to.store, to.media);
      if (!preview.ok) throw new Error(preview.errors.join('\n'));
      expect(preview.ok && preview.parts.filter((part) => part.inFile).map((part) => part.key)).toEqual([
        'content',
        'media',
        'shareLinks',
      ]);
      const result = await importContent(older, to.store, to.media);
      expect(result).toMatchObject({ ok: true, parts: ['content', 'media', 'shareLinks'], shareLinks: 1 });
      const now = await everything(to.store);
      expect((now.user as Tree).skillsCubeImg).toMatchObject({ image1: '/demo/from-v2.webp' });
      expect(Object.keys(now.shareLinks as Tree)).toEqual(['oldLink']);
      expect(now.feedbacks).toEqual(before.feedbacks);
      expect(now.insights).toEqual(before.insights);
      expect(now.drafts).toEqual(before.drafts);
      // The import is one revision on top of the History here, so Undo takes it back.
      expect((await listRevisions(to.store))[0]).toMatchObject({ kind: 'import' });
      expect((await listRevisions(to.store)).length).toBe(
        Object.keys((before.history as { log: Tree }).log).length + 1,
      );
    });
  });
}
