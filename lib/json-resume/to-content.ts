import type { z } from 'zod';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { DEMO_USER } from '@/lib/content/demo';
import { imageUrlProblem } from '@/lib/content/fields';
import { FRESH_START } from '@/lib/content/fresh-start-words';
import { isDemoNote } from '@/lib/content/fresh-start';
import {
  LIST_SCHEMAS,
  PROJECT_KEYS,
  SINGLETON_SCHEMAS,
  projectFieldsSchema,
  type ListKey,
  type SectionKey,
  type SingletonKey,
} from '@/lib/content/schemas';
import { storedSection } from '@/lib/content/shape';
import { slugsOf, withSlug } from '@/lib/content/slugs';
import { pushId } from '@/lib/store/push-id';
import { partialDate } from './dates';
import { splitStack } from './from-content';
import type { JsonResume } from './validate';
import { canonical, isObject, orderedEntries, type Tree } from '@/lib/content/canonical';

/**
 * A JSON Resume document (already valid against the schema) turned into the sections of this site
 * it touches, each in stored form and checked by the same schemas as every edit. Sections the file
 * leaves out are not touched; a list the file gives replaces the site's, matching entries keep their
 * id (and, for projects and social links, every field the format lacks: images, colours, case study).
 */

type Basics = NonNullable<JsonResume['basics']>;
export type NextSections = Partial<Record<SectionKey, unknown>>;
export type ResumePlan =
  { ok: true; next: NextSections; notes: string[]; leftovers: string[] } | { ok: false; errors: string[] };

export const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
export const fold = (value: string) => value.trim().toLowerCase();
/** Line breaks as one space: for fields shown on one line. */
export const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
/** Each line trimmed, empty ones left out: for text that keeps its lines (an address). */
export const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
export const joined = (...parts: string[]) => parts.filter((part) => part !== '').join(JSON_RESUME.titleJoin);
/** The texts of a list that hold something, trimmed. */
export const texts = (items: unknown): string[] =>
  (Array.isArray(items) ? items : []).map(str).filter((item) => item !== '');
export const bullets = (items: unknown) =>
  texts(items)
    .map((item) => `${JSON_RESUME.bullet}${oneLine(item)}`)
    .join('\n');
export const paragraphs = (...parts: string[]) => parts.filter((part) => part !== '').join('\n\n');

/** The items of a stored list in their order, with their ids. */
export const orderedItems = (list: unknown) =>
  (isObject(list) ? orderedEntries(list) : []).filter((entry): entry is [string, Tree] => isObject(entry[1]));

interface Entry {
  id?: string;
  data: Tree;
  /** The entry as the notes name it: "work 3 (Acme)", or "basics". */
  where: string;
  /** Each field's name in the file, for the notes. */
  sources: Record<string, string>;
  /** Why the entry is left out, when it is. */
  skip?: string;
}

/** An entry of the file the site cannot take: left out, and said so in its place among the others. */
const skipped = (where: string, skip: string): Entry => ({ data: {}, where, sources: {}, skip });

type Path = readonly PropertyKey[];
const valueAt = (data: Tree, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], data);
function setAt(data: Tree, path: Path, value: unknown) {
  const parent = valueAt(data, path.slice(0, -1)) as Record<PropertyKey, unknown>;
  parent[path[path.length - 1]] = value;
}

/** `value` cut to at most `max` characters at a word boundary, "…" after it. */
function shortened(value: string, max: number): string {
  if (value.length <= max) return value;
  const room = max - JSON_RESUME.ellipsis.length;
  const head = value.slice(0, room + 1);
  const space = head.search(/\s\S*$/);
  const cut = (space > room / 2 ? head.slice(0, space) : head.slice(0, room))
    .replace(/[\uD800-\uDBFF]$/, '')
    .replace(/[\s,;:]+$/, '');
  return `${cut}${JSON_RESUME.ellipsis}`;
}

/** A text the schema finds too long, and only that. */
const tooLong = (issue: z.core.$ZodIssue): issue is z.core.$ZodIssueTooBig =>
  issue.code === 'too_big' && issue.origin === 'string';

class Plan {
  readonly errors: string[] = [];
  readonly notes: string[] = [];
  readonly next: NextSections = {};
  /** What clearing the demo's leftovers takes away, in words; done only when `clearDemo`. */
  readonly leftovers: string[] = [];

