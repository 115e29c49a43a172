'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ProjectsTabKey } from '@/lib/project-tabs';
import { useClientValue } from '@/lib/hooks/use-client-value';
import styles from './projects.module.scss';

type Tab = { key: ProjectsTabKey; label: string };

/**
 * WAI-ARIA tabs over server-rendered panels. All panels are in the HTML; the deep link
 * `?tab=` (read after hydration, so the page stays static; LINKED_TAB_SCRIPT shows it before) picks
 * the open one, the first tab otherwise. `tabs` (PROJECT_TAB_LIST) comes from the server, keeping
 * the constants module out of the page's JavaScript.
 */
export function ProjectTabs({ tabs, panels }: { tabs: readonly Tab[]; panels: Record<ProjectsTabKey, ReactNode> }) {
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
    const moves: Partial<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
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
      <div role="tablist" aria-label="Project categories" className={styles.tablist}>
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
      {tabs.map((tab) => (
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
