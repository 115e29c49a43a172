import type { z } from 'zod';
import { JSON_RESUME } from '@/lib/json-resume/words';
import { imageUrlProblem } from '@/lib/content/fields';
import { LIST_SCHEMAS, PROJECT_KEYS, SINGLETON_SCHEMAS, type ListKey, type SectionKey } from '@/lib/content/schemas';
import { storedSection } from '@/lib/content/shape';
import { slugsOf, withSlug } from '@/lib/content/slugs';
import { pushId } from '@/lib/store/push-id';
import { partialDate } from './dates';
import type { JsonResume } from './validate';
import { isObject, type Tree } from '@/lib/content/canonical';

/**
 * A JSON Resume document (already valid against the schema) turned into the sections of this site
 * it touches, each in stored form and checked by the same schemas as every edit. Sections the file
 * leaves out are not touched; a list the file gives replaces the site's, matching entries keep their
 * id (and, for projects and social links, every field the format lacks: images, colours, case study).
 */

type Resume = JsonResume;
export type NextSections = Partial<Record<SectionKey, unknown>>;
export type ResumePlan = { ok: true; next: NextSections; notes: string[] } | { ok: false; errors: string[] };

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const fold = (value: string) => value.trim().toLowerCase();
/** Line breaks as one space: for fields shown on one line. */
const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
/** Each line trimmed, empty ones left out: for text that keeps its lines (an address). */
const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
const joined = (...parts: string[]) => parts.filter((part) => part !== '').join(JSON_RESUME.titleJoin);
const bullets = (items: unknown) =>
  (Array.isArray(items) ? items : [])
    .map(str)
    .filter((item) => item !== '')
    .map((item) => `${JSON_RESUME.bullet}${oneLine(item)}`)
    .join('\n');
const paragraphs = (...parts: string[]) => parts.filter((part) => part !== '').join('\n\n');

