'use client';

import { useEffect } from 'react';
import { TITLE_BLINK } from '@/lib/constants';

/** While the tab is hidden the title alternates between two calls; it comes back when visible. */
export function TitleBlink() {
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
      document.title = TITLE_BLINK.texts[index];
      timer = setInterval(() => {
        index = (index + 1) % TITLE_BLINK.texts.length;
        document.title = TITLE_BLINK.texts[index];
      }, TITLE_BLINK.intervalMs);
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? start() : stop());

    document.addEventListener('visibilitychange', onVisibility);
    // A page opened in a background tab is hidden from the start, with no change to report.
    if (document.visibilityState === 'hidden') start();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, []);
  return null;
}
