/**
 * A local stand-in for Vercel's edge and CDN in front of a Build Output (.vercel/output of
 * `vercel build`), so tests exercise what Vercel would run, not `next start`.
 *
 * Emulated, from the Build Output API (v3) and what Next.js's minimal mode expects:
 * - routing by config.json `routes`: the phases before `filesystem`, then the output (static
 *   files, prerenders, functions), then `miss`/`rewrite` (dynamic routes, `check`), `hit` and
 *   `error`; `has`/`missing`, `$1`/`$name` substitution, `continue`, header additions, request-header
 *   `transforms`, redirects, and `middlewarePath` (proxy.ts runs as its own function and answers
 *   with x-middleware-next / -rewrite / -override-headers / -request-* as Next.js's adapter sends).
 * - functions: each in its own process as `nobody`, on a read-only copy of exactly the files
 *   its .vc-config.json lists (filePathMap), called with the headers the edge adds in minimal
 *   mode: x-matched-path, x-now-route-matches, x-forwarded-for and -host and -proto, x-real-ip, x-vercel-id.
 * - the CDN for prerenders: a prerender's fallback is served (with its initialHeaders) until a tag
 *   it carries (x-next-cache-tags) is reported expired; then the next request is a blocking
 *   regeneration (the function called with x-prerender-revalidate: bypassToken) whose answer
 *   replaces the entry. Tags are reported through the platform cache handler the runner injects
 *   (POST /v1/suspense-cache/revalidate, as SUSPENSE_CACHE_URL); every later function call carries
 *   x-next-revalidated-tags with the bypass token, so other instances treat those tags as stale.
 *   An `expiration` in seconds gives stale-while-revalidate. Requests matching
 *   experimentalBypassFor (action calls, multipart) or not GET/HEAD skip the CDN.
 * - Partial Prerendering (cacheComponents): a prerender whose answer carries React's postponed
 *   state is sent as its static shell followed by what its `chain` function streams when asked to
 *   resume the render from that state (see servePrerender).
 * Not emulated: image optimisation, edge-runtime functions, i18n, the regional details of headers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

type Condition = { type: 'header' | 'cookie' | 'query' | 'host'; key?: string; value?: string };
interface Route {
  src?: string;
  dest?: string;
  headers?: Record<string, string>;
  status?: number;
  continue?: boolean;
  check?: boolean;
  has?: Condition[];
  missing?: Condition[];
  handle?: string;
  middlewarePath?: string;
  transforms?: { type: string; op: string; target: { key: string }; args: string }[];
}
interface PrerenderConfig {
  expiration: number | false;
  bypassToken?: string;
  fallback?: { fsPath: string } | null;
  initialHeaders?: Record<string, string>;
  initialStatus?: number;
  allowQuery?: string[];
  experimentalBypassFor?: Condition[];
  /** The function that continues the answer (Partial Prerendering): called with these headers. */
  chain?: { outputPath: string; headers: Record<string, string> };
}
interface CdnEntry {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  tags: string[];
  storedAt: number;
  expired: boolean;
}
interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}
interface FunctionProcess {
  child: ChildProcess;
  port: Promise<number>;
}

const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.rsc': 'text/x-component',
  '.pdf': 'application/pdf',
};

export interface Edge {
  url: string;
  /** Ends every function process: the next request to each starts a fresh instance (a cold start). */
  restartFunctions(): Promise<void>;
  /** Tags the platform was told are expired, in order. */
  revalidatedTags: string[];
  /** How each CDN answer was made, per request, newest last: "hit", "fallback", "regenerated", "function", "static". */
  cacheLog: { path: string; how: string }[];
  /** What the function processes wrote, for failure messages. */
  logs(): string;
  stop(): Promise<void>;
}

/** The names a route's `src` and `has` captured, for `$1` and `$name` in dest and headers. */
function substitute(template: string, groups: Record<string, string>): string {
  return template.replace(/\$([A-Za-z_]\w*|\d+)/g, (whole, name: string) => groups[name] ?? '');
}

function conditionValue(c: Condition, req: RequestState): string | undefined {
  switch (c.type) {
    case 'header':
      return req.headers[c.key!.toLowerCase()];
    case 'cookie': {
      const jar = req.headers.cookie ?? '';
      const hit = jar.split(/;\s*/).find((p) => p.startsWith(`${c.key}=`));
      return hit === undefined ? undefined : decodeURIComponent(hit.slice(c.key!.length + 1));
    }
    case 'query':
      return req.query.get(c.key!) ?? undefined;
    case 'host':
      return req.headers.host;
  }
}

