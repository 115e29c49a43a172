'use client';

import { useId } from 'react';
import type { FieldDef } from '@/lib/admin/sections';
import styles from './admin.module.scss';
import { ImageInput } from './image-input';
import { useHydrated } from './use-hydrated';

interface Props {
  field: FieldDef;
  value: string;
  onChange: (value: string) => void;
}

const INPUT_TYPES: Partial<Record<FieldDef['kind'], string>> = {
  email: 'email',
  tel: 'tel',
  password: 'password',
};

/** One labelled input for a registry field; the server validates every value with the content schema. */
export function FieldInput({ field, value, onChange }: Props) {
  const id = useId();
  // Until React owns the field, a keystroke could land in the server HTML and then be moved or
  // replaced when hydration resets the field: the field stays read-only for that moment instead.
  const hydrated = useHydrated();
  if (field.kind === 'image')
    return <ImageInput name={field.name} label={field.label} value={value} onChange={onChange} />;

  const hintId = field.hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name: field.name,
    value,
    'aria-describedby': hintId,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  const editable = { ...common, readOnly: !hydrated };

  let control;
  if (field.kind === 'textarea' || field.kind === 'lines') {
    control = <textarea {...editable} rows={field.kind === 'lines' ? 4 : 5} />;
  } else if (field.kind === 'select') {
    control = (
      <select {...common} disabled={!hydrated}>
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
        <input {...editable} type="text" placeholder="#1da1f2" />
        <input
          type="color"
          disabled={!hydrated}
          aria-label={`${field.label} picker`}
          value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    );
  } else {
    control = (
      <input
        {...editable}
        type={INPUT_TYPES[field.kind] ?? 'text'}
        inputMode={field.kind === 'link' ? 'url' : undefined}
        placeholder={field.kind === 'date' ? 'dd/mm/yyyy' : undefined}
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
      {field.hint ? (
        <small id={hintId} className={styles.muted}>
          {field.hint}
        </small>
      ) : null}
    </div>
  );
}
