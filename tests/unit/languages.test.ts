import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SITE_PATHS, siteLanguageItemSchema } from '@/lib/content/language-tag';
import { directionOf, languageOfPrefix, prefixOf, siteLanguages } from '@/lib/languages/model';

describe('the site’s languages', () => {
  const item = (tag: string, visibility: 'Published' | 'Hidden' = 'Published') => ({ tag, visibility });
  const englishAlone = { default: 'en', published: ['en'] };

  it('is English alone when the list is empty or absent (content of an earlier release)', () => {
    expect(siteLanguages(undefined)).toEqual(englishAlone);
    expect(siteLanguages([])).toEqual(englishAlone);
  });

  it('refuses a tag that is no language, is not canonical, has a variant, or is an address of the site', () => {
    const problem = (tag: string) => siteLanguageItemSchema.safeParse(item(tag)).error?.issues[0]?.message;
    expect(problem('not a tag')).toMatch(/must be a BCP 47 language tag/);
    expect(problem('pt-br')).toMatch(/canonical form/);
    for (const tag of ['de-1996', 'en-u-ca-buddhist', 'sl-rozaj'])
      expect([tag, problem(tag)]).toEqual([tag, expect.stringMatching(/without variants/)]);
    // `for` is ISO 639-3 too: its pages would be hidden behind the share links' /for.
    expect(problem('for')).toMatch(/address the site already uses/);
    for (const tag of ['en', 'de', 'pt-BR', 'zh-Hant-TW', 'es-419', 'ar'])
      expect([tag, problem(tag)]).toEqual([tag, undefined]);
    // The site leaves out what it cannot use, and counts a language listed twice once.
    expect(siteLanguages([item('not a tag'), item('de'), item('ar'), item('de', 'Hidden')])).toEqual({
      default: 'de',
      published: ['de', 'ar'],
    });
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
    const languages = siteLanguages([item('de', 'Hidden'), item('en'), item('pt-BR'), item('es', 'Hidden')]);
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
