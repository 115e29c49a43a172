import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import en from '@/messages/en.json';
import { CONTACT } from '@/lib/constants';
import { CONTACT_ERRORS } from '@/lib/feedback/contact-words';
import { contactRefusal, parseContactInput } from '@/lib/feedback/input';
import { getWords, languageChoices } from '@/lib/languages/words';
import { localHref, swapPrefix } from '@/lib/languages/paths';

describe('the site’s words in a language', () => {
  it('reads the language’s own file, its base language’s, or English', () => {
    expect(getWords('de')('nav.aboutMe')).toBe('Über mich');
    // No file of its own: its base language's, formatted for the tag itself.
    expect(getWords('de-CH')('nav.aboutMe')).toBe('Über mich');
    expect(getWords('de-CH').locale).toBe('de-CH');
    // A language with no file at all reads English.
    expect(getWords('fi')('nav.aboutMe')).toBe('About Me');
    expect(getWords('fi').locale).toBe('en');
    expect(getWords('en')('contact.emailSent', { firstName: 'Nova' })).toBe('Email Sent to Nova Success');
  });

  it('takes a message the language lacks from English', () => {
    jest.isolateModules(() => {
      jest.doMock('@/messages/de.json', () => {
        const de = jest.requireActual<typeof import('@/messages/de.json')>('@/messages/de.json');
        const { hello: _lacking, ...banner } = de.banner;
        return { ...de, banner };
      });
      const { getWords: fresh } = jest.requireActual<typeof import('@/lib/languages/words')>('@/lib/languages/words');
      expect(fresh('de')('banner.hello')).toBe(en.banner.hello);
      expect(fresh('de')('banner.getInTouch')).toBe('Kontakt aufnehmen');
    });
  });

  it('writes plurals in the language’s forms', () => {
    const ar = getWords('ar');
    const minutes = (n: number) => ar('notes.readingTime', { minutes: n });
    expect(minutes(1)).toBe('دقيقة واحدة للقراءة');
    expect(minutes(2)).toBe('دقيقتان للقراءة');
    expect(minutes(3)).toBe('3 دقائق للقراءة');
    expect(minutes(11)).toBe('11 دقيقة للقراءة');
    expect(getWords('en')('notes.readingTime', { minutes: 4 })).toBe('4 min read');
  });

  it('writes dates in the language, English in the specification’s order', () => {
    const de = getWords('de');
    expect(de.date('2026-03-05', 'dayLong')).toBe('5. März 2026');
    expect(de.date('2022-09-01', 'monthYear')).toBe('Sept. 2022');
    expect(de.date('', 'monthYear', de('dates.present'))).toBe('Heute');
    const english = getWords('en');
    expect(english.date('2026-03-05', 'dayLong')).toBe('5 March 2026');
    expect(english.date('1990-09-05', 'day')).toBe('5 Sep 1990');
    expect(english.date('2022-09-01', 'monthYear')).toBe('Sep 2022');
    expect(english.date('not a date', 'monthYear', 'Present')).toBe('Present');
  });

  it('puts elements where a message’s arguments stand, and rich text in its tags', () => {
    const html = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node));
    const range = getWords('en').nodes('dates.range', {
      start: createElement('b', null, 'A'),
      end: createElement('i', null, 'B'),
    });
    expect(html(range)).toBe('<b>A</b> – <i>B</i>');
    const highlight = (chunks: ReactNode) => createElement('span', null, chunks);
    expect(html(getWords('ar').rich('projects.heading', { hl: highlight }))).toBe('<span>مشاريعي</span>');
    expect(html(getWords('en').rich('about.heading', { hl: highlight }))).toBe('About <span>Me</span>');
  });

  it('names each language in itself, and keeps a page’s language in its links', () => {
    const choices = languageChoices({ default: 'en', published: ['en', 'de', 'ar', 'es'] });
    expect(choices.map(({ prefix, name }) => [prefix, name])).toEqual([
      ['', 'English'],
      ['/de', 'Deutsch'],
      ['/ar', 'العربية'],
      ['/es', 'Español'],
    ]);
    expect(localHref('/de', '/')).toBe('/de');
    expect(localHref('/de', '/?redirect=false')).toBe('/de?redirect=false');
    expect(localHref('/de', '/projects/tidewatch')).toBe('/de/projects/tidewatch');
    expect(localHref('', '/projects')).toBe('/projects');
    expect(swapPrefix('/de/projects', '/de', '')).toBe('/projects');
    expect(swapPrefix('/de', '/de', '/ar')).toBe('/ar');
    expect(swapPrefix('/', '', '/de')).toBe('/de');
    expect(swapPrefix('/notes/a-note', '', '/ar')).toBe('/ar/notes/a-note');
    // A share link's pages exist in every published language.
    expect(swapPrefix('/for/abc', '', '/de')).toBe('/de/for/abc');
    expect(swapPrefix('/de/for/abc/projects/x', '/de', '')).toBe('/for/abc/projects/x');
  });
});

describe('the contact form’s refusals', () => {
  const good = { yourMail: 'ann@example.com', subject: 'Hello', message: 'Hi', from_name: CONTACT.fromName };
  const refusedWith = (body: unknown) => {
    const parsed = parseContactInput(body);
    if (parsed.ok) throw new Error('accepted');
    return contactRefusal(parsed.error, parsed.field);
  };

  it('are each one of the site’s words, with what they name', () => {
    expect(refusedWith({ ...good, yourMail: 'a@b' })).toEqual({ key: 'invalidEmail', values: {}, field: 'fieldEmail' });
    expect(refusedWith({ ...good, subject: 'x'.repeat(201) })).toEqual({
      key: 'tooLong',
      values: { max: 200 },
      field: 'fieldSubject',
    });
    expect(refusedWith({ ...good, subject: 'two\nlines' })).toEqual({ key: 'subjectOneLine' });
    expect(refusedWith({ ...good, message: ' ' })).toMatchObject({ key: 'required', field: 'fieldMessage' });
    expect(refusedWith({ subject: 'a', message: 'b' })).toMatchObject({ key: 'required', field: 'fieldEmail' });
    expect(refusedWith({ ...good, message: 42 })).toMatchObject({ key: 'notText', field: 'fieldMessage' });
    expect(refusedWith({ ...good, message: 'a\u202eb' })).toMatchObject({ key: 'textDirection' });
    expect(refusedWith({ ...good, subject: 'a\u0007b' })).toMatchObject({ key: 'controlChars', field: 'fieldSubject' });
    expect(refusedWith({ ...good, ip: '1.2.3.4' })).toEqual({ key: 'unknownField', values: { field: 'ip' } });
    expect(refusedWith('text')).toEqual({ key: 'malformed' });
    for (const key of ['refused', 'notJson', 'tooLarge', 'storeDown'] as const)
      expect(contactRefusal(CONTACT_ERRORS[key])).toEqual({ key });
    expect(contactRefusal(CONTACT_ERRORS.tooMany(1))).toEqual({ key: 'tooMany', values: { minutes: 1 } });
    expect(contactRefusal(CONTACT_ERRORS.busy(10))).toEqual({ key: 'busy', values: { minutes: 10 } });
    expect(contactRefusal('Something else')).toBeUndefined();
  });

  it('read in German', () => {
    const de = getWords('de');
    expect(de('contactErrors.invalidEmail', { field: de('contactErrors.fieldEmail') })).toMatch(/^E-Mail /);
    expect(de('contactErrors.tooMany', { minutes: 1 })).not.toBe(de('contactErrors.tooMany', { minutes: 2 }));
  });
});
