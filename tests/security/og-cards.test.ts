/**
 * Finding (social cards): a name, tagline or project title holding an emoji or a letter the
 * card's font lacks made next/og fetch Twemoji or Google Fonts (the text in the query); offline
 * the card answered 500, which nothing kept, so every crawler tried again. The cards now draw
 * from local fonts alone (lib/og-fonts.ts): this test saves such content through the admin, reads
 * every card, and checks each is a PNG and that the server tried no connection off this machine
 * (tests/helpers/outbound-watch.cjs reports each one Node.js starts).
 */
import path from 'node:path';
import { DEMO_USER } from '@/lib/content/demo';
import { NOTES } from '@/lib/content/notes-words';
import { projectOgImagePath } from '@/lib/og';
import { callAction, form } from '../helpers/action-call';
import { startTarget, type Target } from './harness';

jest.setTimeout(180_000);

const WATCH = path.join(process.cwd(), 'tests/helpers/outbound-watch.cjs');

/** Emoji, CJK, RTL, Devanagari, combining marks, a zero-width-joiner sequence, a flag, a keycap. */
const NAME = 'Zed 😀 诺瓦';
const TAGLINES = ['مرحبا שלום नमस्ते 👨‍👩‍👧 Ze\u0301d q\u0303 🇫🇷 1\uFE0F\u20E3 𝐀', 'Second tagline ✨'];
const PROJECT = { title: 'Orbit 🚀 项目 עברית', techstack: 'TypeScript · العربية · देवनागरी 🧪' };
const NOTE = { title: 'Notes 📝 笔记 עברית', tags: 'emoji 😀\nहिन्दी' };

let target: Target;
let cookie: string;
const strings = (record: object) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => typeof v === 'string')) as Record<string, string>;

beforeAll(async () => {
  target = await startTarget({ NODE_OPTIONS: `--require ${WATCH}` });
  cookie = await target.signIn();
  for (const [slug, fields] of [
    ['about-details', { ...strings(DEMO_USER.about), dob: '01/02/1995', fullName: NAME }],
    ['home-details', { ...strings(DEMO_USER.home), taglines: TAGLINES.join('\n') }],
  ] as const) {
    const saved = await callAction(target.url, cookie, 'lib/admin/content-actions.ts#saveSingleton', [
      slug,
      {},
      form(fields),
    ]);
    expect(saved.text).toContain('"ok":true');
  }
  const added = await callAction(target.url, cookie, 'lib/admin/content-actions.ts#saveListItem', [
    'frontend-project',
    {},
    form({ _id: '', ...PROJECT, image: '/demo/project-1.webp', imageAlt: 'Orbit', gitLink: '', demoLink: '' }),
  ]);
  expect(added.text).toContain('"ok":true');
  const note = await callAction(target.url, cookie, 'lib/admin/content-actions.ts#saveListItem', [
    NOTES.admin.slug,
    {},
    form({
      _id: '',
      ...NOTE,
      summary: 'A note ✨',
      body: 'Hello',
      cover: '/demo/project-2.webp',
      coverAlt: 'Cover',
      publishedAt: '2026-01-02',
    }),
  ]);
  expect(note.text).toContain('"ok":true');
});
afterAll(() => target?.server.stop());

async function png(pathname: string): Promise<Buffer> {
  const answer = await fetch(`${target.url}${pathname}`);
  const body = Buffer.from(await answer.arrayBuffer());
  expect({ pathname, status: answer.status, type: answer.headers.get('content-type') }).toEqual({
    pathname,
    status: 200,
    type: 'image/png',
  });
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return body;
}

describe('finding: social cards never fetch from another site', () => {
  it('the page cards, the project card and the note card draw the saved emoji, CJK, RTL and Devanagari text offline', async () => {
    const user = (await target.server.readData()).user as Record<
      string,
      Record<string, { title: string; slug: string }>
    >;
    expect((user.about as unknown as { fullName: string }).fullName).toBe(NAME);
    const project = Object.values(user.frontendProjects ?? {}).find((p) => p.title === PROJECT.title);
    expect(project).toBeDefined();

    const home = await png('/og/home');
    await png('/og/about-me');
    await png(projectOgImagePath(project!.slug));
    const note = Object.values(user.notes ?? {}).find((n) => n.title === NOTE.title);
    expect(note).toBeDefined();
    await png(NOTES.ogHref(note!.slug));
    // The card is kept: a second crawler gets the same bytes.
    expect((await png('/og/home')).equals(home)).toBe(true);

    const log = target.server.log();
    expect(log).not.toMatch(/^OUTBOUND /m);
    expect(log).not.toMatch(/Failed to load dynamic font|Could not draw the social card/);
  });
});
