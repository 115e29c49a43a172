import { ALT_TEXT_MAX, imageUrlProblem, localPathProblem } from './fields';
import { LIST_KEYS, PROJECT_KEYS } from './schemas';
import { withProjectSlugs } from './slugs';
import { isObject, orderedEntries, type Tree } from './canonical';

/**
 * Stored content carries the version of its shape in `user/schemaVersion`; content without
 * one was written by a release before versions existed (version 1). Reading older content
 * upgrades it in memory, and the first write after an upgrade stores the upgraded shape, so a
 * release that changes the shape keeps every existing site up.
 *
 * To change the shape: add `n: (user) => …` below turning version n into n + 1, raise
 * CONTENT_SCHEMA_VERSION, and test it on content of version n. A new field with a schema
 * default needs no migration (reads fill the default); a renamed or removed one does.
 */
export const CONTENT_SCHEMA_VERSION = 7;
export const SCHEMA_VERSION_KEY = 'schemaVersion';

type Migration = (user: Tree) => Tree;

/** The same entry for each of the three project lists. */
const forProjects = <T>(entry: T): Record<string, T> => Object.fromEntries(PROJECT_KEYS.map((key) => [key, entry]));

/** Optional item fields the first release could leave out; later releases always store them. */
const OPTIONAL_ITEM_FIELDS: Partial<Record<(typeof LIST_KEYS)[number], readonly string[]>> = {
  educationTimeline: ['enddate'],
  workTimeline: ['enddate'],
  ...forProjects(['gitLink', 'demoLink']),
};

/** Image fields as version 2 stored them, per section (singletons and list items alike). */
const IMAGE_FIELDS_V2: Record<string, readonly string[]> = {
  home: ['background', 'banner_img'],
  about: ['avatar'],
  skillsCubeImg: ['image1', 'image2', 'image3', 'image4', 'image5', 'image6'],
  ...forProjects(['image']),
  socialLinks: ['icon'],
};
const FILE_FIELDS_V2: Record<string, readonly string[]> = { about: ['cvfileLinkDark', 'cvfileLinkLight'] };

/** Shown instead of a local image version 2 accepted but that never rendered (outside /demo/ and /media/). */
export const IMAGE_UNAVAILABLE = '/demo/image-unavailable.svg';

