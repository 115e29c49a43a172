import { INSIGHTS } from '@/lib/insights/words';
import { MEDIA_LIBRARY } from '@/lib/media/words';
import { PROJECT_PAGE } from '@/lib/client-constants';
import { PUBLIC_ROUTES } from '@/lib/constants';
import { HISTORY } from '@/lib/content/history-words';
import { NOTES } from '@/lib/content/notes-words';
import { SHARE_LINKS } from '@/lib/share-links/words';
import { DEMO_USER } from '@/lib/content/demo';
import { FEEDBACKS_HREF, SECTIONS, updateHref } from '@/lib/admin/sections';
import { ADMIN_SETTINGS } from '@/lib/admin/words';

/** Where the signed-in owner's session is kept between the sign-in step and the admin screenshots. */
export const ADMIN_STATE = 'test-results/visual-owner-session.json';

export interface VisualPage {
  /** The screenshots' base name. */
  name: string;
  path: string;
  /** What on this page the server words after today's date (covered in the shots). */
  masks: string[];
}

const named = (path: string) => path.replace(/^\//, '').replace(/\W+/g, '-') || 'home';

/**
 * In the admin, every <time> is a moment the server words relative to now (the history's and the
 * media library's times, a draft's "saved … ago"); the insights page counts the last 30 days up
 * to today, so its dates move every day. (On public pages <time> holds stored dates: shown.)
 */
const ADMIN_DATES = ['time'];
/** A new share link's expiry is offered 90 days from today. */
const SHARE_LINK_DATES = [...ADMIN_DATES, 'input[type="date"]'];
/** A new note is dated today: its date field and the line under it that spells the date out. */
const NOTE_DATES = [...SHARE_LINK_DATES, 'input[type="date"] + output'];
/** The dashboard's visits card counts this week's visits (the other shots' visits among them). */
const DASHBOARD_DATES = [...ADMIN_DATES, '[data-card="visits"]'];
const INSIGHTS_DATES = [...ADMIN_DATES, 'main svg text', 'main table th[scope="row"]', 'main caption'];

/** The first demo project: its case-study page stands for every project page. */
const demoProject = Object.values(DEMO_USER.frontendProjects)[0];

/** Every public route, a project's page, the notes and a note, and the login page. */
export const PUBLIC_PAGES: VisualPage[] = [
  ...PUBLIC_ROUTES.map((route) => route.href),
  PROJECT_PAGE.href(demoProject.slug ?? ''),
  // The notes and the first demo note (its highlighted code).
  NOTES.href,
  NOTES.pageHref(Object.values(DEMO_USER.notes)[0].slug ?? ''),
  '/login',
].map((path) => ({ name: named(path), path, masks: [] }));

/** The dashboard, insights, every editor (from the registry, so a new one is covered) and the views. */
export const ADMIN_PAGES: VisualPage[] = [
  '/admin',
  INSIGHTS.href,
  ADMIN_SETTINGS.href,
  ...SECTIONS.map(updateHref),
  // A list editor's form for one item: the first demo project, open (its fields in two columns).
  `/update/frontend-project?item=${Object.keys(DEMO_USER.frontendProjects)[0]}`,
  FEEDBACKS_HREF,
  HISTORY.href,
  MEDIA_LIBRARY.href,
  SHARE_LINKS.href,
].map((path) => ({
  name: named(path),
  path,
  masks:
    path === '/admin'
      ? DASHBOARD_DATES
      : path === INSIGHTS.href
        ? INSIGHTS_DATES
        : path === SHARE_LINKS.href
          ? SHARE_LINK_DATES
          : path === `/update/${NOTES.admin.slug}`
            ? NOTE_DATES
            : ADMIN_DATES,
}));

export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

export const THEMES = ['light', 'dark'] as const;
