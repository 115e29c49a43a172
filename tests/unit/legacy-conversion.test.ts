import { z } from 'zod';
import { CONTENT_SECTIONS, type ContentSection } from '@/lib/content/sections';
import { imageUrl, isoDate, text } from '@/lib/content/fields';
import { convertLegacyContent, isLegacyContent, LEGACY_DEFAULTS, legacyPlan } from '@/lib/content/legacy';
import { filledByMigration, migrateUser } from '@/lib/content/migrations';
import { LIST_KEYS, LIST_SCHEMAS, SINGLETON_KEYS, SINGLETON_SCHEMAS, type SectionKey } from '@/lib/content/schemas';

const NOW = 1_700_000_000_000;
beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

const img = (name: string) => ({ url: `https://images.example.com/${name}` });

/** Every feature of the original product's shape (spec §3), including its loose corners. */
function originalSample(): Record<string, unknown> {
  return {
    home: {
      background: img('bg.jpg'),
      banner_img: img('banner.png'),
      detail: 'I build web apps.',
      quote: 'Keep it simple.',
    },
    about: {
      avatar: img('me.jpg'),
      fullName: 'Sam Carter',
      dob: '21/07/1995',
      address: 'Porto, Portugal',
      email: 'sam@example.com',
      phoneNumber: 351220000000,
      status: 'Open to work',
      cvfileLinkDark: 'https://files.example.com/cv-dark.pdf',
      cvfileLinkLight: 'https://files.example.com/cv-light.pdf',
      cvweblink: 'https://sam.example.com/cv',
      notInTheSchema: 'dropped',
    },
    skillsCubeImg: Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`image${n}`, img(`cube${n}.png`)])),
    languagesKnown: [
      { _id: 'lang1', name: 'English' },
      { _id: 'lang2', name: 'French' },
    ],
    skills: { 's-b': { name: 'React', order: 2 }, 's-a': { name: 'Node.js', order: 1 } },
    educationTimeline: [
      { _id: 'edu1', title: 'BSc', description: 'Computer science', startdate: '2013-09-01', enddate: '30/06/2016' },
      { _id: 'edu2', title: 'MSc', description: 'Software', startdate: '2016-09-01T00:00:00.000Z', enddate: null },
    ],
    workTimeline: [
      null,
      { _id: 'work1', title: 'Developer', description: 'Web apps', startdate: '1/7/2016', enddate: '' },
      { _id: 'work2', title: 'Lead', description: 'Teams', startdate: '2019-01-01' },
    ],
    frontendProjects: [
      {
        _id: 'fp1',
        image: img('p1.png'),
        title: 'Shop',
        techstack: 'React',
        gitLink: 'https://github.com/sam/shop',
        demoLink: '',
      },
      { _id: 'fp2', image: '/media/local.webp', title: 'Blog', techstack: 'Next.js', gitLink: null },
    ],
    fullstackProjects: [],
    backendProjects: [{ _id: 'bp1', image: img('p2.png'), title: 'API', techstack: 'Node', gitLink: '', demoLink: '' }],
    socialLinks: [
      { _id: 'gh', name: 'GitHub', link: 'https://github.com/sam', icon: img('gh.svg'), color: '#222222' },
      { _id: 'in', name: 'LinkedIn', link: 'https://linkedin.com/in/sam', icon: img('in.svg') },
    ],
    feedbacks: [
      { _id: 'fb1', name: 'Ana', email: 'ana@example.com', message: 'Nice site!' },
      { _id: 'fb2', email: 'bo@example.com', subject: 'Hi', message: 'Hello', createdAt: 5 },
    ],
  };
}

