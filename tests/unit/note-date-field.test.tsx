/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import dayjs from 'dayjs';
import { FieldInput } from '@/components/admin/field-input';
import { emptyValues } from '@/lib/admin/form-values';
import { findSection, type ListSection } from '@/lib/admin/sections';
import { parseAdminDate } from '@/lib/content/admin-date';
import { NOTES } from '@/lib/content/notes-words';

/** A written date format (dd/mm/yyyy, mm/dd/yyyy, yyyy-mm-dd …). */
const FIXED_FORMAT = /\b(?:d{1,2}|m{1,2}|y{2,4})[/.-](?:d{1,2}|m{1,2}|y{2,4})\b/i;

describe('a new note’s date field', () => {
  const section = findSection(NOTES.admin.slug) as ListSection;
  const field = section.fields.find((f) => f.name === 'publishedAt')!;

  function renderField() {
    const { container } = render(
      <FieldInput field={field} defaultValue={emptyValues(section.fields).publishedAt} onValue={() => {}} />,
    );
    const input = container.querySelector('input')!;
    const hint = container.querySelector(`[id="${input.getAttribute('aria-describedby')}"]`);
    return { input, hint: hint?.textContent ?? '' };
  }

  it('is a date picker holding today, the value a picker takes (YYYY-MM-DD)', () => {
    const { input } = renderField();
    expect(input.type).toBe('date');
    expect(input.value).toBe(dayjs().format('YYYY-MM-DD'));
    expect(parseAdminDate(input.value)).toBe(input.value);
  });

  it('has a hint that names no fixed format, since the picker shows the browser’s own', () => {
    const { hint } = renderField();
    expect(hint).toBe(NOTES.admin.dateHint);
    expect(hint).not.toMatch(FIXED_FORMAT);
  });

  it('asks, where a browser has no picker, for the format the form reads', () => {
    const { input } = renderField();
    const placeholder = input.getAttribute('placeholder') ?? '';
    const example = placeholder.replace('dd', '05').replace('mm', '03').replace('yyyy', '2026');
    expect(parseAdminDate(example)).toBe('2026-03-05');
  });
});
