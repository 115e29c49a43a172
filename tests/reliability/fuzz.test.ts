/**
 * Sends more than 1000 malformed or hostile requests to every route handler and every server
 * action of the production build, signed in and not, some of them from another site. Passes
 * when no response is a 5xx, every refusal is a 4xx (or an action's own error answer), no refused
 * request changed the store and no answer shows a stack trace or a server file path.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { signIn } from '../helpers/action-call';
import { startAppServer, type AppServer } from '../helpers/app-server';
import { findInternals } from '../helpers/leaks';
import { actionTarget, scanRouteHandlers, scanServerActions } from '../helpers/server-surface';
import { hostileInputs, type HostileInput } from './hostile-inputs';

const SECRET = 'fuzz-session-secret-that-is-long-enough-0123456789';
const PER_TARGET = 1000;

let server: AppServer;
/** A second handle on the server's data folder, to see what each request wrote. */
let reader: EmbeddedStore;
let ownerCookie: string;
const inputs = hostileInputs();
const summary: string[] = [];

beforeAll(async () => {
  if (!existsSync(path.join(process.cwd(), '.next/BUILD_ID'))) throw new Error('Build first: npx next build');
  server = await startAppServer({
    SESSION_SECRET: SECRET,
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: 'fuzz-owner-password-1',
  });
  await fetch(`${server.url}/`); // seeds content and the admin account
  reader = new EmbeddedStore(server.dataDir);
  ownerCookie = await signIn(server.url, 'owner', 'fuzz-owner-password-1');
  const check = await fetch(`${server.url}/api/admin/export`, { headers: { cookie: ownerCookie } });
  expect(check.status).toBe(200); // the signed-in phase really is signed in
}, 120_000);

afterAll(async () => {
  await reader?.close();
  await server?.stop();
  console.log(`fuzzer:\n${summary.join('\n')}`);
});

/** Everything stored, as JSON in the database's key order; parsed again only when it differs. */
async function storeSnapshot(): Promise<string> {
  return JSON.stringify((await reader.get('')) ?? {});
}

/** Equal apart from the records the server is meant to keep about refused calls (failed logins). */
function sameStore(before: string, after: string): boolean {
  if (before === after) return true;
  const strip = (text: string) => {
    const tree = JSON.parse(text);
    if (tree.admin) delete tree.admin.loginFailures;
    return JSON.stringify(tree);
  };
  return strip(before) === strip(after);
}

interface Outcome {
  sent: number;
  serverErrors: string[];
  unintendedWrites: string[];
  leaks: string[];
}

/** Every 29th request claims to come from another site: refused, or harmless when it only reads. */
const originFor = (i: number) => (i % 29 === 13 ? 'https://evil.example' : server.url);

async function runAll(
  requests: (() => Promise<{ label: string; status: number; refused: boolean; text: string }>)[],
): Promise<Outcome> {
  const outcome: Outcome = { sent: 0, serverErrors: [], unintendedWrites: [], leaks: [] };
  // One request at a time, so each store comparison brackets exactly one request.
  for (const request of requests) {
    const before = await storeSnapshot();
    const { label, status, refused, text } = await request();
    outcome.sent++;
    if (status >= 500) outcome.serverErrors.push(`${status} ${label}`);
    const leak = findInternals(text);
    if (leak) outcome.leaks.push(`${status} ${label}: …${leak}…`);
    if (refused && !sameStore(before, await storeSnapshot())) outcome.unintendedWrites.push(label);
  }
  return outcome;
}

const asBody = (b: string | Buffer | undefined) => (b === undefined || typeof b === 'string' ? b : new Uint8Array(b));

function pick(i: number): HostileInput {
  return inputs[i % inputs.length];
}

function sampleUrl(route: string, i: number): string {
  const ids = ['fuzz', '..', '%2e%2e', 'a'.repeat(300), '__proto__', '%00', 'x.y', 'demo-skills-01'];
  return route.replace(/\[[^\]]+\]/g, () => ids[i % ids.length]);
}

const routes = scanRouteHandlers();
const actions = scanServerActions();