describe('convertLegacyContent', () => {
  // Every value the original shape held converts as it always has. Fields it did not have are
  // whatever their schema says (checked below, derived from the schemas), so adding a field to a
  // schema changes nothing here.
  it('converts the original shape exactly as it always has', () => {
    expect(convertLegacyContent(originalSample())).toMatchObject({
      user: {
        home: {
          background: 'https://images.example.com/bg.jpg',
          banner_img: 'https://images.example.com/banner.png',
          detail: 'I build web apps.',
          quote: 'Keep it simple.',
          taglines: ['Software Developer'],
        },
        about: {
          avatar: 'https://images.example.com/me.jpg',
          fullName: 'Sam Carter',
          dob: '1995-07-21',
          address: 'Porto, Portugal',
          email: 'sam@example.com',
          phoneNumber: '351220000000',
          status: 'Open to work',
          freeLancing: 'Available',
          cvfileLinkDark: 'https://files.example.com/cv-dark.pdf',
          cvfileLinkLight: 'https://files.example.com/cv-light.pdf',
          cvweblink: 'https://sam.example.com/cv',
        },
        skillsCubeImg: {
          image1: 'https://images.example.com/cube1.png',
          image2: 'https://images.example.com/cube2.png',
          image3: 'https://images.example.com/cube3.png',
          image4: 'https://images.example.com/cube4.png',
          image5: 'https://images.example.com/cube5.png',
          image6: 'https://images.example.com/cube6.png',
        },
        languagesKnown: { lang1: { name: 'English', order: 1 }, lang2: { name: 'French', order: 2 } },
        skills: { 's-b': { name: 'React', order: 2 }, 's-a': { name: 'Node.js', order: 1 } },
        educationTimeline: {
          edu1: {
            title: 'BSc',
            description: 'Computer science',
            startdate: '2013-09-01',
            enddate: '2016-06-30',
            order: 1,
          },
          edu2: { title: 'MSc', description: 'Software', startdate: '2016-09-01', enddate: '', order: 2 },
        },
        workTimeline: {
          work1: { title: 'Developer', description: 'Web apps', startdate: '2016-07-01', enddate: '', order: 1 },
          work2: { title: 'Lead', description: 'Teams', startdate: '2019-01-01', enddate: '', order: 2 },
        },
        frontendProjects: {
          fp1: {
            image: 'https://images.example.com/p1.png',
            title: 'Shop',
            techstack: 'React',
            gitLink: 'https://github.com/sam/shop',
            demoLink: '',
            order: 1,
          },
          fp2: { image: '/media/local.webp', title: 'Blog', techstack: 'Next.js', gitLink: '', demoLink: '', order: 2 },
        },
        fullstackProjects: {},
        backendProjects: {
          bp1: {
            image: 'https://images.example.com/p2.png',
            title: 'API',
            techstack: 'Node',
            gitLink: '',
            demoLink: '',
            order: 1,
          },
        },
        socialLinks: {
          gh: {
            name: 'GitHub',
            link: 'https://github.com/sam',
            icon: 'https://images.example.com/gh.svg',
            color: '#222222',
            order: 1,
          },
          in: {
            name: 'LinkedIn',
            link: 'https://linkedin.com/in/sam',
            icon: 'https://images.example.com/in.svg',
            color: '#ffffff',
            order: 2,
          },
        },
      },
      feedbacks: {
        fb1: {
          name: 'Ana',
          email: 'ana@example.com',
          subject: 'Message from the previous site',
          message: 'Nice site!',
          createdAt: NOW,
        },
        fb2: { name: '', email: 'bo@example.com', subject: 'Hi', message: 'Hello', createdAt: 5 },
      },
      notes: [
        'home/taglines: not in the original data; set to "Software Developer"',
        'about/freeLancing: not in the original data; set to "Available"',
        'user/socialLinks/in/color: not in the original data; set to #ffffff',
        'feedbacks: 2 message(s) moved out of the public content into the private inbox',
      ],
      problems: [],
    });
  });

  it('keeps the key order of today (singletons in schema order, then the lists)', () => {
    const { user } = convertLegacyContent(originalSample());
    // Every list the first release had (notes and the site's languages came later).
    expect(Object.keys(user)).toEqual([
      ...SINGLETON_KEYS,
      ...LIST_KEYS.filter((key) => key !== 'notes' && key !== 'siteLanguages'),
    ]);
  });

  it('keeps values it cannot convert, so validation names them, and reports lists that are not lists', () => {
    const source = originalSample();
    source.home = { background: { href: 'x' }, taglines: null };
    source.about = { dob: 'sometime in 1995', phoneNumber: '+351 22', freeLancing: 'Not Available' };
    source.skills = 'React';
    source.languagesKnown = ['English'];
    delete source.skillsCubeImg;
    delete source.feedbacks;
    const result = convertLegacyContent(source);
    expect(result.user.home).toMatchObject({
      background: { href: 'x' },
      banner_img: undefined,
      detail: undefined,
      quote: undefined,
      taglines: [LEGACY_DEFAULTS.tagline],
    });
    expect(result.user.about).toMatchObject({
      dob: 'sometime in 1995',
      phoneNumber: '+351 22',
      freeLancing: 'Not Available',
      avatar: undefined,
    });
    expect(result.user.skillsCubeImg).toEqual(
      Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`image${n}`, undefined])),
    );
    expect('skills' in result.user).toBe(false);
    expect(result.user.languagesKnown).toEqual({});
    expect(result.problems).toEqual(['user/languagesKnown/1: must be an object', 'user/skills: must be a list']);
    // A null tagline list is filled without a note; only an absent field is "not in the original data".
    expect(result.notes).toEqual(['user/socialLinks/in/color: not in the original data; set to #ffffff']);
  });
});

