import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exportContent, importContent } from '@/lib/backup/backup';
import { LEGACY_DEFAULTS } from '@/lib/content/legacy';
import { shapeUserContent } from '@/lib/content/shape';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { FirebaseStore } from '@/lib/store/firebase-store';
import type { Store } from '@/lib/store/types';
import { startDatabaseServer, type TestDatabaseServer } from '../helpers/firebase-server';

/** Content exactly in the original product's shape (spec §3). */
function legacySample() {
  return {
    user: {
      home: {
        background: { url: 'https://images.example.com/bg.jpg' },
        banner_img: { url: 'https://images.example.com/banner.png' },
        detail: 'I build web apps.',
        quote: 'Keep it simple.',
      },
      about: {
        avatar: { url: 'https://images.example.com/me.jpg' },
        fullName: 'Sam Carter',
        dob: '21/07/1995',
        address: 'Porto, Portugal',
        email: 'sam@example.com',
        phoneNumber: 351220000000,
        status: 'Open to work',
        cvfileLinkDark: 'https://files.example.com/cv-dark.pdf',
        cvfileLinkLight: 'https://files.example.com/cv-light.pdf',
        cvweblink: 'https://sam.example.com/cv',
      },
      languagesKnown: [
        { _id: 'lang1', name: 'English' },
        { _id: 'lang2', name: 'French' },
      ],
      skills: [
        { _id: 's-b', name: 'React' },
        { _id: 's-a', name: 'Node.js' },
      ],
      skillsCubeImg: Object.fromEntries(
        [1, 2, 3, 4, 5, 6].map((n) => [`image${n}`, { url: `https://images.example.com/cube${n}.png` }]),
      ),
      educationTimeline: [
        { _id: 'edu1', title: 'BSc', description: 'Computer science', startdate: '2013-09-01', enddate: '2016-06-30' },
      ],
      workTimeline: [
        { _id: 'work1', title: 'Developer', description: 'Web apps', startdate: '01/07/2016', enddate: '' },
      ],
      frontendProjects: [
        {
          _id: 'fp1',
          image: { url: 'https://images.example.com/p1.png' },
          title: 'Shop',
          techstack: 'React',
          gitLink: 'https://github.com/sam/shop',
          demoLink: '',
        },
      ],
      fullstackProjects: [],
      backendProjects: [
        {
          _id: 'bp1',
          image: { url: 'https://images.example.com/p2.png' },
          title: 'API',
          techstack: 'Node',
          gitLink: '',
          demoLink: '',
        },
      ],
      socialLinks: [
        {
          _id: 'gh',
          name: 'GitHub',
          link: 'https://github.com/sam',
          icon: { url: 'https://images.example.com/gh.svg' },
          color: '#222222',
        },
      ],
      feedbacks: [{ _id: 'fb1', name: 'Ana', email: 'ana@example.com', message: 'Nice site!' }],
    },
  };
}

let server: TestDatabaseServer;
let dir: string;
const closers: (() => Promise<void>)[] = [];
beforeAll(async () => {
  server = await startDatabaseServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'legacy-'));
});
afterAll(async () => {
  await Promise.all(closers.map((c) => c()));
  await server.stop();
  await rm(dir, { recursive: true, force: true });
});

const backends: [string, () => Promise<Store>][] = [
  ['file', async () => new EmbeddedStore(await mkdtemp(path.join(dir, 'f-')))],
  [
    'firebase',
    async () => {
      server.writeDirect('', null);
      const app = initializeApp({ databaseURL: server.url(), projectId: 'portfolio-test' }, `legacy-${closers.length}`);
      closers.push(() => deleteApp(app));
      return new FirebaseStore(getDatabase(app));
    },
  ],
];

