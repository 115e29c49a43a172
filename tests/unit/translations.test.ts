import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportBackup, exportContent, importContent } from '@/lib/backup/backup';
import { getDraft, saveDraft } from '@/lib/content/drafts';
import { FileMediaStore } from '@/lib/media/file-media-store';
import { DEMO_USER } from '@/lib/content/demo';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { shapeUserContent } from '@/lib/content/shape';
import {
  applyTranslation,
  formName,
  imageName,
  missingCount,
  parseTranslationForm,
  TRANSLATED_KEYS,
  translatableFields,
  translationRows,
} from '@/lib/content/translations';

const content = shapeUserContent(DEMO_USER);

describe('the owner’s text in another language', () => {
  it('translates the words a visitor reads, not addresses, dates, colours or the languages themselves', () => {
    const about = translatableFields('about').map((field) => field.name);
    expect(about).toEqual(expect.arrayContaining(['status', 'avatarAlt']));
    for (const name of ['email', 'phoneNumber', 'cvweblink', 'dob', 'freeLancing']) expect(about).not.toContain(name);
    expect(translatableFields('home').map((field) => field.name)).toContain('taglines');
    expect(translatableFields('notes').map((field) => field.name)).not.toContain('customSlug');
    expect(TRANSLATED_KEYS).not.toContain('siteLanguages');
  });

  it('shows each translated field and falls back to the default language’s text for the others', () => {
    const about = applyTranslation('about', content.about, { status: 'Entwicklerin', fullName: '' });
    expect(about.status).toBe('Entwicklerin');
    expect(about.fullName).toBe(content.about.fullName);
    const [first, second] = content.workTimeline;
    const work = applyTranslation('workTimeline', content.workTimeline, {
      [first._id]: { title: 'Leitende Entwicklerin' },
      'no-such-item': { title: 'ignored' },
    });
    expect(work[0]).toEqual({ ...first, title: 'Leitende Entwicklerin' });
    expect(work[1]).toEqual(second);
    expect(work).toHaveLength(content.workTimeline.length);
    // Stored text its field would refuse (too long, not text) is left out, not shown.
    expect(applyTranslation('about', content.about, { status: 'x'.repeat(5000), address: 42 })).toEqual(content.about);
    // Nothing stored, or something that is no translation: the default's.
    expect(applyTranslation('about', content.about, null)).toBe(content.about);
    expect(applyTranslation('home', content.home, { taglines: ['Baut Dinge', 'Schreibt'] }).taglines).toEqual([
      'Baut Dinge',
      'Schreibt',
    ]);
  });

  it('stores what a form sends all or nothing, naming each field it refuses, and counts what is missing', () => {
    const rows = translationRows('workTimeline', content.workTimeline, null);
    const total = rows.reduce((n, row) => n + row.fields.filter((f) => f.source.trim() !== '').length, 0);
    expect(missingCount(rows)).toBe(total);
    const [first, second] = content.workTimeline;
    const sent: Record<string, string> = {
      [formName(first._id, 'title')]: '  Leitende Entwicklerin  ',
      [formName(second._id, 'title')]: '',
    };
    const ok = parseTranslationForm('workTimeline', rows, (name) => sent[name] ?? '');
    expect(ok).toEqual({ ok: true, overlay: { [first._id]: { title: 'Leitende Entwicklerin' } } });
    const refused = parseTranslationForm('workTimeline', rows, (name) =>
      name === formName(second._id, 'title') ? 'x'.repeat(1000) : (sent[name] ?? ''),
    );
    expect(refused.ok).toBe(false);
    expect(Object.keys((refused as { fieldErrors: object }).fieldErrors)).toEqual([formName(second._id, 'title')]);
    const translated = translationRows('workTimeline', content.workTimeline, (ok as { overlay: object }).overlay);
    expect(missingCount(translated)).toBe(total - 1);
    // Lines: one per line, blank lines dropped.
    const home = translationRows('home', content.home, null);
    expect(parseTranslationForm('home', home, (name) => (name === 'taglines' ? 'Eins\n\n Zwei ' : ''))).toEqual({
      ok: true,
      overlay: { taglines: ['Eins', 'Zwei'] },
    });
  });
});

