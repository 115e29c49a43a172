/** The admin's words: its messages, navigation, empty lists and phone-sized forms (its routes: lib/admin/sections.ts). */
import { NOT_SIGNED_IN } from '@/lib/auth/words';
import { BREAKPOINTS } from '@/lib/constants';
import { MEDIA_LIBRARY } from '@/lib/media/words';

export const ADMIN_MESSAGES = {
  notSignedIn: NOT_SIGNED_IN,
  signOutEverywhere: 'Sign out everywhere',
  signedOutEverywhere: 'Signed out on every device',
  deleted: 'Deleted',
  confirmDelete: 'Delete this item? You can undo it right after, or restore it later from History.',
  confirmDeleteMessage: 'Delete this message? This cannot be undone.',
  /** The admin's own confirmation dialog (components/admin/confirm-dialog.tsx). */
  cancel: 'Cancel',
  deleteLabel: 'Delete',
  deleteItemTitle: 'Delete item',
  deleteMessageTitle: 'Delete message',
  imported: 'Content imported',
  exportLabel: 'Export content',
  importLabel: 'Import content',
  /** Asked before leaving an editor whose form holds unsaved edits. */
  unsavedChanges: 'You have unsaved changes. Leave this page and lose them?',
} as const;

/** Issue 29 (part 1): errors that stay, restores that ask, the password reset from the host. */
export const ADMIN_ERRORS = {
  /** The button of an error toast that stays until dismissed. */
  dismissText: 'Dismiss',
  dismissLabel: 'Dismiss this message',
} as const;

/** The admin's sidebar (desktop) and menu (phone): the editors in groups, the current page marked. */
export const ADMIN_NAV = {
  /** The navigation landmark's name (the dashboard's own list of links is "Editors"). */
  label: 'Admin',
  /** At this width and up the navigation is a sidebar; below it, a Menu button opens it (styles: bp.$lg). */
  sidebarMinPx: BREAKPOINTS.lg,
  brand: 'Portfolio admin',
  dashboard: 'Dashboard',
  menu: 'Menu',
  skipLink: 'Skip to content',
  viewSite: 'View site',
  groups: {
    content: 'Content',
    projects: 'Projects',
    settings: 'Settings',
  },
  /** Groups of one page: the group's name is the link. */
  inbox: 'Inbox',
  insights: 'Insights',
  history: 'History',
  backup: 'Backup & restore',
  /** Where the settings page's backup panel starts (its id). */
  backupAnchor: 'backup',
} as const;

/** The settings page: backup and restore, the JSON Resume import. */
export const ADMIN_SETTINGS = { href: '/admin/settings', title: 'Settings' } as const;

/** The dashboard: what needs the owner, at a glance, each card a link to its page. */
export const DASHBOARD = {
  title: 'Admin dashboard',
  cardsLabel: 'At a glance',
  account: 'Account',
  /** `?show=checklist` opens the folded demo checklist (the demo card's link). */
  showChecklist: 'checklist',
  cards: {
    inbox: { label: 'Unread messages', hint: (n: number) => (n === 0 ? 'Inbox is clear' : 'Waiting in the inbox') },
    drafts: {
      label: 'Drafts waiting',
      hint: (n: number) => (n === 0 ? 'Everything is published' : 'Not yet published'),
    },
    visits: {
      label: 'Visits this week',
      /** Under the visitors of the last 7 days: their page views. */
      hint: (views: number) => `${views} page ${views === 1 ? 'view' : 'views'}`,
    },
    /** The newest change to what visitors see (the first start's and upgrades' revisions are not the owner's). */
    published: {
      label: 'Last publish',
      none: 'Not yet',
      hint: (time: string) => `At ${time}, in History`,
      empty: 'In History',
    },
    shareLinks: {
      label: 'Share links opened',
      value: (opened: number, total: number) => `${opened} of ${total}`,
      hint: (visits: number) => `${visits} ${visits === 1 ? 'visit' : 'visits'} in all`,
    },
    demo: { label: 'Demo content left', hint: (n: number) => (n === 0 ? 'All yours' : 'To replace with your own') },
  },
} as const;

