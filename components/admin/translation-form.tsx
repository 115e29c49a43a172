'use client';

import { useActionState, useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { IDLE } from '@/lib/admin/action-state';
import { DRAFTS } from '@/lib/content/drafts-words';
import { saveTranslation } from '@/lib/admin/translation-actions';
import { formName, imageName, type TranslationRow } from '@/lib/content/translations';
import { TRANSLATE } from '@/lib/languages/admin-words';
import styles from './admin.module.scss';
import { FieldNotes } from './field-notes';
import { notifyError } from './notify';
import { DraftButton, SubmitButton } from './save-button';
import { useUndoOffer } from './undo-offer';
import { useUnsavedGuard } from './use-unsaved-guard';

interface Props {
  sectionKey: string;
  title: string;
  /** The language translated into, and the default's (whose text each field shows). */
  tag: string;
  dir: 'ltr' | 'rtl';
  defaultTag: string;
  defaultDir: 'ltr' | 'rtl';
  defaultName: string;
  rows: TranslationRow[];
  /** Each list row's name (its item's title in the default language); none for a singleton. */
  legends: string[];
  version: string;
}

const valuesOf = (rows: readonly TranslationRow[]) =>
  Object.fromEntries(rows.flatMap((row) => row.fields.map((f) => [formName(row.id, f.name), f.text])));

/**
 * One section's text in one language, each field beside the default language's text it
 * translates. Saved all or nothing; a refusal (a field its editor would refuse, a change made
 * elsewhere meanwhile) keeps every word typed, and names the field or the conflict.
 */
export function TranslationForm(props: Props) {
  const { sectionKey, title, tag, dir, defaultTag, defaultDir, defaultName, rows, legends } = props;
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(rows));
  const [saved, setSaved] = useState(values);
  const [version, setVersion] = useState(props.version);
  const [state, action] = useActionState(saveTranslation, IDLE);
  // A save's answer, taken once: what is saved now is what the form holds, and the next save is based on it.
  const [answered, setAnswered] = useState(state);
  if (state !== answered) {
    setAnswered(state);
    if (state.ok) {
      setSaved(values);
      if (state.version) setVersion(state.version);
    }
  }
  const dirty = Object.keys(values).some((name) => values[name] !== saved[name]);
  // The stored text changed under an untouched form (an Undo, History): the form shows it now.
  const [drawnFrom, setDrawnFrom] = useState(props.version);
  if (props.version !== drawnFrom) {
    setDrawnFrom(props.version);
    if (!dirty) {
      const stored = valuesOf(rows);
      setValues(stored);
      setSaved(stored);
      setVersion(props.version);
    }
  }
  useUnsavedGuard(dirty);
  const offerUndo = useUndoOffer();
  useEffect(() => {
    if (state.ok) {
      // A draft save answers with the draft's version.
      toast.success(state.draftVersion ? DRAFTS.messages.saved : TRANSLATE.saved);
      offerUndo(state.revision, TRANSLATE.undoText(title));
    } else if (state.error) notifyError(state.error);
  }, [state, offerUndo, title]);

  const missing = rows.reduce(
    (n, row) =>
      n + row.fields.filter((f) => f.source.trim() !== '' && values[formName(row.id, f.name)].trim() === '').length,
    0,
  );
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={styles.card} id={`translate-${sectionKey}`}>
      <h2 id={headingId} className={styles.subtitle}>
        {title} <span className={styles.muted}>({TRANSLATE.sectionCount(missing)})</span>
      </h2>
      <form action={action} className={styles.form} noValidate>
        <input type="hidden" name="_lang" value={tag} />
        <input type="hidden" name="_key" value={sectionKey} />
        <input type="hidden" name="_base" value={version} />
        {rows.map((row, r) => {
          const fields = row.fields.map((field) => {
            const name = formName(row.id, field.name);
            const inputId = `${id}-${name}`;
            const sourceId = `${inputId}-source`;
            const error = state.fieldErrors?.[name];
            const multiline = field.kind !== 'text';
            const common = {
              id: inputId,
              name,
              value: values[name],
              lang: tag,
              dir,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${sourceId} ${inputId}-error` : sourceId,
              onChange: (event: { currentTarget: { value: string } }) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [name]: value }));
              },
            };
            return (
              <div className={styles.field} key={name}>
                <label htmlFor={inputId}>{field.label}</label>
                <p id={sourceId} className={styles.muted} lang={defaultTag} dir={defaultDir}>
                  <span className="visually-hidden">{TRANSLATE.original(defaultName)}: </span>
                  {field.source === '' ? '—' : field.source}
                </p>
                {field.image && <input type="hidden" name={imageName(name)} value={field.image.src} />}
                {multiline ? <textarea {...common} rows={4} /> : <input {...common} />}
                <FieldNotes id={inputId} error={error} />
              </div>
            );
          });
          return row.id === '' ? (
            fields
          ) : (
            <fieldset key={row.id} className={styles.field}>
              <legend>{legends[r]}</legend>
              {fields}
            </fieldset>
          );
        })}
        <div className={styles.actions}>
          <SubmitButton label={TRANSLATE.save} busy={TRANSLATE.saving} disabled={false} />
          <DraftButton />
        </div>
      </form>
    </section>
  );
}
