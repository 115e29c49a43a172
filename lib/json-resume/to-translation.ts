import { canonical, isObject, type Tree } from '@/lib/content/canonical';
import { partialDate } from './dates';
import { PROJECT_KEYS, type SectionKey } from '@/lib/content/schemas';
import { sectionOf } from '@/lib/content/sections';
import { storedTranslations } from '@/lib/content/translations';
import { JSON_RESUME } from './words';
import { bullets, fold, joined, lines, oneLine, orderedItems, paragraphs, str, texts } from './to-content';
import type { JsonResume } from './validate';

/*
 * A JSON Resume document written in another of the site's languages, taken in as that language's
 * translation of the site's text (lib/content/translations.ts), never as new content: each entry
 * is matched with the item of the site it translates, by what is the same in every language (a
 * timeline entry's dates, a project's or profile's address, else its name; a list of skills or
 * languages by its place when the file lists as many), and gives that item's words in the
 * language, built as the default language's import builds them. An entry with no match is left
 * out and named: the site's content comes from the default language's import or the editors.
 */

export type TranslationPlan = { next: Tree; keys: SectionKey[]; notes: string[] };

/** An entry of the file as the notes name it ("work 3 (Acme)"), its name kept short. */
const named = (section: string, index: number, name: string) =>
  JSON_RESUME.entry(
    section,
    index,
    name.length > JSON_RESUME.noteNameMax ? `${name.slice(0, JSON_RESUME.noteNameMax)}${JSON_RESUME.ellipsis}` : name,
  );

/** The site's item a file's entry translates, each used once. */
function matcher(list: unknown) {
  const items = orderedItems(list);
  const used = new Set<string>();
  return (test: (item: Tree) => boolean): string | undefined => {
    const found = items.find(([id, item]) => !used.has(id) && test(item));
    if (found) used.add(found[0]);
    return found?.[0];
  };
}

/** Timeline entries by their dates: the same start and end as the file's (as the default language's import reads them). */
function timeline(
  list: unknown,
  entries: readonly { startDate?: string; endDate?: string }[],
  read: (index: number) => [where: string, title: string, description: string],
  overlay: Tree,
  notes: string[],
) {
  const find = matcher(list);
  entries.forEach((entry, index) => {
    const [where, title, description] = read(index);
    const start = partialDate(str(entry.startDate), 'start');
    const end = str(entry.endDate) === '' ? '' : partialDate(str(entry.endDate), 'end');
    const id = start === null ? undefined : find((item) => item.startdate === start && (item.enddate ?? '') === end);
    if (!id) return notes.push(JSON_RESUME.noMatch(where, JSON_RESUME.matchByDates));
    const fields: Tree = {};
    if (title !== '') fields.title = title;
    if (description !== '') fields.description = description;
    overlay[id] = fields;
  });
}

/** Names listed in the file, by place, onto a list of as many items; otherwise left out and said why. */
function byPlace(list: unknown, names: string[], where: string, overlay: Tree, notes: string[]) {
  const items = orderedItems(list);
  if (names.length !== items.length) return notes.push(JSON_RESUME.countDiffers(where, names.length, items.length));
  items.forEach(([id], index) => (overlay[id] = { name: names[index] }));
}

/** The file's entries as a language's overlay of each section it gives text for (not yet checked). */
function overlays(resume: JsonResume, user: Tree, current: Tree, notes: string[]): Record<string, Tree> {
  const out: Record<string, Tree> = {};
  const section = (key: SectionKey) => (out[key] ??= {});
  const { basics } = resume;
  if (isObject(basics)) {
    const location: Tree = isObject(basics.location) ? basics.location : {};
    const places = [location.city, location.region, location.countryCode].map((part) => oneLine(str(part)));
    const about: Tree = {
      fullName: oneLine(str(basics.name)),
      address: joined(lines(str(location.address)), ...places),
    };
    for (const [field, value] of Object.entries(about)) if (value !== '') section('about')[field] = value;
    const label = oneLine(str(basics.label));
    // The file's label is the first tagline; the language's other taglines stay as they are.
    const taglines = isObject(current.home) && Array.isArray(current.home.taglines) ? current.home.taglines : [];
    const shown =
      taglines.length > 0
        ? taglines
        : isObject(user.home) && Array.isArray(user.home.taglines)
          ? user.home.taglines
          : [];
    if (label !== '' && label !== shown[0]) section('home').taglines = [label, ...taglines.slice(1)];
    if (str(basics.summary) !== '') section('home').detail = str(basics.summary);
    const find = matcher(user.socialLinks);
    (Array.isArray(basics.profiles) ? basics.profiles : []).forEach((profile, index) => {
      const network = oneLine(str(profile.network)) || oneLine(str(profile.username));
      const where = named('profiles', index, network);
      const id = find((item) => str(item.link) === str(profile.url) || fold(str(item.name)) === fold(network));
      if (!id) return notes.push(JSON_RESUME.noMatch(where, JSON_RESUME.matchByAddress));
      if (network !== '') section('socialLinks')[id] = { name: network };
    });
  }
  if (Array.isArray(resume.work)) {
    const work = resume.work;
    timeline(
      user.workTimeline,
      work,
      (i) => [
        named('work', i, str(work[i].name) || str(work[i].position)),
        oneLine(joined(str(work[i].position), str(work[i].name))),
        paragraphs(str(work[i].summary), bullets(work[i].highlights)) || str(work[i].description),
      ],
      section('workTimeline'),
      notes,
    );
  }
  if (Array.isArray(resume.education)) {
    const education = resume.education;
    timeline(
      user.educationTimeline,
      education,
      (i) => {
        const entry = education[i];
        const degree = oneLine([str(entry.studyType), str(entry.area)].filter((part) => part !== '').join(' '));
        return [
          named('education', i, str(entry.institution) || degree),
          oneLine(joined(degree, str(entry.institution))),
          paragraphs(str(entry.summary), str(entry.score), bullets(entry.courses)),
        ];
      },
      section('educationTimeline'),
      notes,
    );
  }
  if (Array.isArray(resume.skills)) {
    const names = resume.skills.flatMap((skill) => {
      const keywords = texts(skill.keywords).map(oneLine);
      return keywords.length > 0 ? keywords : [oneLine(str(skill.name))];
    });
    byPlace(user.skills, names, 'skills', section('skills'), notes);
  }
  if (Array.isArray(resume.languages)) {
    const names = resume.languages.map((entry) => {
      const [language, fluency] = [oneLine(str(entry.language)), oneLine(str(entry.fluency))];
      return language !== '' && fluency !== '' ? JSON_RESUME.fluency(language, fluency) : language;
    });
    byPlace(user.languagesKnown, names, 'languages', section('languagesKnown'), notes);
  }
  if (Array.isArray(resume.projects)) {
    const finders = PROJECT_KEYS.map((key) => [key, matcher(user[key])] as const);
    resume.projects.forEach((project, index) => {
      const name = oneLine(str(project.name));
      const url = str(project.url);
      const where = named('projects', index, name);
      const same = (item: Tree) =>
        (url !== '' && (item.demoLink === url || item.gitLink === url)) || fold(str(item.title)) === fold(name);
      const found = finders.map(([key, find]) => [key, find(same)] as const).find(([, id]) => id !== undefined);
      if (!found) return notes.push(JSON_RESUME.noMatch(where, JSON_RESUME.matchByAddress));
      const fields: Tree = {};
      if (name !== '') fields.title = name;
      const description = paragraphs(str(project.description), bullets(project.highlights));
      if (description !== '') fields.description = description;
      const roles = texts(project.roles);
      if (roles.length > 0) fields.role = oneLine(roles.join(', '));
      section(found[0])[found[1]!] = fields;
    });
  }
  return out;
}

