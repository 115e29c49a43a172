/**
 * The build step that puts V8's explicit compile hint on the chunks every public page starts with
 * (lib/build/compile-hints.mjs), on a build output laid out as Next.js 16 writes it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, publicStartChunks } from '@/lib/build/compile-hints.mjs';

let dist: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
}

/** A client reference manifest as Next.js writes it for `page`: a script assigning its entry chunks. */
const manifest = (page: string, entries: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles: entries })};`;

const chunk = (name: string) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}",1,()=>{}]);`;

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  write(
    'build-manifest.json',
    JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'] }),
  );
  write(
    'server/app/(site)/page_client-reference-manifest.js',
    manifest('/(site)/page', {
      '[project]/app/layout': ['static/chunks/layout.js'],
      '[project]/app/(site)/page': ['static/chunks/layout.js', 'static/chunks/home.js'],
    }),
  );
  write(
    'server/app/(site)/projects/[slug]/page_client-reference-manifest.js',
    manifest('/(site)/projects/[slug]/page', {
      '[project]/app/(site)/projects/[slug]/page': ['static/chunks/project.js'],
    }),
  );
  // The admin area's chunks are not the public pages'.
  write(
    'server/app/(admin)/admin/page_client-reference-manifest.js',
    manifest('/(admin)/admin/page', { '[project]/app/(admin)/admin/page': ['static/chunks/admin.js'] }),
  );
  for (const name of ['runtime', 'react', 'layout', 'home', 'project', 'admin', 'later']) {
    write(`static/chunks/${name}.js`, chunk(name));
  }
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

const read = (name: string) => readFileSync(path.join(dist, 'static/chunks', `${name}.js`), 'utf8');

it('finds the chunks public pages start with: the root main files and the public routes’ entries', async () => {
  expect(await publicStartChunks(dist)).toEqual(
    ['home', 'layout', 'project', 'react', 'runtime'].map((name) => `static/chunks/${name}.js`),
  );
});

it('puts the hint on their first line, once, and leaves every other chunk as it was', async () => {
  const changed = await addCompileHints(dist);
  expect(changed).toHaveLength(5);
  for (const name of ['runtime', 'react', 'layout', 'home', 'project']) {
    expect(read(name)).toBe(`${COMPILE_HINT}\n${chunk(name)}`);
  }
  expect(read('admin')).toBe(chunk('admin'));
  expect(read('later')).toBe(chunk('later'));
  expect(await addCompileHints(dist)).toEqual([]);
  expect(read('home')).toBe(`${COMPILE_HINT}\n${chunk('home')}`);
});

it('is the comment V8 reads', () => {
  expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
});
