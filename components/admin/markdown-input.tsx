'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import noteStyles from '@/components/notes/notes.module.scss';
import type { NotePreview } from '@/lib/admin/note-preview-action';
import { BREAKPOINTS } from '@/lib/constants';
import { NOTES } from '@/lib/content/notes-words';
import { useHydrated } from '@/lib/hooks/use-client-value';
import styles from './admin.module.scss';
import { describedBy, type FieldProps } from './described-by';
import { FieldNotes } from './field-notes';
import editorStyles from './markdown-input.module.scss';
import { MediaPicker } from './media-picker';
import { notifySuccess } from './notify';

/** Renders Markdown as its page will (a Server Function: previewNoteAction). */
export type MarkdownPreview = (source: string) => Promise<NotePreview>;

interface Props extends Pick<FieldProps, 'field' | 'defaultValue' | 'error'> {
  /** Makes the live preview; without it the field is the textarea and its toolbar only. */
  preview?: MarkdownPreview;
}

type View = 'write' | 'preview';
const VIEWS: readonly View[] = ['write', 'preview'];

/** Below the site's md breakpoint (styles/_breakpoints.scss): a phone, where Write and Preview are tabs. */
const NARROW = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;

function subscribeNarrow(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const narrowNow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

/** Alt text as Markdown takes it inside ![…]: one line, its brackets and backslashes escaped. */
const markdownAlt = (alt: string) =>
  alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\[\]])/g, '\\$1');

/** What the preview pane shows: the rendered body for `source`, or why there is none. */
interface Shown {
  source: string;
  node: ReactNode;
  error?: string;
}

/**
 * A Markdown field (a note's body): the textarea, an "Insert image" button that puts an image
 * from the media library at the caret, and a live preview rendered on the server by the public
 * page's own pipeline (previewNoteAction), asked for once typing pauses. Side by side from the
 * md breakpoint up; on a phone, Write and Preview tabs (arrow keys move between them).
 */
