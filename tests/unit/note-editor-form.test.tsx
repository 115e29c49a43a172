/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { EditorForm } from '@/components/admin/editor-form';
import { ListEditor } from '@/components/admin/list-editor';
import { copyTime, localCopyKey } from '@/components/admin/local-copy';
import type { MarkdownPreview } from '@/components/admin/markdown-input';
import type { ActionState } from '@/lib/admin/action-state';
import { toFormValues } from '@/lib/admin/form-values';
import { findSection, type ListSection } from '@/lib/admin/sections';
import { LOCAL_COPY } from '@/lib/admin/words';
import { BUTTON_LABELS } from '@/lib/constants';
import { NOTES } from '@/lib/content/notes-words';

// The note editor: an image from the library at the caret, a live preview (side by side, or tabs
// on a phone), and a copy of what is typed kept in the browser until it is saved.
jest.mock('@/lib/admin/content-actions', () => ({
  deleteListItem: jest.fn(),
  moveListItemAction: jest.fn(),
  reorderListAction: jest.fn(),
}));
jest.mock('@/lib/admin/history-actions', () => ({ undoRevisionAction: jest.fn() }));
// The list editor reads which item is open from the address (Next.js keeps useSearchParams in
// step with history.pushState; here the test draws the list again after a click).
jest.mock('next/navigation', () => ({
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const section = findSection(NOTES.admin.slug) as ListSection;
const NOTE = {
  _id: 'n1',
  title: 'Shipping a blog',
  customSlug: '',
  summary: 'How the notes came to be.',
  body: 'Stored body',
  tags: ['nextjs'],
  cover: '/demo/project-1.webp',
  coverAlt: 'A dashboard',
  publishedAt: '2026-03-05',
  slug: 'shipping-a-blog',
  formerSlugs: [],
};
const loaded = toFormValues(section.fields, NOTE);

type Save = (previous: ActionState, formData: FormData) => Promise<ActionState>;
const saved: Save = async () => ({ ok: true, at: Date.now(), version: 'v2' });
const rendered: MarkdownPreview = async (source) => ({ preview: <p>{`Rendered: ${source}`}</p> });

function editor(props: Partial<Parameters<typeof EditorForm>[0]> = {}) {
  return (
    <EditorForm
      section={section}
      loaded={loaded}
      action={saved}
      mode="update"
      afterSave="keep"
      subject="n1"
      version="v1"
      previewMarkdown={rendered}
      {...props}
    />
  );
}

const body = () => screen.getByLabelText<HTMLTextAreaElement>('Body', { exact: true });
const type = (value: string) => fireEvent.change(body(), { target: { value } });
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

function asksBeforeLeaving(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function submit() {
  await act(async () => {
    screen.getByRole('button', { name: BUTTON_LABELS.update }).closest('form')!.requestSubmit();
  });
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A phone's screen (below the md breakpoint) or a wide one. */
function screenWidth(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeAll(() => {
  // jsdom draws no modal dialogs: open and close set the attribute, as a browser does.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  screenWidth(false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Insert image', () => {
  beforeEach(() => {
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({
        items: [
          { id: 'abc', url: '/media/abc', size: 1000, contentType: 'image/webp', usage: { alts: ['A [bar] chart'] } },
          { id: 'def', url: '/media/def', size: 1000, contentType: 'image/webp', usage: { alts: [] } },
        ],
      }),
    })) as unknown as typeof fetch;
  });

  async function pick(name: string) {
    fireEvent.click(screen.getByRole('button', { name: NOTES.admin.insertImage }));
    fireEvent.click(await screen.findByRole('button', { name }));
  }

  it('puts the picked image at the caret, replacing the selection, with its alt text; the caret after it', async () => {
    render(editor());
    type('Before after');
    body().setSelectionRange(7, 12);
    await pick('Use A [bar] chart');
    const markdown = '![A \\[bar\\] chart](/media/abc)';
    expect(body().value).toBe(`Before ${markdown}`);
    expect(document.activeElement).toBe(body());
    expect([body().selectionStart, body().selectionEnd]).toEqual([body().value.length, body().value.length]);
    // The form knows: leaving now asks first.
    expect(asksBeforeLeaving()).toBe(true);
  });

  it('with no alt text known, puts a placeholder and selects it for the owner to type over', async () => {
    render(editor());
    type('Intro. Outro.');
    body().setSelectionRange(7, 7);
    await pick('Use upload 2');
    const placeholder = NOTES.admin.imageAltPlaceholder;
    expect(body().value).toBe(`Intro. ![${placeholder}](/media/def)Outro.`);
    expect(document.activeElement).toBe(body());
    expect(body().value.slice(body().selectionStart, body().selectionEnd)).toBe(placeholder);
  });
});

describe('the preview', () => {
  it('beside the text on a wide screen: asked for once typing pauses, said politely while it updates', async () => {
    const answers: ReturnType<typeof deferred<Awaited<ReturnType<MarkdownPreview>>>>[] = [];
    const preview = jest.fn((source: string) => {
      const answer = deferred<Awaited<ReturnType<MarkdownPreview>>>();
      answers.push(answer);
      void source;
      return answer.promise;
    });
    render(editor({ previewMarkdown: preview }));
    expect(screen.queryByRole('tablist')).toBeNull();
    const pane = screen.getByRole('region', { name: NOTES.admin.previewLabel });
    await wait(NOTES.admin.previewDelayMs);
    expect(preview).toHaveBeenLastCalledWith('Stored body');
    expect(within(pane).getByRole('status')).toHaveTextContent(NOTES.admin.previewUpdating);
    await act(async () => answers[0].resolve({ preview: <h2>Stored heading</h2> }));
    expect(within(pane).getByRole('heading', { name: 'Stored heading' })).toBeInTheDocument();
    expect(within(pane).getByRole('status')).toHaveTextContent('');

    type('# A');
    await wait(200);
    type('# AB');
    await wait(NOTES.admin.previewDelayMs - 1);
    expect(preview).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(preview).toHaveBeenCalledTimes(2);
    expect(preview).toHaveBeenLastCalledWith('# AB');
    await act(async () => answers[1].resolve({ preview: <h2>AB</h2> }));
    expect(within(pane).getByRole('heading', { name: 'AB' })).toBeInTheDocument();
  });

  it('a body over the limit is not sent: the preview says why; a refusal is shown in words', async () => {
    const preview = jest.fn<ReturnType<MarkdownPreview>, [string]>(async () => ({ error: 'Refused by the server' }));
    render(editor({ previewMarkdown: preview }));
    const pane = screen.getByRole('region', { name: NOTES.admin.previewLabel });
    type('x'.repeat(NOTES.limits.body + 1));
    await wait(NOTES.admin.previewDelayMs * 2);
    expect(preview).not.toHaveBeenCalled();
    expect(pane).toHaveTextContent(NOTES.admin.previewTooLong(NOTES.limits.body));
    type('Short');
    await wait(NOTES.admin.previewDelayMs);
    expect(pane).toHaveTextContent('Refused by the server');
  });

  it('on a phone: Write and Preview tabs, arrow keys between them, the preview made only when shown', async () => {
    screenWidth(true);
    const preview = jest.fn(rendered);
    render(editor({ previewMarkdown: preview }));
    const tabs = within(screen.getByRole('tablist', { name: NOTES.admin.viewsLabel })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      [NOTES.admin.write, 'true'],
      [NOTES.admin.preview, 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: NOTES.admin.write })).toContainElement(body());
    expect(screen.queryByRole('tabpanel', { name: NOTES.admin.preview })).toBeNull();
    await wait(NOTES.admin.previewDelayMs * 2);
    expect(preview).not.toHaveBeenCalled();

    tabs[0].focus();
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '0');
    expect(tabs[0]).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: NOTES.admin.preview });
    expect(screen.queryByRole('tabpanel', { name: NOTES.admin.write })).toBeNull();
    await wait(NOTES.admin.previewDelayMs);
    expect(preview).toHaveBeenCalledWith('Stored body');
    expect(panel).toHaveTextContent('Rendered: Stored body');

    fireEvent.keyDown(tabs[1], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    expect(screen.getByRole('tabpanel', { name: NOTES.admin.write })).toContainElement(body());
  });
});

