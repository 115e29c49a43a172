import { DB_LIMITS } from '@/lib/constants';
import { StoreError } from '@/lib/store/errors';
import type { Store } from '@/lib/store/types';

export interface ContractBackend {
  /** A fresh, empty store. */
  create(): Promise<Store>;
  /** Changes `path` behind the store's back, as another client or process would. */
  interfere(store: Store, path: string, value: unknown): Promise<void> | void;
  dispose?(store: Store): Promise<void>;
  /**
   * Contract tests this backend's test peer cannot run, by exact test name, each with the
   * precise reason. They are reported as skipped, never as passed.
   */
  limitations?: Record<string, string>;
}

async function expectStoreError(promise: Promise<unknown> | (() => unknown), code: StoreError['code']) {
  let error: unknown;
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(StoreError);
  expect((error as StoreError).code).toBe(code);
}

/** The behaviour every Store backend must show; each backend's test file runs it once. */
export function runStoreContract(name: string, backend: ContractBackend) {
  describe(`Store contract: ${name}`, () => {
    const limits = backend.limitations ?? {};
    const it = Object.assign(
      (title: string, fn: () => Promise<void>, timeout?: number) =>
        title in limits
          ? globalThis.it.skip(`${title} [skipped: ${limits[title]}]`, fn)
          : globalThis.it(title, fn, timeout),
      { each: globalThis.it.each },
    );
    let store: Store;
    beforeEach(async () => {
      store = await backend.create();
    });
    afterEach(async () => {
      await backend.dispose?.(store);
    });

    describe('get and set', () => {
      it('returns null for a missing path', async () => {
        expect(await store.get('nothing/here')).toBeNull();
        expect(await store.get('')).toBeNull();
      });

      it('stores and reads scalars and nested objects', async () => {
        await store.set('a/b', { s: 'text', n: 1.5, t: true, f: false, deep: { x: 'y' } });
        expect(await store.get('a/b/s')).toBe('text');
        expect(await store.get('a/b/n')).toBe(1.5);
        expect(await store.get('a/b/f')).toBe(false);
        expect(await store.get('a')).toEqual({ b: { s: 'text', n: 1.5, t: true, f: false, deep: { x: 'y' } } });
        expect(await store.get('/a/b/deep/')).toEqual({ x: 'y' });
      });

      it('replaces the whole node on set', async () => {
        await store.set('node', { keep: 1, drop: 2 });
        await store.set('node', { keep: 3 });
        expect(await store.get('node')).toEqual({ keep: 3 });
      });

      it('removes a node when set to null, and prunes empty parents', async () => {
        await store.set('p/q/r', 'v');
        await store.set('p/q/r', null);
        expect(await store.get('p/q/r')).toBeNull();
        expect(await store.get('p')).toBeNull();
      });

      it('does not store empty objects or null children', async () => {
        await store.set('e', { empty: {}, gone: null, kept: 'yes' });
        expect(await store.get('e')).toEqual({ kept: 'yes' });
      });

      it('presents index-keyed data as arrays', async () => {
        await store.set('list', ['a', 'b', 'c']);
        expect(await store.get('list')).toEqual(['a', 'b', 'c']);
        expect(await store.get('list/1')).toBe('b');
      });

      it('returns copies that callers cannot use to change stored data', async () => {
        await store.set('obj', { inner: { v: 1 } });
        const read = (await store.get<{ inner: { v: number } }>('obj'))!;
        read.inner.v = 99;
        expect(await store.get('obj/inner/v')).toBe(1);
      });

      it('stores keys such as __proto__ as plain data without touching prototypes', async () => {
        await store.set('proto', JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": "c"}'));
        const value = await store.get<Record<string, unknown>>('proto');
        expect(Object.keys(value!)).toEqual(expect.arrayContaining(['__proto__', 'constructor']));
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      });
    });

    describe('update', () => {
      it('writes several paths at once and deletes with null', async () => {
        await store.set('u', { a: 1, b: 2, c: { d: 3 } });
        await store.update('u', { a: 10, b: null, 'c/e': 4 });
        expect(await store.get('u')).toEqual({ a: 10, c: { d: 3, e: 4 } });
      });

      it('refuses overlapping paths and changes nothing', async () => {
        await store.set('u', { a: 1 });
        await expectStoreError(() => store.update('u', { a: 2, 'a/b': 3 }), 'invalid-path');
        expect(await store.get('u')).toEqual({ a: 1 });
      });

      it('refuses the whole patch if one value is invalid', async () => {
        await store.set('u', { a: 1 });
        await expectStoreError(() => store.update('u', { a: 2, 'b.c': 3 }), 'invalid-key');
        await expectStoreError(() => store.update('u', { a: 2, b: undefined }), 'invalid-value');
        expect(await store.get('u')).toEqual({ a: 1 });
      });
    });

    describe('remove', () => {
      it('removes a subtree and leaves siblings', async () => {
        await store.set('r', { x: { y: 1 }, z: 2 });
        await store.remove('r/x');
        expect(await store.get('r')).toEqual({ z: 2 });
      });

      it('is harmless on a missing path', async () => {
        await store.remove('missing/path');
        expect(await store.get('missing')).toBeNull();
      });
    });

    describe('push', () => {
      it('returns unique ids that sort in creation order', async () => {
        const ids: string[] = [];
        for (let i = 0; i < 60; i++) ids.push(await store.push('log', { i }));
        expect(new Set(ids).size).toBe(ids.length);
        expect([...ids].sort()).toEqual(ids);
        const stored = (await store.get<Record<string, { i: number }>>('log'))!;
        expect(
          Object.keys(stored)
            .sort()
            .map((k) => stored[k].i),
        ).toEqual(ids.map((_, i) => i));
      });

      it('keeps ids unique under concurrent pushes', async () => {
        const ids = await Promise.all(Array.from({ length: 50 }, (_, i) => store.push('many', i + 1)));
        expect(new Set(ids).size).toBe(50);
        expect(Object.keys((await store.get('many')) as object)).toHaveLength(50);
      });

      it('produces valid keys', async () => {
        const id = await store.push('k', 'v');
        expect(id).toMatch(/^[-0-9A-Za-z_]{20}$/);
      });
    });

    describe('key rules', () => {
      it.each(DB_LIMITS.forbiddenKeyChars.filter((ch) => ch !== '/'))('refuses "%s" in a path', async (ch) => {
        await expectStoreError(() => store.set(`bad${ch}key`, 1), 'invalid-key');
        await expectStoreError(() => store.get(`bad${ch}key`), 'invalid-key');
        expect(await store.get('')).toBeNull();
      });

      it.each(DB_LIMITS.forbiddenKeyChars)('refuses "%s" in a key inside a value', async (ch) => {
        await expectStoreError(() => store.set('ok', { [`x${ch}y`]: 1 }), 'invalid-key');
        await expectStoreError(() => store.push('ok', { nested: { [`x${ch}y`]: 1 } }), 'invalid-key');
        expect(await store.get('ok')).toBeNull();
      });

      it('refuses empty keys', async () => {
        await expectStoreError(() => store.set('a//b', 1), 'invalid-path');
        await expectStoreError(() => store.set('a', { '': 1 }), 'invalid-key');
        expect(await store.get('a')).toBeNull();
      });

      it('refuses keys longer than the limit', async () => {
        await expectStoreError(() => store.set('x'.repeat(DB_LIMITS.maxKeyBytes + 1), 1), 'invalid-key');
      });
    });

    describe('value rules', () => {
      it(`accepts a string of exactly ${DB_LIMITS.maxStringBytes} bytes and refuses one byte more`, async () => {
        const max = 'a'.repeat(DB_LIMITS.maxStringBytes);
        await store.set('big', max);
        expect(((await store.get<string>('big')) ?? '').length).toBe(DB_LIMITS.maxStringBytes);
        await expectStoreError(() => store.set('big', `${max}a`), 'string-too-long');
        // Multi-byte characters count by their UTF-8 size.
        await expectStoreError(
          () => store.set('big2', 'é'.repeat(DB_LIMITS.maxStringBytes / 2 + 1)),
          'string-too-long',
        );
        await store.remove('big');
      });

      it('refuses undefined, NaN, Infinity, functions and class instances', async () => {
        await expectStoreError(() => store.set('v', undefined), 'invalid-value');
        await expectStoreError(() => store.set('v', { a: undefined }), 'invalid-value');
        await expectStoreError(() => store.set('v', Number.NaN), 'invalid-value');
        await expectStoreError(() => store.set('v', Number.POSITIVE_INFINITY), 'invalid-value');
        await expectStoreError(() => store.set('v', () => 1), 'invalid-value');
        await expectStoreError(() => store.set('v', new Date()), 'invalid-value');
        expect(await store.get('v')).toBeNull();
      });

      it('refuses values nested deeper than the limit', async () => {
        let deep: unknown = 'leaf';
        for (let i = 0; i < DB_LIMITS.maxDepth + 2; i++) deep = { d: deep };
        await expectStoreError(() => store.set('deep', deep), 'too-deep');
      });
    });

    describe('transaction', () => {
      it('applies a function to the current value', async () => {
        await store.set('count', 1);
        const result = await store.transaction<number>('count', (n) => (n ?? 0) + 1);
        expect(result).toEqual({ committed: true, value: 2 });
        expect(await store.get('count')).toBe(2);
      });

      it('starts from null on a missing path', async () => {
        const result = await store.transaction<number>('fresh', (n) => (n === null ? 7 : n));
        expect(result.value).toBe(7);
      });

      it('aborts when the function returns undefined', async () => {
        await store.set('count', 5);
        const result = await store.transaction<number>('count', () => undefined);
        expect(result).toEqual({ committed: false, value: 5 });
        expect(await store.get('count')).toBe(5);
      });

      it('ends exact after 200 concurrent increments of one counter', async () => {
        await Promise.all(Array.from({ length: 200 }, () => store.transaction<number>('hits', (n) => (n ?? 0) + 1)));
        expect(await store.get('hits')).toBe(200);
      });

      it('propagates an error thrown by the function and writes nothing', async () => {
        await store.set('t', 1);
        await expect(
          store.transaction('t', () => {
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect(await store.get('t')).toBe(1);
      });

      it(`retries on conflicting changes and fails with maxretry after ${DB_LIMITS.transactionMaxRetries} attempts`, async () => {
        await store.set('contested', 0);
        let calls = 0;
        await expectStoreError(
          store.transaction<number>('contested', (n) => {
            calls++;
            void backend.interfere(store, 'contested', 1000 + calls);
            return (n ?? 0) + 1;
          }),
          'maxretry',
        );
        expect(calls).toBe(DB_LIMITS.transactionMaxRetries);
      });
    });

    describe('transactMany', () => {
      it('reads several paths and writes all of its writes at once', async () => {
        await store.set('tm', { a: 1, b: { c: 'x' } });
        const result = await store.transactMany(['tm/a', 'tm/b', 'tm/none'], ([a, b, none]) => {
          expect([a, b, none]).toEqual([1, { c: 'x' }, null]);
          return { 'tm/a': 2, 'tm/b/c': null, 'tm/log/s1': { at: 5 } };
        });
        expect(result).toEqual({ committed: true, values: [1, { c: 'x' }, null] });
        expect(await store.get('tm')).toEqual({ a: 2, log: { s1: { at: 5 } } });
      });

      it('writes nothing when the function returns undefined or throws', async () => {
        await store.set('tm', { a: 1 });
        expect(await store.transactMany(['tm/a', 'tm/b'], () => undefined)).toEqual({
          committed: false,
          values: [1, null],
        });
        await expect(
          store.transactMany(['tm/a', 'tm/b'], () => {
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect(await store.get('tm')).toEqual({ a: 1 });
      });

      it('writes none of its writes when one of them is refused', async () => {
        await store.set('tm', { a: 1, b: 1 });
        const tooLong = 'x'.repeat(DB_LIMITS.maxStringBytes + 1);
        await expectStoreError(
          store.transactMany(['tm/a', 'tm/b'], () => ({ 'tm/a': 2, 'tm/b': tooLong })),
          'string-too-long',
        );
        await expectStoreError(
          store.transactMany(['tm/a', 'tm/b'], () => ({ 'tm/a': 2, 'tm/b.bad': 3 })),
          'invalid-key',
        );
        // Overlapping writes, and a write outside the common ancestor of what was read.
        await expectStoreError(
          store.transactMany(['tm/a', 'tm/b'], () => ({ 'tm/a': 2, 'tm/a/x': 3 })),
          'invalid-path',
        );
        await expectStoreError(
          store.transactMany(['tm/a', 'tm/b'], () => ({ 'tm/a': 2, elsewhere: 3 })),
          'invalid-path',
        );
        expect(await store.get('')).toEqual({ tm: { a: 1, b: 1 } });
      });

      it('runs again when another client changes one of its paths between read and commit', async () => {
        await store.set('tm', { a: 1, b: 1 });
        const seen: unknown[] = [];
        const result = await store.transactMany(['tm/a', 'tm/b'], ([a, b]) => {
          seen.push(b);
          if (seen.length === 1) void backend.interfere(store, 'tm/b', 41);
          return { 'tm/a': (a as number) + (b as number) };
        });
        expect(result.committed).toBe(true);
        expect(seen).toEqual([1, 41]);
        expect(await store.get('tm')).toEqual({ a: 42, b: 41 });
      });

      it(`fails with maxretry after ${DB_LIMITS.transactionMaxRetries} conflicting attempts, writing nothing`, async () => {
        await store.set('tm', { a: 0, b: 0 });
        let calls = 0;
        await expectStoreError(
          store.transactMany(['tm/a', 'tm/b'], () => {
            calls++;
            void backend.interfere(store, 'tm/b', 1000 + calls);
            return { 'tm/a': -1 };
          }),
          'maxretry',
        );
        expect(calls).toBe(DB_LIMITS.transactionMaxRetries);
        expect(await store.get('tm/a')).toBe(0);
      });

      it('numbers concurrent records without gaps: counter and record land together', async () => {
        const record = () =>
          store.transactMany(['tm/seq', 'tm/items'], ([seq]) => {
            const id = ((seq as number | null) ?? 0) + 1;
            return { 'tm/seq': id, [`tm/items/i${id}`]: id };
          });
        await Promise.all(Array.from({ length: 40 }, record));
        expect(await store.get('tm/seq')).toBe(40);
        const items = (await store.get<Record<string, number>>('tm/items'))!;
        expect(Object.values(items).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      });
    });

    describe('concurrency', () => {
      it('loses nothing when many different paths are written at once', async () => {
        await Promise.all([
          ...Array.from({ length: 60 }, (_, i) => store.set(`par/set-${i}`, i)),
          ...Array.from({ length: 60 }, (_, i) => store.update('par', { [`upd-${i}`]: { v: i } })),
          ...Array.from({ length: 30 }, (_, i) => store.push('par/pushed', i)),
        ]);
        const value = (await store.get<Record<string, unknown>>('par'))!;
        for (let i = 0; i < 60; i++) {
          expect(value[`set-${i}`]).toBe(i);
          expect(value[`upd-${i}`]).toEqual({ v: i });
        }
        expect(Object.keys(value.pushed as object)).toHaveLength(30);
      });

      it('keeps writes made while a transaction is queued', async () => {
        await Promise.all([
          store.transaction<number>('mix/count', (n) => (n ?? 0) + 1),
          store.set('mix/other', 'x'),
          store.transaction<number>('mix/count', (n) => (n ?? 0) + 1),
        ]);
        expect(await store.get('mix')).toEqual({ count: 2, other: 'x' });
      });
    });
  });
}