  constructor(readonly clearDemo: boolean) {}

  /** An entry of the file as the notes name it, its name kept short. */
  entry(section: string, index: number, name: string) {
    return JSON_RESUME.entry(section, index, shortened(oneLine(name), JSON_RESUME.noteNameMax));
  }

  /**
   * `entry.data` as `schema` takes it: a text too long is shortened at a word; any other field the
   * schema refuses takes the site's own value (`site`: a section the entry updates) or, with none,
   * leaves the entry out. Each is said in the notes; undefined when the entry is left out.
   */
  fit(schema: z.ZodType, entry: Entry, site?: { key: SectionKey; value: Tree }): Tree | undefined {
    const data = structuredClone(entry.data);
    // Each round mends every refused field; a second one checks what the mending gave.
    for (let round = 0; round < 3; round += 1) {
      const parsed = schema.safeParse(data);
      if (parsed.success) return parsed.data as Tree;
      const byPlace = new Map<string, z.core.$ZodIssue[]>();
      for (const issue of parsed.error.issues) {
        const place = issue.path.map(String).join('/');
        byPlace.set(place, [...(byPlace.get(place) ?? []), issue]);
      }
      const mendable = (issues: z.core.$ZodIssue[]): issues is z.core.$ZodIssueTooBig[] =>
        typeof valueAt(data, issues[0].path) === 'string' && issues.every(tooLong);
      const refused = [...byPlace.values()].find((issues) => !mendable(issues));
      if (refused && !site) {
        this.notes.push(JSON_RESUME.leftOut(entry.where, refused[0].message));
        return undefined;
      }
      for (const [place, issues] of byPlace) {
        const { path, message } = issues[0];
        const field = String(path[0] ?? '');
        const source = entry.sources[field] ?? field;
        if (mendable(issues)) {
          const max = Number(issues[0].maximum);
          setAt(data, path, shortened(valueAt(data, path) as string, max));
          this.notes.push(JSON_RESUME.shortened(entry.where, source, max));
        } else if (site && field in entry.sources && field in site.value && round === 0) {
          data[field] = site.value[field];
          this.notes.push(JSON_RESUME.keptOwn(entry.where, source, message));
        } else {
          // A value the site already held, and refuses: not the file's doing.
          this.errors.push(`${site?.key}/${place}: ${message}`);
          return undefined;
        }
      }
    }
    return undefined;
  }

  /**
   * Fits `items` to list `key` and stores them, each under its id or the one `idOf` finds for it
   * as fitted (so a shortened title matches the entry an earlier import stored); an entry that
   * cannot be stored is left out.
   */
  list(key: ListKey, items: Entry[], idOf: (data: Tree) => string | undefined = () => undefined) {
    const schema = LIST_SCHEMAS[key] as z.ZodType;
    const out: Tree = {};
    let order = 0;
    for (const item of items) {
      if (item.skip !== undefined) {
        this.notes.push(JSON_RESUME.leftOut(item.where, item.skip));
        continue;
      }
      const data = this.fit(schema, item);
      if (data) out[item.id ?? idOf(data) ?? pushId()] = { ...data, order: (order += 1) };
    }
    this.store(key, out);
  }

  /** Fits singleton `key` from the file's `basics` (the site keeps what cannot be taken) and stores it. */
  single(key: SingletonKey, value: Tree, sources: Record<string, string>, current: unknown) {
    const site = { key, value: isObject(current) ? current : {} };
    const fitted = this.fit(SINGLETON_SCHEMAS[key], { data: value, where: JSON_RESUME.basics, sources }, site);
    if (fitted) this.store(key, fitted);
  }

  /** Stores section `key` exactly as every edit would (storedSection). */
  store(key: SectionKey, value: unknown) {
    const stored = storedSection(key, value);
    if (stored === undefined) this.errors.push(`${key}: ${JSON_RESUME.wholeFile}`);
    else this.next[key] = stored;
  }
}

/** The site's own address of an image: an export's absolute URL of this site's image back to its path. */
function ownImage(url: string, siteUrl: string): string {
  if (siteUrl !== '' && url.startsWith(`${siteUrl}/`)) return url.slice(siteUrl.length);
  return url;
}