/** A `has`/`missing` value is a regular expression that must match the whole value; its named groups count. */
function conditionMatches(c: Condition, req: RequestState, groups: Record<string, string>): boolean {
  const value = c.type === 'host' ? req.headers.host : conditionValue(c, req);
  if (value === undefined) return false;
  const expected = c.type === 'host' ? (c as { value?: string }).value : c.value;
  if (expected === undefined) return true;
  const m = new RegExp(`^(?:${expected})$`).exec(value);
  if (!m) return false;
  Object.assign(groups, m.groups ?? {});
  return true;
}

interface RequestState {
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
}

function matchRoute(route: Route, req: RequestState): Record<string, string> | null {
  if (route.src === undefined) return null;
  // A route's src must match the whole path, as on Vercel.
  const anchored = `${route.src.startsWith('^') ? '' : '^'}${route.src}${route.src.endsWith('$') ? '' : '$'}`;
  const m = new RegExp(anchored, 'i').exec(req.path);
  if (!m) return null;
  const groups: Record<string, string> = { ...(m.groups ?? {}) };
  m.forEach((v, i) => (groups[String(i)] = v ?? ''));
  for (const c of route.has ?? []) if (!conditionMatches(c, req, groups)) return null;
  for (const c of route.missing ?? []) if (conditionMatches(c, req, { ...groups })) return null;
  return groups;
}

/** Splits handle phases: routes before the first `handle` are the `null` phase. */
function phases(routes: Route[]): Map<string | null, Route[]> {
  const map = new Map<string | null, Route[]>([[null, []]]);
  let phase: string | null = null;
  for (const r of routes) {
    if (r.handle) {
      phase = r.handle;
      if (!map.has(phase)) map.set(phase, []);
    } else map.get(phase)!.push(r);
  }
  return map;
}

function walk(dir: string, base = dir, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const st = statSync(full);
    if (st.isDirectory() && !name.endsWith('.func')) walk(full, base, out);
    else out.push(path.relative(base, full));
  }
  return out;
}

