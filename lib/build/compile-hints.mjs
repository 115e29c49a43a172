// Public pages' framework chunks carry V8's explicit compile hint.
//
// A chunk's functions are compiled by V8 the first time they run. When a page starts React and
// the router, that is hundreds of functions compiled on the main thread in one task, and under a
// phone's CPU the task blocks input for longer than 50 ms (docs/benchmarks.md, "Page speed, fifth
// round"). The magic comment `//# allFunctionsCalledOnLoad` on a script's first line asks V8 to
// compile every function of the script eagerly, on the background thread that streams the script
// in, before it runs (https://v8.dev/blog/explicit-compile-hints; Chromium 136 and later, other
// engines ignore the comment). It is for scripts whose functions mostly run at load, so it goes
// on the chunks every public page starts with (Next.js's root main files and the chunks of the
// public routes' layouts and pages), not on chunks loaded later or the admin area's.
//
// Runs after Next.js has compiled the app and before it pre-renders (next.config.ts,
// compiler.runAfterProductionCompile), so every build, wherever it runs, carries the hint.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The route group whose pages are the public site (app/(site)). */
const SITE_GROUP = '(site)';

async function manifestsUnder(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name === 'page_client-reference-manifest.js') {
      found.push(path.join(entry.parentPath ?? entry.path, entry.name));
    }
  }
  return found;
}

/** The chunks (paths under `distDir`, e.g. "static/chunks/a.js") every public page starts with. */
export async function publicStartChunks(distDir) {
  const build = JSON.parse(await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const chunks = new Set(build.rootMainFiles ?? []);
  for (const file of await manifestsUnder(path.join(distDir, 'server', 'app', SITE_GROUP))) {
    // The manifest is a script that assigns globalThis.__RSC_MANIFEST[page].
    const sandbox = {};
    sandbox.globalThis = sandbox;
    vm.runInNewContext(await readFile(file, 'utf8'), sandbox, { timeout: 1000 });
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) files.forEach((f) => chunks.add(f));
    }
  }
  return [...chunks].filter((chunk) => /^static\/chunks\/[\w.~-]+\.js$/.test(chunk)).sort();
}

/** Puts the hint on the first line of each chunk public pages start with; the chunks changed. */
export async function addCompileHints(distDir) {
  const changed = [];
  for (const chunk of await publicStartChunks(distDir)) {
    const file = path.join(distDir, chunk);
    const code = await readFile(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, `${COMPILE_HINT}\n${code}`);
    changed.push(chunk);
  }
  return changed;
}
