import { summarizeChange } from '@/lib/admin/history-diff';

/** What a draft or a revision changed, in the few words the dashboard, editor and History show. */
describe('change summaries', () => {
  const home = { detail: 'd', quote: 'q', taglines: ['a', 'b', 'c'] };

  it('names the fields a singleton change touched, counting the lines of a one-per-line field', () => {
    expect(summarizeChange('home', home, { ...home, quote: 'q2', taglines: ['a1', 'b1', 'c'] })).toBe(
      'quote, 2 taglines changed',
    );
    expect(summarizeChange('home', home, { ...home, taglines: ['a', 'b', 'c', 'd'] })).toBe('1 tagline changed');
    expect(summarizeChange('home', null, home)).toBe('detail, quote, 3 taglines changed');
    expect(summarizeChange('home', home, { ...home })).toBe('no visible change');
  });

  it('counts the items a list change added, removed and changed, and says when the order moved', () => {
    const a = { name: 'A', order: 0 };
    const b = { name: 'B', order: 1 };
    const c = { name: 'C', order: 2 };
    expect(summarizeChange('skills', { a, b }, { a, b, c })).toBe('1 item added');
    expect(summarizeChange('skills', { a, b, c }, { a })).toBe('2 items removed');
    expect(summarizeChange('skills', { a, b }, { a: { ...a, name: 'A2' }, b, c })).toBe('1 item added, 1 item changed');
    expect(summarizeChange('skills', { a, b }, { a: { ...a, order: 1 }, b: { ...b, order: 0 } })).toBe('order changed');
    expect(summarizeChange('skills', { a }, { a })).toBe('no visible change');
  });
});
