'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import dayjs from 'dayjs';
import { LOCAL_COPY } from '@/lib/admin/words';
import type { FormValues } from '@/lib/admin/form-values';
import { hasUnsavedChanges } from './use-unsaved-guard';

/**
 * What an editor's form held, kept in this browser's localStorage while it differs from what is
 * saved: `values` (the form's fields), when (`at`, ms) and the stored version the form was drawn
 * from (`base`, none for a new item), so a save of a restored copy is checked against what was
 * saved since. Nothing here throws: a browser that keeps nothing (private mode, full storage)
 * simply offers nothing back.
 */
export interface LocalCopy {
  at: number;
  values: FormValues;
  base?: string;
}

const PREFIX = 'portfolio:unsaved:';

/** Where the copy of editor `section`'s form for `subject` (a list item's id; '' for a new one) is kept. */
export const localCopyKey = (section: string, subject: string): string => `${PREFIX}${section}:${subject || 'new'}`;

/** A storage call, or `otherwise` when it throws (no storage, storage full or refused, a copy that is not JSON). */
function quietly<T>(call: () => T, otherwise: T): T {
  try {
    return call();
  } catch {
    return otherwise;
  }
}

const readLocalCopy = (key: string): LocalCopy | null =>
  quietly(() => {
    const raw = window.localStorage.getItem(key);
    const value = (raw === null ? null : JSON.parse(raw)) as Partial<LocalCopy> | null;
    if (!value || typeof value.at !== 'number' || typeof value.values !== 'object' || value.values === null)
      return null;
    const values = Object.fromEntries(
      Object.entries(value.values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { at: value.at, values, ...(typeof value.base === 'string' ? { base: value.base } : {}) };
  }, null);

// Storage full or refused: the form still holds the text.
const writeLocalCopy = (key: string, copy: LocalCopy) =>
  quietly(() => window.localStorage.setItem(key, JSON.stringify(copy)), undefined);

const removeLocalCopy = (key: string) => quietly(() => window.localStorage.removeItem(key), undefined);

/** Every copy kept for editor `section`, by subject (a list item's id, '' for a new item). */
export function localCopiesOf(section: string): { subject: string; copy: LocalCopy }[] {
  const start = `${PREFIX}${section}:`;
  const keys = quietly(() => Object.keys(window.localStorage), []);
  return keys.flatMap((key) => {
    const copy = key.startsWith(start) ? readLocalCopy(key) : null;
    const subject = key.slice(start.length);
    return copy ? [{ subject: subject === 'new' ? '' : subject, copy }] : [];
  });
}

/** When a copy was made, on the owner's clock: 14:02 today, else 28 November 2026, 14:02. */
export function copyTime(at: number): string {
  const when = dayjs(at);
  return when.format(when.isSame(dayjs(), 'day') ? LOCAL_COPY.timeToday : LOCAL_COPY.timeOtherDay);
}

type Keyed = { key: string; copy: LocalCopy };

/**
 * The local copy of an editor's form kept under `key` (none without one): while `typed` differs
 * from `saved`, a copy is written at most every LOCAL_COPY.everyMs, and at once when the tab is
 * hidden or closed, the form closes, or it turns to another subject. When the form opens on a
 * subject, a copy kept for it that differs from what is saved is `offered`, never applied by
 * itself; while the offer waits, nothing is written over it. `restore` takes the offered copy
 * (kept until the form is saved), `discard` deletes it, `forget` drops the copy of `key` once
 * what it held is saved.
 */
export function useLocalCopy(key: string | undefined, typed: FormValues, saved: FormValues, base: string | undefined) {
  const [offer, setOffer] = useState<Keyed | null>(null);
  const pending = useRef<Keyed | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The key this form has written a copy under: one it may delete again when the edits are undone.
  const wrote = useRef<string | null>(null);
  const savedNow = useRef(saved);
  useEffect(() => {
    savedNow.current = saved;
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    writeLocalCopy(next.key, next.copy);
    wrote.current = next.key;
  }, []);

  useEffect(() => {
    if (!key) return;
    const copy = readLocalCopy(key);
    if (!copy) return;
    const stored = savedNow.current;
    const kept = Object.fromEntries(Object.keys(stored).map((name) => [name, copy.values[name] ?? stored[name]]));
    // A copy that holds what is saved already has nothing to give back.
    if (!hasUnsavedChanges(kept, stored)) removeLocalCopy(key);
    else setOffer({ key, copy });
  }, [key]);

  const offered = offer && offer.key === key ? offer.copy : null;
  const dirty = hasUnsavedChanges(typed, saved);
  useEffect(() => {
    if (pending.current && pending.current.key !== key) flush();
    if (!key || offered) return;
    if (!dirty) {
      pending.current = null;
      clearTimeout(timer.current);
      timer.current = undefined;
      if (wrote.current === key) {
        removeLocalCopy(key);
        wrote.current = null;
      }
      return;
    }
    pending.current = { key, copy: { at: Date.now(), values: typed, ...(base === undefined ? {} : { base }) } };
    timer.current ??= setTimeout(flush, LOCAL_COPY.everyMs);
  }, [key, offered, dirty, typed, base, flush]);

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      flush();
    };
  }, [flush]);

  return {
    offered,
    restore(): LocalCopy | null {
      if (!offered || !key) return null;
      setOffer(null);
      wrote.current = key;
      return offered;
    },
    discard() {
      if (!key) return;
      removeLocalCopy(key);
      setOffer(null);
    },
    forget(saved: string | undefined) {
      if (!saved) return;
      if (pending.current?.key === saved) {
        pending.current = null;
        clearTimeout(timer.current);
        timer.current = undefined;
      }
      removeLocalCopy(saved);
      if (wrote.current === saved) wrote.current = null;
      setOffer((was) => (was?.key === saved ? null : was));
    },
  };
}

/** Calls `onChange` when another tab changes this browser's storage. */
export function subscribeToCopies(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}
