import { parseAdminDate } from '@/lib/content/admin-date';
import { credentialsInput, describeIssues, fieldErrorsOf, contentInput, sectionInput } from '@/lib/admin/form-input';
import { emptyValues, toFormValues } from '@/lib/admin/form-values';
import { SECTIONS, findSection, type ListSection, type SingletonSection } from '@/lib/admin/sections';
import { LIST_KEYS, SINGLETON_KEYS } from '@/lib/content/schemas';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.append(k, v);
  return data;
};

describe('sections registry', () => {
  it('has one editor per slug and covers every content section exactly once', () => {
    expect(new Set(SECTIONS.map((s) => s.slug)).size).toBe(SECTIONS.length);
    const keys = SECTIONS.flatMap((s) => (s.kind === 'credentials' ? [] : [s.key]));
    expect([...keys].sort()).toEqual([...LIST_KEYS, ...SINGLETON_KEYS].sort());
  });

  it('names every field of each content schema', () => {
    const about = findSection('about-details') as SingletonSection;
    expect(about.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'avatar',
        'avatarAlt',
        'fullName',
        'dob',
        'freeLancing',
        'cvfileLinkDark',
        'cvfileLinkLight',
        'cvweblink',
      ]),
    );
    expect(about.fields.find((f) => f.name === 'freeLancing')?.options).toEqual(['Available', 'Not Available']);
    expect((findSection('skill-images') as SingletonSection).fields.filter((f) => f.kind === 'image')).toHaveLength(6);
    expect((findSection('social-link') as ListSection).fields.map((f) => f.name)).toEqual([
      'name',
      'link',
      'icon',
      'iconAlt',
      'color',
    ]);
  });
});

describe('admin dates', () => {
  it('reads dd/mm/yyyy into YYYY-MM-DD and refuses impossible dates', () => {
    expect(parseAdminDate('01/03/2022')).toBe('2022-03-01');
    expect(parseAdminDate('1/3/2022')).toBe('2022-03-01');
    expect(parseAdminDate('  ')).toBe('');
    expect(parseAdminDate('31/02/2022')).toBeNull();
    // What a date picker sends.
    expect(parseAdminDate('2022-03-01')).toBe('2022-03-01');
    expect(parseAdminDate('2022-02-31')).toBeNull();
    expect(parseAdminDate('2022-3-1')).toBeNull();
    expect(parseAdminDate('03/13/2022')).toBeNull();
  });
});