function basicsToAbout(plan: Plan, basics: Basics, current: Tree, siteUrl: string) {
  const about = { ...(isObject(current.about) ? current.about : {}) };
  const sources: Record<string, string> = {};
  const set = (field: string, value: string, source: string) => {
    about[field] = value;
    sources[field] = source;
  };
  const name = str(basics.name);
  const location: Basics['location'] = isObject(basics.location) ? basics.location : {};
  const places = [location.city, location.region, location.countryCode].map((part) => oneLine(str(part)));
  const fields: [field: string, value: string, source: string][] = [
    ['fullName', oneLine(name), 'name'],
    ['email', str(basics.email), 'email'],
    ['phoneNumber', str(basics.phone), 'phone'],
    ['cvweblink', str(basics.url), 'url'],
    ['address', joined(lines(str(location.address)), ...places), 'location'],
  ];
  for (const [field, value, source] of fields) if (value !== '') set(field, value, source);
  const image = str(basics.image);
  if (image !== '') {
    const path = ownImage(image, siteUrl);
    if (path !== about.avatar) {
      const problem = imageUrlProblem(path);
      if (problem) plan.notes.push(JSON_RESUME.imageKept(problem));
      else {
        set('avatar', path, 'image');
        about.avatarAlt = JSON_RESUME.avatarAlt(str(about.fullName) || name);
      }
    }
  }
  plan.single('about', about, sources, current.about);
}

/** Taglines of the demo owner, or the placeholder of a fresh start. */
const DEMO_TAGLINES: readonly string[] = [...DEMO_USER.home.taglines, FRESH_START.placeholders.tagline];

function basicsToHome(plan: Plan, basics: Basics, current: Tree) {
  const home = { ...(isObject(current.home) ? current.home : {}) };
  const sources: Record<string, string> = {};
  const label = oneLine(str(basics.label));
  if (label !== '') {
    const rest = (Array.isArray(home.taglines) ? (home.taglines as unknown[]) : []).slice(1).map(str);
    const demo = rest.filter((tagline) => DEMO_TAGLINES.includes(tagline) && tagline !== label);
    if (demo.length > 0) plan.leftovers.push(JSON_RESUME.demoTaglines(demo));
    home.taglines = [label, ...(plan.clearDemo ? rest.filter((tagline) => !demo.includes(tagline)) : rest)];
    sources.taglines = 'label';
  }
  const summary = str(basics.summary);
  if (summary !== '') {
    home.detail = summary;
    sources.detail = 'summary';
  }
  if (sources.taglines || sources.detail) plan.single('home', home, sources, current.home);
}

/** An email social link: JSON Resume keeps the address in basics.email, not in profiles. */
const isMailLink = (item: Tree) => typeof item.link === 'string' && item.link.startsWith('mailto:');

function profilesToLinks(plan: Plan, profiles: NonNullable<Basics['profiles']>, current: Tree) {
  const existing = orderedItems(current.socialLinks);
  const used = new Set<string>();
  const find = (network: string, url: string) =>
    existing.find(
      ([id, item]) =>
        !used.has(id) && !isMailLink(item) && (fold(str(item.name)) === fold(network) || str(item.link) === url),
    );
  const items = profiles.map((profile, index): Entry => {
    const url = str(profile.url);
    const network = oneLine(str(profile.network)) || oneLine(str(profile.username));
    const where = plan.entry('profiles', index, network);
    if (url === '') return skipped(where, JSON_RESUME.noUrl);
    const match = find(network, url);
    if (match) used.add(match[0]);
    const known = JSON_RESUME.networkIcons[fold(network)];
    const data: Tree = match
      ? { ...match[1], name: network || match[1].name, link: url }
      : {
          name: network,
          link: url,
          icon: known ?? JSON_RESUME.otherNetworkIcon,
          iconAlt: JSON_RESUME.networkIconAlt(network || url),
          color: JSON_RESUME.newLinkColor,
        };
    delete data.order;
    return { id: match?.[0], data, where, sources: { name: 'network', link: 'url' } };
  });
  // Email links are not profiles (JSON Resume has basics.email): they stay, in their places.
  existing.forEach(([id, item], index) => {
    if (!isMailLink(item)) return;
    const { order: _order, ...data } = item;
    items.splice(Math.min(index, items.length), 0, { id, data, where: `socialLinks/${id}`, sources: {} });
  });
  plan.list('socialLinks', items);
}

