import { EmbeddedStore } from '@/lib/store/embedded-store';

/**
 * Writes the site's languages (Settings → Site Languages, `user/siteLanguages`) into the store of
 * `dataDir`, as the admin stores a list: `[tag, visibility]` in order, the first the default.
 */
export async function setSiteLanguages(dataDir: string, languages: readonly [string, 'Published' | 'Hidden'][]) {
  const store = new EmbeddedStore(dataDir);
  try {
    await store.set(
      'user/siteLanguages',
      Object.fromEntries(
        languages.map(([tag, visibility], index) => [`lang${index + 1}`, { tag, visibility, order: index + 1 }]),
      ),
    );
  } finally {
    await store.close();
  }
}
