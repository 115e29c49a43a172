/**
 * @jest-environment jsdom
 */
/**
 * About with a voice (issue 40): the owner's bio and "currently" line above the details, both
 * optional, plain text; the date of birth shown only when set. Content of the release before
 * (no bio, no currently line, a date of birth) reads as it was.
 */
import { render, screen, within } from '@testing-library/react';
import { About } from '@/components/sections/about';
import { DEMO_USER } from '@/lib/content/demo';
import { migrateUser } from '@/lib/content/migrations';
import { aboutSchema, BIO_MAX } from '@/lib/content/schemas';
import { shapeUserContent } from '@/lib/content/shape';
import { getWords } from '@/lib/languages/words';

const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const words = getWords('en');
const demo = () => shapeUserContent(migrateUser(clone(DEMO_USER)).user).about;

test('the demo shows its bio as paragraphs, its currently line, and no date of birth', () => {
  const about = demo();
  render(<About about={about} words={words} />);
  const section = screen.getByRole('region', { name: /About/ });
  const paragraphs = about.bio.split('\n\n');
  expect(paragraphs).toHaveLength(3);
  for (const paragraph of paragraphs) expect(within(section).getByText(paragraph)).toBeTruthy();
  expect(within(section).getByText(about.currently, { exact: false }).textContent).toBe(`Currently ${about.currently}`);
  expect(within(section).queryByText('Date of birth')).toBeNull();
  expect(within(section).getByText('Full name')).toBeTruthy();
});

test('a date of birth that is set is shown; bio and currently left empty leave nothing behind', () => {
  const about = { ...demo(), dob: '1990-01-02', bio: '', currently: '' };
  const { container } = render(<About about={about} words={words} />);
  expect(screen.getByText('Date of birth')).toBeTruthy();
  expect(screen.getByText('2 Jan 1990')).toBeTruthy();
  expect(container.querySelector('.voice')).toBeNull();
});

test('markup in the bio and the currently line is text, never HTML', () => {
  const about = { ...demo(), bio: '<img src=x onerror=alert(1)>\n\n<b>two</b>', currently: '<script>x</script>' };
  const { container } = render(<About about={about} words={words} />);
  expect(container.querySelector('img[src="x"], b, script')).toBeNull();
  expect(screen.getByText('<b>two</b>')).toBeTruthy();
});

test('the fields are checked: the bio has a limit, the currently line is one line, a date must be real', () => {
  const base = demo();
  expect(aboutSchema.safeParse({ ...base, bio: 'x'.repeat(BIO_MAX) }).success).toBe(true);
  expect(aboutSchema.safeParse({ ...base, bio: 'x'.repeat(BIO_MAX + 1) }).success).toBe(false);
  expect(aboutSchema.safeParse({ ...base, currently: 'one\ntwo' }).success).toBe(false);
  expect(aboutSchema.safeParse({ ...base, dob: '' }).success).toBe(true);
  expect(aboutSchema.safeParse({ ...base, dob: '1990-02-30' }).success).toBe(false);
});

test('About as the release before stored it (no bio, no currently line, a date of birth) reads as it was', () => {
  const stored = clone(DEMO_USER) as unknown as { about: Record<string, unknown> };
  delete stored.about.bio;
  delete stored.about.currently;
  stored.about.dob = '1996-04-18';
  const about = shapeUserContent(migrateUser(stored).user).about;
  expect(about).toMatchObject({ bio: '', currently: '', dob: '1996-04-18', fullName: 'Nova Reyes' });
});

test('a copy kept from before the bio existed (served in an outage, not parsed again) still renders', () => {
  const kept = { ...demo() } as Partial<ReturnType<typeof demo>>;
  delete kept.bio;
  delete kept.currently;
  render(<About about={kept as ReturnType<typeof demo>} words={words} />);
  expect(screen.getByText('Full name')).toBeTruthy();
  expect(screen.queryByText('Currently')).toBeNull();
});
