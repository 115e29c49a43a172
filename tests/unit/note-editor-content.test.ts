import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentInput } from '@/lib/admin/form-input';
import { findSection, type ListSection } from '@/lib/admin/sections';
import { DEMO_USER } from '@/lib/content/demo';
import { CONTENT_SCHEMA_VERSION, migrateUser } from '@/lib/content/migrations';
import { NOTES } from '@/lib/content/notes-words';
import { findNote, nextNoteTime, notesCacheLife, notesOut, publishTime, scheduledNotes } from '@/lib/content/notes';
import { shapeSection } from '@/lib/content/shape';
import { addListItem, updateListItem } from '@/lib/content/write';
import type { Store } from '@/lib/store/types';

// A note's chosen slug (its address, checked and kept unique, the old one redirecting) and a note
// dated later (scheduled: hidden from visitors until its day, then shown with no save).
const dir = mkdtempSync(path.join(os.tmpdir(), 'note-editor-content-'));
process.env.DATA_DIR = dir;
afterAll(async () => {
  await (globalThis as { __portfolioStore?: Store }).__portfolioStore?.close?.();
  rmSync(dir, { recursive: true, force: true });
});

const NOTE = {
  title: 'Shipping a blog',
  customSlug: '',
  summary: 'How the notes came to be.',
  body: '# Hello',
  tags: ['nextjs'],
  cover: '/demo/project-1.webp',
  coverAlt: 'A dashboard',
  publishedAt: '2026-03-05',
};

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function store(): Promise<Store> {
  const { getStore } = await import('@/lib/store');
  const { ensureContentReady } = await import('@/lib/content/ready');
  const s = getStore();
  await ensureContentReady(s);
  return s;
}

/** A stored note (the store keeps no empty list: no former slugs reads as []). */
async function stored(s: Store, id: string) {
  return { formerSlugs: [], ...(await s.get<Record<string, unknown>>(`user/notes/${id}`)) };
}

async function lookup(s: Store, slug: string) {
  const shaped = shapeSection('notes', await s.get('user/notes'));
  return findNote((shaped.ok ? shaped.data : []) as Parameters<typeof findNote>[0], slug);
}

