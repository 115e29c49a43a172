import { readdirSync } from 'node:fs';
import path from 'node:path';
import { directionOf, languageOfPrefix, prefixOf, SITE_PATHS, siteLanguages } from '@/lib/languages/model';

describe('the site’s languages', () => {
  it('is English alone when the store holds none, or holds a list it cannot use', () => {
    const englishAlone = { default: 'en', published: ['en'] };
    expect(siteLanguages(undefined)).toEqual(englishAlone);
    expect(siteLanguages([])).toEqual(englishAlone);
    expect(siteLanguages([{ tag: 'not a tag', published: true }])).toEqual(englishAlone);
    // A language whose prefix is an address of the site would be hidden behind it (`for` is ISO 639-3).
    expect(
      siteLanguages([
        { tag: 'en', published: true },
        { tag: 'for', published: true },
      ]),
    ).toEqual(englishAlone);
    // Not in canonical form, or twice.
    expect(
      siteLanguages([
        { tag: 'en', published: true },
        { tag: 'de-ch', published: true },
      ]),
    ).toEqual(englishAlone);
    expect(
      siteLanguages([
        { tag: 'de', published: true },
        { tag: 'de', published: false },
      ]),
    ).toEqual(englishAlone);
    // A variant or an extension: its prefix would not have a language's shape (next.config.ts).
    for (const tag of ['de-1996', 'en-u-ca-buddhist', 'sl-rozaj'])
      expect([
        tag,
        siteLanguages([
          { tag: 'en', published: true },
          { tag, published: true },
        ]),
      ]).toEqual([tag, englishAlone]);
    expect(
      siteLanguages([
        { tag: 'en', published: true },
        { tag: 'zh-Hant-TW', published: true },
        { tag: 'es-419', published: true },
      ]).published,
    ).toEqual(['en', 'zh-Hant-TW', 'es-419']);
  });

  it('knows every first path segment the site answers, so that no language hides one', () => {
    const root = path.join(__dirname, '../..');
    // Route folders and files of app/ (route groups and the languages' tree opened), public/'s files.
    const segments = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (entry.isDirectory() && /^\(.*\)$|^\[lang\]$/.test(entry.name)) return segments(path.join(dir, entry.name));
        if (entry.isDirectory()) return /^[[_]|^fonts$/.test(entry.name) ? [] : [entry.name];
        const route = /^(robots|sitemap)\.ts$/.exec(entry.name);
        if (route) return [route[1] === 'robots' ? 'robots.txt' : 'sitemap.xml'];
        return /\.(ico|svg|png|txt|xml|webmanifest)$/.test(entry.name) ? [entry.name] : [];
      });
    const used = new Set([...segments(path.join(root, 'app')), ...readdirSync(path.join(root, 'public')), '_next']);
    expect([...used].sort()).toEqual([...SITE_PATHS].sort());
  });

  it('serves the first language unprefixed and the other published ones under their prefix', () => {
    const languages = siteLanguages([
      { tag: 'de', published: false },
      { tag: 'en', published: true },
      { tag: 'pt-BR', published: true },
      { tag: 'es', published: false },
    ]);
    // The first is the default, published or not: the site always has its addresses.
    expect(languages).toEqual({ default: 'de', published: ['de', 'en', 'pt-BR'] });
    expect(prefixOf('pt-BR')).toBe('pt-br');
    expect(languageOfPrefix(languages, 'pt-br')).toBe('pt-BR');
    expect(languageOfPrefix(languages, 'en')).toBe('en');
    // The default has no prefix of its own; an unpublished or unknown one names nothing.
    expect(languageOfPrefix(languages, 'de')).toBeUndefined();
    expect(languageOfPrefix(languages, 'es')).toBeUndefined();
    expect(languageOfPrefix(languages, 'xx')).toBeUndefined();
  });

  it('writes right to left the languages whose script is', () => {
    for (const tag of ['ar', 'he', 'fa', 'ur', 'az-Arab', 'dv']) expect([tag, directionOf(tag)]).toEqual([tag, 'rtl']);
    for (const tag of ['en', 'de', 'es', 'az', 'zh-Hant', 'sr-Cyrl'])
      expect([tag, directionOf(tag)]).toEqual([tag, 'ltr']);
  });
});
