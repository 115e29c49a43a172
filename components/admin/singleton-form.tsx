'use client';

import { useState } from 'react';
import type { ActionState } from '@/lib/admin/action-state';
import type { FormValues } from '@/lib/admin/form-values';
import { findSection } from '@/lib/admin/sections';
import { DRAFTS } from '@/lib/content/drafts-words';
import styles from './admin.module.scss';
import { EditorForm } from './editor-form';
import { notifySuccess } from './notify';
import { useUndoOffer } from './undo-offer';

interface Props {
  slug: string;
  initial: FormValues;
  action: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  /** Fields emptied after a successful save (passwords). */
  clearOnSuccess?: readonly string[];
  /** Saves the form as an unpublished draft instead (content sections). */
  draftAction?: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  /** The section has a draft (then `initial` holds the draft's values). */
  hasDraft?: boolean;
  /** The stored section's version (contentVersion), sent with each save as what it was based on. */
  version?: string;
  /** The stored draft's version (draftVersion), sent with each draft save as what it was based on. */
  draftVersion?: string;
}

/** The one form for single-object sections (home, about, skill images, login details). */
export function SingletonForm(props: Props) {
  const { slug, initial, action, clearOnSuccess, draftAction, hasDraft, version, draftVersion } = props;
  const section = findSection(slug);
  const offerUndo = useUndoOffer();
  // What a save did beyond itself (a password change ends the other sessions): said in a toast and
  // kept under the form, where a screen reader hears it too.
  const [notice, setNotice] = useState('');
  if (!section) return null;
  return (
    <>
      <EditorForm
        section={section}
        loaded={initial}
        version={version}
        draftVersion={draftVersion}
        action={action}
        mode="update"
        afterSave="keep"
        clearOnSuccess={clearOnSuccess}
        onSaved={(result) => {
          setNotice(result.notice ?? '');
          if (result.notice) notifySuccess(result.notice);
          offerUndo(result.revision, 'Changes saved');
        }}
        draftAction={draftAction}
        hasDraft={hasDraft}
        onDraftSaved={(result) => offerUndo(result.revision, DRAFTS.messages.saved)}
      />
      <p role="status" className={styles.muted}>
        {notice}
      </p>
    </>
  );
}
