/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EditorForm } from '@/components/admin/editor-form';
import type { ActionState } from '@/lib/admin/action-state';
import { toFormValues } from '@/lib/admin/form-values';
import { findSection, type Section } from '@/lib/admin/sections';
import { BUTTON_LABELS } from '@/lib/constants';
import { DRAFTS } from '@/lib/content/drafts-words';
import { DEMO_USER } from '@/lib/content/demo';
import { SAVE_SAFETY } from '@/lib/save-safety/text';

// React resets a form after its action: what was typed must survive a failed save and a refused
// one, and the next save must say which stored version it is based on.
const section = findSection('home-details') as Section;
const loaded = toFormValues(section.fields, DEMO_USER.home);
const field = (label: string) => screen.getByLabelText<HTMLTextAreaElement>(label, { exact: true });

async function submit() {
  await act(async () => {
    screen.getByRole('button', { name: BUTTON_LABELS.update }).closest('form')!.requestSubmit();
  });
}

function editor(action: (previous: ActionState, formData: FormData) => Promise<ActionState>) {
  return <EditorForm section={section} loaded={loaded} version="v1" action={action} mode="update" afterSave="keep" />;
}

test('a save the store could not make keeps every typed field and says why', async () => {
  const bases: unknown[] = [];
  render(
    editor(async (_previous, formData) => {
      bases.push(formData.get('_base'));
      return { error: SAVE_SAFETY.diskFull };
    }),
  );
  fireEvent.change(field('Quote'), { target: { value: 'Typed before the disk filled up' } });
  await submit();
  expect(field('Quote').value).toBe('Typed before the disk filled up');
  expect(screen.getByRole('alert')).toHaveTextContent(SAVE_SAFETY.diskFull);
  expect(bases).toEqual(['v1']);
});

test('a refused save keeps the text, shows the other change, and the next save is based on it', async () => {
  const bases: unknown[] = [];
  const at = new Date(2025, 0, 2, 14, 2).getTime();
  let answer: ActionState = {
    error: 'conflict',
    version: 'v2',
    conflict: { at, values: { ...loaded, quote: 'Saved in the other tab' } },
  };
  render(
    editor(async (_previous, formData) => {
      bases.push(formData.get('_base'));
      return answer;
    }),
  );
  fireEvent.change(field('Quote'), { target: { value: 'My quote' } });
  await submit();
  expect(field('Quote').value).toBe('My quote');
  expect(screen.getByText(SAVE_SAFETY.conflict('14:02'))).toBeInTheDocument();
  const theirs = screen.getByRole('region', { name: SAVE_SAFETY.theirsTitle });
  expect(theirs).toHaveTextContent('Saved in the other tab');
  answer = { ok: true, at: Date.now(), version: 'v3' };
  await submit();
  expect(bases).toEqual(['v1', 'v2']);
  expect(field('Quote').value).toBe('My quote');
});

test('a draft save says which stored draft it is based on; refused, it keeps the text and the next is based on the stored one', async () => {
  const sent: { draftBase: unknown; base: unknown }[] = [];
  const at = new Date(2025, 0, 2, 9, 5).getTime();
  let answer: ActionState = {
    error: 'conflict',
    draftVersion: 'd2',
    conflict: { at, values: { ...loaded, quote: 'Drafted in the other tab' } },
  };
  render(
    <EditorForm
      section={section}
      loaded={loaded}
      version="v1"
      draftVersion="d1"
      action={async () => ({ error: 'not this one' })}
      draftAction={async (_previous, formData) => {
        sent.push({ draftBase: formData.get('_draftBase'), base: formData.get('_base') });
        return answer;
      }}
      mode="update"
      afterSave="keep"
    />,
  );
  const saveDraft = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: DRAFTS.labels.saveDraft }));
    });
  };
  fireEvent.change(field('Quote'), { target: { value: 'My draft quote' } });
  await saveDraft();
  expect(field('Quote').value).toBe('My draft quote');
  expect(screen.getByText(SAVE_SAFETY.conflict('09:05'))).toBeInTheDocument();
  expect(screen.getByRole('region', { name: SAVE_SAFETY.theirsTitle })).toHaveTextContent('Drafted in the other tab');
  answer = { ok: true, at: Date.now(), draftVersion: 'd3' };
  await saveDraft();
  await saveDraft();
  expect(sent).toEqual([
    { draftBase: 'd1', base: 'v1' },
    { draftBase: 'd2', base: 'v1' },
    { draftBase: 'd3', base: 'v1' },
  ]);
  expect(field('Quote').value).toBe('My draft quote');
});
