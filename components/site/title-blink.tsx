'use client';

import { useEffect } from 'react';

/**
 * While the tab is hidden the title alternates between two calls; it comes back when visible.
 * `texts` and `intervalMs` (TITLE_BLINK) come from the server, keeping the constants module out
 * of the page's JavaScript.
 */
export function TitleBlink({ texts, intervalMs }: { texts: readonly string[]; intervalMs: number }) {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let saved: string | null = null;

    const stop = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (saved !== null) document.title = saved;
      saved = null;
    };
    const start = () => {
      stop();
      saved = document.title;
      let index = 0;
      document.title = texts[index];
      timer = setInterval(() => {
        index = (index + 1) % texts.length;
        document.title = texts[index];
      }, intervalMs);
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? start() : stop());

    document.addEventListener('visibilitychange', onVisibility);
    // A page opened in a background tab is hidden from the start, with no change to report.
    if (document.visibilityState === 'hidden') start();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [texts, intervalMs]);
  return null;
}