export async function startEdge(options: {
  output: string;
  /** Project root: where filePathMap's sources are. */
  root: string;
  /** The project's environment variables on Vercel (the functions get these). */
  env: Record<string, string>;
}): Promise<Edge> {
  const { output, root } = options;
  const config = JSON.parse(readFileSync(path.join(output, 'config.json'), 'utf8')) as {
    routes: Route[];
    overrides?: Record<string, { path?: string; contentType?: string }>;
  };
  const routes = phases(config.routes);
  const functionsDir = path.join(output, 'functions');
  const staticDir = path.join(output, 'static');

  // Outputs by path: static files (with overrides), prerenders, functions.
  const statics = new Map<string, { file: string; contentType?: string }>();
  for (const rel of existsSync(staticDir) ? walk(staticDir) : []) {
    const override = config.overrides?.[rel];
    statics.set(`/${override?.path ?? rel}`, { file: path.join(staticDir, rel), contentType: override?.contentType });
  }
  const functions = new Map<string, string>(); // output path -> real .func folder
  const prerenders = new Map<string, { config: PrerenderConfig; dir: string }>();
  for (const rel of walk(functionsDir)) {
    if (rel.endsWith('.func'))
      functions.set(`/${rel.slice(0, -'.func'.length)}`, realpathSync(path.join(functionsDir, rel)));
    else if (rel.endsWith('.prerender-config.json')) {
      const key = `/${rel.slice(0, -'.prerender-config.json'.length)}`;
      prerenders.set(key, {
        config: JSON.parse(readFileSync(path.join(functionsDir, rel), 'utf8')),
        dir: path.dirname(path.join(functionsDir, rel)),
      });
    }
  }
  const outputPath = (p: string) => (p === '/' ? '/index' : p.replace(/\/$/, ''));
  const exists = (p: string) => {
    const key = outputPath(decodeURIComponent(p));
    return statics.has(key) || prerenders.has(key) || functions.has(key) ? key : null;
  };
  const bypassToken = [...prerenders.values()].find((p) => p.config.bypassToken)?.config.bypassToken ?? '';

  // Each function's files, copied once (per filePathMap, else the folder itself), then made read-only.
  const sandbox = mkdtempSync(path.join(os.tmpdir(), 'vercel-edge-'));
  chmodSync(sandbox, 0o755);
  const copies = new Map<string, string>();
  const copyOf = (funcDir: string): string => {
    let copy = copies.get(funcDir);
    if (copy) return copy;
    copy = path.join(sandbox, `fn${copies.size}`);
    cpSync(funcDir, copy, { recursive: true, dereference: true });
    const vc = JSON.parse(readFileSync(path.join(funcDir, '.vc-config.json'), 'utf8')) as {
      filePathMap?: Record<string, string>;
    };
    for (const [to, from] of Object.entries(vc.filePathMap ?? {})) {
      const source = path.resolve(root, from);
      const target = path.join(copy, to);
      mkdirSync(path.dirname(target), { recursive: true });
      // A traced symlink (Turbopack's aliases of external packages) stays a symlink, as in the
      // function's zip; what it points at is traced on its own.
      if (lstatSync(source).isSymbolicLink()) {
        if (!existsSync(target)) symlinkSync(readlinkSync(source), target);
      } else cpSync(source, target);
    }
    cpSync(path.join(__dirname, 'function-runner.cjs'), path.join(copy, '___vercel_runner.cjs'));
    // Root owns it; `nobody` may read and enter, nobody may write (as on Vercel's read-only file system).
    spawnSync('chmod', ['-R', 'a+rX,a-w', copy]);
    copies.set(funcDir, copy);
    return copy;
  };

  const logs: string[] = [];
  const running = new Map<string, FunctionProcess>();
  let edgeUrl = '';
  const startFunction = (funcDir: string): FunctionProcess => {
    const existing = running.get(funcDir);
    if (existing && existing.child.exitCode === null && existing.child.signalCode === null) return existing;
    const cwd = copyOf(funcDir);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: '/tmp',
      TMPDIR: '/tmp',
      NODE_ENV: 'production',
      VERCEL: '1',
      VERCEL_ENV: 'production',
      VERCEL_REGION: 'iad1',
      VERCEL_URL: 'portfolio-vercel.vercel.app',
      SUSPENSE_CACHE_URL: edgeUrl,
      ...options.env,
    };
    const asNobody = process.getuid?.() === 0;
    const runner = [process.execPath, '___vercel_runner.cjs'];
    const command: string[] = asNobody
      ? ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', ...runner]
      : runner;
    const child = spawn(command[0], command.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const name = path.relative(functionsDir, funcDir);
    const port = new Promise<number>((resolve, reject) => {
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        logs.push(`[${name}] ${text}`);
        buffered += text;
        const m = /@@listening (\d+) uid=(\d+)/.exec(buffered);
        if (m && asNobody && m[2] === '0') reject(new Error(`function ${name} runs as root`));
        else if (m) resolve(Number(m[1]));
      });
      child.stderr.on('data', (chunk: Buffer) => logs.push(`[${name}!] ${chunk.toString()}`));
      child.on('exit', (code, signal) =>
        reject(new Error(`function ${name} exited (${code ?? signal}) before listening`)),
      );
      setTimeout(() => reject(new Error(`function ${name} did not start within 30 s`)), 30_000).unref();
    });
    port.catch(() => undefined);
    const fp = { child, port };
    running.set(funcDir, fp);
    return fp;
  };

  const callFunction = async (
    outputKey: string,
    req: RequestState,
    originalPath: string,
    method: string,
    body: Buffer,
    extra: Record<string, string> = {},
  ): Promise<Answer> => {
    const funcDir = functions.get(outputKey);
    if (!funcDir) throw new Error(`no function for ${outputKey}`);
    const port = await startFunction(funcDir).port;
    const query = req.query.toString();
    const headers: Record<string, string> = { ...req.headers, ...extra };
    if (revalidated.length) {
      headers['x-next-revalidated-tags'] = revalidated.join(',');
      headers['x-next-revalidate-tag-token'] = bypassToken;
    }
    return new Promise<Answer>((resolve, reject) => {
      const call = http.request(
        { host: '127.0.0.1', port, method, path: `${originalPath}${query ? `?${query}` : ''}`, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const out: Record<string, string | string[]> = {};
            for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !HOP_HEADERS.has(k)) out[k] = v;
            resolve({ status: res.statusCode ?? 502, headers: out, body: Buffer.concat(chunks) });
          });
          res.on('error', reject);
        },
      );
      call.on('error', reject);
      call.setTimeout(60_000, () => call.destroy(new Error(`function ${outputKey} timed out`)));
      call.end(method === 'GET' || method === 'HEAD' ? undefined : body);
    });
  };

  // The CDN: prerendered answers per path (and allowed query).
  const cdn = new Map<string, CdnEntry>();
  const revalidated: string[] = [];
  const cacheLog: { path: string; how: string }[] = [];
  const tagsOf = (headers: Record<string, string | string[]>) =>
    String(headers['x-next-cache-tags'] ?? '')
      .split(',')
      .filter(Boolean);

  /** The CDN says how it answered, as Vercel's does (x-vercel-cache). */
  const marked = (answer: Answer, how: string): Answer => ({
    ...answer,
    headers: { ...answer.headers, 'x-vercel-cache': how },
  });

  const lookupPrerender = async (
    key: string,
    req: RequestState,
    originalPath: string,
    method: string,
    body: Buffer,
  ): Promise<Answer> => {
    const { config: pc, dir } = prerenders.get(key)!;
    const allowed = new URLSearchParams();
    for (const name of pc.allowQuery ?? []) for (const v of req.query.getAll(name)) allowed.append(name, v);
    const cacheKey = `${key}?${allowed.toString()}`;
    const bypass =
      (method !== 'GET' && method !== 'HEAD') ||
      (pc.experimentalBypassFor ?? []).some((c) => conditionMatches(c, req, {})) ||
      (bypassToken !== '' && req.headers['x-prerender-revalidate'] === bypassToken);
    if (bypass && functions.has(key)) {
      cacheLog.push({ path: originalPath, how: 'function' });
      return marked(await callFunction(key, req, originalPath, method, body), 'BYPASS');
    }
    let entry = cdn.get(cacheKey);
    const first = !entry && Boolean(pc.fallback);
    if (!entry && pc.fallback) {
      const headers: Record<string, string> = {
        'content-type':
          key.endsWith('.rsc') || key.includes('.segments/') ? 'text/x-component' : 'text/html; charset=utf-8',
        ...pc.initialHeaders,
      };
      entry = {
        status: pc.initialStatus ?? 200,
        headers,
        body: readFileSync(path.join(dir, pc.fallback.fsPath)),
        tags: tagsOf(headers),
        storedAt: Date.now(),
        expired: false,
      };
      cdn.set(cacheKey, entry);
      cacheLog.push({ path: originalPath, how: 'fallback' });
    }
    const stale = entry && typeof pc.expiration === 'number' && Date.now() - entry.storedAt > pc.expiration * 1000;
    if (entry && !entry.expired && !stale) {
      if (!first) cacheLog.push({ path: originalPath, how: 'hit' });
      return marked(entry, first ? 'PRERENDER' : 'HIT');
    }
    const regenerate = async () => {
      const answer = await callFunction(key, req, originalPath, 'GET', Buffer.alloc(0), {
        'x-prerender-revalidate': bypassToken,
      });
      const cc = String(answer.headers['cache-control'] ?? '');
      if (answer.status === 200 && !/private|no-store/.test(cc) && !answer.headers['set-cookie']) {
        cdn.set(cacheKey, { ...answer, tags: tagsOf(answer.headers), storedAt: Date.now(), expired: false });
      }
      return answer;
    };
    if (entry && stale && !entry.expired) {
      // Stale by time: served as it is while the function renders the next one.
      void regenerate().catch((error) => logs.push(`[edge] background regeneration failed: ${error}`));
      cacheLog.push({ path: originalPath, how: 'stale' });
      return marked(entry, 'STALE');
    }
    // No entry, or a tag it carries was expired: the request waits for a fresh render.
    cacheLog.push({ path: originalPath, how: 'regenerated' });
    return marked(await regenerate(), 'MISS');
  };

  /**
   * A Partial Prerendering shell: an answer typed `application/x-nextjs-pre-render; state-length=N;
   * origin="<type>"` (as @vercel/next writes the fallback of a route that postponed, and as the
   * runner answers a regeneration of one) is React's postponed state (N bytes), then the static
   * shell. The CDN sends the shell as <type> and appends what the prerender's `chain` function
   * streams when asked to resume: a POST with the chain's headers (`next-resume: 1`) and the
   * state as its body, with the visitor's request otherwise (cookies included). Its status and
   * headers are not the visitor's: the shell's were sent first.
   */
  const servePrerender = async (
    key: string,
    req: RequestState,
    originalPath: string,
    method: string,
    body: Buffer,
  ): Promise<Answer> => {
    const answer = await lookupPrerender(key, req, originalPath, method, body);
    const { chain } = prerenders.get(key)!.config;
    const m = /^application\/x-nextjs-pre-render; state-length=(\d+); origin=(".*")$/.exec(
      String(answer.headers['content-type'] ?? ''),
    );
    if (!m || !chain) return answer;
    const state = answer.body.subarray(0, Number(m[1]));
    const headers = { ...answer.headers, 'content-type': JSON.parse(m[2]) as string };
    const rest =
      method === 'HEAD'
        ? Buffer.alloc(0)
        : (await callFunction(`/${chain.outputPath}`, req, originalPath, 'POST', state, chain.headers)).body;
    return { ...answer, headers, body: Buffer.concat([answer.body.subarray(state.length), rest]) };
  };

  const serveStatic = (key: string): Answer => {
    const { file, contentType } = statics.get(key)!;
    return {
      status: 200,
      headers: { 'content-type': contentType ?? CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' },
      body: readFileSync(file),
    };
  };

  /** Runs proxy.ts's function; answers null to go on routing, or the answer to send. */
  const runMiddleware = async (
    fnPath: string,
    req: RequestState,
    originalPath: string,
    method: string,
    body: Buffer,
    resHeaders: Record<string, string | string[]>,
  ) => {
    // proxy.ts sees the URL as the visitor asked for it.
    const answer = await callFunction(fnPath, req, originalPath, method, body);
    const h = answer.headers;
    const passOn = () => {
      for (const [k, v] of Object.entries(h)) {
        if (!k.startsWith('x-middleware-') && k !== 'content-type' && k !== 'date') resHeaders[k] = v;
      }
    };
    if (h['x-middleware-override-headers']) {
      for (const name of String(h['x-middleware-override-headers']).split(',')) {
        const value = h[`x-middleware-request-${name}`];
        if (value === undefined) delete req.headers[name];
        else req.headers[name] = String(value);
      }
    }
    if (h['x-middleware-rewrite']) {
      const target = new URL(String(h['x-middleware-rewrite']), 'http://edge');
      req.path = target.pathname;
      for (const [k, v] of target.searchParams) req.query.set(k, v);
      passOn();
      return null;
    }
    if (h['x-middleware-next']) {
      passOn();
      return null;
    }
    return answer;
  };

  const handle = async (incoming: http.IncomingMessage): Promise<Answer> => {
    const url = new URL(incoming.url ?? '/', 'http://edge');
    const chunks: Buffer[] = [];
    for await (const c of incoming) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const method = incoming.method ?? 'GET';
    const client = incoming.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(incoming.headers))
      if (v !== undefined && !HOP_HEADERS.has(k)) headers[k] = [v].flat().join(', ');
    // What Vercel's edge writes (a client's own values are replaced, not appended to).
    Object.assign(headers, {
      'x-forwarded-for': client,
      'x-real-ip': client,
      'x-vercel-forwarded-for': client,
      'x-forwarded-host': headers.host ?? '',
      // Vercel terminates TLS: the app sees https, and a browser's Origin there is https://host.
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
      'x-vercel-id': `iad1::${Date.now().toString(36)}`,
      'x-vercel-deployment-url': 'portfolio-vercel.vercel.app',
    });
    for (const k of Object.keys(headers))
      if (k.startsWith('x-middleware-') || k === 'x-matched-path' || k === 'x-now-route-matches') delete headers[k];
    if (headers['x-prerender-revalidate'] !== undefined && headers['x-prerender-revalidate'] !== bypassToken) {
      delete headers['x-prerender-revalidate'];
    }

    const req: RequestState = { path: decodeURIComponent(url.pathname), query: url.searchParams, headers };
    const originalPath = url.pathname;
    const resHeaders: Record<string, string | string[]> = {};
    let status: number | undefined;

    const apply = (route: Route, groups: Record<string, string>) => {
      for (const [k, v] of Object.entries(route.headers ?? {})) resHeaders[k.toLowerCase()] = substitute(v, groups);
      for (const t of route.transforms ?? []) {
        if (t.type === 'request.headers' && t.op === 'set') req.headers[t.target.key.toLowerCase()] = t.args;
      }
      if (route.dest) {
        const dest = new URL(substitute(route.dest, groups), 'http://edge');
        req.path = decodeURIComponent(dest.pathname);
        for (const [k, v] of dest.searchParams) req.query.set(k, v);
      }
      if (route.status) status = route.status;
    };
    const redirect = () =>
      status && status >= 300 && status < 400 && resHeaders.location
        ? { status, headers: resHeaders, body: Buffer.alloc(0) }
        : null;

    // Before the file system.
    for (const route of routes.get(null)!) {
      const groups = matchRoute(route, req);
      if (!groups) continue;
      if (route.middlewarePath) {
        const answer = await runMiddleware(route.middlewarePath, req, originalPath, method, body, resHeaders);
        if (answer) return { ...answer, headers: { ...resHeaders, ...answer.headers } };
        continue;
      }
      apply(route, groups);
      const r = redirect();
      if (r) return r;
      if (!route.continue) break;
    }

    // The output itself, else the routes that map a path onto one (check: stop at the first that exists).
    let found = status && status >= 400 ? null : exists(req.path);
    let routeMatches: Record<string, string> = {};
    for (const phase of ['filesystem', 'miss', 'rewrite']) {
      if (found) break;
      for (const route of routes.get(phase) ?? []) {
        const groups = matchRoute(route, req);
        if (!groups) continue;
        apply(route, groups);
        if (route.check || !route.continue) {
          found = exists(req.path);
          if (found) {
            routeMatches = Object.fromEntries(
              Object.entries(groups).filter(([k]) => !/^\d+$/.test(k) && k !== 'rscSuffix'),
            );
            break;
          }
        }
        if (!route.continue && !route.check) break;
      }
    }

    if (!found) {
      for (const route of routes.get('error') ?? []) {
        const groups = matchRoute(route, req);
        if (groups && route.status === 404) {
          apply(route, groups);
          break;
        }
      }
      found = exists(req.path);
      status = 404;
    }
    if (!found) return { status: 404, headers: resHeaders, body: Buffer.from('Not found') };

    // The hit phase names the matched output (x-matched-path), which the function gets too.
    const matched: RequestState = { ...req, path: found };
    for (const route of routes.get('hit') ?? []) {
      const groups = matchRoute(route, matched);
      if (groups) apply(route, groups);
    }
    req.path = found;
    if (resHeaders['x-matched-path']) req.headers['x-matched-path'] = String(resHeaders['x-matched-path']);
    if (Object.keys(routeMatches).length)
      req.headers['x-now-route-matches'] = new URLSearchParams(routeMatches).toString();

    let answer: Answer;
    if (prerenders.has(found) && functions.has(found))
      answer = await servePrerender(found, req, originalPath, method, body);
    else if (statics.has(found)) {
      cacheLog.push({ path: originalPath, how: 'static' });
      answer = serveStatic(found);
    } else {
      cacheLog.push({ path: originalPath, how: 'function' });
      answer = await callFunction(found, req, originalPath, method, body);
    }
    return { status: status ?? answer.status, headers: { ...resHeaders, ...answer.headers }, body: answer.body };
  };

  const server = http.createServer((incoming, res) => {
    const url = incoming.url ?? '/';
    // The platform's tag-expiry endpoint, called by the functions' cache handler.
    if (url.startsWith('/v1/suspense-cache/revalidate') && incoming.method === 'POST') {
      const tags = (new URL(url, 'http://edge').searchParams.get('tags') ?? '').split(',').filter(Boolean);
      for (const tag of tags) {
        if (!revalidated.includes(tag)) revalidated.push(tag);
        for (const entry of cdn.values()) if (entry.tags.includes(tag)) entry.expired = true;
      }
      res.writeHead(200).end('{}');
      return;
    }
    handle(incoming).then(
      (answer) => {
        res.writeHead(answer.status, answer.headers);
        res.end(incoming.method === 'HEAD' ? undefined : answer.body);
      },
      (error: Error) => {
        logs.push(`[edge] ${incoming.method} ${url}: ${error.stack}`);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`edge error: ${error.message}`);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  edgeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const killAll = async () => {
    const exits = [...running.values()].map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    );
    running.clear();
    await Promise.all(exits);
  };

  return {
    url: edgeUrl,
    restartFunctions: killAll,
    revalidatedTags: revalidated,
    cacheLog,
    logs: () => logs.join(''),
    async stop() {
      await killAll();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      spawnSync('chmod', ['-R', 'u+w', sandbox]);
      rmSync(sandbox, { recursive: true, force: true });
    },
  };
}
