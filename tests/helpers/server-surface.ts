/**
 * The server's attack surface as the sources declare it: every server action ('use server'
 * modules) and route handler (app/**\/route.ts), and how to reach an action in the build.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(full);
  }
  return out;
}

const sources = () =>
  ['app', 'lib', 'components'].flatMap((d) => walk(path.join(ROOT, d))).concat(path.join(ROOT, 'proxy.ts'));

/** "file#export" of every server action. */
export function scanServerActions(): string[] {
  const found: string[] = [];
  for (const file of sources()) {
    const text = readFileSync(file, 'utf8');
    const rel = path.relative(ROOT, file);
    const fileLevel = /^\s*(['"])use server\1/.test(text.replace(/^(\s*\/\/.*\n|\s*\/\*[\s\S]*?\*\/)*/, ''));
    if (fileLevel) {
      for (const m of text.matchAll(/export\s+(?:async\s+function|const|let|function)\s+(\w+)/g))
        found.push(`${rel}#${m[1]}`);
    } else if (/(['"])use server\1/.test(text)) {
      found.push(`${rel}#(inline 'use server' — move it into a 'use server' module and list it)`);
    }
  }
  return found.sort();
}

/** "METHOD /path" of every route handler, route groups removed. */
export function scanRouteHandlers(): string[] {
  const found: string[] = [];
  for (const file of sources().filter((f) => /[\\/]route\.tsx?$/.test(f))) {
    const route = `/${path
      .relative(path.join(ROOT, 'app'), path.dirname(file))
      .split(path.sep)
      .filter((s) => !/^\(.*\)$/.test(s))
      .join('/')}`;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /export\s+(?:async\s+function|const|function)\s+(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/g,
    )) {
      found.push(`${m[1]} ${route}`);
    }
  }
  return found.sort();
}

type Manifest = { node: Record<string, { filename: string; exportedName: string; workers: Record<string, unknown> }> };

/**
 * The Next.js major version whose server-action wire protocol (the manifest read below, the
 * Next-Action header, React's reply encoding in action-call.ts) the tests that call actions
 * directly speak. Those tests are the security and reliability suites' only way to send what no
 * form sends; on another major they stop with this message instead of failing obscurely.
 */
const WIRE_PROTOCOL_NEXT_MAJOR = 16;

function checkNextVersion(): void {
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')) as {
    version: string;
  };
  if (Number(version.split('.')[0]) !== WIRE_PROTOCOL_NEXT_MAJOR)
    throw new Error(
      `tests/helpers/action-call.ts speaks the server-action protocol of Next.js ${WIRE_PROTOCOL_NEXT_MAJOR}; this is ${version}: check it against the new release and update WIRE_PROTOCOL_NEXT_MAJOR`,
    );
}

/** The action id and a page URL that serves it, from the production build's manifest (NEXT_DIST_DIR, as next.config.ts). */
export function actionTarget(key: string): { id: string; url: string } {
  checkNextVersion();
  const manifest = JSON.parse(
    readFileSync(
      path.join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'server/server-reference-manifest.json'),
      'utf8',
    ),
  ) as Manifest;
  const entry = Object.entries(manifest.node).find(([, v]) => `${v.filename}#${v.exportedName}` === key);
  if (!entry) throw new Error(`${key} is not used by any page of the build`);
  const worker = Object.keys(entry[1].workers)[0];
  const url = `/${worker
    .replace(/^app\//, '')
    .replace(/\/page$/, '')
    .split('/')
    .filter((s) => !/^\(.*\)$/.test(s))
    .join('/')}`.replace('[slug]', 'skills');
  return { id: entry[0], url };
}
