/**
 * Issue 29 (part 4): the media library and backups that carry the images, on the real embedded
 * store and media files in temporary folders. Uploads are listed with size, usage and alt text;
 * one nothing uses is deleted and one in use (published, in a draft, or only in History) is
 * refused with a message naming where; unused uploads older than a day are cleaned once a day
 * (the clock is a parameter); a backup exported from one data folder restores every image into a
 * new, empty one; JSON-only backups of earlier releases still import; the preview writes nothing.
 * Replacing an upload in place points the content and drafts to a new upload in one revision
 * (Undo takes it back), leaves longer ids alone and refuses a file of the other kind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BACKUP_PARTS, BACKUP_MEDIA } from '@/lib/backup/words';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { exportBackup, exportContent, importContent, previewImport } from '@/lib/backup/backup';
import { saveDraft } from '@/lib/content/drafts';
import { getRevision, listRevisions, recordRevision, undoRevision } from '@/lib/content/history';
import { IMAGE_UNAVAILABLE } from '@/lib/content/migrations';
import { FileMediaStore } from '@/lib/media/file-media-store';
import {
  deleteAllUnused,
  deleteMedia,
  filterLibrary,
  listLibrary,
  readLibraryQuery,
  removeUnusedMedia,
  removeUnusedMediaOnceADay,
  replaceMedia,
  storeUpload,
  whyKept,
} from '@/lib/media/library';
import { sha256Of, uploadName } from '@/lib/media/upload-name';
import { checkRestoredObject } from '@/lib/media/check-restored';
import { UPLOAD } from '@/lib/media/upload-limits';
import { processImage } from '@/lib/media/process-image';
import { UPLOAD_ERRORS } from '@/lib/media/upload-errors';
import { pushId } from '@/lib/store/push-id';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { USER_PATH_KEY } from '@/lib/store/paths';

jest.setTimeout(60_000);

type Tree = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const DAY = 24 * 60 * 60 * 1000;
const stores: EmbeddedStore[] = [];
const dirs: string[] = [];

function freshSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-library-'));
  dirs.push(dir);
  const store = new EmbeddedStore(dir);
  stores.push(store);
  return { dir, store, media: new FileMediaStore(path.join(dir, 'media'), store) };
}
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function image(colour: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return processImage(png, 'image/png');
}

/** A site whose About avatar and a project's gallery use uploads, a draft and a revision others. */
async function siteWithUploads() {
  const site = freshSite();
  const [avatar, gallery, unused, drafted, historic] = await Promise.all(
    ['#c33', '#3c3', '#33c', '#cc3', '#3cc'].map(async (c) => site.media.put(await image(c))),
  );
  const user = (await exportContent(site.store)).user as Tree;
  user.about.avatar = avatar.url;
  user.about.avatarAlt = 'The owner smiling';
  const projectId = Object.keys(user.frontendProjects)[0];
  user.frontendProjects[projectId].gallery = [{ image: gallery.url, alt: 'Dashboard, dark theme' }];
  const imported = await importContent({ user }, site.store, site.media);
  expect(imported.ok).toBe(true);
  await saveDraft(site.store, 'home', (home) => ({ ...(home as Tree), background: drafted.url }));
  await recordRevision(site.store, 'save', {
    skillsCubeImg: { before: { ...user.skillsCubeImg, image1: historic.url }, after: user.skillsCubeImg },
  });
  return {
    ...site,
    user,
    projectTitle: user.frontendProjects[projectId].title as string,
    avatar,
    gallery,
    unused,
    drafted,
    historic,
  };
}

