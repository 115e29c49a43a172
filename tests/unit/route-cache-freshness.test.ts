/**
 * The route cache's rule (lib/cache/freshness.mjs): a stored page counts from the moment its render
 * began, so a render that began before a save and ended after it is never served as current.
 */
import { isFresh, noteLookup, renderStartOf } from '@/lib/cache/freshness.mjs';
import { contentVersion } from '@/lib/content/versions';

const expiredAt = (at: number) => (tag: string) => (tag === 'content:about' ? at : 0);

test('a render that began before an expiry is not current; one that began after it is', () => {
  const now = 1_000_000;
  expect(isFresh(expiredAt(now - 100), ['content:about'], now - 200, now)).toBe(false);
  expect(isFresh(expiredAt(now - 100), ['content:about'], now - 50, now)).toBe(true);
  // Other tags, and an expiry still to come, leave it current.
  expect(isFresh(expiredAt(now - 100), ['content:skills'], now - 200, now)).toBe(true);
  expect(isFresh(expiredAt(now + 5_000), ['content:about'], now - 200, now)).toBe(true);
  // Clocks of several machines: a margin counts an expiry just after the start as before it.
  expect(isFresh(expiredAt(now - 100), ['content:about'], now - 50, now, 2_000)).toBe(false);
});

test('a copy counts from the first lookup that led to its render, not from its storing', () => {
  noteLookup('/about-me', 1_000);
  noteLookup('/about-me', 1_500); // a second request during the same render
  expect(renderStartOf('/about-me', 3_000)).toBe(1_000);
  // Forgotten once stored: a render with no lookup counts from well before its storing.
  expect(renderStartOf('/about-me', 3_000)).toBe(3_000 - 15_000);
  // A lookup older than any render is not used.
  noteLookup('/skills', 1_000);
  noteLookup('/skills', 100_000);
  expect(renderStartOf('/skills', 100_500)).toBe(100_000);
});

test('a version ignores the empty lists and nulls the store does not keep', () => {
  const drawn = { title: 'Tidewatch', gallery: [], formerSlugs: [], links: {}, note: null };
  expect(contentVersion(drawn)).toBe(contentVersion({ title: 'Tidewatch' }));
  expect(contentVersion(drawn)).not.toBe(contentVersion({ title: 'Tidewatch 2' }));
});
