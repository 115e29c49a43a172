import type { DiffLine } from '@/lib/admin/history-diff';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { DEMO_USER } from '@/lib/content/demo';
import { draftPath, writeWithRevision, type SectionChange } from '@/lib/content/history';
import { migrateUser, stampVersion } from '@/lib/content/migrations';
import { DRAFTS_PATH, USER_PATH_KEY } from '@/lib/store/paths';
import type { SectionKey } from '@/lib/content/schemas';
import { SECTION_KEYS, asStoredSection } from '@/lib/content/shape';
import { sectionOf } from '@/lib/content/sections';
import { withProjectSlugs } from '@/lib/content/slugs';
import type { Store } from '@/lib/store/types';
import { resumeToSections, type NextSections } from './to-content';
import { resumeSchemaErrors, type JsonResume } from './validate';
import { canonical, isObject, type Tree } from '@/lib/content/canonical';

type Refused = { ok: false; errors: string[] };

interface SectionPlan {
  key: SectionKey;
  title: string;
  lines: DiffLine[];
}

export type ResumePreview = { ok: true; sections: SectionPlan[]; notes: string[] } | Refused;
export type ResumeImport = { ok: true; sections: SectionKey[]; revision?: number; notes: string[] } | Refused;

/** True when `json` nests deeper than `max` levels; walks without recursion, so no depth breaks it. */
function nestsDeeperThan(json: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[json, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node))
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
  }
  return false;
}

/** The parts of a JSON Resume this site takes in. */
const IMPORTED = ['basics', 'work', 'education', 'skills', 'languages', 'projects'];

/** Parses the text of an uploaded file as a JSON Resume document; every problem named by its place. */
export function parseResume(text: string): { ok: true; resume: JsonResume } | Refused {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [JSON_RESUME.notJson((error as Error).message)] };
  }
  if (!isObject(json)) return { ok: false, errors: [JSON_RESUME.notObject] };
  if (nestsDeeperThan(json, JSON_RESUME.maxDepth))
    return { ok: false, errors: [JSON_RESUME.tooDeep(JSON_RESUME.maxDepth)] };
  if (!IMPORTED.some((key) => json[key] !== undefined)) return { ok: false, errors: [JSON_RESUME.nothingToImport] };
  const errors = resumeSchemaErrors(json);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, resume: json };
}

/**
 * The published content as stored (`raw`, the demo owner for a store nobody wrote to), and each
 * section as today's release stores it (`user`: defaults filled), which is what the file is compared with.
 */
async function currentUser(store: Store): Promise<{ raw: Tree; user: Tree }> {
  return usersOf(await store.get(USER_PATH_KEY));
}

function usersOf(stored: unknown): { raw: Tree; user: Tree } {
  const migrated = migrateUser(stored ?? stampVersion(DEMO_USER)).user;
  const raw = isObject(migrated) ? withProjectSlugs(migrated) : {};
  const user = Object.fromEntries(SECTION_KEYS.map((key) => [key, asStoredSection(key, raw[key])]));
  return { raw, user };
}

/** The sections `next` really changes against `user`. */
const changedKeys = (user: Tree, next: NextSections) =>
  SECTION_KEYS.filter((key) => key in next && canonical(user[key]) !== canonical(next[key]));

/** A section's title as the admin shows it. */
const titleOf = (key: SectionKey) => sectionOf(key)?.title ?? key;

/**
 * What importing `resume` would change, section by section, worded by `describe` (the History
 * page's describeChange, which the admin passes); writes nothing.
 */
export async function previewResumeImport(
  resume: JsonResume,
  store: Store,
  siteUrl: string,
  describe: (key: SectionKey, before: unknown, after: unknown) => DiffLine[],
): Promise<ResumePreview> {
  const { user } = await currentUser(store);
  const plan = resumeToSections(resume, user, siteUrl);
  if (!plan.ok) return plan;
  const keys = changedKeys(user, plan.next);
  const sections = keys.map((key) => ({
    key,
    title: titleOf(key),
    lines: describe(key, user[key], plan.next[key]),
  }));
  const drafted = await Promise.all(keys.map(async (key) => ((await store.get(draftPath(key))) === null ? [] : [key])));
  const drafts = drafted.flat().map((key) => JSON_RESUME.draftReplaced(titleOf(key)));
  return { ok: true, sections, notes: [...plan.notes, ...drafts] };
}

/**
 * Imports `resume` into the published content as one revision (kind "resume-import"), so one Undo takes
 * all of it back. A section it changes loses its unpublished draft (kept in the same revision, so
 * the Undo brings it back too), as a save straight to the site does. Nothing is written when any
 * value is refused. `ready` runs first: it seeds or upgrades the store (ensureContentReady).
 */
export async function importResume(
  resume: JsonResume,
  store: Store,
  siteUrl: string,
  ready: (store: Store) => Promise<void>,
): Promise<ResumeImport> {
  await ready(store);
  const first = resumeToSections(resume, (await currentUser(store)).user, siteUrl);
  if (!first.ok) return first;
  // The plan is made again from what the transaction reads, so no change made meanwhile is lost.
  let outcome: ResumeImport = { ok: true, sections: [], notes: first.notes };
  const { revision } = await writeWithRevision(store, 'resume-import', [USER_PATH_KEY, DRAFTS_PATH], (values) => {
    const { raw, user } = usersOf(values[0]);
    const plan = resumeToSections(resume, user, siteUrl);
    if (!plan.ok) {
      outcome = plan;
      return undefined;
    }
    const keys = changedKeys(user, plan.next);
    outcome = { ok: true, sections: keys, notes: plan.notes };
    const storedDrafts = isObject(values[1]) ? values[1] : {};
    const changes: Partial<Record<SectionKey, SectionChange>> = {};
    const drafts: Partial<Record<SectionKey, SectionChange>> = {};
    const writes: Tree = {};
    for (const key of keys) {
      writes[`${USER_PATH_KEY}/${key}`] = plan.next[key] ?? null;
      changes[key] = { before: raw[key] ?? null, after: plan.next[key] ?? null };
      const draft = storedDrafts[key] ?? null;
      if (draft !== null) {
        writes[draftPath(key)] = null;
        drafts[key] = { before: draft, after: null };
      }
    }
    return { writes, changes, draftChanges: drafts };
  });
  return outcome.ok && outcome.sections.length > 0 ? { ...outcome, revision } : outcome;
}
