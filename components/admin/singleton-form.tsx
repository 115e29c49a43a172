'use client';

import type { ActionState } from '@/lib/admin/action-state';
import type { FormValues } from '@/lib/admin/form-values';
import { findSection } from '@/lib/admin/sections';
import { EditorForm } from './editor-form';
import { useUndoOffer } from './undo-offer';

interface Props {
  slug: string;
  initial: FormValues;
  action: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  /** Fields emptied after a successful save (passwords). */
  clearOnSuccess?: readonly string[];
}

/** The one form for single-object sections (home, about, skill images, login details). */
export function SingletonForm({ slug, initial, action, clearOnSuccess }: Props) {
  const section = findSection(slug);
  const offerUndo = useUndoOffer();
  if (!section) return null;
  return (
    <EditorForm
      section={section}
      loaded={initial}
      action={action}
      mode="update"
      afterSave="keep"
      clearOnSuccess={clearOnSuccess}
      onSaved={(result) => offerUndo(result.revision, 'Changes saved')}
    />
  );
}
