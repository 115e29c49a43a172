import { FRESH_START } from '@/lib/content/fresh-start-words';
import { DEMO_USER } from './demo';
import { commitWithRevision } from './history';
import { ADMIN_PATH } from '@/lib/store/paths';
import type { z } from 'zod';
import {
  LIST_KEYS,
  PROJECT_KEYS,
  type ListKey,
  type NoteItem,
  type ProjectItem,
  type SINGLETON_SCHEMAS,
  type SectionKey,
  type SingletonKey,
  type SkillsCubeImg,
  type TimelineItem,
  type UserContent,
} from './schemas';
import { SECTION_KEYS } from './shape';
import { sectionOf } from './sections';
import type { Store } from '@/lib/store/types';

/**
 * A fresh start for a new owner: what of the published content is still the demo owner's (or a
 * placeholder "start empty" left), and "start empty" itself.
 *
 * Demo content is found by comparing with DEMO_USER item by item: a field still holding the demo's
 * value (or the placeholder's) is demo; a list item is demo while the list holds an item with the
 * demo item's title, image or link. Skills and languages are left out: "TypeScript" or "English" may
 * well be the new owner's too.
 */

/** Where the owner's answer to the offer is kept (private admin state, like sessions). */
export const FRESH_START_PATH = `${ADMIN_PATH}/freshStart`;

export const FRESH_START_CHOICES = ['demo', 'empty', 'resume', 'dismissed'] as const;
export type FreshStartChoice = (typeof FRESH_START_CHOICES)[number];

export interface ChecklistEntry {
  /** Stable across renders: the field or the demo item it stands for. */
  id: string;
  label: string;
  /** The editor that replaces it. */
  href: string;
  /** A list item's id: its editor opens on that item. */
  item?: string;
}

const P = FRESH_START.placeholders;
const CUBE_FACES = [1, 2, 3, 4, 5, 6].map((n) => `image${n}`);
const L = FRESH_START.checklist;

/**
 * What "start empty" stores in each singleton: valid, neutral, and flagged by the checklist. Typed
 * with the schemas' input types, as the demo is: a field with a default may be left out.
 */
const PLACEHOLDER_SINGLETONS: { [K in SingletonKey]: z.input<(typeof SINGLETON_SCHEMAS)[K]> } = {
  home: {
    background: P.background,
    backgroundAlt: P.backgroundAlt,
    banner_img: P.portrait,
    banner_imgAlt: P.portraitAlt,
    detail: P.detail,
    quote: P.quote,
    taglines: [P.tagline],
  },
  about: {
    avatar: P.portrait,
    avatarAlt: P.portraitAlt,
    fullName: P.fullName,
    dob: P.dob,
    address: P.address,
    email: P.email,
    phoneNumber: P.phoneNumber,
    status: P.status,
    freeLancing: DEMO_USER.about.freeLancing,
    cvfileLinkDark: '',
    cvfileLinkLight: '',
    cvweblink: P.cvweblink,
  },
  skillsCubeImg: Object.fromEntries(
    CUBE_FACES.flatMap((face) => [
      [face, P.tile],
      [`${face}Alt`, P.tileAlt],
    ]),
  ) as SkillsCubeImg,
};

/** True when any of `fields` of the singleton still holds the demo's or the placeholder's value. */
const demoFields =
  (key: SingletonKey, ...fields: string[]) =>
  (value: Record<string, unknown>): boolean =>
    fields.some((field) => {
      const demo = (DEMO_USER[key] as Record<string, unknown>)[field];
      return value[field] === demo || value[field] === (PLACEHOLDER_SINGLETONS[key] as Record<string, unknown>)[field];
    });

const DEMO_TAGLINES: readonly unknown[] = [...DEMO_USER.home.taglines, P.tagline];

/** The checklist's entries of the singletons, in dashboard order: id, label, section, and whether it is still demo. */
const SINGLETON_ENTRIES: [string, string, SingletonKey, (value: Record<string, unknown>) => boolean][] = [
  ['about.fullName', L.name, 'about', demoFields('about', 'fullName')],
  ['about.avatar', L.avatar, 'about', demoFields('about', 'avatar')],
  ['about.details', L.details, 'about', demoFields('about', 'dob', 'address', 'email', 'phoneNumber', 'status')],
  [
    'about.resume',
    L.resume,
    'about',
    (about) =>
      demoFields('about', 'cvweblink')(about) ||
      [about.cvfileLinkDark, about.cvfileLinkLight].some((link) => String(link).startsWith('/demo/')),
  ],
  ['home.banner', L.banner, 'home', demoFields('home', 'banner_img')],
  ['home.background', L.background, 'home', demoFields('home', 'background')],
  ['home.taglines', L.taglines, 'home', (home) => (home.taglines as unknown[]).some((t) => DEMO_TAGLINES.includes(t))],
  ['home.detail', L.detailQuote, 'home', demoFields('home', 'detail', 'quote')],
  ['skillsCubeImg', L.skillImages, 'skillsCubeImg', demoFields('skillsCubeImg', ...CUBE_FACES)],
];