/**
 * The email social links that wrote to the old address write to the new one (the address the
 * import stores): the footer's envelope must not keep sending visitors to the previous owner.
 */
function followEmail(plan: Plan, current: Tree) {
  const was = isObject(current.about) ? str(current.about.email) : '';
  const email = isObject(plan.next.about) ? str(plan.next.about.email) : '';
  if (email === '' || was === '' || fold(email) === fold(was)) return;
  const links = plan.next.socialLinks !== undefined ? plan.next.socialLinks : current.socialLinks;
  const toOld = (item: unknown): item is Tree => isObject(item) && fold(str(item.link)) === `mailto:${fold(was)}`;
  if (!isObject(links) || !Object.values(links).some(toOld)) return;
  const moved = (item: unknown) => (toOld(item) ? { ...item, link: `mailto:${email}` } : item);
  plan.store('socialLinks', Object.fromEntries(Object.entries(links).map(([id, item]) => [id, moved(item)])));
}

/** Ids of the stored items of a list, by their folded title (or `field`), each used once. */
function idsByTitle(list: unknown, field = 'title') {
  const ids = new Map<string, string[]>();
  for (const [id, item] of orderedItems(list)) {
    const key = fold(str(item[field]));
    ids.set(key, [...(ids.get(key) ?? []), id]);
  }
  return (data: Tree) => ids.get(fold(str(data[field])))?.shift();
}

/**
 * The file's `entries` as timeline `key`, each read by `read`, its dates from JSON Resume's partial
 * dates; left out without a title (`untitled` says why), or without a start date and dates that
 * exist (the site's timelines need them).
 */
function timelineList<T extends { startDate?: string; endDate?: string }>(
  plan: Plan,
  key: ListKey,
  current: Tree,
  entries: readonly T[],
  { untitled, sources }: { untitled: string; sources: Record<string, string> },
  read: (entry: T, index: number) => [where: string, title: string, description: string],
) {
  const items = entries.map((entry, index): Entry => {
    const [where, title, description] = read(entry, index);
    const from = str(entry.startDate);
    const to = str(entry.endDate);
    if (title === '') return skipped(where, untitled);
    if (from === '') return skipped(where, JSON_RESUME.noStartDate);
    const startdate = partialDate(from, 'start');
    if (startdate === null) return skipped(where, JSON_RESUME.notADate('startDate', from));
    const enddate = to === '' ? '' : partialDate(to, 'end');
    if (enddate === null) return skipped(where, JSON_RESUME.notADate('endDate', to));
    // The site needs a description: an entry without one shows its title (the export leaves it out).
    const data = { title, description: description || title, startdate, enddate };
    return { data, where, sources: { ...sources, startdate: 'startDate', enddate: 'endDate' } };
  });
  plan.list(key, items, idsByTitle(current[key]));
}

function workToTimeline(plan: Plan, work: NonNullable<JsonResume['work']>, current: Tree) {
  const sources = { title: 'position and name', description: 'summary and highlights' };
  timelineList(plan, 'workTimeline', current, work, { untitled: JSON_RESUME.noPlace, sources }, (entry, index) => [
    plan.entry('work', index, str(entry.name) || str(entry.position)),
    oneLine(joined(str(entry.position), str(entry.name))),
    paragraphs(str(entry.summary), bullets(entry.highlights)) || str(entry.description),
  ]);
}

function educationToTimeline(plan: Plan, education: NonNullable<JsonResume['education']>, current: Tree) {
  const sources = { title: 'studyType, area and institution', description: 'summary, score and courses' };
  timelineList(plan, 'educationTimeline', current, education, { untitled: JSON_RESUME.noName, sources }, (entry, i) => {
    const degree = oneLine([str(entry.studyType), str(entry.area)].filter((part) => part !== '').join(' '));
    return [
      plan.entry('education', i, str(entry.institution) || degree),
      oneLine(joined(degree, str(entry.institution))),
      paragraphs(str(entry.summary), str(entry.score), bullets(entry.courses)),
    ];
  });
}

/** Names from the file (each with its place), once each however often they come, kept in order. */
function nameList(plan: Plan, key: ListKey, names: { name: string; where: string; source: string }[], current: Tree) {
  const seen = new Set<string>();
  const items = names.flatMap(({ name, where, source }) => {
    if (name === '' || seen.has(fold(name))) return [];
    seen.add(fold(name));
    return [{ data: { name }, where, sources: { name: source } }];
  });
  plan.list(key, items, idsByTitle(current[key], 'name'));
}

