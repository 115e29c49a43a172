import { pushId } from '@/lib/store/push-id';
import { LIST_KEYS, type ListKey } from './schemas';

/**
 * The original product's content shape (spec §3): image fields as `{ url }` objects, lists
 * as arrays of items carrying `_id`, feedbacks inside the public object, no taglines,
 * freelancing status or social-link colours. Converted into the stored shape; anything that
 * cannot be converted is kept as is, so validation names it.
 */
export interface LegacyConversion {
  user: Record<string, unknown>;
  /** Messages that were inside the public content; they move to the private feedbacks node. */
  feedbacks: Record<string, unknown>;
  /** What the conversion filled in, for the owner to review. */
  notes: string[];
  problems: string[];
}

export const LEGACY_DEFAULTS = {
  tagline: 'Software Developer',
  freeLancing: 'Available',
  socialColor: '#ffffff',
  feedbackSubject: 'Message from the previous site',
} as const;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const KEY_OK = /^[^.#$/[\]\u0000-\u001f\u007f]{1,768}$/;

const IMAGE_FIELDS: Partial<Record<string, string[]>> = {
  home: ['background', 'banner_img'],
  about: ['avatar'],
  skillsCubeImg: ['image1', 'image2', 'image3', 'image4', 'image5', 'image6'],
};

/** True when `user` uses any feature of the original shape. */
export function isLegacyContent(user: unknown): boolean {
  if (!isObj(user)) return false;
  if ('feedbacks' in user) return true;
  for (const [section, fields] of Object.entries(IMAGE_FIELDS)) {
    const node = user[section];
    if (isObj(node) && fields!.some((f) => isObj(node[f]))) return true;
  }
  return LIST_KEYS.some((key) => {
    const list = user[key];
    if (Array.isArray(list)) return true;
    return (
      isObj(list) &&
      Object.values(list).some((item) => isObj(item) && ('_id' in item || isObj(item.image) || isObj(item.icon)))
    );
  });
}

const url = (v: unknown) => (isObj(v) && typeof v.url === 'string' ? v.url : v);

/** dd/MM/yyyy, yyyy-MM-dd or an ISO timestamp → yyyy-MM-dd; anything else unchanged. */
function legacyDate(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (dmy) return `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}`;
  const iso = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  return iso ? iso[1] : s;
}

function items(value: unknown): [string | undefined, unknown][] {
  if (Array.isArray(value)) return value.map((item) => [undefined, item]);
  if (isObj(value)) return Object.entries(value);
  return [];
}

export function convertLegacyContent(source: Obj): LegacyConversion {
  const notes: string[] = [];
  const problems: string[] = [];
  const user: Obj = {};

  const home = isObj(source.home) ? source.home : {};
  user.home = {
    background: url(home.background),
    banner_img: url(home.banner_img),
    detail: home.detail,
    quote: home.quote,
    taglines: home.taglines ?? [LEGACY_DEFAULTS.tagline],
  };
  if (home.taglines === undefined)
    notes.push(`home/taglines: not in the original data; set to "${LEGACY_DEFAULTS.tagline}"`);

  const about = isObj(source.about) ? source.about : {};
  user.about = {
    avatar: url(about.avatar),
    fullName: about.fullName,
    dob: legacyDate(about.dob),
    address: about.address,
    email: about.email,
    phoneNumber: typeof about.phoneNumber === 'number' ? String(about.phoneNumber) : about.phoneNumber,
    status: about.status,
    freeLancing: about.freeLancing ?? LEGACY_DEFAULTS.freeLancing,
    cvfileLinkDark: about.cvfileLinkDark,
    cvfileLinkLight: about.cvfileLinkLight,
    cvweblink: about.cvweblink,
  };
  if (about.freeLancing === undefined)
    notes.push(`about/freeLancing: not in the original data; set to "${LEGACY_DEFAULTS.freeLancing}"`);

  const cube = isObj(source.skillsCubeImg) ? source.skillsCubeImg : {};
  user.skillsCubeImg = Object.fromEntries(IMAGE_FIELDS.skillsCubeImg!.map((f) => [f, url(cube[f])]));

  for (const key of LIST_KEYS) {
    if (source[key] === undefined) continue;
    if (!Array.isArray(source[key]) && !isObj(source[key])) {
      problems.push(`user/${key}: must be a list`);
      continue;
    }
    const out: Obj = {};
    let order = 0;
    for (const [mapKey, raw] of items(source[key])) {
      if (raw === null || raw === undefined) continue;
      order++;
      if (!isObj(raw)) {
        problems.push(`user/${key}/${order}: must be an object`);
        continue;
      }
      const id = pickId(raw._id ?? mapKey, out);
      if (raw._id !== undefined && id !== raw._id)
        notes.push(`user/${key}: item id ${JSON.stringify(raw._id)} is not a valid key; stored as ${id}`);
      out[id] = { ...convertItem(key, raw, notes, id), order: typeof raw.order === 'number' ? raw.order : order };
    }
    user[key] = out;
  }

  const feedbacks: Obj = {};
  const now = Date.now();
  for (const [mapKey, raw] of items(source.feedbacks)) {
    if (!isObj(raw)) continue;
    const id = pickId(raw._id ?? mapKey, feedbacks);
    feedbacks[id] = {
      name: raw.name ?? '',
      email: raw.email,
      subject: raw.subject ?? LEGACY_DEFAULTS.feedbackSubject,
      message: raw.message,
      createdAt: typeof raw.createdAt === 'number' ? raw.createdAt : now,
    };
  }
  if (Object.keys(feedbacks).length > 0) {
    notes.push(
      `feedbacks: ${Object.keys(feedbacks).length} message(s) moved out of the public content into the private inbox`,
    );
  }
  return { user, feedbacks, notes, problems };
}

function pickId(candidate: unknown, taken: Obj): string {
  const id = typeof candidate === 'string' ? candidate : typeof candidate === 'number' ? String(candidate) : '';
  if (KEY_OK.test(id) && !Object.hasOwn(taken, id) && id !== '__proto__' && !/^\d+$/.test(id)) return id;
  return pushId();
}

function convertItem(key: ListKey, raw: Obj, notes: string[], id: string): Obj {
  switch (key) {
    case 'languagesKnown':
    case 'skills':
      return { name: raw.name };
    case 'educationTimeline':
    case 'workTimeline':
      return {
        title: raw.title,
        description: raw.description,
        startdate: legacyDate(raw.startdate),
        enddate: raw.enddate === undefined || raw.enddate === null ? '' : legacyDate(raw.enddate),
      };
    case 'frontendProjects':
    case 'fullstackProjects':
    case 'backendProjects':
      return {
        image: url(raw.image),
        title: raw.title,
        techstack: raw.techstack,
        gitLink: raw.gitLink ?? '',
        demoLink: raw.demoLink ?? '',
      };
    case 'socialLinks':
      if (raw.color === undefined)
        notes.push(`user/socialLinks/${id}/color: not in the original data; set to ${LEGACY_DEFAULTS.socialColor}`);
      return { name: raw.name, link: raw.link, icon: url(raw.icon), color: raw.color ?? LEGACY_DEFAULTS.socialColor };
  }
}