/** A local path version 2 accepted: one leading slash, its characters, no literal ".." segment. */
const acceptedLocalV2 = (v: string) => /^\/(?!\/)[A-Za-z0-9._~\-/%]*$/.test(v) && !v.split('/').includes('..');

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A path resolved as a browser would (decoded, "." and ".." applied, empty segments dropped), re-encoded plainly. */
export function canonicalPath(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/').flatMap((s) => decodeSafely(s).split(/[/\\]/))) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else
      out.push(encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`));
  }
  return `/${out.join('/')}`;
}

/** An image value version 2 accepted, as version 3 accepts it; anything else is left for validation to name. */
function upgradeImage(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  if (imageUrlProblem(v) === null) return value;
  if (v.startsWith('/')) {
    if (!acceptedLocalV2(v)) return value;
    const canonical = canonicalPath(v);
    return imageUrlProblem(canonical) === null ? canonical : IMAGE_UNAVAILABLE;
  }
  if (!/^https?:\/\//i.test(v)) return value;
  try {
    // What a browser does to an http image on an https page (mixed content is upgraded), and
    // credentials, which browsers refuse in image URLs, dropped.
    const url = new URL(v.replace(/^http:/i, 'https:'));
    if (url.username !== '' || url.password !== '') {
      url.username = '';
      url.password = '';
      return url.href;
    }
    return `https:${v.slice(v.indexOf(':') + 1)}`;
  } catch {
    return value;
  }
}

function upgradeFileLink(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  return v.startsWith('/') && acceptedLocalV2(v) && localPathProblem(v) !== null ? canonicalPath(v) : value;
}

/** `user` with each section `table` names (each item, of a list) passed through `upgrade` with its entry. */
function eachSection<F>(user: Tree, table: Record<string, F>, upgrade: (node: unknown, fields: F) => unknown): Tree {
  const out: Tree = { ...user };
  for (const [key, fields] of Object.entries(table)) {
    if (!(key in user)) continue;
    const section = user[key];
    if (!(LIST_KEYS as readonly string[]).includes(key)) out[key] = upgrade(section, fields);
    else if (isObject(section))
      out[key] = Object.fromEntries(Object.entries(section).map(([id, item]) => [id, upgrade(item, fields)]));
  }
  return out;
}

function upgradeFields(node: unknown, fields: readonly string[], upgrade: (value: unknown) => unknown): unknown {
  if (!isObject(node)) return node;
  const out: Tree = { ...node };
  for (const field of fields) if (field in out) out[field] = upgrade(out[field]);
  return out;
}

/** Trimmed non-empty text, or undefined. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Version 3 content's alt text for an image: what the public pages of that release generated. */
type AltSource = (node: Tree, user: Tree) => string;

const ownerName = (user: Tree) => (isObject(user.about) ? textOf(user.about.fullName) : undefined);

/**
 * Per section, each alt field version 4 added and the text filling it. Images the pages showed
 * as decoration (alt="") get a plain description, since an alt text is now always required.
 */
const ALT_FIELDS_V4: Record<string, Record<string, AltSource>> = {
  home: {
    backgroundAlt: () => 'Banner background',
    banner_imgAlt: (_, user) => {
      const name = ownerName(user);
      return name ? `Portrait of ${name}` : 'Portrait';
    },
  },
  about: {
    avatarAlt: (about) => {
      const name = textOf(about.fullName);
      return name ? `Photo of ${name}` : 'Photo';
    },
  },
  skillsCubeImg: Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((n): [string, AltSource] => [`image${n}Alt`, () => `Skill image ${n}`]),
  ),
  ...forProjects({ imageAlt: projectAlt }),
  socialLinks: { iconAlt: (link) => textOf(link.name) ?? 'Icon' },
};

/** True when the version 3 → 4 step fills `field` of section `key` in content that lacks it. */
export const filledByMigration = (key: string, field: string): boolean =>
  (Object.hasOwn(ALT_FIELDS_V4, key) && Object.hasOwn(ALT_FIELDS_V4[key], field)) ||
  ((PROJECT_KEYS as readonly string[]).includes(key) &&
    (PROJECT_FIELDS_V5.includes(field) || Object.hasOwn(PROJECT_DEFAULTS_V6, field)));

function projectAlt(project: Tree): string {
  const title = textOf(project.title);
  return title ? `Screenshot of ${title}` : 'Project screenshot';
}

/** The node with each missing alt field filled in; an alt already there (even a bad one) is kept. */
function fillAlts(node: unknown, fields: Record<string, AltSource>, user: Tree): unknown {
  if (!isObject(node)) return node;
  const out: Tree = { ...node };
  for (const [field, source] of Object.entries(fields)) {
    if (out[field] === undefined || out[field] === null) out[field] = source(node, user).slice(0, ALT_TEXT_MAX);
  }
  return out;
}

/** `user` with `defaults` under the fields of every project (a value already there is kept). */
const withProjectDefaults = (user: Tree, defaults: Tree): Tree =>
  eachSection(user, forProjects(defaults), (item) => (isObject(item) ? { ...defaults, ...item } : item));

const MIGRATIONS: Record<number, Migration> = {
  /**
   * 1 → 2: list items get distinct places 1..n (version 1 could leave equal or sparse `order`
   * values after concurrent adds and hand edits, which made the order depend on ids), and the
   * optional fields it could leave out are stored as ''.
   */
  1(user) {
    const out: Tree = { ...user };
    for (const key of LIST_KEYS) {
      const list = user[key];
      if (!isObject(list)) continue;
      const next: Tree = {};
      orderedEntries(list).forEach(([id, item], index) => {
        if (!isObject(item)) {
          next[id] = item; // left for validation to name
          return;
        }
        const filled: Tree = { ...item, order: index + 1 };
        for (const field of OPTIONAL_ITEM_FIELDS[key] ?? []) filled[field] ??= '';
        next[id] = filled;
      });
      out[key] = next;
    }
    return out;
  },
  /**
   * 2 → 3: image fields hold only what pages can show. An http image URL becomes https (pages
   * block http images), and credentials are dropped from image URLs. A local path is resolved
   * as the browser would; one that does not land under /demo/ or /media/ (the optimiser serves
   * nothing else, so it never rendered) shows IMAGE_UNAVAILABLE. Résumé paths are resolved too.
   */
  2(user) {
    const out = eachSection(user, IMAGE_FIELDS_V2, (node, fields) => upgradeFields(node, fields, upgradeImage));
    return eachSection(out, FILE_FIELDS_V2, (node, fields) => upgradeFields(node, fields, upgradeFileLink));
  },
  /**
   * 3 → 4: every image has a stored alt text beside it. Each is filled with the text the pages
   * of version 3 generated ("Screenshot of <title>", "Portrait of <name>", "Photo of <name>",
   * the social link's name), so the pages read the same; the decorative banner background and
   * cube faces (alt="" then) get a plain description.
   */
  3(user) {
    return eachSection(user, ALT_FIELDS_V4, (node, fields) => fillAlts(node, fields, user));
  },
  /**
   * 4 → 5: every project has a page. Each gets a slug from its title, unique across the three
   * lists (a project that already has a free one keeps it), no former slugs, and an empty
   * description, role, year and gallery. The résumé links may now be '' ("use the résumé
   * generated from the content"): the demo's sample files, which only stood in for one, become ''.
   */
  4(user) {
    const out = withProjectDefaults(withProjectSlugs(user), PROJECT_DEFAULTS_V5);
    if (isObject(out.about)) {
      const about: Tree = { ...out.about };
      for (const [field, demo] of Object.entries(DEMO_RESUMES_V4)) if (about[field] === demo) about[field] = '';
      out.about = about;
    }
    return out;
  },
  /**
   * 5 → 6: projects carry a case study (a one-line summary, team, duration, problem, approach,
   * outcome), stored as '' until the owner writes it; a value already there is kept.
   */
  5(user) {
    return withProjectDefaults(user, PROJECT_DEFAULTS_V6);
  },
  /**
   * 6 → 7: the owner can publish notes (user/notes, a list). Content of version 6 has none, and a
   * missing list reads as empty, so the step only stamps the version; a `notes` node some hand
   * edit left there is kept for validation to name.
   */
  6(user) {
    return { ...user };
  },
};

/** The case-study fields version 6 added to a project, as a project without them reads. */
const PROJECT_DEFAULTS_V6 = { summary: '', team: '', duration: '', problem: '', approach: '', outcome: '' } as const;

/** The fields version 5 added to a project, as a project without them reads. */
const PROJECT_DEFAULTS_V5 = { description: '', role: '', year: '', gallery: [], formerSlugs: [] } as const;
const PROJECT_FIELDS_V5: readonly string[] = [...Object.keys(PROJECT_DEFAULTS_V5), 'slug'];

/** The sample résumé files version 4's demo content linked to. */
const DEMO_RESUMES_V4 = { cvfileLinkDark: '/demo/resume-dark.pdf', cvfileLinkLight: '/demo/resume-light.pdf' } as const;

/** The version stored content says it has: 1 when it says nothing (or nonsense). */
export function storedVersion(user: unknown): number {
  if (!isObject(user)) return CONTENT_SCHEMA_VERSION;
  const version = user[SCHEMA_VERSION_KEY];
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : 1;
}

export interface Migrated {
  user: unknown;
  /** The version the content was stored with. */
  from: number;
  /** True when `user` differs from what is stored and should be written back. */
  changed: boolean;
}

/**
 * Upgrades stored content to CONTENT_SCHEMA_VERSION, one step at a time. Content from a newer
 * release is returned as it is (validation then names anything this release cannot show).
 * Pure: never touches the store.
 */
export function migrateUser(
  user: unknown,
  migrations: Record<number, Migration> = MIGRATIONS,
  target = CONTENT_SCHEMA_VERSION,
): Migrated {
  const from = storedVersion(user);
  if (!isObject(user) || from >= target) return { user, from, changed: false };
  let current: Tree = user;
  for (let version = from; version < target; version++) {
    const step = migrations[version];
    if (!step) throw new Error(`No content migration from version ${version} to ${version + 1}`);
    current = step(current);
  }
  return { user: { ...current, [SCHEMA_VERSION_KEY]: target }, from, changed: true };
}

/**
 * One section as some earlier release stored it (a revision in the history), upgraded to today's
 * shape. Its version is not recorded, so every step runs: each is a no-op on a shape it already
 * produced. `context` is the rest of the content, for a step that reads another section (the
 * banner portrait's alt text names the owner from `about`).
 */
export function migrateSection(key: string, stored: unknown, context: unknown = {}): unknown {
  if (stored === null || stored === undefined) return stored;
  const rest = isObject(context) ? context : {};
  const upgraded = migrateUser({ ...rest, [key]: stored, [SCHEMA_VERSION_KEY]: 1 }).user as Tree;
  return upgraded[key];
}

/** The stored form of `user` at today's version, for seeding and imports. */
export function stampVersion<T extends object>(user: T): T & { schemaVersion: number } {
  return { ...user, [SCHEMA_VERSION_KEY]: CONTENT_SCHEMA_VERSION };
}