function skillsToList(plan: Plan, skills: NonNullable<JsonResume['skills']>, current: Tree) {
  // A skill's keywords are what the site lists (the skill's name is their heading in JSON Resume); a
  // skill with none is listed by its name.
  const names = skills.flatMap((skill, index) => {
    const where = plan.entry('skills', index, str(skill.name));
    const keywords = texts(skill.keywords);
    return keywords.length > 0
      ? keywords.map((keyword, k) => ({ name: oneLine(keyword), where, source: `keyword ${k + 1}` }))
      : [{ name: oneLine(str(skill.name)), where, source: 'name' }];
  });
  nameList(plan, 'skills', names, current);
}

function languagesToList(plan: Plan, languages: NonNullable<JsonResume['languages']>, current: Tree) {
  const names = languages.map((entry, index) => {
    const language = oneLine(str(entry.language));
    const fluency = oneLine(str(entry.fluency));
    return {
      name: language !== '' && fluency !== '' ? JSON_RESUME.fluency(language, fluency) : language,
      where: plan.entry('languages', index, language),
      source: 'language and fluency',
    };
  });
  nameList(plan, 'languagesKnown', names, current);
}

const isCodeHost = (url: string) =>
  (JSON_RESUME.codeHosts as readonly string[]).includes(URL.parse(url)?.hostname.replace(/^www\./, '') ?? '');

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

const PROJECT_TITLE = projectFieldsSchema.pick({ title: true });
const DEMO_PROJECTS = PROJECT_KEYS.flatMap((key) => Object.values(DEMO_USER[key]) as Tree[]);
const isEmptyValue = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && !value.length);

/**
 * A project named as a demo project still holds the demo's image, links and texts where the file
 * gave none: listed as leftovers, and cleared (the image becomes the new-project placeholder) when asked.
 */
function clearDemoProject(plan: Plan, data: Tree) {
  const demo = DEMO_PROJECTS.find((project) => fold(str(project.title)) === fold(str(data.title)));
  if (!demo) return;
  const fields = (Object.keys(JSON_RESUME.demoProjectFields) as (keyof typeof JSON_RESUME.demoProjectFields)[]).filter(
    (field) => !isEmptyValue(demo[field]) && canonical(data[field]) === canonical(demo[field]),
  );
  if (fields.length === 0) return;
  const named = fields.map((field) => JSON_RESUME.demoProjectFields[field]);
  plan.leftovers.push(JSON_RESUME.demoProject(str(data.title), named));
  if (!plan.clearDemo) return;
  for (const field of fields) data[field] = field === 'gallery' ? [] : '';
  if (fields.includes('image')) {
    data.image = JSON_RESUME.newProjectImage;
    data.imageAlt = JSON_RESUME.newProjectImageAlt(str(data.title));
  }
}

