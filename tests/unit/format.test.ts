import { formatAdminDate, formatPublicDate, hasLink, firstName, isRemoteImage } from '@/lib/format';
import { resumeLinks } from '@/lib/resume';

describe('dates', () => {
  it('formats public dates as MMM yyyy', () => {
    expect(formatPublicDate('2022-03-01')).toBe('Mar 2022');
    expect(formatPublicDate('2014-12-31')).toBe('Dec 2014');
  });
  it('shows Present for an empty end date', () => {
    expect(formatPublicDate('')).toBe('Present');
    expect(formatPublicDate(undefined)).toBe('Present');
  });
  it('formats admin dates as dd/MM/yyyy', () => {
    expect(formatAdminDate('2022-03-05')).toBe('05/03/2022');
    expect(formatAdminDate('')).toBe('');
  });
});

describe('links and names', () => {
  it('shows a link only when it is non-empty', () => {
    expect(hasLink('https://x.example')).toBe(true);
    expect(hasLink('')).toBe(false);
    expect(hasLink('   ')).toBe(false);
    expect(hasLink(undefined)).toBe(false);
  });
  it('takes the first name', () => {
    expect(firstName('Nova Reyes')).toBe('Nova');
    expect(firstName('  Ada  ')).toBe('Ada');
  });
  it('tells remote images from local ones', () => {
    expect(isRemoteImage('https://cdn.example/x.png')).toBe(true);
    expect(isRemoteImage('/demo/x.webp')).toBe(false);
  });
});

const LABELS = { dark: 'Download résumé (dark)', light: 'Download résumé (light)' };

describe('resume parity', () => {
  it('offers dark first on an even number and light first on an odd one', () => {
    expect(resumeLinks('/d.pdf', '/l.pdf', LABELS, 4).map((l) => l.href)).toEqual(['/d.pdf', '/l.pdf']);
    expect(resumeLinks('/d.pdf', '/l.pdf', LABELS, 7).map((l) => l.href)).toEqual(['/l.pdf', '/d.pdf']);
  });
});
