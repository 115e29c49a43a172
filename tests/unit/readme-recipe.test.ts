/**
 * README's "Where to change what" recipes, followed in a scratch copy of the app: a field added
 * to a section and a list section added, each in exactly the files the README names. The copy
 * must typecheck, and the new section must come out of the registry with its editor, admin
 * route, navigation group, demo items and cache tag. When the code moves and a recipe needs
 * another file, this fails: change the README with the code.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = process.cwd();
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** README's row for `task` in the "Where to change what" table. */
function recipe(task: string): string {
  const row = README.split('\n').find((line) => line.startsWith(`| ${task} `));
  if (!row) throw new Error(`README.md has no row "${task}"`);
  return row;
}

/** Inserts `text` after the line holding `anchor` in the scratch copy's `file`. */
function insertAfter(dir: string, file: string, anchor: string, text: string): void {
  const full = path.join(dir, file);
  const source = readFileSync(full, 'utf8');
  const at = source.indexOf(anchor);
  if (at < 0) throw new Error(`${file} no longer holds "${anchor}": update this test and README.md's recipe`);
  const end = source.indexOf('\n', at) + 1;
  writeFileSync(full, source.slice(0, end) + text + '\n' + source.slice(end));
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'readme-recipe-'));
  for (const part of ['app', 'components', 'lib', 'messages', 'styles', 'next.config.ts', 'package.json', 'proxy.ts'])
    cpSync(path.join(ROOT, part), path.join(dir, part), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const tsconfig = JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8'));
  tsconfig.compilerOptions.incremental = false;
  tsconfig.include = ['next-env.d.ts', 'app', 'components', 'lib', 'proxy.ts', '.next/types/**/*.ts'];
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  cpSync(path.join(ROOT, 'next-env.d.ts'), path.join(dir, 'next-env.d.ts'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('adding a field and a list section as README.md says gives a site that typechecks and an admin that edits them', () => {
  // "add a field to a section": its schema line (with its default), the component that shows it.
  const field = recipe('add a field to a section');
  for (const file of ['lib/content/schemas.ts', 'components/sections/']) expect(field).toContain(file);
  insertAfter(
    dir,
    'lib/content/schemas.ts',
    "quote: paragraphs('Quote', 300),",
    "  motto: text('Motto', 120).meta({ hint: 'A line under the quote' }).default(''),",
  );
  insertAfter(dir, 'components/sections/banner.tsx', '<p>{home.quote}</p>', '            <p>{home.motto}</p>');

  // "add a list section": a schema and key, a one-line registry entry with its icon, demo items.
  const list = recipe('add a list section');
  for (const file of ['lib/content/schemas.ts', 'lib/content/sections.ts', 'lib/content/demo.ts']) {
    expect(list).toContain(file);
  }
  expect(list).toContain('list(slug, title, icon, key, summary)');
  insertAfter(
    dir,
    'lib/content/schemas.ts',
    'export const LIST_SCHEMAS = {',
    "  awards: z.object({ name: requiredText('Name', 80), year: optionalYear('Year').default('') }),",
  );
  insertAfter(
    dir,
    'lib/content/sections.ts',
    "project('backend-project', 'Backend Projects', 'backendProjects'),",
    "  list('awards', 'Awards', 'briefcase', 'awards', ['name', 'year']),",
  );
  insertAfter(
    dir,
    'lib/content/demo.ts',
    'export const DEMO_USER = {',
    "  awards: list('awards', [{ name: 'Best demo', year: '2025' }]),",
  );

  const run = (command: string, args: string[]) =>
    execFileSync(command, args, {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'test' },
    });
  run(process.execPath, ['node_modules/next/dist/bin/next', 'typegen']);
  try {
    run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']);
  } catch (error) {
    throw new Error(`the scratch copy does not typecheck:\n${(error as { stdout?: string }).stdout ?? error}`);
  }

  // What the registry makes of them.
  writeFileSync(
    path.join(dir, 'check.ts'),
    `import { ADMIN_ROUTES, findSection, sectionsIn } from '@/lib/admin/sections';
import { sectionTag } from '@/lib/content/cache-tags';
import { DEMO_USER } from '@/lib/content/demo';
import { stampVersion } from '@/lib/content/migrations';
import { inspectUserContent } from '@/lib/content/shape';
const awards = findSection('awards');
const home = findSection('home-details');
const { content, invalid } = inspectUserContent(stampVersion(DEMO_USER));
console.log(JSON.stringify({
  route: ADMIN_ROUTES.includes('/update/awards'),
  kind: awards?.kind,
  inContentGroup: sectionsIn('content').some((s) => s.slug === 'awards'),
  fields: awards?.fields,
  motto: home?.fields.find((f) => f.name === 'motto'),
  tag: sectionTag('awards'),
  invalid,
  demo: (content as Record<string, unknown>).awards,
  mottoDefault: (content as { home: { motto?: string } }).home.motto,
}));
`,
  );
  const checked = JSON.parse(run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'check.ts']).trim());
  expect(checked).toMatchObject({
    route: true,
    kind: 'list',
    inContentGroup: true,
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'year', label: 'Year', kind: 'text', hint: 'yyyy', optional: true },
    ],
    tag: 'content:awards',
    invalid: {},
    demo: [expect.objectContaining({ name: 'Best demo', year: '2025' })],
    // The new field in the Home editor, as its schema line says, and its default in the content.
    motto: { name: 'motto', label: 'Motto', kind: 'text', hint: 'A line under the quote', optional: true },
    mottoDefault: '',
  });
}, 240_000);
