import type { DiffLine } from '@/lib/admin/history-diff';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { DEMO_USER } from '@/lib/content/demo';
import { changeSection, draftPath, writeWithRevision, type SectionChange } from '@/lib/content/history';
import { ensureHistoryBaseline } from '@/lib/content/ready';
import { TRANSLATIONS_KEY, translationsPath } from '@/lib/content/translations';
import { migrateUser, stampVersion } from '@/lib/content/migrations';
import { DRAFTS_PATH, USER_PATH_KEY } from '@/lib/store/paths';
import type { SectionKey } from '@/lib/content/schemas';
import { SECTION_KEYS, asStoredSection } from '@/lib/content/shape';
import { sectionOf } from '@/lib/content/sections';
import { withProjectSlugs } from '@/lib/content/slugs';
import type { Store } from '@/lib/store/types';
import { resumeToSections, type NextSections, type ResumePlan } from './to-content';
import { resumeToTranslation } from './to-translation';
import { resumeSchemaErrors, type JsonResume } from './validate';
import { canonical, isObject, type Tree } from '@/lib/content/canonical';
import { contentVersion } from '@/lib/content/versions';

/** `changed`: the site changed after the preview this import was confirmed from. */
type Refused = { ok: false; errors: string[]; changed?: true };

/** What an import would change, section by section, and the notes on what it takes in otherwise. */
interface PreviewOf {
  sections: { key: SectionKey; title: string; lines: DiffLine[] }[];
  notes: string[];
}

/**
 * The preview of an import keeping the demo's leftovers, and (`demo`) of one clearing them, with
 * what that clears; `basis` names the content it was made from, which the import is checked against.
 */
export type ResumePreview =
  ({ ok: true; basis: string; demo?: PreviewOf & { leftovers: string[] } } & PreviewOf) | Refused;
export type ResumeImport = { ok: true; sections: SectionKey[]; revision?: number; notes: string[] } | Refused;

interface ImportChoices {
  /** Also clear the demo's leftovers the preview listed. */
  clearDemo?: boolean;
  /** The preview's basis: the import is refused when the site changed since (absent: not checked). */
  basis?: string;
}

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
function usersOf(stored: unknown): { raw: Tree; user: Tree } {
  const migrated = migrateUser(stored ?? stampVersion(DEMO_USER)).user;
  const raw = isObject(migrated) ? withProjectSlugs(migrated) : {};
  const user = Object.fromEntries(SECTION_KEYS.map((key) => [key, asStoredSection(key, raw[key])]));
  return { raw, user };
}

/** The sections `next` really changes against `user`. */
const changedKeys = (user: Tree, next: NextSections) =>
  SECTION_KEYS.filter((key) => key in next && canonical(user[key]) !== canonical(next[key]));

/** The version of what an import plans from: the published sections and the unpublished drafts. */
const basisOf = (user: Tree, drafts: unknown) => contentVersion({ user, drafts: drafts ?? null });

/** A section's title as the admin shows it. */
const titleOf = (key: SectionKey) => sectionOf(key)?.title ?? key;

/**
 * What importing `resume` would change, section by section, worded by `describe` (the History
 * page's describeChange, which the admin passes), keeping the demo's leftovers and, when there are
 * some, clearing them; writes nothing.
 */
export async function previewResumeImport(
  resume: JsonResume,
  store: Store,
  siteUrl: string,
  describe: (key: SectionKey, before: unknown, after: unknown) => DiffLine[],
): Promise<ResumePreview> {
  const [stored, drafts] = await Promise.all([store.get(USER_PATH_KEY), store.get(DRAFTS_PATH)]);
  const { user } = usersOf(stored);
  const draftOf = (key: SectionKey) => (isObject(drafts) ? (drafts[key] ?? null) : null);
  const previewOf = (plan: Extract<ResumePlan, { ok: true }>): PreviewOf => {
    const keys = changedKeys(user, plan.next);
    const sections = keys.map((key) => ({ key, title: titleOf(key), lines: describe(key, user[key], plan.next[key]) }));
    const set = keys.filter((key) => draftOf(key) !== null).map((key) => JSON_RESUME.draftReplaced(titleOf(key)));
    return { sections, notes: [...plan.notes, ...set] };
  };
  const kept = resumeToSections(resume, user, siteUrl);
  if (!kept.ok) return kept;
  const cleared = resumeToSections(resume, user, siteUrl, true);
  const demo =
    cleared.ok && cleared.leftovers.length > 0 ? { ...previewOf(cleared), leftovers: cleared.leftovers } : null;
  return { ok: true, basis: basisOf(user, drafts), ...previewOf(kept), ...(demo ? { demo } : {}) };
}

