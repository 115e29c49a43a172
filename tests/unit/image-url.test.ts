/**
 * Finding 7 of the security review: an image field accepts exactly what the pages can show, and
 * content an earlier release stored under the looser rule still shows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NextConfig } from 'next';
import loadConfig from '../../next.config';
import { DEMO_USER } from '@/lib/content/demo';
import { LOCAL_IMAGE_DIRS, imageUrlProblem } from '@/lib/content/fields';
import { CONTENT_SCHEMA_VERSION, IMAGE_UNAVAILABLE, canonicalPath, migrateUser } from '@/lib/content/migrations';
import { aboutSchema, projectItemSchema } from '@/lib/content/schemas';
import { contentSecurityPolicy } from '@/lib/security-headers';
import type { Store } from '@/lib/store/types';

const dir = mkdtempSync(path.join(os.tmpdir(), 'image-url-'));
process.env.DATA_DIR = dir;
afterAll(async () => {
  await (globalThis as { __portfolioStore?: Store }).__portfolioStore?.close?.();
  rmSync(dir, { recursive: true, force: true });
});

/** next.config.ts exports the configuration, or a function of the phase returning it. */
const exported: unknown = loadConfig;
const nextConfig = (
  typeof exported === 'function' ? (exported as (phase: string) => NextConfig)('phase-production-server') : exported
) as NextConfig;
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));
const project = {
  image: '/demo/project-1.webp',
  imageAlt: 'A screenshot',
  title: 'T',
  techstack: 'TS',
  gitLink: '',
  demoLink: '',
};
const imageError = (image: string) => {
  const parsed = projectItemSchema.safeParse({ ...project, image });
  return parsed.success ? null : parsed.error.issues.map((i) => i.message).join('; ');
};

describe('image fields accept exactly what renders', () => {
  it.each([
    '/demo/project-1.webp',
    '/media/-OAbc_12xyz',
    '/media/a.b~c-d_e',
    'https://cdn.example.com/a.png',
    'https://cdn.example.com/a%20b.png?w=200#x',
  ])('accepts %s', (image) => {
    expect(imageError(image)).toBeNull();
  });

  it.each([
    ['/%2e%2e/api/admin/export', 'Project image must not contain . or .. segments, plain or encoded (%2e)'],
    ['/demo/%2e%2e/api/admin/export', 'Project image must not contain . or .. segments, plain or encoded (%2e)'],
    ['/media/.%2E/x', 'Project image must not contain . or .. segments, plain or encoded (%2e)'],
    ['/demo/../api/admin/export', 'Project image must not contain . or .. segments, plain or encoded (%2e)'],
    ['/demo/./x.webp', 'Project image must not contain . or .. segments, plain or encoded (%2e)'],
    ['/demo/%2fapi', 'Project image must not contain encoded slashes or backslashes (%2f, %5c)'],
    ['/demo/%5C..%5Capi', 'Project image must not contain encoded slashes or backslashes (%2f, %5c)'],
    ['/demo\\..\\api', 'Project image must not contain backslashes'],
    ['/demo//x.webp', 'Project image must not contain double slashes'],
    ['//evil.example/x.png', 'Project image must not contain double slashes'],
    ['/demo/%zz', 'Project image has a broken %-escape'],
    ['/demo/%00x', 'Project image must not contain encoded control characters'],
    ['/demo/a b.webp', 'Project image may contain only letters, digits, - _ . ~ / and %-escapes'],
    ['/images/x.png', 'Project image must be an uploaded image (/media/…) or a file under /demo/'],
    ['/api/admin/export', 'Project image must be an uploaded image (/media/…) or a file under /demo/'],
    ['/%64emo/x.webp', 'Project image must be an uploaded image (/media/…) or a file under /demo/'],
    ['/media/', 'Project image must be an uploaded image (/media/…) or a file under /demo/'],
    ['/media', 'Project image must be an uploaded image (/media/…) or a file under /demo/'],
    ['/media/x/', 'Project image must be an uploaded image (/media/…) or a file under /demo/'],
    ['http://cdn.example.com/a.png', 'Project image must be an https URL: pages block images loaded over http'],
    ['HTTP://cdn.example.com/a.png', 'Project image must be an https URL: pages block images loaded over http'],
    ['https://user:pw@cdn.example.com/a.png', 'Project image must not contain a user name or password'],
    ['javascript:alert(1)', 'Project image must be an uploaded image or an https URL'],
    ['data:image/png;base64,AAAA', 'Project image must be an uploaded image or an https URL'],
    ['ftp://cdn.example.com/a.png', 'Project image must be an uploaded image or an https URL'],
    ['demo/x.webp', 'Project image must be an uploaded image or an https URL'],
  ])('refuses %s: %s', (image, message) => {
    expect(imageError(image)).toBe(message);
  });

  it('follows the image optimiser and the Content-Security-Policy', () => {
    // Local images render only from the folders next/image serves…
    expect(nextConfig.images?.localPatterns?.map((p) => p.pathname)).toEqual(LOCAL_IMAGE_DIRS.map((d) => `/${d}/**`));
    // …remote ones are shown as they are, which the policy allows over https only.
    const imgSrc = /img-src ([^;]*)/.exec(contentSecurityPolicy({ production: true, firebase: false }))![1].split(' ');
    expect(imgSrc).toContain('https:');
    expect(imgSrc).not.toContain('http:');
    expect(nextConfig.images?.remotePatterns ?? []).toEqual([]);
  });

  it('résumé links may point anywhere on the site, but not through encoded dot segments or slashes', () => {
    const about = (link: string) => aboutSchema.shape.cvfileLinkDark.safeParse(link);
    expect(about('/demo/resume-dark.pdf').success).toBe(true);
    expect(about('https://example.com/cv.pdf').success).toBe(true);
    expect(about('/%2e%2e/api/admin/export').error?.issues[0].message).toBe(
      'Dark résumé file must not contain . or .. segments, plain or encoded (%2e)',
    );
    expect(about('/demo//cv.pdf').error?.issues[0].message).toBe('Dark résumé file must not contain double slashes');
  });
});