type NoteMarks = Partial<Pick<NoteItem, 'title' | 'cover' | 'slug'>>;

/** Still the demo's note while it keeps its title, cover or address: the owner may have rewritten its text and kept the rest. */
const sameNote = (note: NoteMarks, demo: NoteMarks): boolean =>
  note.title === demo.title || note.cover === demo.cover || note.slug === demo.slug;

/** Whether `note` is one of the demo owner's notes (by sameNote). */
export const isDemoNote = (note: NoteMarks): boolean =>
  Object.values(DEMO_USER.notes).some((demo) => sameNote(note, demo));

/**
 * Every entry of the published content that is still demo (or placeholder) content, in dashboard
 * order; empty once the owner has replaced it all. Sections that are missing or invalid are skipped.
 */
export function demoChecklist(content: Partial<UserContent>): ChecklistEntry[] {
  const out: ChecklistEntry[] = [];
  const add = (id: string, label: string, key: SectionKey, item?: string) =>
    out.push({ id, label, href: `/update/${sectionOf(key)!.slug}`, ...(item ? { item } : {}) });
  for (const [id, label, key, isDemo] of SINGLETON_ENTRIES) {
    const value = content[key] as Record<string, unknown> | undefined;
    if (value && isDemo(value)) add(id, label, key);
  }
  /** Each demo item of list `key` still there, by `same`, named by the item as it is now (the owner may have renamed it). */
  const demoLeft = <T>(
    key: ListKey,
    items: readonly T[] | undefined,
    same: (item: T, demo: T) => boolean,
    label: (item: T) => string,
  ) => {
    for (const [id, demo] of Object.entries(DEMO_USER[key] as Record<string, T>)) {
      const left = items?.find((item) => same(item, demo));
      if (left) add(id, label(left), key, (left as { _id?: string })._id);
    }
  };
  for (const key of PROJECT_KEYS) {
    // Still demo while it keeps the demo's title, image or address: the owner may have renamed it and kept the image.
    const same = (item: ProjectItem, demo: ProjectItem) =>
      item.title === demo.title || item.image === demo.image || item.slug === demo.slug;
    demoLeft(key, content[key], same, (item) => L.project(item.title));
  }
  for (const key of ['workTimeline', 'educationTimeline'] as const) {
    const same = (item: TimelineItem, demo: TimelineItem) =>
      item.title === demo.title || item.description === demo.description;
    demoLeft(key, content[key], same, (item) => L.timeline(item.title));
  }
  demoLeft('notes', content.notes, sameNote, (item) => L.note(item.title));
  demoLeft(
    'socialLinks',
    content.socialLinks,
    (item, demo) => item.link === demo.link,
    (item) => L.social(item.name),
  );
  return out;
}

/** Every entry the untouched demo lists: the offer shows only while all of them are still there. */
export const DEMO_ENTRY_COUNT = demoChecklist(
  Object.fromEntries(
    Object.entries(DEMO_USER).map(([key, value]) => [
      key,
      LIST_KEYS.includes(key as never) ? Object.values(value) : value,
    ]),
  ),
).length;

/** The owner's answer to the offer, or null when none was given yet (or what is stored is not one). */
export async function readFreshStartChoice(store: Store): Promise<FreshStartChoice | null> {
  const choice = (await store.get<{ choice?: unknown }>(FRESH_START_PATH))?.choice;
  return (FRESH_START_CHOICES as readonly unknown[]).includes(choice) ? (choice as FreshStartChoice) : null;
}

export async function saveFreshStartChoice(store: Store, choice: FreshStartChoice): Promise<void> {
  await store.set(FRESH_START_PATH, { choice, at: Date.now() });
}

/** The offer shows on the dashboard until the owner answers it, and only while the demo is untouched. */
export function showsOffer(choice: FreshStartChoice | null, checklist: readonly ChecklistEntry[]): boolean {
  return choice === null && checklist.length >= DEMO_ENTRY_COUNT;
}

const dropDraftIfChanged = (draft: unknown, _: unknown, changed: boolean) =>
  changed && draft !== null ? null : undefined;

/**
 * "Start empty": every list removed (the store keeps no empty list) and every singleton given its
 * placeholders, as one revision (kind "fresh-start"), so one Undo brings the demo back. Unpublished
 * drafts of those sections go in the same revision, as an import drops them. Returns the revision
 * and the sections changed.
 */
export async function startEmpty(
  store: Store,
  ready: (store: Store) => Promise<void>,
): Promise<{ revision?: number; sections: SectionKey[] }> {
  await ready(store);
  const { revision, made } = await commitWithRevision(store, {
    kind: 'fresh-start',
    sections: Object.fromEntries(
      SECTION_KEYS.map((key) => [key, () => PLACEHOLDER_SINGLETONS[key as SingletonKey] ?? null]),
    ),
    // The draft of a section that changed goes with it.
    drafts: Object.fromEntries(SECTION_KEYS.map((key) => [key, dropDraftIfChanged])),
  });
  return { revision, sections: Object.keys(made) as SectionKey[] };
}
