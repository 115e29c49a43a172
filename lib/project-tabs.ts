import { PROJECT_TABS } from './constants';

/**
 * The projects' tabs: "All" first (every project, the frontend ones first, as a visitor opens the
 * page), then the spec's three lists. A deep link (`?tab=backend`) opens one of those.
 */
export const PROJECT_TAB_LIST = [
  { key: 'all' as const, label: 'All' },
  ...PROJECT_TABS.map(({ key, label }) => ({ key, label })),
];
export type ProjectsTabKey = (typeof PROJECT_TAB_LIST)[number]['key'];

/**
 * Runs in the page right after the tabs' markup, before the first paint and before React: opens
 * the tab a deep link (`?tab=backend`) asks for, so a recruiter's link shows its tab at once on a
 * pre-rendered page. It only sets what the tabs' own state sets once hydrated (aria-selected and
 * tabindex of the tabs; the panel's data-tab and aria-labelledby; the grid's data-count, copied
 * from its data-count-<tab>), so React takes over without a difference. Content never enters it.
 */
export const LINKED_TAB_SCRIPT = `(function(){var k=(new URLSearchParams(location.search).get('tab')||'').toLowerCase();var t=/^[a-z]+$/.test(k)&&document.getElementById('tab-'+k);if(!t||t.getAttribute('aria-selected')==='true')return;var b=t.parentNode.children;for(var i=0;i<b.length;i++){var on=b[i]===t;b[i].setAttribute('aria-selected',String(on));b[i].tabIndex=on?0:-1}var p=document.getElementById(t.getAttribute('aria-controls'));if(!p)return;p.setAttribute('data-tab',k);p.setAttribute('aria-labelledby',t.id);var g=p.firstElementChild;if(g&&g.hasAttribute('data-count-'+k))g.setAttribute('data-count',g.getAttribute('data-count-'+k))})()`;
