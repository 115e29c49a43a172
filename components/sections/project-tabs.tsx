'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ProjectsTabKey } from '@/lib/project-tabs';
import { useClientValue } from '@/lib/hooks/use-client-value';
import styles from './projects.module.scss';

type Tab = { key: ProjectsTabKey; label: string };

/**
 * WAI-ARIA tabs over one server-rendered grid of every card: the one panel's `data-tab` says
 * which category shows (the stylesheet hides the others' cards), and the grid's `data-count` is
 * the open tab's number of cards (its layout). The deep link `?tab=` (read after hydration, so the
 * page stays static; LINKED_TAB_SCRIPT shows it before) picks the open tab, the first otherwise.
 * `tabs` (PROJECT_TAB_LIST, named in the page's language) and `label` come from the server, keeping
 * the constants module out of the page's JavaScript. `empty`: the line an empty category shows
 * (`data-empty-for` its key).
 */
export function ProjectTabs({
  tabs,
  counts,
  empty,
  label,
  children,
}: {
  tabs: readonly Tab[];
  label: string;
  counts: Record<ProjectsTabKey, number>;
  empty: ReactNode;
  children: ReactNode;
}) {
  const linkedTab = () => {
    const wanted = (new URLSearchParams(window.location.search).get('tab') ?? '').toLowerCase();
    return tabs.find((t) => t.key === wanted)?.key ?? tabs[0].key;
  };
  const linked = useClientValue(linkedTab, tabs[0].key);
  const [chosen, setChosen] = useState<ProjectsTabKey | null>(null);
  const selected = chosen ?? linked;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (key: ProjectsTabKey, focus = false) => {
    setChosen(key);
    const url = new URL(window.location.href);
    if (key === tabs[0].key) url.searchParams.delete('tab');
    else url.searchParams.set('tab', key);
    window.history.replaceState(window.history.state, '', url);
    if (focus) tabRefs.current[tabs.findIndex((t) => t.key === key)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    // Right to left the tabs run from the right: the arrow keys follow the row as it is seen.
    const rtl = document.documentElement.dir === 'rtl';
    const moves: Partial<Record<string, number>> = {
      [rtl ? 'ArrowLeft' : 'ArrowRight']: index === last ? 0 : index + 1,
      [rtl ? 'ArrowRight' : 'ArrowLeft']: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[next].key, true);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${tab.key}`}
              aria-selected={active}
              aria-controls="panel-projects"
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => select(tab.key)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id="panel-projects"
        aria-labelledby={`tab-${selected}`}
        data-tab={selected}
        tabIndex={0}
        className={styles.panel}
      >
        <div
          className={styles.grid}
          data-count={Math.min(counts[selected], 3)}
          {...Object.fromEntries(tabs.map((tab) => [`data-count-${tab.key}`, Math.min(counts[tab.key], 3)]))}
        >
          {children}
        </div>
        {empty}
      </div>
    </div>
  );
}