/** The items of a stored list in their order, with their ids. */
function orderedItems(list: unknown): [string, Tree][] {
  if (!isObject(list)) return [];
  return Object.entries(list)
    .filter((entry): entry is [string, Tree] => isObject(entry[1]))
    .sort(([a, x], [b, y]) => Number(x.order ?? 0) - Number(y.order ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Each zod problem of one value, named by where it came from in the file; a field the file did not
 * give (kept from the site) is named by its place on the site (`about/dob`).
 */
function problems(error: z.ZodError, where: string, sources: Record<string, string>, section: SectionKey): string[] {
  return error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    const place = sources[field]
      ? `${where ? `${where}.` : ''}${sources[field]}`
      : where || `${section}/${issue.path.map(String).join('/')}`;
    return `${place}: ${issue.message}`;
  });
}

class Plan {
  readonly errors: string[] = [];
  readonly notes: string[] = [];
  readonly next: NextSections = {};

  /** Adds problems, but none for a place already named (a date refused before the schema saw it). */
  report(found: string[]) {
    const named = new Set(this.errors.map((error) => error.slice(0, error.indexOf(': '))));
    this.errors.push(...found.filter((error) => !named.has(error.slice(0, error.indexOf(': ')))));
  }

  /** Checks `items` (each with where it came from) as list `key` and stores them, ids kept. */
  list(key: ListKey, items: { id?: string; data: Tree; where: string; sources: Record<string, string> }[]) {
    const schema = LIST_SCHEMAS[key] as z.ZodType;
    const out: Tree = {};
    items.forEach((item, index) => {
      const parsed = schema.safeParse(item.data);
      if (!parsed.success) this.report(problems(parsed.error, item.where, item.sources, key));
      else out[item.id ?? pushId()] = { ...(parsed.data as Tree), order: index + 1 };
    });
    this.store(key, out);
  }

  /** Stores section `key` exactly as every edit would (storedSection); its problems otherwise. */
  store(key: SectionKey, value: unknown, sources: Record<string, string> = {}) {
    if (key in SINGLETON_SCHEMAS) {
      const parsed = SINGLETON_SCHEMAS[key as keyof typeof SINGLETON_SCHEMAS].safeParse(value);
      if (!parsed.success) {
        this.report(problems(parsed.error, '', sources, key));
        return;
      }
    }
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

function basicsToAbout(plan: Plan, basics: NonNullable<Resume['basics']>, current: Tree, siteUrl: string) {
  const about = { ...(isObject(current.about) ? current.about : {}) };
  const sources: Record<string, string> = {};
  const set = (field: string, value: string, source: string) => {
    about[field] = value;
    sources[field] = source;
  };
  const name = str(basics.name);
  if (name !== '') set('fullName', oneLine(name), 'basics.name');
  if (str(basics.email) !== '') set('email', str(basics.email), 'basics.email');
  if (str(basics.phone) !== '') set('phoneNumber', str(basics.phone), 'basics.phone');
  if (str(basics.url) !== '') set('cvweblink', str(basics.url), 'basics.url');
  const location = basics.location;
  if (isObject(location)) {
    const address = [
      lines(str(location.address)),
      ...[location.city, location.region, location.countryCode].map((part) => oneLine(str(part))),
    ]
      .filter((part) => part !== '')
      .join(JSON_RESUME.titleJoin);
    if (address !== '') set('address', address, 'basics.location');
  }
  const image = str(basics.image);
  if (image !== '') {
    const path = ownImage(image, siteUrl);
    if (path !== about.avatar) {
      const problem = imageUrlProblem(path);
      if (problem) plan.notes.push(JSON_RESUME.imageKept(problem));
      else {
        set('avatar', path, 'basics.image');
        about.avatarAlt = JSON_RESUME.avatarAlt(str(about.fullName) || name);
      }
    }
  }
  plan.store('about', about, sources);
}

function basicsToHome(plan: Plan, basics: NonNullable<Resume['basics']>, current: Tree) {
  const home = { ...(isObject(current.home) ? current.home : {}) };
  const sources: Record<string, string> = {};
  const label = oneLine(str(basics.label));
  if (label !== '') {
    const taglines = Array.isArray(home.taglines) ? [...(home.taglines as unknown[])] : [];
    home.taglines = [label, ...taglines.slice(1)];
    sources.taglines = 'basics.label';
  }
  const summary = str(basics.summary);
  if (summary !== '') {
    home.detail = summary;
    sources.detail = 'basics.summary';
  }
  if (sources.taglines || sources.detail) plan.store('home', home, sources);
}

/** An email social link: JSON Resume keeps the address in basics.email, not in profiles. */
const isMailLink = (item: Tree) => typeof item.link === 'string' && item.link.startsWith('mailto:');

function profilesToLinks(plan: Plan, profiles: NonNullable<NonNullable<Resume['basics']>['profiles']>, current: Tree) {
  const existing = orderedItems(current.socialLinks);
  const used = new Set<string>();
  const find = (network: string, url: string) =>
    existing.find(
      ([id, item]) =>
        !used.has(id) && !isMailLink(item) && (fold(str(item.name)) === fold(network) || str(item.link) === url),
    );
  const items: Parameters<Plan['list']>[1] = [];
  profiles.forEach((profile, index) => {
    const where = `basics.profiles[${index}]`;
    const url = str(profile.url);
    const network = oneLine(str(profile.network)) || oneLine(str(profile.username));
    if (url === '') {
      plan.notes.push(JSON_RESUME.noUrl(where, network || '?'));
      return;
    }
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
    items.push({ id: match?.[0], data, where, sources: { name: 'network', link: 'url' } });
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
 * The email social links that wrote to the old address write to the new one: the footer's envelope
 * must not keep sending visitors to the previous owner.
 */
function followEmail(plan: Plan, email: string, current: Tree) {
  const was = isObject(current.about) ? str(current.about.email) : '';
  if (email === '' || was === '' || fold(email) === fold(was)) return;
  const links = plan.next.socialLinks !== undefined ? plan.next.socialLinks : current.socialLinks;
  if (!isObject(links)) return;
  let changed = false;
  const next = Object.fromEntries(
    Object.entries(links).map(([id, item]) => {
      if (!isObject(item) || fold(str(item.link)) !== `mailto:${fold(was)}`) return [id, item];
      changed = true;
      return [id, { ...item, link: `mailto:${email}` }];
    }),
  );
  if (changed) plan.store('socialLinks', next, { link: 'basics.email' });
}

interface Dated {
  startDate?: string;
  endDate?: string;
}

/** A timeline entry's dates, from JSON Resume's partial dates; their problems named. */
function timelineDates(plan: Plan, entry: Dated, where: string): { startdate: string; enddate: string } {
  const start = partialDate(str(entry.startDate), 'start');
  const end = partialDate(str(entry.endDate), 'end');
  if (str(entry.startDate) === '')
    plan.errors.push(`${where}.startDate: ${JSON_RESUME.missing(JSON_RESUME.startDateNeeded)}`);
  else if (start === null) plan.errors.push(`${where}.startDate: ${JSON_RESUME.datePattern}`);
  if (str(entry.endDate) !== '' && end === null) plan.errors.push(`${where}.endDate: ${JSON_RESUME.datePattern}`);
  return { startdate: start ?? '', enddate: end ?? '' };
}

const TIMELINE_SOURCES = { startdate: 'startDate', enddate: 'endDate' };

/** Ids of the stored items of a list, by their folded title, each used once. */
function idsByTitle(list: unknown, field = 'title') {
  const ids = new Map<string, string[]>();
  for (const [id, item] of orderedItems(list)) {
    const key = fold(str(item[field]));
    ids.set(key, [...(ids.get(key) ?? []), id]);
  }
  return (title: string) => ids.get(fold(title))?.shift();
}

function workToTimeline(plan: Plan, work: NonNullable<Resume['work']>, current: Tree) {
  const idOf = idsByTitle(current.workTimeline);
  const items = work.map((entry, index) => {
    const where = `work[${index}]`;
    const title = oneLine(joined(str(entry.position), str(entry.name)));
    if (title === '') plan.errors.push(`${where}: ${JSON_RESUME.missing(JSON_RESUME.noPlace)}`);
    const description = paragraphs(str(entry.summary), bullets(entry.highlights)) || str(entry.description) || title;
    const sources = { ...TIMELINE_SOURCES, title: 'position', description: 'summary' };
    return { id: idOf(title), data: { title, description, ...timelineDates(plan, entry, where) }, where, sources };
  });
  plan.list('workTimeline', items);
}

function educationToTimeline(plan: Plan, education: NonNullable<Resume['education']>, current: Tree) {
  const idOf = idsByTitle(current.educationTimeline);
  const items = education.map((entry, index) => {
    const where = `education[${index}]`;
    const degree = oneLine([str(entry.studyType), str(entry.area)].filter((part) => part !== '').join(' '));
    const title = oneLine(joined(degree, str(entry.institution)));
    if (title === '') plan.errors.push(`${where}: ${JSON_RESUME.missing(JSON_RESUME.nameNeeded)}`);
    const courses = bullets(entry.courses);
    const description = paragraphs(str(entry.summary), str(entry.score), courses) || title;
    const sources = { ...TIMELINE_SOURCES, title: 'institution', description: 'summary' };
    return { id: idOf(title), data: { title, description, ...timelineDates(plan, entry, where) }, where, sources };
  });
  plan.list('educationTimeline', items);
}

/** Names from the file (each with its place), once each however often they come, kept in order. */
function nameList(plan: Plan, key: ListKey, names: { name: string; where: string }[], current: Tree) {
  const idOf = idsByTitle(current[key], 'name');
  const seen = new Set<string>();
  const items = names.flatMap(({ name, where }) => {
    if (name === '' || seen.has(fold(name))) return [];
    seen.add(fold(name));
    return [{ id: idOf(name), data: { name }, where, sources: {} }];
  });
  plan.list(key, items);
}

function skillsToList(plan: Plan, skills: NonNullable<Resume['skills']>, current: Tree) {
  // A skill's keywords are what the site lists (the skill's name is their heading in JSON Resume); a
  // skill with none is listed by its name.
  const names = skills.flatMap((skill, index) => {
    const keywords = (Array.isArray(skill.keywords) ? skill.keywords : []).map(str).filter((k) => k !== '');
    return keywords.length > 0
      ? keywords.map((keyword, k) => ({ name: oneLine(keyword), where: `skills[${index}].keywords[${k}]` }))
      : [{ name: oneLine(str(skill.name)), where: `skills[${index}].name` }];
  });
  nameList(plan, 'skills', names, current);
}

function languagesToList(plan: Plan, languages: NonNullable<Resume['languages']>, current: Tree) {
  const names = languages.map((entry, index) => {
    const language = oneLine(str(entry.language));
    const fluency = oneLine(str(entry.fluency));
    return {
      name: language !== '' && fluency !== '' ? JSON_RESUME.fluency(language, fluency) : language,
      where: `languages[${index}]`,
    };
  });
  nameList(plan, 'languagesKnown', names, current);
}

const isCodeHost = (url: string) => {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    return (JSON_RESUME.codeHosts as readonly string[]).includes(host);
  } catch {
    return false;
  }
};

const splitStack = (techstack: unknown) =>
  str(techstack)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

function projectsToLists(plan: Plan, projects: NonNullable<Resume['projects']>, current: Tree) {
  const existing = PROJECT_KEYS.flatMap((key) => orderedItems(current[key]).map(([id, item]) => ({ key, id, item })));
  const used = new Set<string>();
  const lists: Record<ListKey, Parameters<Plan['list']>[1]> = Object.fromEntries(
    PROJECT_KEYS.map((key) => [key, []]),
  ) as unknown as Record<ListKey, Parameters<Plan['list']>[1]>;
  const prepared = projects.map((project, index) => {
    const where = `projects[${index}]`;
    const title = oneLine(str(project.name));
    if (title === '') plan.errors.push(`${where}.name: ${JSON_RESUME.missing(JSON_RESUME.nameNeeded)}`);
    const match = existing.find((entry) => !used.has(entry.id) && fold(str(entry.item.title)) === fold(title));
    if (match) used.add(match.id);
    const was = match?.item ?? {};
    const data: Tree = match
      ? { ...was }
      : { image: JSON_RESUME.newProjectImage, imageAlt: JSON_RESUME.newProjectImageAlt(title) };
    delete data.order;
    data.title = title;
    const keywords = (Array.isArray(project.keywords) ? project.keywords : []).map(str).filter((k) => k !== '');
    if (keywords.length > 0 && !sameList(keywords, splitStack(was.techstack))) data.techstack = keywords.join(', ');
    else if (!match) data.techstack = JSON_RESUME.newProjectTechstack;
    const description = paragraphs(str(project.description), bullets(project.highlights));
    if (description !== '') data.description = description;
    const url = str(project.url);
    if (url !== '' && url !== was.gitLink && url !== was.demoLink) data[isCodeHost(url) ? 'gitLink' : 'demoLink'] = url;
    const roles = (Array.isArray(project.roles) ? project.roles : []).map(str).filter((r) => r !== '');
    if (roles.length > 0) data.role = oneLine(roles.join(', '));
    const year = (str(project.endDate) || str(project.startDate)).slice(0, 4);
    if (/^\d{4}$/.test(year)) data.year = year;
    const key = match?.key ?? JSON_RESUME.newProjectsList;
    const sources = {
      title: 'name',
      techstack: 'keywords',
      description: 'description',
      demoLink: 'url',
      gitLink: 'url',
      role: 'roles',
      year: str(project.endDate) ? 'endDate' : 'startDate',
    };
    return { key, id: match?.id, previous: match?.item, data, where, sources };
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

/** The sections a JSON Resume document changes, as they will be stored; or every problem, by place. */
export function resumeToSections(resume: Resume, current: Tree, siteUrl: string): ResumePlan {
  const plan = new Plan();
  const { basics } = resume;
  if (isObject(basics)) {
    basicsToAbout(plan, basics, current, siteUrl);
    basicsToHome(plan, basics, current);
    if (Array.isArray(basics.profiles)) profilesToLinks(plan, basics.profiles, current);
    followEmail(plan, str(basics.email), current);
  }
  if (Array.isArray(resume.work)) workToTimeline(plan, resume.work, current);
  if (Array.isArray(resume.education)) educationToTimeline(plan, resume.education, current);
  if (Array.isArray(resume.skills)) skillsToList(plan, resume.skills, current);
  if (Array.isArray(resume.languages)) languagesToList(plan, resume.languages, current);
  if (Array.isArray(resume.projects)) projectsToLists(plan, resume.projects, current);
  const skipped = ['volunteer', 'awards', 'certificates', 'publications', 'interests', 'references'].filter(
    (key) => Array.isArray((resume as Tree)[key]) && ((resume as Tree)[key] as unknown[]).length > 0,
  );
  if (skipped.length > 0) plan.notes.push(JSON_RESUME.skippedSections(skipped));
  if (plan.errors.length > 0) return { ok: false, errors: [...new Set(plan.errors)].slice(0, JSON_RESUME.maxErrors) };
  return { ok: true, next: plan.next, notes: plan.notes };
}