describe.each(backends)('importing the original data shape (%s backend)', (_name, create) => {
  it('converts {url} images, _id arrays and dates, and moves feedbacks out of public content', async () => {
    const store = await create();
    const result = await importContent(legacySample(), store);
    expect(result).toMatchObject({ ok: true, feedbacks: 1 });
    if (!result.ok) return;
    expect(result.notes).toEqual(
      expect.arrayContaining([
        expect.stringContaining('home/taglines'),
        expect.stringContaining('about/freeLancing'),
        expect.stringContaining('feedbacks: 1'),
      ]),
    );
    const content = shapeUserContent(await store.get('user'));
    expect(content.home.background).toBe('https://images.example.com/bg.jpg');
    expect(content.home.taglines).toEqual([LEGACY_DEFAULTS.tagline]);
    expect(content.about).toMatchObject({
      avatar: 'https://images.example.com/me.jpg',
      dob: '1995-07-21',
      phoneNumber: '351220000000',
      freeLancing: 'Available',
    });
    expect(content.skillsCubeImg.image6).toBe('https://images.example.com/cube6.png');
    expect(content.skills).toEqual([
      { _id: 's-b', name: 'React' },
      { _id: 's-a', name: 'Node.js' },
    ]);
    expect(content.workTimeline[0]).toMatchObject({ _id: 'work1', startdate: '2016-07-01', enddate: '' });
    expect(content.frontendProjects[0]).toMatchObject({ _id: 'fp1', image: 'https://images.example.com/p1.png' });
    expect(content.socialLinks[0]).toMatchObject({ icon: 'https://images.example.com/gh.svg', color: '#222222' });
    expect(content.fullstackProjects).toEqual([]);
    expect(await store.get('user/feedbacks')).toBeNull();
    expect(await store.get('feedbacks/fb1')).toMatchObject({
      email: 'ana@example.com',
      message: 'Nice site!',
      subject: LEGACY_DEFAULTS.feedbackSubject,
    });
    // What export writes imports again unchanged.
    const exported = await exportContent(store);
    const again = await create();
    expect(await importContent(exported, again)).toMatchObject({ ok: true });
    expect(await again.get('user')).toEqual(await store.get('user'));
  });

  it('gives items whose ids are not usable keys new ids instead of losing them', async () => {
    const store = await create();
    const sample = legacySample();
    sample.user.skills = [
      { _id: '__proto__', name: 'Kept 1' },
      { _id: '7', name: 'Kept 2' },
      { _id: 'a.b', name: 'Kept 3' },
      { _id: 'a.b', name: 'Kept 4' },
    ];
    const result = await importContent(sample, store);
    expect(result.ok).toBe(true);
    const skills = shapeUserContent(await store.get('user')).skills;
    expect(skills.map((s) => s.name)).toEqual(['Kept 1', 'Kept 2', 'Kept 3', 'Kept 4']);
    expect(new Set(skills.map((s) => s._id)).size).toBe(4);
    if (result.ok) expect(result.notes?.filter((n) => n.includes('is not a valid key'))).toHaveLength(4);
  });

  it('reports every problem and changes nothing', async () => {
    const store = await create();
    await store.set('user/home/quote', 'untouched');
    const bad = legacySample();
    (bad.user.about as Record<string, unknown>).email = 'not-an-email';
    (bad.user.about as Record<string, unknown>).dob = 'sometime in 1995';
    bad.user.skills.push({ _id: 's-c', name: '' });
    (bad.user.home as Record<string, unknown>).banner_img = { href: 'x' };
    (bad.user.feedbacks[0] as Record<string, unknown>).email = 'nope';
    const result = await importContent(bad, store);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const text = result.errors.join('\n');
    expect(text).toContain('user/about/email');
    expect(text).toContain('user/about/dob');
    expect(text).toContain('user/skills/s-c/name');
    expect(text).toContain('user/home/banner_img');
    expect(text).toContain('feedbacks/fb1/email');
    expect(result.errors.length).toBeGreaterThanOrEqual(5);
    expect(await store.get('user')).toEqual({ home: { quote: 'untouched' } });
    expect(await store.get('feedbacks')).toBeNull();
  });
});
