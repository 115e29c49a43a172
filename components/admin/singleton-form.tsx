'use client';

import { useState } from 'react';
import type { FormValues } from '@/lib/admin/form-values';
import { findSection } from '@/lib/admin/sections';
import { DRAFTS } from '@/lib/content/drafts-words';
import styles from './admin.module.scss';
import { EditorForm, type EditorFormProps } from './editor-form';
import { notifySuccess } from './notify';
import { useUndoOffer } from './undo-offer';

type Props = Pick<
  EditorFormProps,
  'action' | 'clearOnSuccess' | 'draftAction' | 'hasDraft' | 'version' | 'draftVersion'
> & {
  slug: string;
  /** The stored values (with a draft, the draft's values). */
  initial: FormValues;
};

/** The one form for single-object sections (home, about, skill images, login details). */
export function SingletonForm({ slug, initial, ...editor }: Props) {
  const section = findSection(slug);
  const offerUndo = useUndoOffer();
  // What a save did beyond itself (a password change ends the other sessions): said in a toast and
  // kept under the form, where a screen reader hears it too.
  const [notice, setNotice] = useState('');
  if (!section) return null;
  return (
    <>
      <EditorForm
        {...editor}
        section={section}
        loaded={initial}
        mode="update"
        afterSave="keep"
        onSaved={(result) => {
          setNotice(result.notice ?? '');
          if (result.notice) notifySuccess(result.notice);
          offerUndo(result.revision, 'Changes saved');
        }}
        onDraftSaved={(result) => offerUndo(result.revision, DRAFTS.messages.saved)}
      />
      <p role="status" className={styles.muted}>
        {notice}
      </p>
    </>
  );
}