describe('a note’s chosen slug', () => {
  const section = findSection(NOTES.admin.slug) as ListSection;
  const parse = (values: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...NOTE, tags: 'nextjs', publishedAt: '05/03/2026', ...values }))
      form.set(key, value);
    return contentInput(section).safeParse(form);
  };

  it('is an optional field of the editor, checked by the slug rules, with a clear error', () => {
    expect(section.fields.find((f) => f.name === 'customSlug')).toMatchObject({ label: 'Slug', optional: true });
    expect(parse({ customSlug: '  my-first-note ' })).toMatchObject({
      success: true,
      data: { customSlug: 'my-first-note' },
    });
    expect(parse({ customSlug: '' })).toMatchObject({ success: true, data: { customSlug: '' } });
    for (const bad of ['My Note', 'my--note', '-note', 'note_1', 'é', 'a'.repeat(81)]) {
      const parsed = parse({ customSlug: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].path).toEqual(['customSlug']);
      expect(parsed.error?.issues[0].message).toMatch(/^Slug (may contain only lowercase letters|must be at most 80)/);
    }
  });

  it('becomes the address; changing it keeps the old one redirecting; emptied, the title gives it again', async () => {
    const s = await store();
    await s.remove('user/notes');
    const { id } = await addListItem(s, 'notes', { ...NOTE, customSlug: 'why-a-blog' });
    expect(await stored(s, id)).toMatchObject({ slug: 'why-a-blog', formerSlugs: [] });
    // A new title keeps a chosen slug.
    await updateListItem(s, 'notes', id, { ...NOTE, title: 'Another title', customSlug: 'why-a-blog' });
    expect(await stored(s, id)).toMatchObject({ slug: 'why-a-blog', formerSlugs: [] });
    await updateListItem(s, 'notes', id, { ...NOTE, title: 'Another title', customSlug: 'why-notes' });
    expect(await stored(s, id)).toMatchObject({ slug: 'why-notes', formerSlugs: ['why-a-blog'] });
    expect(await lookup(s, 'why-a-blog')).toEqual({ movedTo: 'why-notes' });
    await updateListItem(s, 'notes', id, { ...NOTE, title: 'Another title', customSlug: '' });
    expect(await stored(s, id)).toMatchObject({ slug: 'another-title', formerSlugs: ['why-a-blog', 'why-notes'] });
    expect(await lookup(s, 'why-notes')).toEqual({ movedTo: 'another-title' });
    // Taking back one of its own earlier slugs is allowed.
    await updateListItem(s, 'notes', id, { ...NOTE, title: 'Another title', customSlug: 'why-a-blog' });
    expect(await stored(s, id)).toMatchObject({ slug: 'why-a-blog', formerSlugs: ['why-notes', 'another-title'] });
  });

  it('is refused, naming the note that has it, when another note uses it now or used it before; nothing is written', async () => {
    const s = await store();
    await s.remove('user/notes');
    const first = await addListItem(s, 'notes', NOTE);
    await updateListItem(s, 'notes', first.id, { ...NOTE, title: 'Shipping notes' });
    expect(await stored(s, first.id)).toMatchObject({ slug: 'shipping-notes', formerSlugs: ['shipping-a-blog'] });
    const before = await s.get('user/notes');

    const added = await addListItem(s, 'notes', { ...NOTE, title: 'Other', customSlug: 'shipping-notes' });
    expect(added.committed).toBe(false);
    expect(added.slugTaken).toEqual({ slug: 'shipping-notes', title: 'Shipping notes', former: false });
    const formerly = await addListItem(s, 'notes', { ...NOTE, title: 'Other', customSlug: 'shipping-a-blog' });
    expect(formerly.slugTaken).toEqual({ slug: 'shipping-a-blog', title: 'Shipping notes', former: true });
    expect(await s.get('user/notes')).toEqual(before);

    const second = await addListItem(s, 'notes', { ...NOTE, title: 'Second' });
    const moved = await updateListItem(s, 'notes', second.id, {
      ...NOTE,
      title: 'Second',
      customSlug: 'shipping-notes',
    });
    expect(moved).toMatchObject({ committed: false, slugTaken: { slug: 'shipping-notes', title: 'Shipping notes' } });
    expect(await stored(s, second.id)).toMatchObject({ slug: 'second' });
    expect(NOTES.admin.slugTaken('shipping-notes', 'Shipping notes', false)).toBe(
      'The address /notes/shipping-notes is already used by “Shipping notes”: choose another slug',
    );
  });

  it('a note stored before slugs could be chosen still loads, keeps its address, and follows its title', async () => {
    const s = await store();
    await s.remove('user/notes');
    const { customSlug: _none, ...old } = NOTE;
    // As the previous release stored it: no customSlug at all.
    await s.set('user/notes/old-note', { ...old, slug: 'shipping-a-blog', formerSlugs: [], order: 1 });
    expect(await s.get('user/schemaVersion')).toBe(CONTENT_SCHEMA_VERSION);
    const { getData } = await import('@/lib/content/get-data');
    const [note] = (await getData('user')).notes;
    expect(note).toMatchObject({ _id: 'old-note', slug: 'shipping-a-blog', customSlug: '' });
    // Whole content of that release (the demo owner with the note) reads and migrates as before.
    const user = migrateUser({ ...JSON.parse(JSON.stringify(DEMO_USER)), notes: { a: { ...old, order: 1 } } }).user;
    expect(shapeSection('notes', (user as Record<string, unknown>).notes)).toMatchObject({ ok: true });
    await updateListItem(s, 'notes', 'old-note', { ...NOTE, title: 'Shipping notes' });
    expect(await stored(s, 'old-note')).toMatchObject({ slug: 'shipping-notes', formerSlugs: ['shipping-a-blog'] });
  });
});

