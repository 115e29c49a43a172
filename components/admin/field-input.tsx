'use client';

import { useId, useRef, useState } from 'react';
import { parseAdminDate } from '@/lib/content/admin-date';
import type { FieldDef } from '@/lib/admin/sections';
import { DATE_FORMAT } from '@/lib/constants';
import { PHONE_ADMIN } from '@/lib/admin/words';
import { formatAdminDate } from '@/lib/format';
import { useHydrated } from '@/lib/hooks/use-client-value';
import styles from './admin.module.scss';
import { describedBy, type FieldProps } from './described-by';
import { FieldNotes } from './field-notes';
import { GalleryInput } from './gallery-input';
import { ImageInput } from './image-input';
import { MarkdownInput, type MarkdownPreview } from './markdown-input';

interface Props extends FieldProps {
  /** A Markdown field's live preview (see MarkdownInput). */
  previewMarkdown?: MarkdownPreview;
}

const INPUT_TYPES: Partial<Record<FieldDef['kind'], string>> = {
  email: 'email',
  tel: 'tel',
  password: 'password',
};

/** A date field's value as the admin writes dates (dd/mm/yyyy); empty and optional: Present. */
function readsAs(value: string, optional: boolean | undefined): string {
  const iso = parseAdminDate(value);
  if (iso) return formatAdminDate(iso);
  return iso === '' && optional ? DATE_FORMAT.present : '';
}

/** A date field's default value as a date picker takes it: YYYY-MM-DD (a dd/mm/yyyy value is read as one). */
const pickerValue = (value: string): string => parseAdminDate(value) ?? value;

/** One labelled input for a registry field; the server validates every value with the content schema. */
export function FieldInput({ field, defaultValue, error, alt, onValue, previewMarkdown }: Props) {
  const id = useId();
  const textRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  // A date picker shows its date in the browser's own order (mm/dd/yyyy in the US): the date is
  // also written out under it as the admin shows dates, dd/mm/yyyy.
  // null: the picker holds a date it cannot read (half-typed), which the form refuses on sending.
  const [picked, setPicked] = useState<string | null>(() => (field.kind === 'date' ? pickerValue(defaultValue) : ''));
  if (field.kind === 'image')
    return <ImageInput field={field} defaultValue={defaultValue} error={error} alt={alt} onValue={onValue} />;
  if (field.kind === 'gallery')
    return <GalleryInput field={field} defaultValue={defaultValue} error={error} onValue={onValue} />;
  if (field.kind === 'markdown')
    return <MarkdownInput field={field} defaultValue={defaultValue} error={error} preview={previewMarkdown} />;

  const common = {
    id,
    name: field.name,
    defaultValue: field.kind === 'date' ? pickerValue(defaultValue) : defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(field.hint && `${id}-hint`, error && `${id}-error`),
  };

  let control;
  if (field.kind === 'textarea' || field.kind === 'lines') {
    // React hydrates a textarea by setting its default value again and then its value (unlike an
    // input, whose typed value it keeps): text typed before the page script runs would be replaced
    // or mixed with the stored text. So a textarea is read-only until React owns it.
    control = <textarea {...common} readOnly={!hydrated} rows={field.rows ?? (field.kind === 'lines' ? 4 : 5)} />;
  } else if (field.kind === 'select') {
    control = (
      <select {...common}>
        {field.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'color') {
    control = (
      <div className={styles.colorRow}>
        <input {...common} ref={textRef} type="text" placeholder="#1da1f2" />
        <input
          type="color"
          aria-label={`${field.label} picker`}
          defaultValue={/^#[0-9a-fA-F]{6}$/.test(defaultValue) ? defaultValue : '#000000'}
          onChange={(event) => {
            if (textRef.current) textRef.current.value = event.target.value;
            onValue(event.target.value);
          }}
        />
      </div>
    );
  } else if (field.kind === 'date') {
    const readPicker = (input: HTMLInputElement) => setPicked(input.validity.badInput ? null : input.value);
    control = (
      <>
        <input
          {...common}
          type="date"
          // Where a browser has no picker this is a text field, and takes dd/mm/yyyy.
          placeholder="dd/mm/yyyy"
          // A half-typed date changes no value (no change event): keys and leaving the field read it too.
          onChange={(event) => readPicker(event.currentTarget)}
          onKeyUp={(event) => readPicker(event.currentTarget)}
          onBlur={(event) => readPicker(event.currentTarget)}
        />
        <output htmlFor={id} aria-live="polite" className={styles.muted}>
          {picked === null ? '' : PHONE_ADMIN.dateReads(readsAs(picked, field.optional))}
        </output>
      </>
    );
  } else {
    control = (
      <input
        {...common}
        type={INPUT_TYPES[field.kind] ?? 'text'}
        inputMode={field.kind === 'link' ? 'url' : undefined}
        autoComplete={
          field.kind === 'password' ? (field.name === 'currentPassword' ? 'current-password' : 'new-password') : 'off'
        }
      />
    );
  }

  return (
    <div className={styles.field}>
      <span>
        <label htmlFor={id}>{field.label}</label>
        {field.optional ? (
          <span className={styles.muted} aria-hidden="true">
            {' '}
            (optional)
          </span>
        ) : null}
      </span>
      {control}
      <FieldNotes id={id} hint={field.hint} error={error} />
    </div>
  );
}