/**
 * Imports `resume` into the published content as one revision (kind "resume-import"), so one Undo takes
 * all of it back. A section it changes loses its unpublished draft (kept in the same revision, so
 * the Undo brings it back too), as a save straight to the site does. Nothing is written when any
 * value is refused, or when the site changed after the preview named by `basis`. `ready` runs
 * first: it seeds or upgrades the store (ensureContentReady).
 */
export async function importResume(
  resume: JsonResume,
  store: Store,
  siteUrl: string,
  ready: (store: Store) => Promise<void>,
  { clearDemo = false, basis }: ImportChoices = {},
): Promise<ResumeImport> {
  await ready(store);
  let outcome = { ok: false, errors: [] } as ResumeImport;
  // The plan is made from what the transaction reads, so no change made meanwhile is lost.
  const { revision } = await writeWithRevision(store, 'resume-import', [USER_PATH_KEY, DRAFTS_PATH], (values) => {
    const { raw, user } = usersOf(values[0]);
    if (basis !== undefined && basisOf(user, values[1]) !== basis) {
      outcome = { ok: false, errors: [JSON_RESUME.changedSinceCheck], changed: true };
      return undefined;
    }
    const plan = resumeToSections(resume, user, siteUrl, clearDemo);
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

/** How the admin names the translations (their page, their draft). */
const TRANSLATIONS_TITLE = 'Translations';

/** A language's translations in all of the site's translations as stored. */
const languageOf = (all: unknown, tag: string): Tree => (isObject(all) && isObject(all[tag]) ? all[tag] : {});

/** The version of what a language's import plans from: the published sections and that language's translations. */
const translationBasis = (user: Tree, language: Tree) => contentVersion({ user, language });

/**
 * What importing `resume` as the text of language `tag` (not the default) would change in its
 * translations (lib/json-resume/to-translation.ts), worded by `describe` (History's); writes nothing.
 */
export async function previewResumeTranslation(
  resume: JsonResume,
  store: Store,
  tag: string,
  describe: (key: typeof TRANSLATIONS_KEY, before: unknown, after: unknown) => DiffLine[],
): Promise<ResumePreview> {
  const [stored, language, draft] = await Promise.all([
    store.get(USER_PATH_KEY),
    store.get(translationsPath(tag)),
    store.get(draftPath(TRANSLATIONS_KEY)),
  ]);
  const { user } = usersOf(stored);
  const current = isObject(language) ? language : {};
  const plan = resumeToTranslation(resume, user, tag, current);
  const lines = describe(TRANSLATIONS_KEY, { [tag]: current }, { [tag]: plan.next });
  const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  const sections =
    plan.keys.length > 0 ? [{ key: plan.keys[0], title: JSON_RESUME.translationsTitle(name), lines }] : [];
  // A change made straight to the site sets the translations' unpublished draft aside (Undo brings it back).
  const setAside = draft !== null && plan.keys.length > 0 ? [JSON_RESUME.draftReplaced(TRANSLATIONS_TITLE)] : [];
  return { ok: true, basis: translationBasis(user, current), sections, notes: [...plan.notes, ...setAside] };
}

/**
 * Imports `resume` as language `tag`'s text: its translations change as one revision of History's
 * Translations (kind "resume-import"), so one Undo takes it back; nothing is written when the site
 * changed after the preview named by `basis`.
 */
export async function importResumeTranslation(
  resume: JsonResume,
  store: Store,
  tag: string,
  ready: (store: Store) => Promise<void>,
  { basis }: Pick<ImportChoices, 'basis'> = {},
): Promise<ResumeImport> {
  await ready(store);
  await ensureHistoryBaseline(store);
  let outcome = { ok: false, errors: [] } as ResumeImport;
  const write = await changeSection(
    store,
    TRANSLATIONS_KEY,
    'resume-import',
    (stored, [storedUser]) => {
      const { user } = usersOf(storedUser);
      const current = languageOf(stored, tag);
      if (basis !== undefined && translationBasis(user, current) !== basis) {
        outcome = { ok: false, errors: [JSON_RESUME.changedSinceCheck], changed: true };
        return undefined;
      }
      const plan = resumeToTranslation(resume, user, tag, current);
      outcome = { ok: true, sections: plan.keys, notes: plan.notes };
      if (plan.keys.length === 0) return undefined;
      const all = isObject(stored) ? stored : {};
      return { ...all, [tag]: plan.next };
    },
    { reads: [USER_PATH_KEY] },
  );
  return outcome.ok && write.committed ? { ...outcome, revision: write.revision } : outcome;
}
