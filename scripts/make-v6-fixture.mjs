// Regenerates tests/fixtures/v6-data: a data folder (LMDB store) written by the release of commit
// cdd10f7 (content schema version 6, with case studies, before notes), produced by that release's
// own content code (see scripts/lib/release-fixture.mjs): it seeds the demo owner, changes the
// home quote, adds a project with a case study and saves a draft of the social links, each
// through the release's write functions (recorded as revisions).
//
//   node scripts/make-v6-fixture.mjs
import { makeReleaseFixture } from './lib/release-fixture.mjs';

// What the owner does with the release. EXPECTED.json is built from these, never retyped.
const EDITS = {
  quote: 'Write it down, then ship it. (v6 fixture)',
  project: {
    key: 'fullstackProjects',
    image: '/demo/project-3.webp',
    imageAlt: 'Lantern Notes: a reading list as cards on a warm background',
    title: 'Lantern Notes (v6 fixture)',
    techstack: 'Next.js, LMDB',
    gitLink: '',
    demoLink: 'https://example.com/nova/lantern',
    summary: 'Cut reading-list clutter by half',
    problem: 'Links piled up **unread**.',
  },
  draftQuote: 'A draft quote the release saved (v6 fixture)',
};

const WRITER = `
import { ensureContentReady } from '@/lib/content/ready';
import { saveDraft } from '@/lib/content/drafts';
import { addListItem, setSingleton } from '@/lib/content/write';
import { getStore } from '@/lib/store';

const edits = JSON.parse(process.env.FIXTURE_EDITS!);
const store = getStore();
await ensureContentReady(store);
const home = await store.get<Record<string, unknown>>('user/home');
await setSingleton(store, 'home', { ...home, quote: edits.quote });
const { key, ...project } = edits.project;
const added = await addListItem(store, key, project);
await saveDraft(store, 'home', (current) => ({ ...(current as object), quote: edits.draftQuote }));
const version = await store.get('user/schemaVersion');
const slug = await store.get(\`user/\${key}/\${added.id}/slug\`);
console.log(JSON.stringify({ projectId: added.id, slug, schemaVersion: version }));
await store.close?.();
`;

await makeReleaseFixture({
  name: 'v6-data',
  commit: 'cdd10f7',
  schemaVersion: 6,
  writer: WRITER,
  edits: EDITS,
  expected: (written, commit) => ({
    $comment: 'Written by scripts/make-v6-fixture.mjs; do not edit by hand.',
    release: { commit, schemaVersion: written.schemaVersion },
    edits: EDITS,
    projectId: written.projectId,
    slug: written.slug,
  }),
});
