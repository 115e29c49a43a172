'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { PROJECT_TABS, type ProjectTabKey } from '@/lib/constants';
import { useClientValue } from '@/lib/hooks/use-client-value';
import { tabFromQuery } from '@/lib/project-tabs';
import styles from './projects.module.scss';

/**
 * WAI-ARIA tabs over server-rendered panels. All panels are in the HTML; the deep link
 * `?tab=` (read after hydration, so the page stays static) picks the open one.
 */
const linkedTab = () => tabFromQuery(new URLSearchParams(window.location.search).get('tab'));

export function ProjectTabs({ panels }: { panels: Record<ProjectTabKey, ReactNode> }) {
  const linked = useClientValue(linkedTab, PROJECT_TABS[0].key);
  const [chosen, setChosen] = useState<ProjectTabKey | null>(null);
  const selected = chosen ?? linked;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (key: ProjectTabKey, focus = false) => {
    setChosen(key);
    const url = new URL(window.location.href);
    if (key === PROJECT_TABS[0].key) url.searchParams.delete('tab');
    else url.searchParams.set('tab', key);
    window.history.replaceState(window.history.state, '', url);
    if (focus) tabRefs.current[PROJECT_TABS.findIndex((t) => t.key === key)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = PROJECT_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(PROJECT_TABS[next].key, true);
  };

  return (
    <div>
      <div role="tablist" aria-label="Project categories" className={styles.tablist}>
        {PROJECT_TABS.map((tab, index) => {
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
              aria-controls={`panel-${tab.key}`}
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
      {PROJECT_TABS.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`panel-${tab.key}`}
          aria-labelledby={`tab-${tab.key}`}
          hidden={tab.key !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {panels[tab.key]}
        </div>
      ))}
    </div>
  );
}
