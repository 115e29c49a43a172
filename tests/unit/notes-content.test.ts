import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentInput } from '@/lib/admin/form-input';
import { findSection, type ListSection } from '@/lib/admin/sections';
import { NOTES } from '@/lib/content/notes-words';
import { DEMO_USER } from '@/lib/content/demo';
import { applyDrafts, publishDrafts, saveDraft } from '@/lib/content/drafts';
import { CONTENT_SCHEMA_VERSION, migrateUser } from '@/lib/content/migrations';
import { findNote, newestFirst } from '@/lib/content/notes';
import { shapeSection, shapeUserContent } from '@/lib/content/shape';
import { addListItem, asList, updateListItem, withItemAdded } from '@/lib/content/write';
import { XMLParser } from 'fast-xml-parser';
import { notesFeed } from '@/lib/notes-feed';
import type { Store } from '@/lib/store/types';

const dir = mkdtempSync(path.join(os.tmpdir(), 'notes-content-'));
process.env.DATA_DIR = dir;
afterAll(async () => {
  await (globalThis as { __portfolioStore?: Store }).__portfolioStore?.close?.();
  rmSync(dir, { recursive: true, force: true });
});

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The demo owner as version 6 (the release before notes) stored it. */
function versionSix(): Record<string, unknown> {
  const user = migrateUser(clone(DEMO_USER)).user as Record<string, unknown>;
  delete user.notes;
  return { ...user, schemaVersion: 6 };
}

const NOTE = {
  title: 'Shipping a blog',
  customSlug: '',
  summary: 'How the notes came to be.',
  body: '# Hello\n\nSome `code`.',
  tags: ['nextjs', 'writing'],
  cover: '/demo/project-1.webp',
  coverAlt: 'A dashboard',
  publishedAt: '2026-03-05',
};

describe('version 6 → 7: notes', () => {
  it('reads content of version 6 (no notes) as an empty list, everything else unchanged', () => {
    const before = versionSix();
    const { user, from, changed } = migrateUser(before);
    expect(from).toBe(6);
    expect(changed).toBe(true);
    expect(CONTENT_SCHEMA_VERSION).toBe(7);
    const upgraded = user as Record<string, unknown>;
    expect(upgraded.schemaVersion).toBe(7);
    expect({ ...upgraded, schemaVersion: 6 }).toEqual(before);
    const content = shapeUserContent(upgraded);
    expect(content.notes).toEqual([]);
    expect(content.frontendProjects.length).toBeGreaterThan(0);
  });

  it('stores version 6 content upgraded on the first write, and then takes a note', async () => {
    const { getData } = await import('@/lib/content/get-data');
    const { ensureContentReady } = await import('@/lib/content/ready');
    const { getStore } = await import('@/lib/store');
    const store = getStore();
    await store.set('user', versionSix());
    expect((await getData('user')).notes).toEqual([]);
    await ensureContentReady(store);
    expect(await store.get('user/schemaVersion')).toBe(CONTENT_SCHEMA_VERSION);
    const added = await addListItem(store, 'notes', NOTE);
    expect(added.committed).toBe(true);
    const [note] = (await getData('user')).notes;
    expect(note).toMatchObject({ ...NOTE, slug: 'shipping-a-blog', formerSlugs: [] });
  });

  it('a note whose slug was left out (written by hand) reads with its title’s', async () => {
    const { getData } = await import('@/lib/content/get-data');
    const { getStore } = await import('@/lib/store');
    const store = getStore();
    await store.set('user/notes/hand-written', { ...NOTE, title: 'By hand', order: 99 });
    const notes = (await getData('user')).notes;
    expect(notes.find((n) => n._id === 'hand-written')?.slug).toBe('by-hand');
    await store.remove('user/notes/hand-written');
  });
});

describe('note slugs', () => {
  it('keeps its slug across edits, takes the new title’s on a new title and redirects from the old one', async () => {
    const { getStore } = await import('@/lib/store');
    const store = getStore();
    await store.remove('user/notes');
    const { id } = await addListItem(store, 'notes', NOTE);
    await updateListItem(store, 'notes', id, { ...NOTE, summary: 'Edited summary.' });
    expect(await store.get(`user/notes/${id}/slug`)).toBe('shipping-a-blog');
    await updateListItem(store, 'notes', id, { ...NOTE, title: 'Shipping notes' });
    expect(await store.get(`user/notes/${id}/slug`)).toBe('shipping-notes');
    expect(await store.get(`user/notes/${id}/formerSlugs`)).toEqual(['shipping-a-blog']);
    const notes = shapeSection('notes', await store.get('user/notes'));
    const list = (notes.ok ? notes.data : []) as Parameters<typeof findNote>[0];
    expect(findNote(list, 'shipping-a-blog')).toEqual({ movedTo: 'shipping-notes' });
    expect(findNote(list, 'nope')).toEqual({ missing: true });
  });

  it('are unique among notes, and a note may share a project’s slug (its page is under /notes/)', async () => {
    const { getStore } = await import('@/lib/store');
    const store = getStore();
    await store.remove('user/notes');
    expect(await store.get('user/frontendProjects/demo-frontendProjects-01/slug')).toBe('tidewatch');
    const first = await addListItem(store, 'notes', NOTE);
    const second = await addListItem(store, 'notes', NOTE);
    const third = await addListItem(store, 'notes', { ...NOTE, title: 'Tidewatch' });
    expect(await store.get(`user/notes/${first.id}/slug`)).toBe('shipping-a-blog');
    expect(await store.get(`user/notes/${second.id}/slug`)).toBe('shipping-a-blog-2');
    expect(await store.get(`user/notes/${third.id}/slug`)).toBe('tidewatch');
  });
});

