/**
 * Finding "drafts confirmable by anyone": the known pages and links that insight events may name
 * were read with getData('user') and kept for every request. When the owner's preview (draft mode)
 * filled that cache, an anonymous event naming a draft-only project answered 204 instead of 422,
 * telling anyone that the unpublished project exists. Replayed over HTTP against the production
 * server, with the draft stored in the real store before it starts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_USER } from '@/lib/content/demo';
import { DRAFTS_PATH } from '@/lib/store/paths';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { startTarget, type Target } from './harness';

jest.setTimeout(120_000);

const DRAFT_SLUG = 'unannounced-secret-project';
const DRAFT_DEMO = 'https://unannounced.example/demo';
const DRAFT_TITLE = 'Unannounced Secret Project';

let target: Target;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'security-drafts-'));
  // The owner's unpublished draft of the backend projects: the published ones plus one new project.
  const published = DEMO_USER.backendProjects as Record<string, Record<string, unknown>>;
  const store = new EmbeddedStore(dataDir);
  await store.set(`${DRAFTS_PATH}/backendProjects`, {
    at: Date.now(),
    data: {
      ...published,
      draftOnly: {
        ...Object.values(published)[0],
        title: DRAFT_TITLE,
        slug: DRAFT_SLUG,
        formerSlugs: [],
        demoLink: DRAFT_DEMO,
        order: 99,
      },
    },
  });
  await store.close();
  target = await startTarget({}, { dataDir });
});
afterAll(async () => {
  await target?.server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const postEvent = (event: object, cookie = '') =>
  fetch(`${target.url}/api/insights`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: target.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(event),
  });

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]);

it('an anonymous event naming a draft-only project is refused (422) even after the owner previewed it', async () => {
  const session = await target.signIn();
  const preview = await fetch(`${target.url}/api/admin/preview`, { headers: { cookie: session }, redirect: 'manual' });
  expect(preview.status).toBe(303);
  const owner = [session, ...cookiesOf(preview)].join('; ');

  // The premise: the owner's preview does show the draft-only project.
  const page = await fetch(`${target.url}/projects`, { headers: { cookie: owner } });
  expect(await page.text()).toContain(DRAFT_TITLE);

  // The owner's page in preview reports its view, as the insights reporter does: this read the
  // content with the drafts applied, and kept it for every request.
  await postEvent({ kind: 'view', path: `/projects/${DRAFT_SLUG}` }, owner);
  await postEvent({ kind: 'project', link: 'demo', href: DRAFT_DEMO }, owner);

  // A visitor (no cookies) probing the slug and the link learns nothing.
  const view = await postEvent({ kind: 'view', path: `/projects/${DRAFT_SLUG}` });
  expect(view.status).toBe(422);
  const click = await postEvent({ kind: 'project', link: 'demo', href: DRAFT_DEMO });
  expect(click.status).toBe(422);

  // A published project is still counted (the check is not simply refusing everything).
  const known = Object.values(DEMO_USER.backendProjects as Record<string, { slug: string }>)[0].slug;
  expect((await postEvent({ kind: 'view', path: `/projects/${known}` })).status).toBe(204);
});
