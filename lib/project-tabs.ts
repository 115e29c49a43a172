import { PROJECT_TABS, type ProjectTabKey } from './constants';

/** The tab a deep link asks for (`?tab=fullstack`), or the first tab. */
export function tabFromQuery(value: string | null | undefined): ProjectTabKey {
  const wanted = (value ?? '').toLowerCase();
  return PROJECT_TABS.find((t) => t.key === wanted)?.key ?? PROJECT_TABS[0].key;
}