describe('isLegacyContent', () => {
  it('recognises each feature of the original shape', () => {
    expect(isLegacyContent(originalSample())).toBe(true);
    expect(isLegacyContent({ feedbacks: {} })).toBe(true);
    expect(isLegacyContent({ home: { banner_img: img('b.png') } })).toBe(true);
    expect(isLegacyContent({ skillsCubeImg: { image4: img('c.png') } })).toBe(true);
    expect(isLegacyContent({ skills: [] })).toBe(true);
    expect(isLegacyContent({ skills: { a: { _id: 'a', name: 'x' } } })).toBe(true);
    expect(isLegacyContent({ frontendProjects: { a: { image: img('p.png') } } })).toBe(true);
    expect(isLegacyContent({ socialLinks: { a: { icon: img('i.png') } } })).toBe(true);
  });

  it('is false for the stored shape and for anything that is not an object', () => {
    expect(isLegacyContent(convertLegacyContent(originalSample()).user)).toBe(false);
    expect(isLegacyContent({ home: { background: '/demo/bg.webp' }, skills: { a: { name: 'x', order: 1 } } })).toBe(
      false,
    );
    expect(isLegacyContent(null)).toBe(false);
    expect(isLegacyContent([])).toBe(false);
    expect(isLegacyContent('user')).toBe(false);
  });
});