export function MarkdownInput({ field, defaultValue, error, preview }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const asked = useRef(0);
  const narrow = useSyncExternalStore(subscribeNarrow, narrowNow, () => false);
  const [view, setView] = useState<View>('write');
  const [text, setText] = useState(defaultValue);
  const [shown, setShown] = useState<Shown | null>(null);
  const [updating, setUpdating] = useState(false);

  const tabbed = narrow && preview !== undefined;
  const previewVisible = preview !== undefined && (!narrow || view === 'preview');
  const tooLong = text.trim().length > NOTES.limits.body;
  const blank = text.trim() === '';
  const current = shown?.source === text;

  useEffect(() => {
    if (!preview || !previewVisible || current || tooLong || blank) return;
    const timer = setTimeout(() => {
      const request = ++asked.current;
      setUpdating(true);
      const settle = (next: Shown) => {
        if (request !== asked.current) return; // a later request answers for newer text
        setUpdating(false);
        setShown(next);
      };
      preview(text).then(
        (answer) =>
          settle(
            'error' in answer
              ? { source: text, node: null, error: answer.error }
              : { source: text, node: answer.preview },
          ),
        () => settle({ source: text, node: null, error: NOTES.admin.previewFailed }),
      );
    }, NOTES.admin.previewDelayMs);
    return () => clearTimeout(timer);
  }, [preview, previewVisible, current, tooLong, blank, text]);

  /**
   * `![alt](url)` at the caret, replacing any selection, with the focus back in the body. The
   * browser's own insertion keeps its undo (Ctrl+Z takes the image out again) and tells the form;
   * where there is none, the text is set and the form told as typing would. With no alt text
   * known, a placeholder is put in and selected, for the owner to type over.
   */
  function insertImage(url: string, alt: string) {
    const area = areaRef.current;
    if (!area) return;
    const known = markdownAlt(alt);
    const altText = known || NOTES.admin.imageAltPlaceholder;
    const snippet = `![${altText}](${url})`;
    const start = area.selectionStart;
    const end = area.selectionEnd;
    area.focus();
    area.setSelectionRange(start, end);
    const inserted =
      typeof document.execCommand === 'function' &&
      document.execCommand('insertText', false, snippet) &&
      area.value.slice(start, start + snippet.length) === snippet;
    if (!inserted) {
      area.setRangeText(snippet, start, end, 'end');
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (known) area.setSelectionRange(start + snippet.length, start + snippet.length);
    else area.setSelectionRange(start + 2, start + 2 + altText.length);
    notifySuccess(NOTES.admin.insertedImage);
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    // Two views: either arrow goes to the other one.
    const other: View = view === 'write' ? 'preview' : 'write';
    const keys: Partial<Record<string, View>> = { ArrowRight: other, ArrowLeft: other, Home: 'write', End: 'preview' };
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    setView(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  }

  const panel = (which: View) =>
    tabbed
      ? { role: 'tabpanel', 'aria-labelledby': `${id}-${which}-tab`, hidden: view !== which }
      : which === 'preview'
        ? { role: 'region', 'aria-label': NOTES.admin.previewLabel }
        : {};
  const viewLabel = { write: NOTES.admin.write, preview: NOTES.admin.preview };

  let body: ReactNode;
  if (tooLong) body = <p className={styles.fieldError}>{NOTES.admin.previewTooLong(NOTES.limits.body)}</p>;
  else if (blank)
    body = <p className={styles.muted}>{narrow ? NOTES.admin.previewEmptyPhone : NOTES.admin.previewEmpty}</p>;
  else if (shown?.error) body = <p className={styles.fieldError}>{shown.error}</p>;
  else body = <div className={`${noteStyles.prose} ${editorStyles.prose}`}>{shown?.node}</div>;

  return (
    <div className={styles.field}>
      <span>
        <label htmlFor={id}>{field.label}</label>
      </span>
      {tabbed ? (
        <div role="tablist" aria-label={NOTES.admin.viewsLabel} className={editorStyles.tabs}>
          {VIEWS.map((which) => (
            <button
              key={which}
              type="button"
              role="tab"
              id={`${id}-${which}-tab`}
              aria-selected={view === which}
              aria-controls={`${id}-${which}`}
              tabIndex={view === which ? 0 : -1}
              onClick={() => setView(which)}
              onKeyDown={onTabKey}
            >
              {viewLabel[which]}
            </button>
          ))}
        </div>
      ) : null}
      <div className={preview ? editorStyles.panes : undefined}>
        <div id={`${id}-write`} className={editorStyles.pane} {...panel('write')}>
          <div className={editorStyles.toolbar}>
            <MediaPicker label={field.label} buttonLabel={NOTES.admin.insertImage} onPick={insertImage} />
          </div>
          {/* Read-only until React owns it (see field-input.tsx: hydration would replace early typing). */}
          <textarea
            id={id}
            ref={areaRef}
            name={field.name}
            defaultValue={defaultValue}
            readOnly={!hydrated}
            rows={field.rows ?? 16}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(field.hint && `${id}-hint`, error && `${id}-error`)}
            onChange={(event) => setText(event.target.value)}
          />
          <FieldNotes id={id} hint={field.hint} error={error} />
        </div>
        {preview ? (
          <div
            id={`${id}-preview`}
            className={`${editorStyles.pane} ${editorStyles.preview}`}
            // A scrolling box of its own (a tab panel on a phone): reachable by keyboard.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            aria-busy={updating || undefined}
            {...panel('preview')}
          >
            {/* Always there, so screen readers hear what it comes to say. */}
            <p role="status" className={`${styles.muted} ${editorStyles.status}`}>
              {updating ? NOTES.admin.previewUpdating : ''}
            </p>
            {body}
          </div>
        ) : null}
      </div>
    </div>
  );
}