/** What an empty list says, and what to do about it. */
export const ADMIN_EMPTY = {
  inbox: {
    title: 'No messages yet',
    text: 'Messages sent with the contact form on your site appear here, newest first.',
  },
  media: {
    title: MEDIA_LIBRARY.empty,
    text: 'Upload one above, or in any editor (a project, your avatar, the skill images): it appears here.',
  },
  history: {
    title: (section?: string) => `No changes ${section ? `to ${section} ` : ''}yet`,
    text: 'Each save, delete or reorder will appear here, and can be restored or undone.',
  },
  list: {
    title: 'Nothing here yet',
    text: 'Add the first item with New item.',
  },
  gallery: {
    title: 'No gallery images yet.',
    text: 'Add an image to show it on the project’s page.',
  },
  /** Beside an image field's file input: the file being sent, then the one sent last. */
  chosenFile: (name: string) => `Chosen: ${name}`,
  uploadedFile: (name: string) => `Uploaded: ${name}`,
} as const;

/**
 * A list editor shows its items first; the form opens for one item at its own address
 * (`?item=<id>`, or `?item=new`), so Back, a reload and a shared link keep it open.
 */
export const LIST_EDITOR = {
  param: 'item',
  newItem: 'new',
  href: (path: string, item?: string) => (item ? `${path}?item=${encodeURIComponent(item)}` : path),
  create: 'New item',
  newTitle: 'New item',
  editTitle: (name: string) => `Edit “${name}”`,
  close: 'All items',
  /** A row's last change (History has what it was). */
  changed: (date: string) => `Changed ${date}`,
  items: (n: number) => `Current items (${n})`,
} as const;

export const PHONE_ADMIN = {
  /** The smallest control a thumb is given in the admin, in CSS px each way (WCAG 2.5.5). */
  minTarget: 44,
  /** A date field's value that is not a real date (typed, or left half-picked). */
  unreadableDate: (label: string) => `${label} must be a real date written as dd/mm/yyyy`,
  /** Under a date picker: its date as the admin writes dates, whatever order the browser shows. */
  dateReads: (date: string) => (date ? `Reads ${date}` : ''),
  /** What a draft or a revision changed, in words: "Draft: quote, 2 taglines changed". */
  summary: {
    draftPrefix: 'Draft: ',
    changed: 'changed',
    noChange: 'no visible change',
    itemsAdded: (n: number) => `${n} ${n === 1 ? 'item' : 'items'} added`,
    itemsRemoved: (n: number) => `${n} ${n === 1 ? 'item' : 'items'} removed`,
    itemsChanged: (n: number) => `${n} ${n === 1 ? 'item' : 'items'} changed`,
    orderChanged: 'order changed',
  },
} as const;

/**
 * A copy of what is typed in a long-text editor (the notes), kept in this browser (localStorage)
 * until it is saved, and offered back when the form opens again (after a closed tab, say).
 */
export const LOCAL_COPY = {
  /** A copy is written at most this long after a change (and at once when the tab is hidden or closed). */
  everyMs: 1000,
  offer: (time: string) => `Restore unsaved text from ${time}?`,
  /** Kept for another item of the list than the one the form shows: opening it offers the copy. */
  offerOf: (title: string, time: string) => `Unsaved text of “${title}” from ${time} is kept in this browser.`,
  open: (title: string) => `Open “${title}”`,
  restore: 'Restore',
  discard: 'Discard',
  restored: 'Unsaved text restored: save to keep it',
  discarded: 'Unsaved text discarded',
  /** The group of the question and its two buttons. */
  label: 'Unsaved text kept in this browser',
  /** The copy's time: today as 14:02, another day as 28 November 2026, 14:02 (dayjs formats). */
  timeToday: 'HH:mm',
  timeOtherDay: 'D MMMM YYYY, HH:mm',
} as const;