describe('editor input', () => {
  const timeline = findSection('work-timeline') as ListSection;
  const home = findSection('home-details') as SingletonSection;

  it('validates list items with the content schema after converting dates', () => {
    const ok = contentInput(timeline).safeParse(
      form({ title: ' Dev ', description: 'Work', startdate: '01/03/2022', enddate: '' }),
    );
    expect(ok.success && ok.data).toEqual({ title: 'Dev', description: 'Work', startdate: '2022-03-01', enddate: '' });

    const bad = contentInput(timeline).safeParse(
      form({ title: 'Dev', description: 'Work', startdate: '31/02/2022', enddate: '' }),
    );
    expect(!bad.success && describeIssues(bad.error)).toBe('Start date must be a real date written as dd/mm/yyyy');

    const order = contentInput(timeline).safeParse(
      form({ title: 'Dev', description: 'W', startdate: '01/03/2022', enddate: '01/01/2020' }),
    );
    expect(!order.success && describeIssues(order.error)).toBe('End date must not be before the start date');
  });

  it('refuses links with schemes other than http(s) / mailto and reports each problem', () => {
    const social = findSection('social-link') as ListSection;
    for (const link of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.example', 'vbscript:x']) {
      const result = contentInput(social).safeParse(
        form({ name: 'X', link, icon: '/demo/icon-mail.png', iconAlt: 'Envelope', color: '#fff' }),
      );
      expect(!result.success && describeIssues(result.error)).toBe('Link must be an http(s) or mailto: link');
    }
    expect(
      contentInput(social).safeParse(
        form({ name: 'X', link: 'mailto:a@b.co', icon: 'https://x.example/i.png', iconAlt: 'Envelope', color: '#fff' }),
      ).success,
    ).toBe(true);
    const many = contentInput(social).safeParse(
      form({ name: '', link: 'javascript:x', icon: 'data:image/png;base64,AA', iconAlt: ' ', color: 'red' }),
    );
    expect(!many.success && describeIssues(many.error).split('\n')).toHaveLength(5);
    expect(!many.success && describeIssues(many.error)).toContain('Icon alt text is required');
  });

  it('turns one-per-line taglines into a list, dropping blank lines', () => {
    const values = {
      background: '/demo/background.webp',
      backgroundAlt: 'Gradient',
      banner_img: '/demo/banner.webp',
      banner_imgAlt: 'Portrait',
      detail: 'D',
      quote: 'Q',
      taglines: ' One \n\n Two \r\n',
    };
    const parsed = contentInput(home).safeParse(form(values));
    expect(parsed.success && parsed.data.taglines).toEqual(['One', 'Two']);
    expect(contentInput(home).safeParse(form({ ...values, taglines: '\n' })).success).toBe(false);
  });

  it('names each wrong field by its name, an unreadable date together with the other problems', () => {
    const bad = contentInput(timeline).safeParse(
      form({ title: '', description: 'Work', startdate: '31/02/2022', enddate: 'soon' }),
    );
    expect(!bad.success && fieldErrorsOf(bad.error)).toEqual({
      title: 'Title is required',
      startdate: 'Start date must be a real date written as dd/mm/yyyy',
      enddate: 'End date must be a real date written as dd/mm/yyyy',
    });
    const taglines = contentInput(home).safeParse(form({ taglines: 'x'.repeat(81) }));
    expect(!taglines.success && fieldErrorsOf(taglines.error).taglines).toBe('Tagline must be at most 80 characters');
  });

  it('gives every section its parser, login details included', () => {
    const credentials = findSection('login-details')!;
    const refused = sectionInput(credentials).safeParse(
      form({ currentPassword: '', username: 'owner', newPassword: 'long-enough-1', confirmPassword: 'other' }),
    );
    expect(!refused.success && fieldErrorsOf(refused.error)).toEqual({
      currentPassword: 'Current password is required',
      confirmPassword: 'The repeated password does not match',
    });
  });

  it('refuses anything but a form submission', () => {
    expect(contentInput(timeline).safeParse({ title: 'x' }).success).toBe(false);
  });

  it('shows stored values the way the editor takes them', () => {
    expect(
      toFormValues(timeline.fields, { title: 'T', description: 'D', startdate: '2022-03-01', enddate: '' }),
    ).toEqual({
      title: 'T',
      description: 'D',
      startdate: '2022-03-01',
      enddate: '',
    });
    expect(toFormValues(home.fields, { taglines: ['a', 'b'] }).taglines).toBe('a\nb');
    expect(emptyValues((findSection('about-details') as SingletonSection).fields).freeLancing).toBe('Available');
  });

  it('credentials need the current password, a valid username, a long new password typed twice', () => {
    const good = {
      currentPassword: 'old',
      username: 'owner',
      newPassword: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    };
    expect(credentialsInput.safeParse(form(good)).success).toBe(true);
    const cases: [Partial<typeof good>, string][] = [
      [{ currentPassword: '' }, 'Current password is required'],
      [{ username: 'a b' }, 'New username may contain letters, digits and . _ @ - only'],
      [{ newPassword: 'short', confirmPassword: 'short' }, 'New password must be at least 10 characters'],
      [{ confirmPassword: 'different-one' }, 'The repeated password does not match'],
    ];
    for (const [change, message] of cases) {
      const result = credentialsInput.safeParse(form({ ...good, ...change }));
      expect(!result.success && describeIssues(result.error)).toBe(message);
    }
  });
});
