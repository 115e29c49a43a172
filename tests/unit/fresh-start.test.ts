/**
 * A fresh start (issue 31, part 3), on the real embedded store: the checklist finds what is still
 * the demo owner's by comparing with DEMO_USER item by item, and an entry leaves once replaced;
 * "start empty" is one revision whose Undo brings the demo back, and leaves content every page can
 * render; the owner's answer to the offer is kept in the store across restarts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FRESH_START } from '@/lib/content/fresh-start-words';
import { DEMO_USER } from '@/lib/content/demo';
import {
  DEMO_ENTRY_COUNT,
  FRESH_START_PATH,
  demoChecklist,
  readFreshStartChoice,
  saveFreshStartChoice,
  showsOffer,
  startEmpty,
} from '@/lib/content/fresh-start';
import { draftPath, listRevisions, undoRevision } from '@/lib/content/history';
import { migrateUser, stampVersion } from '@/lib/content/migrations';
import type { UserContent } from '@/lib/content/schemas';
import { shapeUserContent } from '@/lib/content/shape';
import { contentToResume } from '@/lib/json-resume/from-content';
import { EmbeddedStore } from '@/lib/store/embedded-store';

jest.setTimeout(60_000);

const dirs: string[] = [];
const stores: EmbeddedStore[] = [];
function open(dir: string): EmbeddedStore {
  const store = new EmbeddedStore(dir);
  stores.push(store);
  return store;
}
async function demoStore(): Promise<{ store: EmbeddedStore; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-start-'));
  dirs.push(dir);
  const store = open(dir);
  await store.set('user', stampVersion(DEMO_USER));
  return { store, dir };
}
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close().catch(() => undefined)));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const demoContent = (): UserContent => shapeUserContent(stampVersion(DEMO_USER));
const ids = (content: UserContent) => demoChecklist(content).map((entry) => entry.id);
const labels = (content: UserContent) => demoChecklist(content).map((entry) => entry.label);

describe('demo checklist', () => {
  it('lists every demo item of the untouched demo, each linking to its editor', () => {
    const entries = demoChecklist(demoContent());
    expect(entries).toHaveLength(DEMO_ENTRY_COUNT);
    const L = FRESH_START.checklist;
    expect(entries.map((e) => e.label)).toEqual(
      expect.arrayContaining([
        L.name,
        L.avatar,
        L.banner,
        L.taglines,
        L.details,
        L.resume,
        L.skillImages,
        L.project('Tidewatch'),
        L.project('Queue Keeper'),
        L.timeline(DEMO_USER.workTimeline['demo-workTimeline-01'].title),
        L.social('GitHub'),
        L.social('Email'),
        ...Object.values(DEMO_USER.notes).map((note) => L.note(note.title)),
      ]),
    );
    expect(entries.filter((e) => e.label.startsWith('Demo project'))).toHaveLength(6);
    expect(entries.filter((e) => e.label.startsWith('Demo note')).map((e) => e.href)).toEqual([
      '/update/notes',
      '/update/notes',
    ]);
    const shiftboard = entries.find((e) => e.label === L.project('Shiftboard'));
    expect(shiftboard).toMatchObject({ href: '/update/fullstack-project', item: 'demo-fullstackProjects-01' });
    expect(entries.find((e) => e.label === L.name)?.item).toBeUndefined();
    expect(entries.find((e) => e.label === L.name)?.href).toBe('/update/about-details');
    expect(entries.find((e) => e.label === L.skillImages)?.href).toBe('/update/skill-images');
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it('drops an entry once it is replaced, item by item, and only then', () => {
    const content = demoContent();
    content.about = { ...content.about, fullName: 'Ada Okafor' };
    expect(ids(content)).not.toContain('about.fullName');
    expect(ids(content)).toContain('about.avatar');
    expect(demoChecklist(content)).toHaveLength(DEMO_ENTRY_COUNT - 1);

    // A demo project renamed but keeping the demo's picture is still demo, listed by its title
    // now; replaced, it leaves.
    const tidewatch = content.frontendProjects[0];
    content.frontendProjects[0] = { ...tidewatch, title: 'Harbour Board', slug: 'harbour-board' };
    expect(labels(content)).toContain(FRESH_START.checklist.project('Harbour Board'));
    expect(labels(content)).not.toContain(FRESH_START.checklist.project('Tidewatch'));
    content.frontendProjects[0] = { ...content.frontendProjects[0], image: '/media/abc' };
    expect(labels(content)).not.toContain(FRESH_START.checklist.project('Harbour Board'));
    expect(labels(content)).toContain(FRESH_START.checklist.project('Palette Lab'));

    // A demo note rewritten under a title of the owner's but keeping the demo's cover is still demo;
    // with a cover of the owner's too, it leaves. A deleted one leaves.
    const [tidewatchNote, formsNote] = content.notes;
    content.notes[0] = { ...tidewatchNote, title: 'Fast on the pontoon', slug: 'fast-on-the-pontoon', body: 'Mine.' };
    expect(labels(content)).toContain(FRESH_START.checklist.note('Fast on the pontoon'));
    content.notes[0] = { ...content.notes[0], cover: '/media/def' };
    expect(labels(content)).not.toContain(FRESH_START.checklist.note('Fast on the pontoon'));
    expect(labels(content)).toContain(FRESH_START.checklist.note(formsNote.title));
    content.notes = content.notes.slice(0, 1);
    expect(labels(content)).not.toContain(FRESH_START.checklist.note(formsNote.title));

    // A deleted social link leaves; one tagline of the demo left among the owner's keeps the entry.
    content.socialLinks = content.socialLinks.filter((l) => l.name !== 'LinkedIn');
    expect(labels(content)).not.toContain(FRESH_START.checklist.social('LinkedIn'));
    content.home = { ...content.home, taglines: ['Data engineer', 'Full-Stack Developer'] };
    expect(ids(content)).toContain('home.taglines');
    content.home = { ...content.home, taglines: ['Data engineer'] };
    expect(ids(content)).not.toContain('home.taglines');

    // A single demo detail (here the phone) keeps the details entry.
    content.about = { ...content.about, dob: '1990-01-02', address: 'Leeds', email: 'ada@example.org', status: 'Busy' };
    expect(ids(content)).toContain('about.details');
    content.about = { ...content.about, phoneNumber: '+44 113 000 0000' };
    expect(ids(content)).not.toContain('about.details');
  });

  it('is empty when nothing demo is left, and skips sections it cannot read', () => {
    expect(demoChecklist({})).toEqual([]);
    const content = demoContent();
    const mine: Partial<UserContent> = {
      ...content,
      about: {
        ...content.about,
        fullName: 'Ada',
        avatar: '/media/a',
        dob: '1990-01-02',
        address: 'Leeds',
        email: 'ada@example.org',
        phoneNumber: '+44 113 000 0000',
        status: 'Busy',
        cvweblink: 'https://ada.example.org/cv',
      },
      home: {
        ...content.home,
        banner_img: '/media/b',
        background: '/media/c',
        taglines: ['Data engineer'],
        detail: 'Mine',
        quote: 'Mine too',
      },
      skillsCubeImg: Object.fromEntries(
        Object.entries(content.skillsCubeImg).map(([k, v]) => [k, k.endsWith('Alt') ? v : `/media/${k}`]),
      ) as UserContent['skillsCubeImg'],
      frontendProjects: [],
      fullstackProjects: [],
      backendProjects: [],
      workTimeline: [],
      educationTimeline: [],
      socialLinks: [],
      // A note of the owner's own is not demo.
      notes: [
        {
          ...content.notes[0],
          _id: 'mine',
          title: 'Moving a data pipeline to Postgres',
          slug: 'moving-a-data-pipeline-to-postgres',
          cover: '/media/d',
        },
      ],
    };
    expect(demoChecklist(mine)).toEqual([]);
    // Skills and languages are never flagged: the owner may well know TypeScript and English too.
    expect(mine.skills!.length).toBeGreaterThan(0);
  });

  it('offers the fresh start only while nothing was answered and the demo is untouched', () => {
    const all = demoChecklist(demoContent());
    expect(showsOffer(null, all)).toBe(true);
    expect(showsOffer('dismissed', all)).toBe(false);
    expect(showsOffer('demo', all)).toBe(false);
    expect(showsOffer(null, all.slice(1))).toBe(false);
  });
});

describe('start empty', () => {
  it('empties every section as one revision that one Undo takes back to the demo', async () => {
    const { store } = await demoStore();
    await store.set(draftPath('skills'), { at: 1, data: { note: 'a draft' } });
    const before = await store.get('user');
    const { revision, sections } = await startEmpty(store, async () => {});
    expect(revision).toBeDefined();
    expect(sections).toEqual(
      expect.arrayContaining(['home', 'about', 'skillsCubeImg', 'frontendProjects', 'skills', 'notes']),
    );
    const revisions = await listRevisions(store);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ kind: 'fresh-start', drafts: ['skills'] });
    expect(await store.get(draftPath('skills'))).toBeNull();

    // Every section still valid, in today's shape (no upgrade brings anything back): every page renders from it.
    expect(migrateUser(await store.get('user')).changed).toBe(false);
    const content = shapeUserContent(await store.get('user'));
    for (const key of [
      'languagesKnown',
      'skills',
      'educationTimeline',
      'workTimeline',
      'frontendProjects',
      'fullstackProjects',
      'backendProjects',
      'socialLinks',
      'notes',
    ] as const) {
      expect(content[key]).toEqual([]);
    }
    expect(content.about.fullName).toBe(FRESH_START.placeholders.fullName);
    // The placeholders are flagged: the owner sees what to fill in; no demo item is left.
    expect(ids(content)).toEqual(
      expect.arrayContaining(['about.fullName', 'about.avatar', 'home.banner', 'home.taglines', 'skillsCubeImg']),
    );
    expect(labels(content).some((l) => l.startsWith('Demo '))).toBe(false);
    expect(JSON.stringify(content)).not.toContain('Nova');
    // The details the schemas made it fill in are not exported as the owner's (nor shown: fresh-start.spec).
    const P = FRESH_START.placeholders;
    const exported = JSON.stringify(contentToResume(content, 'https://portfolio.example'));
    for (const detail of [P.email, P.phoneNumber, P.address, P.cvweblink]) expect(exported).not.toContain(detail);

    const undone = await undoRevision(store, revision!);
    expect(undone.ok).toBe(true);
    expect(shapeUserContent(await store.get('user'))).toEqual(shapeUserContent(before));
    expect(await store.get(draftPath('skills'))).toEqual({ at: 1, data: { note: 'a draft' } });
  });

  it('records nothing when there is nothing left to empty', async () => {
    const { store } = await demoStore();
    await startEmpty(store, async () => {});
    const again = await startEmpty(store, async () => {});
    expect(again).toEqual({ revision: undefined, sections: [] });
    expect(await listRevisions(store)).toHaveLength(1);
  });
});

describe("the owner's answer", () => {
  it('is kept in the store across a restart; anything else stored reads as no answer', async () => {
    const { store, dir } = await demoStore();
    expect(await readFreshStartChoice(store)).toBeNull();
    await saveFreshStartChoice(store, 'dismissed');
    await store.close();
    const reopened = open(dir);
    expect(await readFreshStartChoice(reopened)).toBe('dismissed');
    await reopened.set(FRESH_START_PATH, { choice: '<b>nope</b>' });
    expect(await readFreshStartChoice(reopened)).toBeNull();
    await reopened.set(FRESH_START_PATH, 'demo');
    expect(await readFreshStartChoice(reopened)).toBeNull();
  });
});