/**
 * Language `tag`'s translations (`current`, as stored) with the file's text merged in: each field
 * the file gives replaces the language's, the others stay. Text the site's rules refuse for its
 * field is left out and named, as an entry with no match on the site.
 */
/**
 * A text the file gives as the default language has it, where the language has none of its own
 * yet, is no translation (a name, a title the same in both): left out, so that importing the
 * language's own export changes nothing.
 */
function withoutDefaults(given: Record<string, Tree>, user: Tree, current: Tree) {
  for (const [key, fields] of Object.entries(given)) {
    const singleton = key === 'about' || key === 'home';
    const at = (tree: unknown, id: string) => (isObject(tree) ? (singleton ? tree : tree[id]) : undefined);
    for (const [id, item] of singleton ? [['', fields] as const] : Object.entries(fields)) {
      const source = at(user[key], id);
      const own = at(current[key], id);
      for (const field of Object.keys(item as Tree))
        if (
          isObject(source) &&
          canonical(source[field]) === canonical((item as Tree)[field]) &&
          !(isObject(own) && field in own)
        )
          delete (item as Tree)[field];
      if (!singleton && Object.keys(item as Tree).length === 0) delete fields[id];
    }
    if (Object.keys(fields).length === 0) delete given[key];
  }
  return given;
}

export function resumeToTranslation(resume: JsonResume, user: Tree, tag: string, current: Tree): TranslationPlan {
  const notes: string[] = [];
  const given = withoutDefaults(overlays(resume, user, current, notes), user, current);
  const next: Tree = structuredClone(current);
  for (const [key, fields] of Object.entries(given)) {
    const singleton = key === 'about' || key === 'home';
    const merged: Tree = { ...(isObject(next[key]) ? next[key] : {}) };
    if (singleton) Object.assign(merged, fields);
    else
      for (const [id, item] of Object.entries(fields))
        merged[id] = { ...(isObject(merged[id]) ? merged[id] : {}), ...(item as Tree) };
    next[key] = merged;
  }
  // What the site can store: each field as its own editor accepts it (storedTranslations, as a backup's).
  const kept = (storedTranslations({ [tag]: next }, user)?.[tag] ?? {}) as Tree;
  for (const [key, fields] of Object.entries(given)) {
    const check = (id: string | undefined, item: Tree) => {
      const stored = isObject(kept[key]) ? (id ? kept[key][id] : kept[key]) : undefined;
      for (const field of Object.keys(item))
        if (!isObject(stored) || canonical(stored[field]) !== canonical(item[field]))
          notes.push(JSON_RESUME.refusedText(sectionOf(key)?.title ?? key, field));
    };
    if (key === 'about' || key === 'home') check(undefined, fields);
    else for (const [id, item] of Object.entries(fields)) check(id, item as Tree);
  }
  const keys = (Object.keys(given) as SectionKey[]).filter(
    (key) => canonical(kept[key] ?? null) !== canonical(current[key] ?? null),
  );
  // Only the sections the file gives text for change; the others stay exactly as stored.
  const out: Tree = { ...current };
  for (const key of keys) {
    if (kept[key] === undefined) delete out[key];
    else out[key] = kept[key];
  }
  return { next: out, keys, notes: [...new Set(notes)] };
}
