/**
 * The longest content the schemas accept: every free-text field filled to its maximum length
 * with one unbroken word, the longest e-mail address and phone number, long links, and lists
 * at a realistic maximum (every tagline, a full gallery, many skills). Used to prove that no
 * page breaks its layout on what an owner may save.
 */
import { NOTES } from '@/lib/content/notes-words';
import { DEMO_USER } from '@/lib/content/demo';
import { stampVersion } from '@/lib/content/migrations';
import { CASE_STUDY_SECTION_MAX, GALLERY_MAX, PROJECT_SUMMARY_MAX } from '@/lib/content/schemas';
import { inspectUserContent } from '@/lib/content/shape';

type Json = Record<string, unknown>;

const WORD = 'Pneumonoultramicroscopicsilicovolcanoconiosis';

/** A project's case study and the longest each of its fields may be. */
const CASE_STUDY_FIELDS = ['summary', 'team', 'duration', 'problem', 'approach', 'outcome'];
const CASE_STUDY_MAX = [
  PROJECT_SUMMARY_MAX,
  120,
  60,
  CASE_STUDY_SECTION_MAX,
  CASE_STUDY_SECTION_MAX,
  CASE_STUDY_SECTION_MAX,
];

/** One unbroken word of exactly `length` characters. */
function longWord(length: number, word = WORD): string {
  return word.repeat(Math.ceil(length / word.length)).slice(0, length);
}

/** An address of 245 characters the e-mail fields accept (at most 254): no place to break it. */
const LONG_EMAIL = `${longWord(120).toLowerCase()}@${longWord(120, 'example').toLowerCase()}.com`;

const LONG_PHONE = `+${'1234567890'.repeat(3).slice(0, 29)}`;
const longLink = (length: number) => `https://example.com/${longWord(length - 20).toLowerCase()}`;

function setAt(root: Json, at: string[], value: unknown) {
  let node = root;
  for (const key of at.slice(0, -1)) node = node[key] as Json;
  node[at[at.length - 1]] = value;
}

function getAt(root: Json, at: string[]): unknown {
  return at.reduce<unknown>((node, key) => (node as Json)[key], root);
}

function stringPaths(node: unknown, at: string[] = []): string[][] {
  if (typeof node === 'string') return [at];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => stringPaths(value, [...at, key]));
}

/** `count` items of the list `key`, copies of its first item with ids and orders of their own. */
function fillList(content: Json, key: string, count: number, extra: (index: number) => Json = () => ({})) {
  const list = content[key] as Record<string, Json>;
  const first = Object.values(list)[0];
  const items: Record<string, Json> = {};
  for (let i = 0; i < count; i++) {
    items[`long-${key}-${String(i + 1).padStart(2, '0')}`] = { ...structuredClone(first), order: i + 1, ...extra(i) };
  }
  content[key] = items;
}

/** Fields whose value is an address, not text: filled with long valid values of their kind below. */
const LINK_FIELDS = new Set(['gitLink', 'demoLink', 'cvweblink', 'link']);

export function longestContent(): Json {
  const content = structuredClone(stampVersion(DEMO_USER as unknown as Json)) as Json;
  const demoImages = ['/demo/project-1.webp', '/demo/project-2.webp', '/demo/banner.webp', '/demo/avatar.webp'];
  (content.home as Json).taglines = Array.from({ length: 10 }, () => '');
  fillList(content, 'skills', 24);
  fillList(content, 'languagesKnown', 12);
  fillList(content, 'educationTimeline', 3);
  fillList(content, 'workTimeline', 3);
  fillList(content, 'socialLinks', 8);
  for (const key of ['frontendProjects', 'fullstackProjects', 'backendProjects']) {
    fillList(content, key, 3, (i) => ({
      slug: `long-${key.replace('Projects', '')}-${i + 1}`,
      formerSlugs: [],
      year: '2026',
      gallery: Array.from({ length: GALLERY_MAX }, (_, n) => ({
        image: demoImages[n % demoImages.length],
        alt: '',
      })),
    }));
  }

  // A dozen notes, each with every tag the schema allows.
  fillList(content, 'notes', 12, (i) => ({
    tags: Array.from({ length: NOTES.limits.tags }, (_, n) => `tag${n}`),
    cover: demoImages[i % demoImages.length],
    publishedAt: `2026-01-${String(i + 1).padStart(2, '0')}`,
    slug: `long-note-${i + 1}`,
    formerSlugs: [],
  }));

  // Every string the schemas take as text gets a word longer than any field allows; the error
  // then names the field's maximum, which it gets instead. Strings that are not text (dates,
  // images, slugs, colours) refuse the word and keep their value.
  const original = structuredClone(content);
  const candidates = stringPaths(content).filter((at) => at[0] !== 'schemaVersion');
  for (const at of candidates) setAt(content, at, longWord(6000));
  for (let round = 0; round < 3; round++) {
    const invalid = Object.values(inspectUserContent(content).invalid).flat();
    if (invalid.length === 0) break;
    for (const issue of invalid) {
      const [where, message] = [issue.slice(0, issue.indexOf(': ')), issue.slice(issue.indexOf(': ') + 2)];
      const at = where.split('/').slice(1);
      const max = /at most (\d+) characters/.exec(message);
      setAt(content, at, max && round === 0 ? longWord(Number(max[1])) : getAt(original, at));
    }
  }
  for (const at of stringPaths(content)) {
    const field = at[at.length - 1];
    if (LINK_FIELDS.has(field)) setAt(content, at, longLink(2048));
  }
  const about = content.about as Json;
  about.email = LONG_EMAIL;
  about.phoneNumber = LONG_PHONE;
  // Every project carries its whole case study at the longest the schemas accept.
  for (const key of ['frontendProjects', 'fullstackProjects', 'backendProjects'])
    for (const project of Object.values(content[key] as Record<string, Json>)) {
      const lengths = CASE_STUDY_FIELDS.map((field) => String(project[field]).length);
      if (lengths.join() !== CASE_STUDY_MAX.join())
        throw new Error(
          `${key}: case-study fields of ${lengths.join(', ')} characters, not ${CASE_STUDY_MAX.join(', ')}`,
        );
    }
  // A note's body is longer than the word above: the longest the schema accepts, a paragraph of
  // words, a table, a code block with a line as long as the rest, and one unbroken word.
  for (const note of Object.values(content.notes as Record<string, Json>)) {
    const parts = [
      `# ${longWord(200)}`,
      `| ${longWord(60)} | ${longWord(60)} |\n| --- | --- |\n| ${longWord(60)} | ${longWord(60)} |`,
      `\`\`\`ts\nconst ${longWord(400)} = '${longWord(400)}';\n\`\`\``,
      `> ${longWord(300)}`,
      `- ${longWord(300)}`,
      `${'word '.repeat(2000)}`,
    ].join('\n\n');
    note.body = `${parts}\n\n${longWord(NOTES.limits.body - parts.length - 2)}`;
  }
  const problems = Object.values(inspectUserContent(content).invalid).flat();
  if (problems.length > 0) throw new Error(`The longest content is not valid: ${problems.join('; ')}`);
  return content;
}

/** A message with the longest subject, name, address and text the contact form accepts. */
export function longestFeedback(createdAt: number) {
  return {
    name: longWord(100),
    email: LONG_EMAIL,
    subject: longWord(200),
    message: longWord(5000),
    createdAt,
  };
}