describe('unsaved text kept in the browser', () => {
  const key = localCopyKey(section.slug, 'n1');
  const kept = () =>
    JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
      at: number;
      values: Record<string, string>;
      base?: string;
    } | null;

  async function typeAndCloseTab(text: string) {
    const view = render(editor({ localCopy: key }));
    type(text);
    await wait(LOCAL_COPY.everyMs - 1);
    expect(kept()).toBeNull();
    await wait(1);
    expect(kept()).toMatchObject({ values: { body: text, title: NOTE.title }, base: 'v1' });
    view.unmount();
  }

  it('is written about every second while typing, and offered back (never applied by itself) when the form opens again', async () => {
    await typeAndCloseTab('Typed, never saved');
    render(editor({ localCopy: key }));
    expect(body().value).toBe('Stored body');
    expect(asksBeforeLeaving()).toBe(false);
    const at = kept()!.at;
    expect(screen.getByText(LOCAL_COPY.offer(copyTime(at)))).toHaveAttribute('role', 'status');
    const offer = screen.getByRole('group', { name: LOCAL_COPY.label });
    fireEvent.click(within(offer).getByRole('button', { name: LOCAL_COPY.restore }));
    expect(body().value).toBe('Typed, never saved');
    expect(document.activeElement).toBe(body());
    expect(screen.queryByRole('group', { name: LOCAL_COPY.label })).toBeNull();
    // Restored is unsaved: leaving asks, and the copy stays until it is saved.
    expect(asksBeforeLeaving()).toBe(true);
    await wait(LOCAL_COPY.everyMs);
    expect(kept()?.values.body).toBe('Typed, never saved');
    await submit();
    expect(kept()).toBeNull();
  });

  it('Discard deletes the copy and keeps what is stored', async () => {
    await typeAndCloseTab('Typed, then thrown away');
    render(editor({ localCopy: key }));
    fireEvent.click(screen.getByRole('button', { name: LOCAL_COPY.discard }));
    expect(kept()).toBeNull();
    expect(body().value).toBe('Stored body');
    expect(asksBeforeLeaving()).toBe(false);
  });

  it('is written at once when the tab is hidden, and nothing is written over a copy still offered', async () => {
    const view = render(editor({ localCopy: key }));
    type('Typed just before closing');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(kept()?.values.body).toBe('Typed just before closing');
    view.unmount();
    render(editor({ localCopy: key }));
    type('Typed while the question waits');
    await wait(LOCAL_COPY.everyMs * 2);
    expect(kept()?.values.body).toBe('Typed just before closing');
  });

  it('a copy made before a later save is checked against that save when restored and saved', async () => {
    await typeAndCloseTab('Based on v1');
    const bases: unknown[] = [];
    const action: Save = async (_previous, formData) => {
      bases.push(formData.get('_base'));
      return { ok: true, at: Date.now(), version: 'v3' };
    };
    render(editor({ localCopy: key, version: 'v2', action }));
    fireEvent.click(screen.getByRole('button', { name: LOCAL_COPY.restore }));
    await submit();
    expect(bases).toEqual(['v1']);
  });

  it('a copy holding what is stored is simply dropped', async () => {
    window.localStorage.setItem(key, JSON.stringify({ at: Date.now(), values: loaded, base: 'v1' }));
    render(editor({ localCopy: key }));
    expect(screen.queryByRole('group', { name: LOCAL_COPY.label })).toBeNull();
    expect(kept()).toBeNull();
  });
});

