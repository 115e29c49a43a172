// Regenerates tests/fixtures/v3-data: a data folder (LMDB store) written by the release of commit
// bc4d092 (content schema version 3, before alt texts), produced by that release's own content
// code. Checks the commit out in a temporary git worktree sharing this checkout's node_modules
// (the commit's lockfile must match), runs a script there that seeds the demo owner and makes an
// owner's edits through the release's write functions (each recorded as a revision), then copies
// the data folder here with EXPECTED.json and removes the worktree.
//
//   node scripts/make-v3-fixture.mjs
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';

const COMMIT = 'bc4d092';
const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURE_DIR = path.join(ROOT, 'tests', 'fixtures', 'v3-data');
const TIMEOUT = 5 * 60_000;

// What the owner does with the release. EXPECTED.json is built from these, never retyped.
const EDITS = {
  quote: 'Measure twice, ship once. (v3 fixture)',
  project: {
    key: 'frontendProjects',
    image: '/demo/project-4.webp',
    title: 'Harbour Lights (v3 fixture)',
    techstack: 'Next.js, LMDB',
    gitLink: 'https://example.com/nova/harbour-lights',
    demoLink: '',
  },
  social: { name: 'Codeberg', link: 'https://codeberg.example/nova', icon: '/demo/icon-github.png', color: '#2185d0' },
};

// Runs inside the worktree of the release, with its own lib/.
const WRITER = `
import { ensureContentReady } from '@/lib/content/ready';
import { addListItem, setSingleton } from '@/lib/content/write';
import { getStore } from '@/lib/store';

const edits = JSON.parse(process.env.FIXTURE_EDITS!);
const store = getStore();
await ensureContentReady(store);
const home = await store.get<Record<string, unknown>>('user/home');
await setSingleton(store, 'home', { ...home, quote: edits.quote });
const { key, ...project } = edits.project;
const added = await addListItem(store, key, project);
await addListItem(store, 'socialLinks', edits.social);
const version = await store.get('user/schemaVersion');
console.log(JSON.stringify({ projectId: added.id, schemaVersion: version }));
await store.close?.();
`;

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', timeout: TIMEOUT, ...options });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

async function main() {
  const commit = run('git', ['rev-parse', COMMIT]).trim();
  const ours = await readFile(path.join(ROOT, 'package-lock.json'), 'utf8');
  const theirs = run('git', ['show', `${commit}:package-lock.json`]);
  if (ours !== theirs) throw new Error(`package-lock.json differs from ${COMMIT}'s: install its dependencies first`);

  const tmp = await mkdtemp(path.join(os.tmpdir(), 'portfolio-v3-fixture-'));
  const worktree = path.join(tmp, 'release');
  const dataDir = path.join(tmp, 'data');
  run('git', ['worktree', 'add', '--detach', worktree, commit]);
  try {
    await symlink(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'), 'dir');
    await writeFile(path.join(worktree, 'write-fixture.mts'), WRITER);
    const out = run(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'write-fixture.mts'], {
      cwd: worktree,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        TSX_TSCONFIG_PATH: path.join(worktree, 'tsconfig.json'),
        FIXTURE_EDITS: JSON.stringify(EDITS),
      },
    });
    const written = JSON.parse(out.trim().split('\n').pop());
    if (written.schemaVersion !== 3) throw new Error(`The release wrote schema version ${written.schemaVersion}`);

    await rm(FIXTURE_DIR, { recursive: true, force: true });
    await cp(dataDir, FIXTURE_DIR, { recursive: true, filter: (src) => !src.endsWith('lock.mdb') });
    const expected = {
      $comment: 'Written by scripts/make-v3-fixture.mjs; do not edit by hand.',
      release: { commit, schemaVersion: written.schemaVersion },
      edits: EDITS,
      projectId: written.projectId,
    };
    const json = await prettier.format(JSON.stringify(expected), { parser: 'json', printWidth: 120 });
    await writeFile(path.join(FIXTURE_DIR, 'EXPECTED.json'), json);
    console.log(`[v3-fixture] wrote ${FIXTURE_DIR} from ${commit}`);
  } finally {
    run('git', ['worktree', 'remove', '--force', worktree]);
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
