// Shared by the scripts that write a fixture data folder with an earlier release's own content
// code (scripts/make-v6-fixture.mjs): the release's files are unpacked into a temporary folder
// (git archive, so this checkout's worktrees and branches are left alone), given this checkout's
// node_modules (every package the release locked must be installed here at its version), and a
// script of the caller's runs there with tsx and a fresh DATA_DIR. The data folder is then copied
// to tests/fixtures/<name>/ with EXPECTED.json, and the temporary folder removed.
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const TIMEOUT = 5 * 60_000;

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: TIMEOUT,
    maxBuffer: 1 << 30,
    ...options,
  });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** Throws unless every package the release's lockfile names is installed here at the same version. */
async function checkPackages(commit) {
  const ours = JSON.parse(await readFile(path.join(ROOT, 'package-lock.json'), 'utf8')).packages;
  const theirs = JSON.parse(run('git', ['show', `${commit}:package-lock.json`])).packages;
  const differ = Object.entries(theirs).filter(
    ([where, meta]) => where !== '' && !meta.optional && ours[where]?.version !== meta.version,
  );
  if (differ.length > 0)
    throw new Error(
      `Installed packages differ from ${commit}'s (${differ
        .slice(0, 5)
        .map(([w]) => w)
        .join(', ')}…)`,
    );
}

/**
 * Runs `writer` (TypeScript, run in the release's folder with its `@/lib`, printing one JSON line
 * last) with FIXTURE_EDITS = `edits`, checks the schema version it reports, and writes the fixture.
 * `expected(written, commit)` gives EXPECTED.json's content.
 */
export async function makeReleaseFixture({ name, commit: ref, schemaVersion, writer, edits, expected }) {
  const commit = run('git', ['rev-parse', ref]).trim();
  await checkPackages(commit);
  const fixtureDir = path.join(ROOT, 'tests', 'fixtures', name);
  const tmp = await mkdtemp(path.join(os.tmpdir(), `portfolio-${name}-fixture-`));
  const release = path.join(tmp, 'release');
  const dataDir = path.join(tmp, 'data');
  try {
    await mkdir(release);
    const archive = path.join(tmp, 'release.tar');
    run('git', ['archive', '--format=tar', '-o', archive, commit]);
    run('tar', ['-xf', archive, '-C', release]);
    await symlink(path.join(ROOT, 'node_modules'), path.join(release, 'node_modules'), 'dir');
    await writeFile(path.join(release, 'write-fixture.mts'), writer);
    const out = run(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'write-fixture.mts'], {
      cwd: release,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        TSX_TSCONFIG_PATH: path.join(release, 'tsconfig.json'),
        FIXTURE_EDITS: JSON.stringify(edits),
      },
    });
    const written = JSON.parse(out.trim().split('\n').pop());
    if (written.schemaVersion !== schemaVersion)
      throw new Error(`The release wrote schema version ${written.schemaVersion}, not ${schemaVersion}`);
    await rm(fixtureDir, { recursive: true, force: true });
    await cp(dataDir, fixtureDir, { recursive: true, filter: (src) => !src.endsWith('lock.mdb') });
    const json = await prettier.format(JSON.stringify(expected(written, commit)), { parser: 'json', printWidth: 120 });
    await writeFile(path.join(fixtureDir, 'EXPECTED.json'), json);
    console.log(`[${name}] wrote ${fixtureDir} from ${commit}`);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
