import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onValue, ref, set, update, type Database } from 'firebase/database';
import { EMULATOR_ADMIN_SECRET, startDatabaseServer, type TestDatabaseServer } from '../helpers/firebase-server';

// The rules file the README tells the owner to deploy, evaluated by firebase-server (targaryen).
const RULES = JSON.parse(readFileSync(path.join(process.cwd(), 'database.rules.json'), 'utf8'));

const SEED = {
  user: { home: { quote: 'public words' } },
  feedbacks: { f1: { email: 'visitor@example.com', message: 'hi' } },
  stats: { totalVisits: 3 },
  insights: { days: { '2026-11-23': { views: { home: 2 } } }, dayIndex: { '2026-11-23': true } },
  admin: { credentials: { username: 'owner', hash: 'scrypt$...' } },
  media: { m1: { contentType: 'image/webp', size: 10 } },
  users: { alice: { status: 'offline' }, bob: { status: 'offline' } },
  // Share links hold their tokens: only the server (which bypasses the rules) may read them.
  shareLinks: { l1: { label: 'Acme', token: 'A'.repeat(32) } },
  shareLinkStats: { l1: { visits: 1 } },
};

let server: TestDatabaseServer;
const apps: FirebaseApp[] = [];

beforeAll(async () => {
  // Refusals are expected here; the SDK would print a warning for each.
  setLogLevel('error');
  server = await startDatabaseServer(SEED);
  server.setRules(RULES);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server.stop();
});

/**
 * A user token for `uid`, signed with the server's auth secret as firebase-server requires
 * once a secret is set (it then reads `sub`/`user_id` as auth.uid for the rules).
 */
function userToken(uid: string): string {
  const seg = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${seg({ alg: 'HS256', typ: 'JWT' })}.${seg({ sub: uid, user_id: uid, iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac('sha256', EMULATOR_ADMIN_SECRET).update(body).digest('base64url')}`;
}

/** A browser-style client SDK connection: anonymous, or signed in as `uid`. */
function client(uid?: string): Database {
  const app = initializeApp(
    { projectId: 'portfolio-test', databaseURL: server.url(), apiKey: 'test-key' },
    `rules-${uid ?? 'anonymous'}-${apps.length}`,
  );
  apps.push(app);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, server.host, server.port, uid ? { mockUserToken: userToken(uid) } : undefined);
  return db;
}

function canRead(db: Database, p: string): Promise<boolean> {
  return new Promise((resolve) => {
    onValue(
      p ? ref(db, p) : ref(db),
      () => resolve(true),
      () => resolve(false),
      { onlyOnce: true },
    );
  });
}

async function canWrite(db: Database, p: string, value: unknown, how: 'set' | 'update' = 'set'): Promise<boolean> {
  try {
    if (how === 'set') await set(ref(db, p), value);
    else await update(ref(db, p), value as object);
    return true;
  } catch (error) {
    expect(String(error)).toMatch(/permission.denied/i);
    return false;
  }
}

describe('database.rules.json', () => {
  let anonymous: Database;
  let alice: Database;
  let bob: Database;
  beforeAll(() => {
    anonymous = client();
    alice = client('alice');
    bob = client('bob');
  });

  it('lets everyone read the public content, and no client write it', async () => {
    for (const db of [anonymous, alice, bob]) {
      expect(await canRead(db, 'user')).toBe(true);
      expect(await canRead(db, 'user/home/quote')).toBe(true);
      expect(await canWrite(db, 'user/home/quote', 'defaced')).toBe(false);
      expect(await canWrite(db, 'user', { home: null }, 'update')).toBe(false);
    }
    expect(await server.value()).toMatchObject({ user: SEED.user });
  });

  it.each([
    'feedbacks',
    'stats',
    'admin',
    'media',
    'feedbacks/f1',
    'admin/credentials',
    'insights',
    'insights/days',
    'shareLinks',
    'shareLinks/l1/token',
    'shareLinkStats',
  ])('keeps %s closed to every client', async (p) => {
    for (const db of [anonymous, alice, bob]) {
      expect(await canRead(db, p)).toBe(false);
      expect(await canWrite(db, `${p}/intruder`, 'x')).toBe(false);
    }
  });

  it('refuses reading or writing the whole database', async () => {
    for (const db of [anonymous, alice]) {
      expect(await canRead(db, '')).toBe(false);
      expect(await canWrite(db, 'anything', 1)).toBe(false);
    }
  });

  it('lets a signed-in user read and write only their own users record', async () => {
    expect(await canRead(alice, 'users/alice')).toBe(true);
    expect(await canWrite(alice, 'users/alice', { status: 'online' }, 'update')).toBe(true);
    expect(await canWrite(alice, 'users/alice', { status: 'online' })).toBe(true);
    expect(await canRead(alice, 'users/bob')).toBe(false);
    expect(await canWrite(alice, 'users/bob', { status: 'hacked' }, 'update')).toBe(false);
    expect(await canRead(alice, 'users')).toBe(false);
    expect(await canWrite(bob, 'users/bob/status', 'online')).toBe(true);
    const stored = (await server.value()) as typeof SEED;
    expect(stored.users).toEqual({ alice: { status: 'online' }, bob: { status: 'online' } });
  });

  it('keeps anonymous visitors out of every users record', async () => {
    expect(await canRead(anonymous, 'users/alice')).toBe(false);
    expect(await canWrite(anonymous, 'users/alice', { status: 'offline' })).toBe(false);
  });

  it('refuses a signed-in stranger storing anything but a short status in their own record', async () => {
    // Any Google account can sign in when the provider is on: its own users node is all it may write.
    const stranger = client('stranger');
    const blob = 'x'.repeat(1024 * 1024);
    expect(await canWrite(stranger, 'users/stranger', blob)).toBe(false);
    expect(await canWrite(stranger, 'users/stranger', { status: 'online', blob })).toBe(false);
    expect(await canWrite(stranger, 'users/stranger/blob', blob)).toBe(false);
    expect(await canWrite(stranger, 'users/stranger', { blob }, 'update')).toBe(false);
    expect(await canWrite(stranger, 'users/stranger/name', 'Mallory')).toBe(false);
    expect(await canWrite(stranger, 'users/stranger/status/deep', 'x')).toBe(false);
    expect(await canWrite(stranger, 'users/stranger', { name: 'Mallory' })).toBe(false);
    expect(await canWrite(stranger, 'users/stranger', { status: 7 })).toBe(false);
    expect(await canWrite(stranger, 'users/stranger/status', true)).toBe(false);
    expect(await canWrite(stranger, 'users/stranger/status', blob)).toBe(false);
    expect(await canWrite(stranger, 'users/alice', { status: 'online' })).toBe(false);
    expect(await canWrite(stranger, 'users/alice/status', 'hacked')).toBe(false);
    expect(
      await canWrite(stranger, 'users', { stranger: { status: 'online' }, alice: { status: 'x' } }, 'update'),
    ).toBe(false);
    // What the product writes still goes through.
    expect(await canWrite(stranger, 'users/stranger/status', 'online')).toBe(true);
    const stored = (await server.value()) as typeof SEED & { users: Record<string, unknown> };
    expect(stored.users.stranger).toEqual({ status: 'online' });
    expect(stored.users.alice).toEqual({ status: 'online' });
  });

  it('accepts only a short text status', async () => {
    expect(await canWrite(alice, 'users/alice/status', { nested: true })).toBe(false);
    expect(await canWrite(alice, 'users/alice/status', 'x'.repeat(41))).toBe(false);
    expect(await canWrite(alice, 'users/alice/status', 'offline')).toBe(true);
  });
});