describe('content stored under the earlier rule (version 2)', () => {
  function versionTwo() {
    const user = clone({ ...DEMO_USER, schemaVersion: 2 });
    user.home.background = 'http://cdn.example.com/bg.png';
    user.about.avatar = 'https://me:secret@cdn.example.com/me.png';
    user.skillsCubeImg.image1 = '/images/cube.png'; // outside /demo/ and /media/: never rendered
    user.skillsCubeImg.image2 = '/%2e%2e/api/admin/export';
    user.skillsCubeImg.image3 = '/demo/%2e/cube-3.webp'; // resolves into /demo/
    user.about.cvfileLinkDark = '/demo//my-cv-dark.pdf'; // a file of the owner's (the demo's sample résumé becomes '' in version 5)
    user.frontendProjects['demo-frontendProjects-01'].image = 'http://cdn.example.com/p.png';
    user.socialLinks['demo-socialLinks-01'].icon = '/icon.svg';
    return user;
  }

  it('is upgraded to what renders, field by field, leaving the rest as it was', () => {
    const { user, changed } = migrateUser(versionTwo());
    expect(changed).toBe(true);
    const u = user as Record<string, Record<string, Record<string, unknown>>>;
    expect(u.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    expect(u.home.background).toBe('https://cdn.example.com/bg.png');
    expect(u.about.avatar).toBe('https://cdn.example.com/me.png');
    expect(u.skillsCubeImg.image1).toBe(IMAGE_UNAVAILABLE);
    expect(u.skillsCubeImg.image2).toBe(IMAGE_UNAVAILABLE);
    expect(u.skillsCubeImg.image3).toBe('/demo/cube-3.webp');
    expect(u.skillsCubeImg.image4).toBe(DEMO_USER.skillsCubeImg.image4);
    expect(u.about.cvfileLinkDark).toBe('/demo/my-cv-dark.pdf');
    expect(u.frontendProjects['demo-frontendProjects-01'].image).toBe('https://cdn.example.com/p.png');
    expect(u.socialLinks['demo-socialLinks-01'].icon).toBe(IMAGE_UNAVAILABLE);
    expect(imageUrlProblem(IMAGE_UNAVAILABLE)).toBeNull();
    // Values the earlier rule refused too are left for validation to name.
    const invalid = migrateUser({ ...versionTwo(), home: { ...versionTwo().home, banner_img: 'javascript:x' } });
    expect((invalid.user as Record<string, Record<string, unknown>>).home.banner_img).toBe('javascript:x');
  });

  it('resolves paths as a browser does', () => {
    expect(canonicalPath('/demo/%2e%2e/media/x')).toBe('/media/x');
    expect(canonicalPath('/demo//a/./b')).toBe('/demo/a/b');
    expect(canonicalPath('/a%2fb%5cc')).toBe('/a/b/c');
    expect(canonicalPath("/it's (1).pdf")).toBe('/it%27s%20%281%29.pdf');
  });

  it('keeps every public page up: shown upgraded, nothing to repair', async () => {
    const { getData, inspectContent } = await import('@/lib/content/get-data');
    const { ensureHistoryBaseline } = await import('@/lib/content/ready');
    const { getStore } = await import('@/lib/store');
    const store = getStore();
    await store.set('user', versionTwo());
    await ensureHistoryBaseline(store); // its history holds the same values
    const content = await getData('user');
    expect(content.home.background).toBe('https://cdn.example.com/bg.png');
    expect(content.skillsCubeImg.image1).toBe(IMAGE_UNAVAILABLE);
    expect(content.frontendProjects[0].image).toBe('https://cdn.example.com/p.png');
    expect((await inspectContent()).invalid).toEqual({});
  });

  it('content written under today’s rule with an http image is named on the repair page, and the page stays up', async () => {
    const { getData, inspectContent } = await import('@/lib/content/get-data');
    const { getStore } = await import('@/lib/store');
    const store = getStore();
    await store.set('user', { ...clone(DEMO_USER), schemaVersion: CONTENT_SCHEMA_VERSION });
    await store.set('user/home/banner_img', 'http://cdn.example.com/hand-edited.png');
    expect((await inspectContent()).invalid.home).toEqual([
      'user/home/banner_img: Banner image must be an https URL: pages block images loaded over http',
    ]);
    // The baseline revision of the step above holds a valid home: that is what the page shows.
    expect((await getData('user')).home.banner_img).not.toMatch(/^http:/);
  });
});
