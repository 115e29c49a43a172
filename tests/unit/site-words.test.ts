import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportContent, importContent } from '@/lib/backup/backup';
import { DEMO_USER } from '@/lib/content/demo';
import { MESSAGE_TOTAL, messageCount, parseSiteWords, SITE_WORDS, usableSiteWords } from '@/lib/content/site-words';
import { getWords, languageMessages } from '@/lib/languages/words';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import en from '@/messages/en.json';

const file = (value: unknown) => JSON.stringify(value);

describe('the site’s words from the owner’s file', () => {
  it('takes any subset of the messages, each formatted as the language’s', () => {
    const parsed = parseSiteWords(
      file({ nav: { aboutMe: 'À propos', skills: '' }, contact: { messageCount: '{count} sur {max}' } }),
    );
    expect(parsed).toEqual({
      ok: true,
      words: { nav: { aboutMe: 'À propos' }, contact: { messageCount: '{count} sur {max}' } },
    });
    const fr = getWords('fr', (parsed as { words: object }).words);
    expect(fr('nav.aboutMe')).toBe('À propos');
    // A message the file leaves out (or empty) keeps English's, for a language the site ships none for.
    expect(fr('nav.skills')).toBe(en.nav.skills);
    expect(fr('contact.messageCount', { count: 3, max: 5000 })).toBe('3 sur 5000');
    // Written as French now: dates and numbers in French.
    expect(fr.locale).toBe('fr');
    expect(fr.english).toBe(false);
    // Over a shipped language's file: the owner's message wins, the file keeps the rest.
    const de = getWords('de', { nav: { aboutMe: 'Wer ich bin' } });
    expect([de('nav.aboutMe'), de('nav.skills')]).toEqual(['Wer ich bin', getWords('de')('nav.skills')]);
    expect(getWords('de')('nav.aboutMe')).toBe('Über mich');
  });

  it('refuses the whole file, naming each message, when one would not work', () => {
    const refused = parseSiteWords(
      file({
        nav: { aboutMe: 'À propos', nope: 'x', home: 42 },
        contact: { messageCount: '{total} sur {max}', send: 'Envoyer {' },
        banner: { hello: `${'x'.repeat(SITE_WORDS.maxMessage + 1)}` },
        a11y: { skipToContent: '<b>Aller</b>' },
        // Would format the text of a date as a date: the page would show the message's key.
        dates: { range: '{start, date} – {end}' },
      }),
    );
    expect(refused.ok).toBe(false);
    const errors = (refused as { errors: string[] }).errors.join('\n');
    for (const part of [
      '“nav.nope”',
      '“nav.home” must be text',
      '{total}',
      '“contact.send” is not a valid',
      '“banner.hello” is longer',
      'formats {start} as a date',
      '<b>',
    ])
      expect(errors).toContain(part);
    expect(parseSiteWords('{ nav: ').ok).toBe(false);
    expect(parseSiteWords('[]')).toEqual({ ok: false, errors: [SITE_WORDS.notObject] });
    expect(parseSiteWords(file({ nav: { home: ' ' } }))).toEqual({ ok: false, errors: [SITE_WORDS.empty] });
    expect(parseSiteWords(' '.repeat(SITE_WORDS.maxBytes + 1))).toEqual({
      ok: false,
      errors: [SITE_WORDS.tooLarge(SITE_WORDS.maxBytes)],
    });
  });

  it('the downloaded file is every message, and uploaded again it is taken whole', () => {
    const whole = languageMessages('de');
    expect(messageCount(whole)).toBe(MESSAGE_TOTAL);
    expect(parseSiteWords(file(whole))).toEqual({ ok: true, words: whole });
    // Stored words a hand edit broke: the usable ones are used, the others left out.
    expect(usableSiteWords({ nav: { aboutMe: 'À propos', home: 7 }, nope: 'x' })).toEqual({
      nav: { aboutMe: 'À propos' },
    });
    expect(usableSiteWords('x')).toBeUndefined();
  });

  it('backups carry them, as the other translations', async () => {
    const store = new EmbeddedStore(fs.mkdtempSync(path.join(os.tmpdir(), 'site-words-')));
    try {
      const translations = { fr: { siteWords: { nav: { aboutMe: 'À propos', nope: 'x' } } } };
      expect(await importContent({ user: { ...DEMO_USER, translations } }, store)).toMatchObject({ ok: true });
      const { user } = await exportContent(store);
      expect((user as { translations: unknown }).translations).toEqual({
        fr: { siteWords: { nav: { aboutMe: 'À propos' } } },
      });
    } finally {
      await store.close();
    }
  });
});
