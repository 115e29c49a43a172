/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EditorForm } from '@/components/admin/editor-form';
import type { ActionState } from '@/lib/admin/action-state';
import { toFormValues, type FormValues } from '@/lib/admin/form-values';
import { findSection, type Section } from '@/lib/admin/sections';
import { BUTTON_LABELS } from '@/lib/constants';
import { DEMO_USER } from '@/lib/content/demo';

// The page's new stored values (its refresh after a save) can arrive before, with or after the
// save's answer, and the owner may have typed again meanwhile: what was typed since stays, every
// other field shows what is stored, and nothing is taken for an unsaved change.
const section = findSection('home-details') as Section;
const values = (home: Partial<typeof DEMO_USER.home>): FormValues =>
  toFormValues(section.fields, { ...DEMO_USER.home, ...home });

type Save = (previous: ActionState, formData: FormData) => Promise<ActionState>;
const saved: Save = async () => ({ ok: true, at: Date.now() });

function editor(loaded: FormValues, action: Save = saved, subject?: string) {
  return (
    <EditorForm section={section} loaded={loaded} action={action} mode="update" afterSave="keep" subject={subject} />
  );
}

const field = (label: string) => screen.getByLabelText<HTMLTextAreaElement>(label, { exact: true });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** Submits the form and lets the action (and React's answer to it) run. */
async function submit() {
  await act(async () => {
    screen.getByRole('button', { name: BUTTON_LABELS.update }).closest('form')!.requestSubmit();
  });
}

/** Whether leaving the page now would ask about unsaved changes (the browser's beforeunload). */
function asksBeforeLeaving(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function deferred() {
  let resolve: (value: ActionState) => void = () => undefined;
  const promise = new Promise<ActionState>((r) => (resolve = r));
  return { promise, resolve };
}

test('new stored values keep the fields typed in since, and show the rest', () => {
  const view = render(editor(values({ quote: 'Published quote', detail: 'Old detail' })));
  type('Quote', 'Typed after the save');
  view.rerender(editor(values({ quote: 'Draft quote', detail: 'New detail' })));
  expect(field('Quote').value).toBe('Typed after the save');
  expect(field('Detail').value).toBe('New detail');
});

test('with nothing typed, the new stored values are shown in full', () => {
  const view = render(editor(values({ quote: 'Published quote', detail: 'Old detail' })));
  view.rerender(editor(values({ quote: 'Draft quote', detail: 'New detail' })));
  expect(field('Quote').value).toBe('Draft quote');
  expect(field('Detail').value).toBe('New detail');
});

test('another subject (list item) starts over from its own values', () => {
  const view = render(editor(values({ quote: 'First item', detail: 'First detail' }), saved, 'a'));
  type('Quote', 'Typed for the first');
  view.rerender(editor(values({ quote: 'Second item', detail: 'Second detail' }), saved, 'b'));
  expect(field('Quote').value).toBe('Second item');
  expect(field('Detail').value).toBe('Second detail');
});

test('the answer, then the page with what the server stored (tidied): the stored values show', async () => {
  const view = render(editor(values({ taglines: ['One', 'Two'] })));
  type('Taglines', '  New  \n\nOne\nTwo');
  await submit();
  expect(screen.getByRole('button', { name: BUTTON_LABELS.updated })).toBeTruthy();
  view.rerender(editor(values({ taglines: ['New', 'One', 'Two'] })));
  expect(field('Taglines').value).toBe('New\nOne\nTwo');
  expect(asksBeforeLeaving()).toBe(false);
});

test('the page with what the server stored, then the answer: the stored values show', async () => {
  const answer = deferred();
  const action: Save = () => answer.promise;
  const view = render(editor(values({ taglines: ['One', 'Two'] }), action));
  type('Taglines', '  New  \n\nOne\nTwo');
  await submit();
  view.rerender(editor(values({ taglines: ['New', 'One', 'Two'] }), action));
  await act(async () => answer.resolve({ ok: true, at: Date.now() }));
  expect(screen.getByRole('button', { name: BUTTON_LABELS.updated })).toBeTruthy();
  expect(field('Taglines').value).toBe('New\nOne\nTwo');
  expect(asksBeforeLeaving()).toBe(false);
});

test('what is typed while the save is on its way stays after its answer', async () => {
  const answer = deferred();
  const action: Save = () => answer.promise;
  render(editor(values({ quote: 'Published quote' }), action));
  type('Quote', 'Sent quote');
  await submit();
  type('Detail', 'Typed while saving');
  await act(async () => answer.resolve({ ok: true, at: Date.now() }));
  expect(field('Quote').value).toBe('Sent quote');
  expect(field('Detail').value).toBe('Typed while saving');
});

test('the answer and the page with what the server stored at once: the stored values show', async () => {
  const answer = deferred();
  const action: Save = () => answer.promise;
  const view = render(editor(values({ taglines: ['One', 'Two'] }), action));
  type('Taglines', '  New  \n\nOne\nTwo');
  await submit();
  await act(async () => {
    answer.resolve({ ok: true, at: Date.now() });
    await answer.promise;
    view.rerender(editor(values({ taglines: ['New', 'One', 'Two'] }), action));
  });
  expect(screen.getByRole('button', { name: BUTTON_LABELS.updated })).toBeTruthy();
  expect(field('Taglines').value).toBe('New\nOne\nTwo');
  expect(asksBeforeLeaving()).toBe(false);
});

for (const refreshed of [true, false]) {
  test(`fields cleared after a save (passwords) stay empty and leaving asks nothing (${refreshed ? 'new stored values at once' : 'stored values unchanged'})`, async () => {
    const login = findSection('login-details') as Section;
    const answer = deferred();
    const action: Save = () => answer.promise;
    const form = (username: string) => (
      <EditorForm
        section={login}
        loaded={{ currentPassword: '', username, newPassword: '', confirmPassword: '' }}
        action={action}
        mode="update"
        afterSave="keep"
        clearOnSuccess={['currentPassword', 'newPassword', 'confirmPassword']}
      />
    );
    const view = render(form('owner'));
    type('Current password', 'old password 123');
    if (refreshed) type('New username', 'new-owner');
    type('New password', 'new password 456');
    type('Repeat new password', 'new password 456');
    expect(asksBeforeLeaving()).toBe(true);
    await submit();
    await act(async () => {
      answer.resolve({ ok: true, at: Date.now() });
      await answer.promise;
      if (refreshed) view.rerender(form('new-owner'));
    });
    expect(field('Current password').value).toBe('');
    expect(field('New password').value).toBe('');
    expect(field('New username').value).toBe(refreshed ? 'new-owner' : 'owner');
    expect(asksBeforeLeaving()).toBe(false);
  });
}

test('a value the form never heard typed (before hydration) is what shows after its save', async () => {
  render(editor(values({ quote: 'Published quote' })));
  // Typed before the page script ran: in the field, but no change event told React.
  field('Quote').value = 'Typed before hydration';
  await submit();
  expect(screen.getByRole('button', { name: BUTTON_LABELS.updated })).toBeTruthy();
  expect(field('Quote').value).toBe('Typed before hydration');
  expect(asksBeforeLeaving()).toBe(false);
});