describe('media library', () => {
  it('lists every upload with its size, where it is used and its alt text', async () => {
    const site = await siteWithUploads();
    const items = await listLibrary(site.store, site.media);
    expect(items).toHaveLength(5);
    const byId = new Map(items.map((item) => [item.id, item]));
    const avatar = byId.get(site.avatar.id)!;
    expect(avatar.size).toBe(fs.statSync(path.join(site.dir, 'media', site.avatar.id)).size);
    expect(avatar.size).toBeGreaterThan(0);
    expect(avatar.usage.published).toEqual(['About Details › Avatar']);
    expect(avatar.usage.alts).toEqual(['The owner smiling']);
    const gallery = byId.get(site.gallery.id)!;
    expect(gallery.usage.published).toEqual([expect.stringContaining(site.projectTitle)]);
    expect(gallery.usage.alts).toEqual(['Dashboard, dark theme']);
    expect(byId.get(site.drafted.id)!.usage.drafts).toEqual(['Home Details › Background image']);
    expect(byId.get(site.historic.id)!.usage).toMatchObject({ published: [], drafts: [], revisions: 1 });
    expect(byId.get(site.unused.id)!.used).toBe(false);
    expect(items.filter((item) => item.used)).toHaveLength(4);
  });

  it('deletes an upload nothing uses, and refuses one in use or in a draft, saying where', async () => {
    const site = await siteWithUploads();
    expect(await deleteMedia(site.store, site.media, site.unused.id)).toEqual({ ok: true, revisions: 0 });
    expect(await site.media.get(site.unused.id)).toBeNull();
    expect(fs.existsSync(path.join(site.dir, 'media', site.unused.id))).toBe(false);

    expect(await deleteMedia(site.store, site.media, site.avatar.id)).toEqual({
      ok: false,
      status: 409,
      error: MEDIA_LIBRARY.inUse(['About Details › Avatar']),
    });
    expect(await deleteMedia(site.store, site.media, site.drafted.id)).toEqual({
      ok: false,
      status: 409,
      error: MEDIA_LIBRARY.inDraft(['Home Details › Background image']),
    });
    expect(await deleteMedia(site.store, site.media, site.unused.id)).toMatchObject({ status: 404 });
    for (const kept of [site.avatar, site.drafted, site.historic, site.gallery])
      expect(await site.media.get(kept.id)).not.toBeNull();
  });

  it('deletes an upload only History holds: the revisions get the placeholder, and restoring one shows it', async () => {
    const site = await siteWithUploads();
    const [{ id: revisionId }] = await listRevisions(site.store);
    expect(await deleteMedia(site.store, site.media, site.historic.id)).toEqual({ ok: true, revisions: 1 });
    expect(await site.media.get(site.historic.id)).toBeNull();
    const revision = await getRevision(site.store, revisionId);
    expect(JSON.stringify(revision)).not.toContain(site.historic.id);
    expect(JSON.stringify(revision)).toContain(IMAGE_UNAVAILABLE);
    // Undoing that save brings back the cube as it was before it: the placeholder, not a broken image.
    expect((await undoRevision(site.store, revisionId)).ok).toBe(true);
    expect(await site.store.get(`${USER_PATH_KEY}/skillsCubeImg/image1`)).toBe(IMAGE_UNAVAILABLE);
    const listed = await listLibrary(site.store, site.media);
    expect(listed.map((item) => item.id)).not.toContain(site.historic.id);
  });

  it('cleans unused uploads older than a day, once a day, and keeps everything in use', async () => {
    const site = await siteWithUploads();
    const now = Date.now();
    // Within the day an unused upload may belong to a form not saved yet.
    expect(await removeUnusedMedia(site.store, site.media, now + DAY / 2)).toEqual([]);
    expect(await removeUnusedMedia(site.store, site.media, now + DAY + 60_000)).toEqual([site.unused.id]);
    expect((await site.media.list()).map((item) => item.id).sort()).toEqual(
      [site.avatar.id, site.gallery.id, site.drafted.id, site.historic.id].sort(),
    );

    // Once a day: a second upload left unused is kept until the next day's run.
    const noon = Math.floor((now + 3 * DAY) / DAY) * DAY + DAY / 2;
    const later = await site.media.put(await image('#999'));
    await removeUnusedMediaOnceADay(site.store, site.media, noon);
    expect(await site.media.get(later.id)).toBeNull();
    const again = await site.media.put(await image('#888'));
    await removeUnusedMediaOnceADay(site.store, site.media, noon + 60_000);
    expect(await site.media.get(again.id)).not.toBeNull();
    await removeUnusedMediaOnceADay(site.store, site.media, noon + DAY);
    expect(await site.media.get(again.id)).toBeNull();
  });
});