describe.each([
  ['signed out', false],
  ['signed in', true],
])('fuzzing %s', (_phase, signedIn) => {
  test.each(routes)(
    `route handler %s answers every hostile request without 5xx or stray writes`,
    async (handler) => {
      const [method, route] = handler.split(' ');
      const methods = [method, method, 'PUT', 'PATCH', 'DELETE', 'GET', 'POST'];
      const requests = Array.from({ length: PER_TARGET + 50 }, (_, i) => async () => {
        const input = pick(i);
        const m = methods[i % methods.length];
        const url = `${server.url}${sampleUrl(route, i)}${input.query ?? ''}`;
        const hasBody = m !== 'GET' && m !== 'HEAD';
        const response = await fetch(url, {
          method: m,
          redirect: 'manual',
          headers: {
            'user-agent': 'Mozilla/5.0 fuzz',
            'x-forwarded-for': `198.51.100.${i % 250}`,
            origin: originFor(i),
            ...(input.contentType && hasBody ? { 'content-type': input.contentType } : {}),
            ...(signedIn ? { cookie: ownerCookie } : {}),
          },
          body: hasBody ? asBody(input.body) : undefined,
        });
        const bytes = Buffer.from(await response.arrayBuffer());
        const text = /^image\//.test(response.headers.get('content-type') ?? '') ? '' : bytes.toString('utf8');
        return {
          label: `${m} ${url.slice(server.url.length, 120)} [${input.label}]`,
          status: response.status,
          refused: response.status >= 300,
          text,
        };
      });
      const outcome = await runAll(requests);
      summary.push(
        `${_phase} ${handler}: ${outcome.sent} requests, ${outcome.serverErrors.length} 5xx, ${outcome.unintendedWrites.length} stray writes, ${outcome.leaks.length} leaks`,
      );
      expect(outcome.serverErrors.slice(0, 10)).toEqual([]);
      expect(outcome.unintendedWrites.slice(0, 10)).toEqual([]);
      expect(outcome.leaks.slice(0, 5)).toEqual([]);
      expect(outcome.sent).toBeGreaterThanOrEqual(PER_TARGET);
    },
    600_000,
  );

  test.each(actions)(
    `server action %s answers every hostile call without 5xx or stray writes`,
    async (key) => {
      const { id, url } = actionTarget(key);
      const requests = Array.from({ length: PER_TARGET + 50 }, (_, i) => async () => {
        const input = pick(i);
        const hostile = input.body?.toString().slice(0, 100_000) ?? null;
        // Rotate through the encodings a browser uses (JSON text, multipart with the argument list
        // in field "0"), a form posted without the page script, and raw hostile bodies.
        let body: string | Buffer | FormData | undefined = input.body;
        let contentType = input.contentType;
        let actionHeader: string | null = i % 17 === 5 ? `${id.slice(0, -2)}zz` : id;
        if (i % 4 === 0) {
          body = JSON.stringify([hostile, { x: input.label }]);
          contentType = 'text/plain;charset=UTF-8';
        } else if (i % 4 === 1) {
          body = new FormData();
          body.append('0', i % 8 === 1 ? (hostile ?? '') : JSON.stringify([{ x: hostile }, '$K1']));
          body.append('_1_yourMail', hostile ?? '');
          body.append('_1_userName', 'owner');
          contentType = undefined; // fetch sets the multipart boundary
        } else if (i % 4 === 2 && i % 8 === 2) {
          body = new FormData();
          body.append('$ACTION_REF_1', '');
          body.append('$ACTION_1:0', JSON.stringify({ id, bound: '$@1' }));
          body.append('$ACTION_1:1', hostile ?? '');
          contentType = undefined;
          actionHeader = null;
        }
        const response = await fetch(`${server.url}${url}`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            ...(actionHeader ? { 'Next-Action': actionHeader } : {}),
            Accept: 'text/x-component',
            origin: originFor(i),
            'x-forwarded-for': `203.0.113.${i % 250}`,
            ...(contentType ? { 'content-type': contentType } : {}),
            ...(signedIn ? { cookie: ownerCookie } : {}),
          },
          body: body instanceof FormData ? body : (asBody(body) ?? ''),
        });
        const text = await response.text();
        // An action refuses bad input by answering with its error state, or the request is refused outright.
        const refused = response.status >= 300 || /"error"|not signed in/i.test(text) || !signedIn;
        return { label: `${key} [${input.label}]`, status: response.status, refused, text };
      });
      const outcome = await runAll(requests);
      summary.push(
        `${_phase} ${key}: ${outcome.sent} calls, ${outcome.serverErrors.length} 5xx, ${outcome.unintendedWrites.length} stray writes, ${outcome.leaks.length} leaks`,
      );
      expect(outcome.serverErrors.slice(0, 10)).toEqual([]);
      expect(outcome.unintendedWrites.slice(0, 10)).toEqual([]);
      expect(outcome.leaks.slice(0, 5)).toEqual([]);
    },
    600_000,
  );
});