describe('a note’s fields', () => {
  const section = findSection(NOTES.admin.slug) as ListSection;
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    return data;
  };
  const valid = { ...NOTE, tags: NOTE.tags.join('\n'), publishedAt: '05/03/2026' };

  it('reads the editor’s form: tags one per line, the date as dd/mm/yyyy', () => {
    const parsed = contentInput(section).safeParse(form(valid));
    expect(parsed.success && parsed.data).toEqual({ ...NOTE });
  });

  it('refuses bad input naming the field: no title, a multi-line summary, too many or too long tags, an http cover, a body over the limit', () => {
    const messages = (values: Record<string, string>) => {
      const parsed = contentInput(section).safeParse(form(values));
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(messages({ ...valid, title: ' ' })).toContain('Title is required');
    expect(messages({ ...valid, summary: 'one\ntwo' })).toContain('Summary must be one line');
    expect(messages({ ...valid, tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join('\n') })).toContain(
      `At most ${NOTES.limits.tags} tags`,
    );
    expect(messages({ ...valid, tags: 'x'.repeat(31) })).toContain(
      `Tag must be at most ${NOTES.limits.tag} characters`,
    );
    expect(messages({ ...valid, cover: 'http://example.com/a.png' })).toContain(
      'Cover image must be an https URL: pages block images loaded over http',
    );
    expect(messages({ ...valid, coverAlt: '' })).toContain('Cover image alt text is required');
    expect(messages({ ...valid, body: 'x'.repeat(NOTES.limits.body + 1) })).toContain(
      `Body must be at most ${NOTES.limits.body} characters`,
    );
    expect(messages({ ...valid, publishedAt: '31/02/2026' }).join(' ')).toMatch(/Published date/);
  });
});

describe('drafts, feed and order', () => {
  it('a draft of the notes shows in preview only, and publishing makes it live', async () => {
    const { getData } = await import('@/lib/content/get-data');
    const { getStore } = await import('@/lib/store');
    const store = getStore();
    await store.remove('user/notes');
    await saveDraft(store, 'notes', (current) => withItemAdded(asList(current), 'draft-1', NOTE, new Set()));
    const published = await getData('user');
    expect(published.notes).toEqual([]);
    const { listDrafts } = await import('@/lib/content/drafts');
    expect(applyDrafts(published, await listDrafts(store)).notes.map((n) => n.slug)).toEqual(['shipping-a-blog']);
    await publishDrafts(store, ['notes']);
    expect((await getData('user')).notes.map((n) => n.title)).toEqual([NOTE.title]);
  });

  it('a backup carries the notes, and restoring it brings them back as they were', async () => {
    const { exportContent, importContent } = await import('@/lib/backup/backup');
    const { getData } = await import('@/lib/content/get-data');
    const { getStore } = await import('@/lib/store');
    const store = getStore();
    const backup = await exportContent(store);
    const before = (await getData('user')).notes;
    expect(before.length).toBeGreaterThan(0);
    expect(Object.keys((backup.user as Record<string, Record<string, unknown>>).notes)).toHaveLength(before.length);
    await store.remove('user/notes');
    expect((await getData('user')).notes).toEqual([]);
    expect(await importContent(backup, store)).toMatchObject({ ok: true });
    expect((await getData('user')).notes).toEqual(before);
    // A note that breaks a rule is refused by name, and nothing is written.
    const bad = JSON.parse(JSON.stringify(backup)) as { user: Record<string, Record<string, Record<string, unknown>>> };
    const id = Object.keys(bad.user.notes)[0];
    bad.user.notes[id].cover = 'javascript:alert(1)';
    const refused = await importContent(bad, store);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors.join('\n')).toContain(`user/notes/${id}/cover: Cover image`);
    expect((await getData('user')).notes).toEqual(before);
  });

  it('lists newest first, and the feed escapes every field', () => {
    const a = { ...NOTE, _id: 'a', slug: 'a', formerSlugs: [], publishedAt: '2025-01-01' };
    const b = {
      ...NOTE,
      _id: 'b',
      slug: 'b',
      formerSlugs: [],
      title: 'Tom & <Jerry> "quoted"',
      summary: '</description><script>x</script>',
      tags: ['a<b'],
      publishedAt: '2026-01-01',
    };
    expect(newestFirst([a, b]).map((n) => n._id)).toEqual(['b', 'a']);
    const xml = notesFeed([a, b], 'Nova <Reyes>', 'https://example.com');
    expect(xml).toContain('<title>Tom &amp; &lt;Jerry&gt; &quot;quoted&quot;</title>');
    // A reader decodes the XML, then reads the description as HTML: it must find text, no markup.
    const items = new XMLParser().parse(xml).rss.channel.item as { description: string }[];
    expect(items[0].description).toBe('&lt;/description&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(items[0].description.replace(/&lt;/g, '<').replace(/&gt;/g, '>')).toBe(b.summary);
    expect(xml).toContain('<category>a&lt;b</category>');
    expect(xml).toContain('<title>Notes by Nova &lt;Reyes&gt;</title>');
    expect(xml).not.toContain('<script>');
    expect(xml.indexOf('<link>https://example.com/notes/b</link>')).toBeLessThan(
      xml.indexOf('<link>https://example.com/notes/a</link>'),
    );
    expect(xml).toContain('<pubDate>Thu, 01 Jan 2026 00:00:00 GMT</pubDate>');
  });
});
