type PostTask = (task: () => void, options: { priority: 'background'; signal: AbortSignal }) => Promise<void>;

/**
 * Calls `start` once the page has loaded, as a background-priority task (after anything more
 * urgent, e.g. hydration and input), so decorative work (typing, the visitor counter) never
 * competes with the first paint or hydration. Returns a function that cancels the wait.
 */
export function afterLoadAndIdle(start: () => void): () => void {
  const cancel = new AbortController();
  const whenLoaded = () => {
    const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
    if (scheduler?.postTask) {
      scheduler.postTask(start, { priority: 'background', signal: cancel.signal }).catch(() => {});
    } else {
      const timer = setTimeout(start, 0);
      cancel.signal.addEventListener('abort', () => clearTimeout(timer));
    }
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true, signal: cancel.signal });
  return () => cancel.abort();
}