describe('fields are derived from the schemas and the registry', () => {
  const fieldsOf = (schema: z.ZodType) => Object.keys((schema as z.ZodObject).shape);

  it('gives every section every field its schema declares, in schema order, but those a migration fills', () => {
    const { user } = convertLegacyContent(originalSample());
    const declared = (key: SectionKey, schema: z.ZodType) =>
      fieldsOf(schema).filter((name) => !filledByMigration(key, name));
    for (const key of SINGLETON_KEYS)
      expect(Object.keys(user[key] as object)).toEqual(declared(key, SINGLETON_SCHEMAS[key]));
    for (const key of LIST_KEYS) {
      for (const item of Object.values((user[key] ?? {}) as Record<string, object>)) {
        expect(Object.keys(item)).toEqual([...declared(key, LIST_SCHEMAS[key]), 'order']);
      }
    }
    // The alt texts are left to the version 3 → 4 migration, which every import runs.
    expect(filledByMigration('about', 'avatarAlt')).toBe(true);
    const upgraded = migrateUser(user).user as Record<string, Record<string, unknown>>;
    expect(upgraded.about.avatarAlt).toBe('Photo of Sam Carter');
  });

  /** The real schemas and registry with fields added, as a developer would add them. */
  function withAddedFields() {
    const schemas = {
      ...SINGLETON_SCHEMAS,
      ...LIST_SCHEMAS,
      home: SINGLETON_SCHEMAS.home.extend({ logo: imageUrl('Logo'), subtitle: text('Subtitle', 80).default('') }),
      // A refined object: zod 4 keeps the refinement, safeExtend keeps it valid to extend.
      workTimeline: LIST_SCHEMAS.workTimeline.safeExtend({ hired: isoDate('Hired on'), city: text('City') }),
    };
    const added: Record<string, ContentSection['fields']> = {
      home: [
        { name: 'logo', label: 'Logo', kind: 'image' },
        { name: 'subtitle', label: 'Subtitle', kind: 'text', optional: true },
      ],
      workTimeline: [
        { name: 'hired', label: 'Hired on', kind: 'date' },
        { name: 'city', label: 'City', kind: 'text' },
      ],
    };
    const sections = CONTENT_SECTIONS.map((s) => (added[s.key] ? { ...s, fields: [...s.fields, ...added[s.key]] } : s));
    return { schemas, plan: legacyPlan(schemas, sections) };
  }

  it('converts a field added to a schema and the registry with no change to the conversion', () => {
    const { schemas, plan } = withAddedFields();
    const source = originalSample();
    Object.assign(source.home as object, { logo: img('logo.svg') });
    (source.workTimeline as Record<string, unknown>[])[1].hired = '02/07/2016';
    (source.workTimeline as Record<string, unknown>[])[1].city = 'Porto';
    const { user, notes, problems } = convertLegacyContent(source, plan);

    expect(user.home).toMatchObject({ logo: 'https://images.example.com/logo.svg', subtitle: '' });
    expect((user.workTimeline as Record<string, object>).work1).toMatchObject({
      startdate: '2016-07-01',
      hired: '2016-07-02',
      city: 'Porto',
    });
    // Checked as an import checks it: after the content migrations (which fill in the alt texts).
    expect(schemas.home.safeParse((migrateUser(user).user as typeof user).home).success).toBe(true);
    // Everything else is exactly what the real conversion gives.
    const today = convertLegacyContent(originalSample());
    expect({ ...(user.home as object), logo: undefined, subtitle: undefined }).toEqual(today.user.home);
    expect(notes).toEqual(today.notes);
    expect(problems).toEqual(today.problems);
  });

  it('finds the fields of a schema wrapped in a transform, nullable or optional', () => {
    const schemas = {
      ...SINGLETON_SCHEMAS,
      ...LIST_SCHEMAS,
      home: SINGLETON_SCHEMAS.home.transform((home) => home),
      about: SINGLETON_SCHEMAS.about.nullable().optional(),
    };
    expect(convertLegacyContent(originalSample(), legacyPlan(schemas, CONTENT_SECTIONS))).toStrictEqual(
      convertLegacyContent(originalSample()),
    );
  });

  it('recognises an added image field in the original {url} shape', () => {
    const { plan } = withAddedFields();
    expect(isLegacyContent({ home: { logo: img('logo.svg') } }, plan)).toBe(true);
    expect(isLegacyContent({ home: { logo: img('logo.svg') } })).toBe(false);
  });

  it('fills a missing field from its schema default, whatever the section', () => {
    const { plan } = withAddedFields();
    const source = originalSample();
    (source.home as Record<string, unknown>).subtitle = null;
    expect(convertLegacyContent(source, plan).user.home).toMatchObject({ subtitle: '' });
    // No default: a missing value stays missing (the field is still there), so validation names it.
    const work1 = (convertLegacyContent(source, plan).user.workTimeline as Record<string, Record<string, unknown>>)
      .work1;
    expect(Object.keys(work1)).toContain('hired');
    expect(work1.hired).toBeUndefined();
  });
});
