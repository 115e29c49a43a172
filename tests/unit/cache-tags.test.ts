import { LIST_KEYS, SINGLETON_KEYS, type UserContent } from '@/lib/content/schemas';

/** The tags of the cached calls made, in order: what Next.js would add to the render. */
const tagged: string[] = [];
jest.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, _keys: string[], options: { tags: string[] }) => async () => {
    tagged.push(...options.tags);
    return fn();
  },
}));

const { sectionTag, sectionTagsSettled, tagSectionReads } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@/lib/content/cache-tags') as typeof import('@/lib/content/cache-tags');

const ALL = [...SINGLETON_KEYS, ...LIST_KEYS];
const content = () => Object.fromEntries(ALL.map((key) => [key, { key }])) as unknown as UserContent;

const runtime = process.env.NEXT_RUNTIME;
beforeEach(() => {
  tagged.length = 0;
  process.env.NEXT_RUNTIME = 'nodejs';
});
afterAll(() => {
  if (runtime === undefined) delete process.env.NEXT_RUNTIME;
  else process.env.NEXT_RUNTIME = runtime;
});

describe('section reads tag the render', () => {
  it('tags exactly the sections read, each once, and hands out the content unchanged', async () => {
    const tracked = tagSectionReads(content());
    expect(tracked.skills).toEqual({ key: 'skills' });
    void tracked.skills;
    const { about } = tracked;
    expect(about).toEqual({ key: 'about' });
    await sectionTagsSettled(tracked);
    expect(tagged).toEqual([sectionTag('skills'), sectionTag('about')]);
  });

  it('tags every section when the whole content is spread or serialised', async () => {
    const spread = tagSectionReads(content());
    expect({ ...spread }).toEqual(content());
    await sectionTagsSettled(spread);
    expect([...tagged].sort()).toEqual(ALL.map(sectionTag).sort());

    tagged.length = 0;
    const serialised = tagSectionReads(content());
    expect(JSON.parse(JSON.stringify(serialised))).toEqual(content());
    await sectionTagsSettled(serialised);
    expect([...tagged].sort()).toEqual(ALL.map(sectionTag).sort());
  });

  it('tags nothing outside Next.js, where nothing is cached', async () => {
    delete process.env.NEXT_RUNTIME;
    const tracked = tagSectionReads(content());
    void tracked.home;
    await sectionTagsSettled(tracked);
    expect(tagged).toEqual([]);
  });
});
