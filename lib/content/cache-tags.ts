import 'server-only';
import { unstable_cache } from 'next/cache';
import type { SectionKey, UserContent } from './schemas';
import { SECTION_KEYS } from './shape';

/** The cache tag of a section: every cached page, image or file built from the section carries it. */
export const sectionTag = (key: SectionKey): string => `content:${key}`;

/**
 * A cached constant per section whose only job is its tag: calling it during a render adds the
 * tag to what the render produces (Next.js collects the tags of every cached call a static
 * render makes). Its value is never used; the content itself is read from the store.
 */
const TAGGERS = Object.fromEntries(
  SECTION_KEYS.map((key) => [
    key,
    unstable_cache(async () => key, ['content-section', key], { tags: [sectionTag(key)] }),
  ]),
) as Record<SectionKey, () => Promise<SectionKey>>;

function tagRender(key: SectionKey): Promise<void> {
  // Outside Next.js (unit tests, command-line scripts) nothing is cached, so there is nothing to tag.
  if (!process.env.NEXT_RUNTIME) return Promise.resolve();
  return TAGGERS[key]().then(
    () => undefined,
    (error: unknown) => console.error(`Could not tag the render with ${sectionTag(key)}:`, error),
  );
}

/** Per tracked content: its tagging so far. */
const TAGGING = new WeakMap<object, Promise<void>[]>();

const SECTIONS: ReadonlySet<string> = new Set(SECTION_KEYS);

/**
 * `content` as its readers see it, except that reading a section tags the render with that
 * section: a page carries the tags of exactly the sections it shows (spreading or serialising
 * the whole content reads, and tags, them all).
 */
export function tagSectionReads(content: UserContent): UserContent {
  const tagged = new Set<SectionKey>();
  const tagging: Promise<void>[] = [];
  const tracked = new Proxy(content, {
    get(target, property, receiver) {
      if (typeof property === 'string' && SECTIONS.has(property) && !tagged.has(property as SectionKey)) {
        tagged.add(property as SectionKey);
        tagging.push(tagRender(property as SectionKey));
      }
      return Reflect.get(target, property, receiver);
    },
  });
  TAGGING.set(tracked, tagging);
  return tracked;
}

/**
 * Resolves once the sections of `content` read so far have tagged the response. A page render
 * outlasts its tagging by far; a route handler, whose tags are taken as soon as it returns,
 * awaits this before it answers.
 */
export async function sectionTagsSettled(content: UserContent): Promise<void> {
  await Promise.all(TAGGING.get(content) ?? []);
}
