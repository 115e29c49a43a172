import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_USER } from '@/lib/content/demo';
import { getDraft, saveDraft } from '@/lib/content/drafts';
import { undoRevision } from '@/lib/content/history';
import { importResumeTranslation } from '@/lib/json-resume/import';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { shapeUserContent } from '@/lib/content/shape';
import { applyTranslation } from '@/lib/content/translations';
import { contentToResume } from '@/lib/json-resume/from-content';
import { resumeToTranslation } from '@/lib/json-resume/to-translation';
import { JSON_RESUME } from '@/lib/json-resume/words';

const content = shapeUserContent(DEMO_USER);
const user = DEMO_USER as unknown as Record<string, unknown>;
/** The site's own résumé, as its export writes it: the file a German one is made from. */
const english = () => contentToResume(content, 'https://example.com');

describe('a JSON Resume in another of the site’s languages', () => {
  it('translates the entries the site has, matched by dates, address or place, and changes nothing else', () => {
    const resume = english();
    resume.basics!.summary = 'Ich baue schnelle, barrierefreie Websites.';
    resume.work![1].position = 'Frontend-Entwicklerin';
    resume.work![1].summary = 'Barrierefreie Dashboards in React gebaut.';
    resume.work![1].highlights = [];
    resume.projects![0].description = 'Gezeitentabellen für Segler.';
    resume.projects![0].highlights = [];
    const current = { about: { status: 'Entwicklerin' } };
    const plan = resumeToTranslation(resume, user, 'de', current);
    expect(plan.notes).toEqual([]);
    const de = plan.next as Record<string, unknown>;
    // The language's earlier text stays; the file's replaces what it gives.
    expect(applyTranslation('about', content.about, de.about).status).toBe('Entwicklerin');
    expect(applyTranslation('home', content.home, de.home).detail).toBe('Ich baue schnelle, barrierefreie Websites.');
    const work = applyTranslation('workTimeline', content.workTimeline, de.workTimeline);
    expect(work[1]).toMatchObject({
      title: 'Frontend-Entwicklerin, Pinecone Labs',
      description: 'Barrierefreie Dashboards in React gebaut.',
      startdate: content.workTimeline[1].startdate,
    });
    const project = content.frontendProjects.find((p) => p.title === resume.projects![0].name)!;
    const projects = applyTranslation('frontendProjects', content.frontendProjects, de.frontendProjects);
    expect(projects.find((p) => p._id === project._id)!.description).toBe('Gezeitentabellen für Segler.');
    // Only the translations change: no new item anywhere.
    expect(Object.keys(de.workTimeline as object)).toEqual(expect.arrayContaining([content.workTimeline[1]._id]));
    expect(Object.keys(de.workTimeline as object).every((id) => content.workTimeline.some((w) => w._id === id))).toBe(
      true,
    );
  });

  it('leaves out, and names, an entry the site has no match for and text the site refuses', () => {
    const resume = english();
    resume.work!.push({ name: 'Neu GmbH', position: 'Leiterin', startDate: '2001-01-01', endDate: '2002-01-01' });
    resume.skills = [{ name: 'Nur eine', keywords: ['Eins'] }];
    resume.projects![0].name = 'x'.repeat(500);
    resume.projects![0].url = 'https://nowhere.example';
    resume.work![0].position = 'y'.repeat(500);
    const plan = resumeToTranslation(resume, user, 'de', {});
    expect(plan.notes).toEqual(
      expect.arrayContaining([
        JSON_RESUME.noMatch(JSON_RESUME.entry('work', resume.work!.length - 1, 'Neu GmbH'), JSON_RESUME.matchByDates),
        JSON_RESUME.countDiffers('skills', 1, content.skills.length),
        JSON_RESUME.refusedText('Work Timeline', 'title'),
      ]),
    );
    expect(plan.notes.some((note) => note.startsWith('projects 1'))).toBe(true);
    expect(plan.keys).not.toContain('skills');
  });

  it('importing a language’s own export changes nothing; a text the same as the default’s is no translation', () => {
    const current = {
      workTimeline: { [content.workTimeline[1]._id]: { title: 'Frontend-Entwicklerin, Pinecone Labs' } },
      home: { detail: 'Ich baue schnelle Websites.' },
    };
    const german = {
      ...content,
      workTimeline: applyTranslation('workTimeline', content.workTimeline, current.workTimeline),
      home: applyTranslation('home', content.home, current.home),
    };
    const plan = resumeToTranslation(contentToResume(german, 'https://example.com'), user, 'de', current);
    expect(plan).toEqual({ next: current, keys: [], notes: [] });
    // The default language's own résumé, imported as German, adds nothing either.
    expect(resumeToTranslation(english(), user, 'de', {}).keys).toEqual([]);
  });

  it('an import sets the translations’ unpublished draft aside (publishing it would write the old text back); Undo brings it back', async () => {
    const store = new EmbeddedStore(fs.mkdtempSync(path.join(os.tmpdir(), 'resume-translation-')));
    try {
      await store.set('user', DEMO_USER);
      const draft = { fr: { about: { status: 'Brouillon' } } };
      await saveDraft(store, 'translations', () => draft);
      const resume = english();
      resume.basics!.summary = 'Ich baue schnelle Websites.';
      const result = await importResumeTranslation(resume, store, 'de', async () => {});
      expect(result).toMatchObject({ ok: true, sections: ['home'] });
      expect(await store.get('user/translations/de/home')).toEqual({ detail: 'Ich baue schnelle Websites.' });
      expect(await getDraft(store, 'translations')).toBeNull();
      await undoRevision(store, (result as { revision: number }).revision);
      expect((await getDraft(store, 'translations'))?.data).toEqual(draft);
      expect(await store.get('user/translations/de')).toBeNull();
    } finally {
      await store.close();
    }
  });
});