describe('searching the library', () => {
  it('filters by address, alt text and kind, and keeps a long search bounded', async () => {
    const site = await siteWithUploads();
    const items = await listLibrary(site.store, site.media);
    const ids = (query: Record<string, string>) =>
      filterLibrary(items, readLibraryQuery(query))
        .map((item) => item.id)
        .sort();
    expect(ids({})).toHaveLength(5);
    expect(ids({ q: 'SMILING' })).toEqual([site.avatar.id]);
    expect(ids({ q: 'dark  dashboard' })).toEqual([site.gallery.id]);
    expect(ids({ q: site.drafted.id.slice(-8) })).toEqual([site.drafted.id]);
    expect(ids({ show: 'unused' })).toEqual([site.unused.id]);
    expect(ids({ show: 'images' })).toHaveLength(5);
    expect(ids({ show: 'pdfs' })).toEqual([]);
    expect(ids({ q: 'smiling', show: 'unused' })).toEqual([]);
    expect(ids({ q: 'nothing like this' })).toEqual([]);

    expect(readLibraryQuery({ q: ['  cat ', 'dog'], show: 'everything' })).toEqual({
      q: 'cat',
      show: 'all',
      cut: false,
    });
    const long = readLibraryQuery({ q: 'x'.repeat(5000) });
    expect(long).toEqual({ q: 'x'.repeat(MEDIA_LIBRARY.maxQuery), show: 'all', cut: true });
  });
});

describe('deleting every unused upload', () => {
  it('deletes only what nothing uses, whatever its age, and keeps what History, a draft or the content holds', async () => {
    const site = await siteWithUploads();
    expect(await deleteAllUnused(site.store, site.media)).toEqual([site.unused.id]);
    expect((await site.media.list()).map((item) => item.id).sort()).toEqual(
      [site.avatar.id, site.gallery.id, site.drafted.id, site.historic.id].sort(),
    );
    expect(fs.existsSync(path.join(site.dir, 'media', site.unused.id))).toBe(false);
    expect(await deleteAllUnused(site.store, site.media)).toEqual([]);
    expect(MEDIA_LIBRARY.confirmDeleteUnused(3)).toMatch(/^Delete 3 uploads .*This cannot be undone\.$/);
  });
});

describe('file names and duplicates', () => {
  it('keeps a sanitised file name: base name only, no control characters, at most 120 characters', () => {
    expect(uploadName('C:\\Users\\me\\Desktop\\cat photo.png')).toBe('cat photo.png');
    expect(uploadName('../../etc/pa\u0000ss\nwd\u202e.jpg')).toBe('passwd.jpg');
    expect(uploadName(`${'é'.repeat(200)}.png`)).toBe('é'.repeat(MEDIA_LIBRARY.maxFileName));
    expect(uploadName(' \u0007 ')).toBeUndefined();
    expect(uploadName(undefined)).toBeUndefined();
  });

  it('stores the name on the record, lists records of earlier releases without one, and finds it by name', async () => {
    const site = freshSite();
    const named = await site.media.put({ ...(await image('#a1a')), name: 'dir/Team offsite 2024.png' });
    // A record as an earlier release wrote it: no name, no hash.
    const old = pushId();
    fs.writeFileSync(path.join(site.dir, 'media', old), (await image('#1aa')).bytes);
    await site.store.set(`media/${old}`, { contentType: 'image/webp', size: 10, createdAt: 1 });
    const items = await listLibrary(site.store, site.media);
    expect(items.map((item) => [item.id, item.name])).toEqual([
      [named.id, 'Team offsite 2024.png'],
      [old, undefined],
    ]);
    expect(items[1].sha256).toBeUndefined();
    expect(filterLibrary(items, { q: 'offsite', show: 'all' }).map((item) => item.id)).toEqual([named.id]);
  });

  it('recognises the same processed bytes uploaded twice and answers the stored one; old records never match', async () => {
    const site = freshSite();
    const first = await storeUpload(site.media, { ...(await image('#5a5')), name: 'logo.png' });
    expect(first.existing).toBeUndefined();
    const again = await storeUpload(site.media, { ...(await image('#5a5')), name: 'logo copy.png' });
    expect(again).toEqual({ id: first.id, url: first.url, existing: 'logo.png' });
    expect(MEDIA_LIBRARY.alreadyStored(again.existing!)).toBe('Already in the library: logo.png');
    const other = await storeUpload(site.media, await image('#a55'));
    expect(other.id).not.toBe(first.id);
    expect((await site.media.list()).map((item) => item.sha256)).toEqual([
      sha256Of((await image('#5a5')).bytes),
      sha256Of((await image('#a55')).bytes),
    ]);

    // An earlier release's record of the same bytes has no hash: a new upload is stored beside it.
    const legacy = freshSite();
    const bytes = (await image('#55a')).bytes;
    const old = pushId();
    fs.mkdirSync(path.join(legacy.dir, 'media'), { recursive: true });
    fs.writeFileSync(path.join(legacy.dir, 'media', old), bytes);
    await legacy.store.set(`media/${old}`, { contentType: 'image/webp', size: bytes.length, createdAt: 1 });
    const fresh = await storeUpload(legacy.media, { bytes, contentType: 'image/webp' });
    expect(fresh.existing).toBeUndefined();
    expect(fresh.id).not.toBe(old);
    expect(await legacy.media.list()).toHaveLength(2);
  });
});

