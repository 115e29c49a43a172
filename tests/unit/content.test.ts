import fs from 'node:fs';
import os from 'node:os';
import pathMod from 'node:path';
import { exportContent, importContent } from '@/lib/backup/backup';
import { DEMO_USER } from '@/lib/content/demo';
import { CONTENT_SCHEMA_VERSION } from '@/lib/content/migrations';
import { ContentError, shapeUserContent } from '@/lib/content/shape';
import {
  LIST_KEYS,
  projectItemSchema,
  socialLinkItemSchema,
  timelineItemSchema,
  aboutSchema,
} from '@/lib/content/schemas';
import { EmbeddedStore } from '@/lib/store/embedded-store';
import { normalizeValue, presentValue } from '@/lib/store/rules';

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

/** The demo as the store hands it back (arrays stored as index maps, etc.). */
const stored = () => presentValue(normalizeValue(clone(DEMO_USER)));

describe('shapeUserContent', () => {
  it('accepts the demo content and orders every list by its order field', () => {
    const content = shapeUserContent(stored());
    expect(content.about.fullName).toBe('Nova Reyes');
    expect(content.home.taglines.length).toBeGreaterThan(0);
    for (const key of LIST_KEYS) {
      expect(Array.isArray(content[key])).toBe(true);
      expect(content[key].length).toBeGreaterThan(0);
      for (const item of content[key]) expect(typeof item._id).toBe('string');
    }
    expect(content.skills.map((s) => s.name).slice(0, 2)).toEqual(['TypeScript', 'React']);
  });

  it('sorts by order, not by key', () => {
    const raw = stored() as Record<string, Record<string, unknown>>;
    raw.skills = { zzz: { name: 'First', order: 1 }, aaa: { name: 'Second', order: 2 } };
    expect(shapeUserContent(raw).skills).toEqual([
      { _id: 'zzz', name: 'First' },
      { _id: 'aaa', name: 'Second' },
    ]);
  });

  it('treats a missing list as empty', () => {
    const raw = stored() as Record<string, unknown>;
    delete raw.backendProjects;
    expect(shapeUserContent(raw).backendProjects).toEqual([]);
  });

  it('names each invalid field with its full path', () => {
    const raw = stored() as Record<string, Record<string, Record<string, unknown>>>;
    raw.about.email = 'not-an-email' as never;
    raw.skills['demo-skills-01'].name = '';
    let error: ContentError | undefined;
    try {
      shapeUserContent(raw);
    } catch (e) {
      error = e as ContentError;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect(error!.message).toContain('user/about/email: Email must be a valid email address');
    expect(error!.message).toContain('user/skills/demo-skills-01/name: Name is required');
  });

  it('refuses content that is not an object', () => {
    expect(() => shapeUserContent(null)).toThrow('user: content is missing or not an object');
    expect(() => shapeUserContent('x')).toThrow(ContentError);
  });
});

describe('field rules', () => {
  const project = { image: '/demo/p.webp', imageAlt: 'A', title: 'T', techstack: 'S', gitLink: '', demoLink: '' };

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://x.example', '//evil.example', 'vbscript:x'])(
    'refuses the link %s',
    (link) => {
      expect(projectItemSchema.safeParse({ ...project, gitLink: link }).success).toBe(false);
      expect(socialLinkItemSchema.safeParse({ name: 'n', link, icon: '/demo/i.png', color: '#fff' }).success).toBe(
        false,
      );
    },
  );

  it('accepts http(s) links, empty optional links and mailto for social links', () => {
    expect(
      projectItemSchema.safeParse({ ...project, gitLink: 'https://github.com/x', demoLink: 'http://a.example' })
        .success,
    ).toBe(true);
    expect(projectItemSchema.parse(project).gitLink).toBe('');
    expect(
      socialLinkItemSchema.safeParse({
        name: 'Mail',
        link: 'mailto:a@b.example',
        icon: '/demo/i.png',
        iconAlt: 'Envelope',
        color: '#fea600',
      }).success,
    ).toBe(true);
  });

  it('refuses image paths that escape the site or use other schemes', () => {
    for (const image of [
      '../etc/passwd',
      '/demo/../../x',
      'javascript:1',
      'data:image/png;base64,AAAA',
      '//cdn.example/x.png',
    ]) {
      expect(projectItemSchema.safeParse({ ...project, image }).success).toBe(false);
    }
    expect(projectItemSchema.safeParse({ ...project, image: 'https://cdn.example/x.png' }).success).toBe(true);
  });

  it('checks timeline dates are real and in order; empty end date is allowed', () => {
    const base = { title: 't', description: 'd', startdate: '2020-01-01' };
    expect(timelineItemSchema.safeParse({ ...base, enddate: '' }).success).toBe(true);
    expect(timelineItemSchema.safeParse({ ...base }).success).toBe(true);
    expect(timelineItemSchema.safeParse({ ...base, enddate: '2019-12-31' }).success).toBe(false);
    expect(timelineItemSchema.safeParse({ ...base, startdate: '2020-02-30' }).success).toBe(false);
  });

  it('limits freelancing to the two spec options', () => {
    const about = clone(DEMO_USER.about);
    expect(aboutSchema.safeParse({ ...about, freeLancing: 'Not Available' }).success).toBe(true);
    expect(aboutSchema.safeParse({ ...about, freeLancing: 'Maybe' }).success).toBe(false);
  });

  it('refuses control characters in text', () => {
    expect(projectItemSchema.safeParse({ ...project, title: 'a\u0007b' }).success).toBe(false);
  });
});

describe('backup', () => {
  it('exports the demo owner the site shows while nothing is stored, and that backup imports', async () => {
    const store = new EmbeddedStore(fs.mkdtempSync(pathMod.join(os.tmpdir(), 'backup-')));
    const exported = await exportContent(store);
    // The backup says which shape it holds, so a later release can upgrade it on import.
    expect(exported).toEqual({ user: { ...DEMO_USER, schemaVersion: CONTENT_SCHEMA_VERSION } });
    expect(await store.get('user')).toBeNull(); // exporting writes nothing
    expect(await importContent(exported, store)).toEqual({ ok: true, sections: 13, parts: ['content'] });
  });

  it('round-trips the content and refuses an invalid file without changing anything', async () => {
    const store = new EmbeddedStore(fs.mkdtempSync(pathMod.join(os.tmpdir(), 'backup-')));
    expect(await importContent({ user: DEMO_USER }, store)).toEqual({ ok: true, sections: 13, parts: ['content'] });
    const exported = await exportContent(store);
    expect(shapeUserContent(exported.user).about.fullName).toBe('Nova Reyes');

    const broken = clone(exported) as { user: Record<string, Record<string, unknown>> };
    broken.user.about.email = 'nope';
    broken.user.home.detail = '';
    const result = await importContent(broken, store);
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        expect.stringContaining('user/about/email'),
        expect.stringContaining('user/home/detail'),
      ]),
    });
    expect(await exportContent(store)).toEqual(exported);
    expect((await importContent([1, 2], store)).ok).toBe(false);
    expect((await importContent({ user: { 'bad.key': 1 } }, store)).ok).toBe(false);
  });
});
