import { useEffect, useState } from 'react';

type PostTask = (task: () => void, options: { priority: 'background'; signal: AbortSignal }) => Promise<void>;

/**
 * How long after `load` decorative work (typing, marquee, visitor counter) waits for a visitor
 * who does nothing: by then the page has painted, hydrated and gone quiet, so the animations'
 * frames (each a style, layout, paint and commit on the main thread) and their code never
 * compete with loading. Any interaction starts them at once.
 */
export const SETTLE_MS = 3000;

/** What counts as the visitor being there and busy with the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Calls `start` once the page has settled: `SETTLE_MS` after `load`, or at the visitor's first
 * interaction if that comes sooner; then as a background-priority task (after anything more
 * urgent, e.g. input). Returns a function that cancels the wait.
 */
export function afterSettled(start: () => void): () => void {
  const cancel = new AbortController();
  const { signal } = cancel;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let begun = false;
  const begin = () => {
    if (begun || signal.aborted) return;
    begun = true;
    clearTimeout(timer);
    const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
    if (scheduler?.postTask) {
      scheduler.postTask(start, { priority: 'background', signal }).catch(() => {});
    } else {
      timer = setTimeout(start, 0);
    }
  };
  const whenLoaded = () => {
    timer = setTimeout(begin, SETTLE_MS);
  };
  signal.addEventListener('abort', () => clearTimeout(timer));
  for (const type of INTERACTIONS) {
    window.addEventListener(type, begin, { once: true, passive: true, capture: true, signal });
  }
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true, signal });
  return () => cancel.abort();
}

/**
 * Calls `use` with what `load` resolves to (a component or module in a chunk of its own, say) once
 * the page has settled; nothing if it cannot be loaded, or if the returned function cancels first.
 */
export function loadAfterSettled<T>(load: () => Promise<T>, use: (value: T) => void): () => void {
  let active = true;
  const stopWaiting = afterSettled(() => {
    load().then(
      (value) => active && use(value),
      () => undefined,
    );
  });
  return () => {
    active = false;
    stopWaiting();
  };
}

/**
 * What `load` resolves to once the page has settled and while `enabled`: null until then, and for
 * good if it cannot be loaded. A plain import in an effect rather than next/dynamic: no Suspense
 * boundary whose reveal React delays.
 */
export function useLoadedAfterSettled<T>(load: () => Promise<T>, enabled = true): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  // `load` is a fixed import of the caller's: only `enabled` starts or stops the wait.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => (enabled ? loadAfterSettled(load, (value) => setLoaded({ value })) : undefined), [enabled]);
  return loaded?.value ?? null;
}