describe('backups carry the images', () => {
  it('restores every image of a backup into a new, empty data folder', async () => {
    const from = await siteWithUploads();
    const backup = JSON.parse(JSON.stringify(await exportBackup(from.store, from.media)));
    expect(backup).toMatchObject({ format: BACKUP_MEDIA.format, version: BACKUP_PARTS.version });
    // Every upload: the drafts and the History the backup carries name some the content does not.
    const all = [from.avatar, from.gallery, from.unused, from.drafted, from.historic].map((item) => item.id).sort();
    expect(Object.keys(backup.media).sort()).toEqual(all);

    const to = freshSite();
    const preview = await previewImport(backup, to.store, to.media);
    expect(preview).toMatchObject({ ok: true, media: { inFile: 5, alreadyHere: 0, missing: 0 } });
    expect(await to.media.list()).toEqual([]);
    expect(await to.store.get('user')).toBeNull();

    const result = await importContent(backup, to.store, to.media);
    expect(result).toMatchObject({ ok: true, media: { restored: 5, present: 0 } });
    for (const id of all) {
      const [a, b] = await Promise.all([from.media.get(id), to.media.get(id)]);
      expect(b?.contentType).toBe('image/webp');
      expect(b?.bytes.equals(a!.bytes)).toBe(true);
    }
    expect(((await to.store.get('user')) as Tree).about.avatar).toBe(from.avatar.url);
    // Imported again: the files are there already and are kept as they are.
    expect(await importContent(backup, to.store, to.media)).toMatchObject({ media: { restored: 0, present: 5 } });
  });

  it('still imports a JSON-only backup of an earlier release', async () => {
    const from = await siteWithUploads();
    const to = freshSite();
    const old = { user: (await exportContent(from.store)).user };
    expect(await importContent(old, to.store, to.media)).toMatchObject({ ok: true, sections: 13 });
    expect(await to.media.list()).toEqual([]);
    // The preview says the images the content uses are missing.
    expect(await previewImport(old, freshSite().store, to.media)).toMatchObject({ media: { missing: 2 } });
  });

  it('refuses a backup whose files are not images, changing nothing', async () => {
    const from = await siteWithUploads();
    const backup = JSON.parse(JSON.stringify(await exportBackup(from.store, from.media)));
    backup.media[from.avatar.id].data = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    backup.media['../../etc'] = { contentType: 'image/webp', data: backup.media[from.gallery.id].data };
    const to = freshSite();
    const result = await importContent(backup, to.store, to.media);
    expect(result).toEqual({
      ok: false,
      errors: [BACKUP_MEDIA.notMedia(from.avatar.id), BACKUP_MEDIA.badId('../../etc')],
    });
    expect(await to.media.list()).toEqual([]);
    expect(await to.store.get('user')).toBeNull();
  });

  /** A backup of a site's content and the given files (base64 under their ids). */
  async function backupWith(files: Record<string, Buffer>) {
    const user = (await exportContent(freshSite().store)).user;
    const media = Object.fromEntries(
      Object.entries(files).map(([id, bytes]) => [id, { contentType: 'image/jpeg', data: bytes.toString('base64') }]),
    );
    return { format: BACKUP_MEDIA.format, version: BACKUP_PARTS.version, user, media };
  }

  it('re-encodes a restored image as an upload is: EXIF and GPS dropped, WebP, under its own id', async () => {
    const id = pushId();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Someone', Make: 'Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined(); // the premise
    // A WebP carrying EXIF is not what the upload pipeline writes either: it is re-encoded too.
    const webpId = pushId();
    const webp = await sharp(jpeg)
      .webp()
      .withExif({ IFD0: { Copyright: 'Someone' } })
      .toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    const to = freshSite();
    const result = await importContent(await backupWith({ [id]: jpeg, [webpId]: webp }), to.store, to.media);
    expect(result).toMatchObject({ ok: true, media: { restored: 2, present: 0 } });
    for (const key of [id, webpId]) {
      const restored = await to.media.get(key);
      expect(restored?.contentType).toBe('image/webp');
      const meta = await sharp(restored!.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
      expect([meta.exif, meta.xmp, meta.icc, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
    }
  });

  it('brings an oversized restored image within the caps as an upload does, animations included', async () => {
    const [id, gifId] = [pushId(), pushId()];
    const png = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#3c3' } })
      .png()
      .toBuffer();
    const frames = await Promise.all(
      ['#ff0000', '#0000ff'].map((background) =>
        sharp({ create: { width: 3000, height: 600, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const to = freshSite();
    const result = await importContent(await backupWith({ [id]: png, [gifId]: gif }), to.store, to.media);
    expect(result).toMatchObject({ ok: true, media: { restored: 2 } });
    const still = await to.media.get(id);
    expect(await sharp(still!.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: UPLOAD.maxSidePx,
      height: 640,
    });
    const animated = await to.media.get(gifId);
    expect(animated?.contentType).toBe('image/webp');
    expect(await sharp(animated!.bytes, { animated: true }).metadata()).toMatchObject({
      format: 'webp',
      pages: 2,
      width: UPLOAD.maxSidePx,
      pageHeight: 512,
    });
    // What the pipeline wrote comes back byte for byte (no second lossy encoding), animations too.
    const again = await checkRestoredObject(gifId, animated!.bytes);
    expect(again.bytes.equals(animated!.bytes)).toBe(true);
  });

  it('refuses a restored image an upload would refuse, naming it, and changes nothing', async () => {
    const good = (await image('#c33')).bytes;
    const jpeg = await sharp({
      create: {
        width: 200,
        height: 200,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 2)); // its header reads, its pixels do not
    expect((await sharp(cut).metadata()).format).toBe('jpeg'); // the premise
    const [goodId, cutId] = [pushId(), pushId()];
    const to = freshSite();
    const result = await importContent(await backupWith({ [goodId]: good, [cutId]: cut }), to.store, to.media);
    expect(result).toEqual({ ok: false, errors: [BACKUP_MEDIA.refusedImage(cutId, UPLOAD_ERRORS.fakeImage)] });
    expect(await to.media.list()).toEqual([]);
    expect(await to.store.get('user')).toBeNull();
    // The admin's one-file restore gives the same answer.
    await expect(checkRestoredObject(cutId, cut)).rejects.toThrow(
      BACKUP_MEDIA.refusedImage(cutId, UPLOAD_ERRORS.fakeImage),
    );
  });

  it('previews what an import changes, section by section with item counts, and writes nothing', async () => {
    const site = await siteWithUploads();
    const user = JSON.parse(JSON.stringify(site.user)) as Tree;
    user.about.fullName = 'Someone Else';
    const skills = Object.keys(user.skills);
    delete user.skills[skills[0]];
    const before = JSON.stringify(await site.store.get(''));
    const preview = await previewImport({ user }, site.store, site.media);
    if (!preview.ok) throw new Error(preview.errors.join('\n'));
    const of = (key: string) => preview.sections.find((s) => s.key === key);
    expect(of('about')).toMatchObject({ title: 'About Details', change: 'changed' });
    expect(of('skills')).toMatchObject({ change: 'changed', before: skills.length, after: skills.length - 1 });
    expect(of('workTimeline')).toMatchObject({ change: 'unchanged' });
    expect(preview.media).toEqual({ inFile: 0, alreadyHere: 0, missing: 0 });
    expect(JSON.stringify(await site.store.get(''))).toBe(before);
  });
});

describe('replacing an upload in place', () => {
  const png = (colour: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const asFile = (bytes: Buffer | string, name: string, type: string) =>
    new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
  /** Everything a replace may change: the content, the drafts, History and the library. */
  const snapshot = async (site: Awaited<ReturnType<typeof siteWithUploads>>) => ({
    user: await site.store.get(USER_PATH_KEY),
    drafts: await site.store.get('drafts'),
    revisions: await listRevisions(site.store),
    media: await site.media.list(),
  });

  it('points the published content and the drafts to the new file in one revision, which Undo takes back', async () => {
    const site = await siteWithUploads();
    // The avatar is in a draft of About too; an upload whose id begins with the avatar's is left alone.
    const longer = `${site.avatar.id}x`;
    expect(await site.media.restore(longer, await image('#999'))).toBe('restored');
    const gallery = `${USER_PATH_KEY}/frontendProjects/${Object.keys(site.user.frontendProjects)[0]}/gallery/0/image`;
    await site.store.set(gallery, `/media/${longer}`);
    await saveDraft(site.store, 'about', (about) => ({ ...(about as Tree), fullName: 'Drafted name' }));
    const before = await listRevisions(site.store);
    const draftedAt = (await site.store.get<Tree>('drafts/about'))!.at as number;

    const result = await replaceMedia(
      site.store,
      site.media,
      site.avatar.id,
      asFile(await png('#c3c'), 'new portrait.png', 'image/png'),
    );
    expect(result).toMatchObject({
      ok: true,
      places: 2,
      sections: ['about'],
      message: MEDIA_LIBRARY.replaced(2, false),
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.id).not.toBe(site.avatar.id);
    expect(result.url).toBe(`/media/${result.id}`);
    expect(await site.store.get(`${USER_PATH_KEY}/about/avatar`)).toBe(result.url);
    expect(await site.store.get(`${USER_PATH_KEY}/about/avatarAlt`)).toBe('The owner smiling');
    const draft = (await site.store.get<Tree>('drafts/about'))!;
    expect(draft.data).toMatchObject({ avatar: result.url, avatarAlt: 'The owner smiling', fullName: 'Drafted name' });
    // A changed draft is a newer one: a Publish of the draft read before keeps it, a tab on it is told.
    expect(draft.at).toBeGreaterThan(draftedAt);
    expect(await site.store.get(gallery)).toBe(`/media/${longer}`);

    // One revision, named for what happened, with the section and its draft.
    const revisions = await listRevisions(site.store);
    expect(revisions).toHaveLength(before.length + 1);
    expect(revisions[0]).toMatchObject({
      kind: 'media-replace',
      sections: ['about'],
      drafts: ['about'],
      label: MEDIA_LIBRARY.replacedRevision(site.avatar.id, 'new portrait.png'),
    });

    // The old upload stays, used by History only: the library's Delete may take it now.
    const listed = new Map((await listLibrary(site.store, site.media)).map((item) => [item.id, item]));
    expect(listed.get(site.avatar.id)!.usage).toMatchObject({ published: [], drafts: [] });
    expect(whyKept(listed.get(site.avatar.id)!.usage)).toBeNull();
    expect(listed.get(result.id)!.usage.published).toEqual(['About Details › Avatar']);
    expect(listed.get(longer)!.usage.published).toHaveLength(1);

    expect((await undoRevision(site.store, revisions[0].id)).ok).toBe(true);
    expect(await site.store.get(`${USER_PATH_KEY}/about/avatar`)).toBe(site.avatar.url);
    expect(((await site.store.get<Tree>('drafts/about'))!.data as Tree).avatar).toBe(site.avatar.url);
  });

  it('refuses a file of the other kind, an unknown upload and a file an upload refuses, changing nothing', async () => {
    const site = await siteWithUploads();
    const pdf = await site.media.put({
      bytes: Buffer.from('%PDF-1.4\n1 0 obj\n%%EOF\n'),
      contentType: 'application/pdf',
    });
    const unchanged = await snapshot(site);
    const image = asFile(await png('#c3c'), 'photo.png', 'image/png');
    const refusals: [string, File, object][] = [
      [
        site.avatar.id,
        asFile('%PDF-1.4\n%%EOF', 'cv.pdf', 'application/pdf'),
        { status: 400, error: MEDIA_LIBRARY.replaceMismatch(false) },
      ],
      // Neither an image nor a PDF: refused as an upload refuses it.
      [site.avatar.id, asFile('hello', 'notes.txt', 'text/plain'), { status: 415, error: UPLOAD_ERRORS.notImage }],
      [pdf.id, image, { status: 400, error: MEDIA_LIBRARY.replaceMismatch(true) }],
      ['no-such-upload', image, { status: 404, error: MEDIA_LIBRARY.notFound }],
      // Not an upload's id at all (never read as a pattern).
      ['a.b', image, { status: 404, error: MEDIA_LIBRARY.notFound }],
      ['(', image, { status: 404, error: MEDIA_LIBRARY.notFound }],
      [
        site.avatar.id,
        asFile('not an image', 'fake.png', 'image/png'),
        { status: 415, error: UPLOAD_ERRORS.fakeImage },
      ],
      [site.avatar.id, asFile('', 'empty.png', 'image/png'), { status: 400, error: UPLOAD_ERRORS.empty }],
    ];
    for (const [id, file, refusal] of refusals)
      expect(await replaceMedia(site.store, site.media, id, file)).toEqual({ ok: false, ...refusal });
    expect(await snapshot(site)).toEqual(unchanged);
  });

  it('refuses, changing nothing, when the longer new address would take a text past its limit', async () => {
    const site = await siteWithUploads();
    // An upload restored from a backup may have a short id; a new one has 20 characters.
    expect(await site.media.restore('ab', await image('#999'))).toBe('restored');
    const name = `${'x'.repeat(100 - '/media/ab'.length)}/media/ab`; // Full name: at most 100
    await site.store.set(`${USER_PATH_KEY}/about/fullName`, name);
    const unchanged = await snapshot(site);
    expect(await replaceMedia(site.store, site.media, 'ab', asFile(await png('#c3c'), 'p.png', 'image/png'))).toEqual({
      ok: false,
      status: 409,
      error: MEDIA_LIBRARY.replaceOverflows('About Details'),
    });
    const after = await snapshot(site);
    // The new file may stay stored (unused, cleared like any unused upload); nothing else changed.
    expect({ ...after, media: unchanged.media }).toEqual(unchanged);
  });

  it('uses an upload holding the same bytes, and says nothing changed for the very same file', async () => {
    const site = await siteWithUploads();
    const same = await replaceMedia(
      site.store,
      site.media,
      site.avatar.id,
      asFile(await png('#c33'), 'again.png', 'image/png'),
    );
    expect(same).toEqual({
      ok: true,
      id: site.avatar.id,
      url: site.avatar.url,
      places: 0,
      sections: [],
      message: MEDIA_LIBRARY.replaceSame(site.avatar.id),
    });
    const count = (await site.media.list()).length;
    // The bytes of the unused upload: that one is used, nothing is stored.
    const deduped = await replaceMedia(
      site.store,
      site.media,
      site.avatar.id,
      asFile(await png('#33c'), 'x.png', 'image/png'),
    );
    expect(deduped).toMatchObject({ ok: true, id: site.unused.id, places: 1 });
    expect(await site.media.list()).toHaveLength(count);
    expect(await site.store.get(`${USER_PATH_KEY}/about/avatar`)).toBe(site.unused.url);
  });
});