describe('a note dated later (scheduled)', () => {
  const now = Date.UTC(2026, 10, 29, 14, 30);

  it('comes out at 00:00 UTC on its day', () => {
    expect(publishTime('2026-11-30')).toBe(Date.UTC(2026, 10, 30));
    const notes = [
      { _id: 'past', publishedAt: '2026-11-29' },
      { _id: 'soon', publishedAt: '2026-11-30' },
      { _id: 'later', publishedAt: '2027-01-01' },
    ];
    expect(notesOut(notes, now).map((n) => n._id)).toEqual(['past']);
    expect(notesOut(notes, Date.UTC(2026, 10, 30)).map((n) => n._id)).toEqual(['past', 'soon']);
    expect(nextNoteTime(notes, now)).toBe(Date.UTC(2026, 10, 30));
    expect(nextNoteTime(notes.slice(0, 1), now)).toBeNull();
  });

  it('sets the life of what shows the notes to end when it comes out (never under five minutes), else max', () => {
    expect(notesCacheLife(null, now)).toBeNull();
    const inNineHours = now + 9.5 * 3600_000;
    expect(notesCacheLife(inNineHours, now)).toEqual({ revalidate: 34_200, expire: 34_200 });
    expect(notesCacheLife(now + 90_500, now)).toEqual({ revalidate: 91, expire: 300 });
    expect(notesCacheLife(now + 10, now)).toEqual({ revalidate: 1, expire: 300 });
    // Due in over 30 days: 'max' (made again within 30 days anyway, when the life is computed again).
    expect(notesCacheLife(now + 31 * DAY, now)).toBeNull();
  });

  it('is left out of what visitors read (list, page, feed, sitemap) until then, and the admin list says so', async () => {
    const s = await store();
    await s.remove('user/notes');
    const today = Date.now();
    const out = await addListItem(s, 'notes', { ...NOTE, title: 'Out now', publishedAt: iso(today - DAY) });
    const later = await addListItem(s, 'notes', { ...NOTE, title: 'Coming later', publishedAt: '2099-12-05' });
    const tomorrow = await addListItem(s, 'notes', { ...NOTE, title: 'Tomorrow', publishedAt: iso(today + DAY) });
    const { getData, getPublishedSections, inspectContent } = await import('@/lib/content/get-data');
    expect((await getData('user')).notes.map((n) => n.title)).toEqual(['Out now']);
    expect((await getPublishedSections(['notes'])).notes.map((n) => n._id)).toEqual([out.id]);
    // The admin reads every note, and marks the scheduled one.
    const all = (await inspectContent()).content.notes ?? [];
    expect(all.map((n) => n._id)).toEqual([out.id, later.id, tomorrow.id]);
    expect(scheduledNotes(all, today)).toMatchObject({ [later.id]: 'Scheduled for 5 December 2099' });
    expect(Object.keys(scheduledNotes(all, today)).sort()).toEqual([later.id, tomorrow.id].sort());
  });

  it('the cached reader hides it and lives until its time, then shows it with no save', async () => {
    const s = await store();
    await s.remove('user/notes');
    const start = Date.UTC(2026, 10, 29, 23, 59, 0);
    await addListItem(s, 'notes', { ...NOTE, title: 'Out now', publishedAt: '2026-11-28' });
    await addListItem(s, 'notes', { ...NOTE, title: 'At midnight', publishedAt: '2026-11-30' });
    const lives: unknown[] = [];
    const clock = jest.spyOn(Date, 'now');
    const was = process.env.NEXT_RUNTIME;
    process.env.NEXT_RUNTIME = 'nodejs';
    try {
      let read: typeof import('@/lib/content/get-data') | undefined;
      jest.isolateModules(() => {
        jest.doMock('next/cache', () => ({ cacheTag: jest.fn(), cacheLife: (life: unknown) => lives.push(life) }));
        jest.doMock('@/lib/content/last-good', () => ({
          ...jest.requireActual('@/lib/content/last-good'),
          rememberGood: async () => undefined,
        }));
        read = jest.requireActual<typeof import('@/lib/content/get-data')>('@/lib/content/get-data');
      });
      clock.mockReturnValue(start);
      expect((await read!.getPublishedSections(['notes'])).notes.map((n) => n.title)).toEqual(['Out now']);
      expect(lives).toEqual([{ revalidate: 60, expire: 300 }]);
      expect(await read!.nextScheduledNote()).toBe(Date.UTC(2026, 10, 30));
      // The entry is made again once it is stale: after midnight UTC the note is there.
      clock.mockReturnValue(Date.UTC(2026, 10, 30, 0, 0, 1));
      expect((await read!.getPublishedSections(['notes'])).notes.map((n) => n.title)).toEqual([
        'Out now',
        'At midnight',
      ]);
      expect(lives.at(-1)).toBe('max');
    } finally {
      clock.mockRestore();
      if (was === undefined) delete process.env.NEXT_RUNTIME;
      else process.env.NEXT_RUNTIME = was;
    }
  });
});
