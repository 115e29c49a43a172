/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { EditorForm } from '@/components/admin/editor-form';
import { toFormValues, type FormValues } from '@/lib/admin/form-values';
import { findSection, type Section } from '@/lib/admin/sections';

// The page's refresh after a save (new stored values for the form) can arrive after the owner has
// begun typing again: what was typed since the save stays; every other field shows the new values.
const section = findSection('home-details') as Section;
const values = (quote: string, detail: string): FormValues =>
  toFormValues(section.fields, { quote, detail, name: 'Nova', tagline: ['A'] });
const save = jest.fn(async () => ({ ok: true as const, at: Date.now() }));

function editor(loaded: FormValues, subject?: string) {
  return (
    <EditorForm section={section} loaded={loaded} action={save} mode="update" afterSave="keep" subject={subject} />
  );
}

const field = (label: string) => screen.getByLabelText<HTMLTextAreaElement>(label, { exact: true });

test('new stored values keep the fields typed in since, and show the rest', () => {
  const view = render(editor(values('Published quote', 'Old detail')));
  fireEvent.change(field('Quote'), { target: { value: 'Typed after the save' } });
  view.rerender(editor(values('Draft quote', 'New detail')));
  expect(field('Quote').value).toBe('Typed after the save');
  expect(field('Detail').value).toBe('New detail');
});

test('with nothing typed, the new stored values are shown in full', () => {
  const view = render(editor(values('Published quote', 'Old detail')));
  view.rerender(editor(values('Draft quote', 'New detail')));
  expect(field('Quote').value).toBe('Draft quote');
  expect(field('Detail').value).toBe('New detail');
});

test('another subject (list item) starts over from its own values', () => {
  const view = render(editor(values('First item', 'First detail'), 'a'));
  fireEvent.change(field('Quote'), { target: { value: 'Typed for the first' } });
  view.rerender(editor(values('Second item', 'Second detail'), 'b'));
  expect(field('Quote').value).toBe('Second item');
  expect(field('Detail').value).toBe('Second detail');
});
