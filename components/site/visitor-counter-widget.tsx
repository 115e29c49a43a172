'use client';

import { useEffect, useState } from 'react';
import CountUp from 'react-countup';
import { VISITOR_COUNTER } from '@/lib/constants';
import { usePrefersReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { PathIcon } from './icons';
import { loadVisitCounts, type ShownCounts } from './visit-counts';
import styles from './visitor-counter.module.scss';

const ROWS = ['unique', 'yours', 'total'] as const;

/** The counter's name, its button's and its rows' labels, in the page's language. */
export type CounterWords = Record<(typeof ROWS)[number], string> & { region: string; toggle: string };

function Count({ value, animate }: { value: number; animate: boolean }) {
  if (!animate) return <>{value}</>;
  return <CountUp end={value} duration={VISITOR_COUNTER.countUpSeconds} />;
}

/** Unique, your and total visits: shown for a moment, then tucked away; hover or focus reopens it. */
export function VisitorCounterWidget({ words }: { words: CounterWords }) {
  const [counts, setCounts] = useState<ShownCounts | null>(null);
  const [failed, setFailed] = useState(false);
  const [intro, setIntro] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const animate = !usePrefersReducedMotion();

  useEffect(() => {
    let active = true;
    loadVisitCounts().then(
      (c) => active && setCounts(c),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, []);

  // Nothing until the counts are in; none while nothing is counted or below the total the owner
  // shows them from (Home › Visitor counter shown from). A failure shows dashes, as before.
  const shown = failed || (counts !== null && counts.total > 0 && counts.total >= (counts.showFrom ?? 0));
  // Shown for a moment once it appears, then tucked away.
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setIntro(false), VISITOR_COUNTER.visibleMs);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!shown) return null;
  const open = intro || hovered || focused || pinned;

  return (
    <aside
      className={styles.counter}
      aria-label={words.region}
      data-open={open}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        type="button"
        className={styles.tab}
        aria-expanded={open}
        aria-controls="visitor-counter-panel"
        onClick={() => setPinned((p) => !p)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setPinned(false);
            setIntro(false);
            setFocused(false);
          }
        }}
      >
        <PathIcon
          d="M12 5C6.5 5 2.4 8.6 1 12c1.4 3.4 5.5 7 11 7s9.6-3.6 11-7c-1.4-3.4-5.5-7-11-7zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8zm0-2.2a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6z"
          width="16"
          height="16"
        />
        <span className="visually-hidden">{words.toggle}</span>
      </button>
      <div id="visitor-counter-panel" className={styles.panel} aria-hidden={!open}>
        <dl className={styles.list}>
          {ROWS.map((row) => (
            <div key={row} className={styles.row} data-count={row}>
              <dt>{words[row]}</dt>
              <dd>{counts ? <Count value={counts[row]} animate={animate} /> : failed ? '–' : '…'}</dd>
            </div>
          ))}
        </dl>
      </div>
    </aside>
  );
}