function projectsToLists(plan: Plan, projects: NonNullable<JsonResume['projects']>, current: Tree) {
  const existing = PROJECT_KEYS.flatMap((key) => orderedItems(current[key]).map(([id, item]) => ({ key, id, item })));
  const used = new Set<string>();
  const lists = Object.fromEntries(PROJECT_KEYS.map((key) => [key, [] as Entry[]])) as Record<ListKey, Entry[]>;
  const prepared = projects.flatMap((project, index) => {
    const name = oneLine(str(project.name));
    const where = plan.entry('projects', index, name);
    if (name === '') {
      lists[JSON_RESUME.newProjectsList].push(skipped(where, JSON_RESUME.noName));
      return [];
    }
    // Its title as the site stores it first, so that a shortened one finds the project stored before.
    const named = plan.fit(PROJECT_TITLE, { data: { title: name }, where, sources: { title: 'name' } });
    if (!named) return [];
    const title = str(named.title);
    const match = existing.find((entry) => !used.has(entry.id) && fold(str(entry.item.title)) === fold(title));
    if (match) used.add(match.id);
    const was = match?.item ?? {};
    const data: Tree = match
      ? { ...was }
      : { image: JSON_RESUME.newProjectImage, imageAlt: JSON_RESUME.newProjectImageAlt(title) };
    delete data.order;
    data.title = title;
    // No keywords: a new project states no tech stack (never an invented one), a kept one keeps its own.
    const keywords = texts(project.keywords);
    if (keywords.length > 0 && !sameList(keywords, splitStack(str(was.techstack))))
      data.techstack = keywords.join(', ');
    const description = paragraphs(str(project.description), bullets(project.highlights));
    if (description !== '') data.description = description;
    const url = str(project.url);
    if (url !== '' && url !== was.gitLink && url !== was.demoLink) data[isCodeHost(url) ? 'gitLink' : 'demoLink'] = url;
    const roles = texts(project.roles);
    if (roles.length > 0) data.role = oneLine(roles.join(', '));
    const year = (str(project.endDate) || str(project.startDate)).slice(0, 4);
    if (/^\d{4}$/.test(year)) data.year = year;
    if (match) clearDemoProject(plan, data);
    const key = match?.key ?? JSON_RESUME.newProjectsList;
    const sources = {
      techstack: 'keywords',
      description: 'description and highlights',
      demoLink: 'url',
      gitLink: 'url',
      role: 'roles',
      year: str(project.endDate) ? 'endDate' : 'startDate',
    };
    return [{ key, id: match?.id, previous: match?.item, data, where, sources }];
  });
  // Slugs: a kept project keeps its own; a new one takes its title's, unique across the three lists.
  const taken = slugsOf(prepared.flatMap((entry) => (entry.previous ? [entry.previous] : [])));
  for (const entry of prepared) {
    const data = withSlug(entry.data, entry.previous, entry.previous ? new Set() : taken);
    for (const slug of slugsOf([data])) taken.add(slug);
    lists[entry.key].push({ id: entry.id, data, where: entry.where, sources: entry.sources });
  }
  for (const key of PROJECT_KEYS) plan.list(key, lists[key]);
}

/**
 * The demo owner's notes still published: a résumé has none to replace them with, so they would stay
 * under the new owner's name. Listed as leftovers, and removed (the owner's own notes kept) when asked.
 */
function clearDemoNotes(plan: Plan, current: Tree) {
  const notes = orderedItems(current.notes);
  const demo = notes.filter(([, note]) => isDemoNote(note));
  if (demo.length === 0) return;
  plan.leftovers.push(JSON_RESUME.demoNotes(demo.map(([, note]) => str(note.title))));
  if (plan.clearDemo) plan.store('notes', Object.fromEntries(notes.filter((entry) => !demo.includes(entry))));
}

/**
 * The sections a JSON Resume document changes, as they will be stored, with notes on each entry
 * taken in otherwise than the file has it (left out, shortened, the site's own value kept) and the
 * demo's leftovers it could clear (cleared when `clearDemo`). Refused only when content the site
 * already holds is invalid.
 */
export function resumeToSections(resume: JsonResume, current: Tree, siteUrl: string, clearDemo = false): ResumePlan {
  const plan = new Plan(clearDemo);
  const { basics } = resume;
  if (isObject(basics)) {
    basicsToAbout(plan, basics, current, siteUrl);
    basicsToHome(plan, basics, current);
    if (Array.isArray(basics.profiles)) profilesToLinks(plan, basics.profiles, current);
    followEmail(plan, current);
  }
  if (Array.isArray(resume.work)) workToTimeline(plan, resume.work, current);
  if (Array.isArray(resume.education)) educationToTimeline(plan, resume.education, current);
  if (Array.isArray(resume.skills)) skillsToList(plan, resume.skills, current);
  if (Array.isArray(resume.languages)) languagesToList(plan, resume.languages, current);
  if (Array.isArray(resume.projects)) projectsToLists(plan, resume.projects, current);
  clearDemoNotes(plan, current);
  const skipped = ['volunteer', 'awards', 'certificates', 'publications', 'interests', 'references'].filter(
    (key) => Array.isArray((resume as Tree)[key]) && ((resume as Tree)[key] as unknown[]).length > 0,
  );
  if (skipped.length > 0) plan.notes.push(JSON_RESUME.skippedSections(skipped));
  if (plan.errors.length > 0) return { ok: false, errors: [...new Set(plan.errors)].slice(0, JSON_RESUME.maxErrors) };
  return { ok: true, next: plan.next, notes: [...new Set(plan.notes)], leftovers: plan.leftovers };
}