describe('the notes list', () => {
  it('says “Scheduled for …” on a note dated later, and names unsaved text kept for a note', async () => {
    const later = { ...NOTE, _id: 'n2', title: 'Coming later', slug: 'coming-later', publishedAt: '2099-12-05' };
    window.localStorage.setItem(
      localCopyKey(section.slug, 'n1'),
      JSON.stringify({ at: Date.now(), values: { ...loaded, body: 'Kept' }, base: 'v1' }),
    );
    const save: Save = async () => ({ ok: true, at: Date.now() });
    const list = () => (
      <ListEditor
        slug={section.slug}
        items={[NOTE, later]}
        action={save}
        rowNotes={{ n2: NOTES.admin.scheduledFor('5 December 2099') }}
        previewMarkdown={rendered}
      />
    );
    const { rerender } = render(list());
    // The list's drag-and-drop code loads after it is drawn.
    await act(async () => {
      await import('@/components/admin/motion-features');
    });
    expect(
      screen.getByRole('button', { name: /^Edit Coming later · 05\/12\/2099 · Scheduled for 5 December 2099$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Edit Shipping a blog · 05\/03\/2026$/ })).toBeInTheDocument();
    const open = screen.getByRole('button', { name: LOCAL_COPY.open(NOTE.title) });
    fireEvent.click(open);
    expect(window.location.search).toBe(`?item=${NOTE._id}`);
    rerender(list());
    expect(screen.getByRole('group', { name: LOCAL_COPY.label })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: LOCAL_COPY.restore }));
    expect(body().value).toBe('Kept');
  });
});
