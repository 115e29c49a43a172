'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { ADMIN_EMPTY } from '@/lib/admin/words';
import { GALLERY_MAX } from '@/lib/content/schemas';
import styles from './admin.module.scss';
import { EmptyState } from './empty-state';
import { describedBy, type FieldProps } from './described-by';
import { ImageInput } from './image-input';

interface Row {
  key: number;
  image: string;
  alt: string;
}

const ALT_HINT = 'Describes the image for people who cannot see it';

/** The stored gallery's rows, from its JSON: [{ image, alt }, …]. */
function readRows(json: string): Omit<Row, 'key'>[] {
  try {
    const value: unknown = JSON.parse(json || '[]');
    if (!Array.isArray(value)) return [];
    return value.map((row: { image?: unknown; alt?: unknown }) => ({
      image: typeof row?.image === 'string' ? row.image : '',
      alt: typeof row?.alt === 'string' ? row.alt : '',
    }));
  } catch {
    return [];
  }
}

/**
 * The gallery of a project: rows of image (the same input as every image field: URL, upload with
 * preview and progress) and alt text, added, removed and moved up or down. What it holds goes to
 * the server as one JSON list in a hidden input, checked there like every field; a wrong row is
 * named by its number ("Gallery image 2: …") and its input marked.
 */
export function GalleryInput({ field, defaultValue, error, onValue }: Omit<FieldProps, 'alt'>) {
  const id = useId();
  // Row keys (in the inputs' names too) are the same on the server and in the browser, and a
  // moved row keeps its own.
  const [rows, setRows] = useState<Row[]>(() => readRows(defaultValue).map((row, index) => ({ ...row, key: index })));
  const json = JSON.stringify(rows.map(({ image, alt }) => ({ image, alt })));
  // The rows as last changed, read by every change: an upload finishes after the render that
  // started it, and must not put back the rows as they were then (an alt text typed meanwhile
  // would be lost).
  const latest = useRef(rows);

  function change(next: (current: Row[]) => Row[]) {
    const rowsNow = next(latest.current);
    latest.current = rowsNow;
    setRows(rowsNow);
    onValue(JSON.stringify(rowsNow.map(({ image, alt }) => ({ image, alt }))));
  }

  function update(key: number, values: Partial<Omit<Row, 'key'>>) {
    change((current) => current.map((row) => (row.key === key ? { ...row, ...values } : row)));
  }

  function move(index: number, by: -1 | 1) {
    change((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });
  }

  // Typing in a row's URL or alt-text input (their names carry the row's key).
  function typed(event: FormEvent<HTMLFieldSetElement>) {
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    const match = /^gallery-(\d+)-(image|alt)$/.exec(target.name);
    if (match) update(Number(match[1]), { [match[2]]: target.value });
  }

  // "Gallery image 2: …" names the row; an alt-text problem marks the alt input, any other the URL.
  const wrong = error ? /^Gallery image (\d+):/.exec(error) : null;
  const wrongIndex = wrong ? Number(wrong[1]) - 1 : -1;
  const wrongAlt = error?.includes('alt text') ?? false;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <fieldset
      className={styles.imageField}
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy(field.hint && hintId, error && errorId)}
      onChange={typed}
    >
      <legend>
        <span id={`${id}-label`}>{field.label}</span>
        <span className={styles.muted} aria-hidden="true">
          {' '}
          (optional)
        </span>
      </legend>
      <input type="hidden" name={field.name} value={json} />
      {field.hint ? (
        <small id={hintId} className={styles.muted}>
          {field.hint}
        </small>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState icon="image" title={ADMIN_EMPTY.gallery.title} text={ADMIN_EMPTY.gallery.text} />
      ) : null}
      <ol className={styles.galleryRows}>
        {rows.map((row, index) => {
          const label = `Gallery image ${index + 1}`;
          const rowError = index === wrongIndex ? error : undefined;
          return (
            <li key={row.key} className={styles.galleryRow}>
              <ImageInput
                field={{ name: `gallery-${row.key}-image`, label, kind: 'image' }}
                defaultValue={row.image}
                error={rowError && !wrongAlt ? rowError : undefined}
                alt={{
                  field: { name: `gallery-${row.key}-alt`, label: `${label} alt text`, kind: 'text', hint: ALT_HINT },
                  defaultValue: row.alt,
                  error: rowError && wrongAlt ? rowError : undefined,
                }}
                onValue={(image) => update(row.key, { image })}
              />
              <div className={styles.actions}>
                {(['up', 'down'] as const).map((way) => (
                  <button
                    key={way}
                    type="button"
                    className={styles.secondary}
                    onClick={() => move(index, way === 'up' ? -1 : 1)}
                    disabled={index === (way === 'up' ? 0 : rows.length - 1)}
                    aria-label={`Move ${label} ${way}`}
                  >
                    {way === 'up' ? 'Move up' : 'Move down'}
                  </button>
                ))}
                <button
                  type="button"
                  className={styles.danger}
                  onClick={() => change((current) => current.filter((other) => other.key !== row.key))}
                  aria-label={`Remove ${label}`}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {error && wrongIndex < 0 ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.secondary}
        onClick={() =>
          change((current) => [
            ...current,
            { key: Math.max(-1, ...current.map((row) => row.key)) + 1, image: '', alt: '' },
          ])
        }
        disabled={rows.length >= GALLERY_MAX}
      >
        Add gallery image
      </button>
    </fieldset>
  );
}