describe('a gallery’s alt texts in another language', () => {
  const project = content.frontendProjects.find((p) => p.gallery.length >= 2)!;
  const [one, two] = project.gallery;
  const translate = (raw: unknown) =>
    applyTranslation('frontendProjects', content.frontendProjects, { [project._id]: { gallery: raw } }).find(
      (p) => p._id === project._id,
    )!.gallery;

  it('each alt text stays on its image, whatever its place; an image without one keeps the default’s', () => {
    expect(translate([{ image: two.image, alt: 'Zweites Bild' }])).toEqual(
      project.gallery.map((image) => (image === two ? { ...two, alt: 'Zweites Bild' } : image)),
    );
    // Stored for an image no longer there, or refused by the alt text's rules: left out.
    expect(translate([{ image: '/media/gone.webp', alt: 'Weg' }, { image: one.image, alt: '' }, 'x'])).toEqual(
      project.gallery,
    );
  });

  it('a form has a field per image; it stores each text by its image and refuses one for an image that moved', () => {
    const row = translationRows('frontendProjects', content.frontendProjects, null).find((r) => r.id === project._id)!;
    const fields = row.fields.filter((field) => field.image);
    expect(fields.map((field) => [field.label, field.source])).toEqual(
      project.gallery.map((image, i) => [`Gallery image ${i + 1} alt text`, image.alt]),
    );
    const second = formName(project._id, fields[1].name);
    const sent: Record<string, string> = {
      [second]: ' Zweites Bild ',
      [imageName(second)]: two.image,
      [imageName(formName(project._id, fields[0].name))]: one.image,
    };
    const rows = translationRows('frontendProjects', content.frontendProjects, null);
    expect(parseTranslationForm('frontendProjects', rows, (name) => sent[name] ?? '')).toEqual({
      ok: true,
      overlay: { [project._id]: { gallery: [{ image: two.image, alt: 'Zweites Bild' }] } },
    });
    const moved = parseTranslationForm('frontendProjects', rows, (name) =>
      name === imageName(second) ? one.image : (sent[name] ?? ''),
    );
    expect(moved.ok).toBe(false);
    expect((moved as { fieldErrors: Record<string, string> }).fieldErrors[second]).toMatch(/gallery changed/);
    const long = parseTranslationForm('frontendProjects', rows, (name) =>
      name === second ? 'x'.repeat(300) : (sent[name] ?? ''),
    );
    expect((long as { fieldErrors: Record<string, string> }).fieldErrors[second]).toMatch(/Gallery image 2 alt text/);
  });
});

describe('backups carry the translations', () => {
  it('restores each language’s usable text, and leaves out (and names) what is not', async () => {
    const store = new EmbeddedStore(fs.mkdtempSync(path.join(os.tmpdir(), 'translations-')));
    try {
      const [firstId] = Object.keys(DEMO_USER.workTimeline);
      const translations = {
        de: {
          about: { status: 'Entwicklerin', address: 'x'.repeat(5000) },
          workTimeline: { [firstId]: { title: 'Leitende Entwicklerin' }, 'no-such-item': { title: 'weg' } },
        },
        'not a tag': { about: { status: 'nope' } },
      };
      const result = await importContent({ user: { ...DEMO_USER, translations } }, store);
      expect(result).toMatchObject({ ok: true, sections: 13 });
      expect((result as { notes?: string[] }).notes?.join(' ')).toMatch(/left out/i);
      const { user } = await exportContent(store);
      expect((user as { translations: unknown }).translations).toEqual({
        de: { about: { status: 'Entwicklerin' }, workTimeline: { [firstId]: { title: 'Leitende Entwicklerin' } } },
      });
    } finally {
      await store.close();
    }
  });

  it('a backup with a translations draft restores it', async () => {
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'translations-draft-')));
    const [from, to] = dirs.map((dir) => new EmbeddedStore(dir));
    try {
      await from.set('user', DEMO_USER);
      const draft = { de: { about: { status: 'Entwurf' } } };
      expect(await saveDraft(from, 'translations', () => draft)).toMatchObject({ committed: true });
      const backup = JSON.parse(
        JSON.stringify(await exportBackup(from, new FileMediaStore(path.join(dirs[0], 'media'), from))),
      );
      expect(await importContent(backup, to, new FileMediaStore(path.join(dirs[1], 'media'), to))).toMatchObject({
        ok: true,
      });
      expect((await getDraft(to, 'translations'))?.data).toEqual(draft);
    } finally {
      await Promise.all([from.close(), to.close()]);
    }
  });
});
