/**
 * The constants that client components of public pages import. They live in this small module
 * so those pages' JavaScript carries nothing else; every file imports them from here.
 */

/**
 * Light, dark or the system's setting (the default). The choice is kept in localStorage and put
 * on <html> as data-theme by INIT_SCRIPT before the first paint; "system" is no attribute at
 * all, so the stylesheet's prefers-color-scheme rule decides (as it does without JavaScript).
 */
export const THEME_CHOICE = {
  storageKey: 'theme',
  choices: ['light', 'dark', 'system'],
} as const;

/**
 * The theme's settings with its English words. The toggle takes its words from the server, in the
 * page's language (messages/*.json `theme`), and imports THEME_CHOICE only: no page ships these.
 */
export const THEME = {
  ...THEME_CHOICE,
  labels: { light: 'Light', dark: 'Dark', system: 'System' },
  groupLabel: 'Theme',
  /** The browser's toolbar colour, per scheme (styles/_colors.scss: bg). */
  barColors: { light: '#f6f7fb', dark: '#0b0f1a' },
} as const;

export type ThemeChoice = (typeof THEME_CHOICE.choices)[number];

/** A project's own page: /projects/<slug>. */
export const PROJECT_PAGE = {
  href: (slug: string) => `/projects/${slug}`,
  /** The card's link to the page (its accessible name adds the title). */
  cardLinkText: 'Details',
  galleryHeading: 'Gallery',
  /** The full-size viewer's buttons. */
  previous: 'Previous image',
  next: 'Next image',
  close: 'Close',
  /** "Image 2 of 5" */
  position: (index: number, count: number) => `Image ${index + 1} of ${count}`,
  role: 'Role',
  year: 'Year',
  techstack: 'Tech stack',
  code: 'Code',
  demo: 'Live demo',
  back: 'All projects',
} as const;

/** What the public pages' scripts need of share links (issue 32; the rest is SHARE_LINKS in lib/share-links/words.ts). */
export const SHARE_LINK_CLIENT = {
  /** Whether a public page belongs to a share link (`/for/…`, `/de/for/…`): the site-wide insights do not report them. */
  isLinkPage: (pathname: string) => /^(?:\/[^/]+)?\/for\//.test(pathname),
  eventHref: (token: string) => `/api/for/${token}/event`,
  /** sessionStorage: the link this tab opened (so a contact message sent later counts for it), and the links it counted a visit for. */
  tokenKey: 'share-link',
  visitedKey: (token: string) => `share-link-visit:${token}`,
} as const;

/** Where the public pages' insights beacon reports (the rest is INSIGHTS in lib/insights/words.ts). */
export const INSIGHTS_BEACON_HREF = '/api/insights';
