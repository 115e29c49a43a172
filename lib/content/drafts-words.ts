/** Drafts and preview: unpublished changes the owner sees applied in preview before publishing. */
export const DRAFTS = {
  previewHref: '/api/admin/preview',
  exitPreviewHref: '/api/admin/preview/exit',
  labels: {
    saveDraft: 'Save draft',
    savingDraft: 'Saving draft...',
    preview: 'Preview',
    publish: 'Publish',
    publishAll: 'Publish all',
    discard: 'Discard',
    replace: 'Save and replace the draft',
    exitPreview: 'Exit preview',
  },
  messages: {
    saved: 'Draft saved',
    published: 'Draft published',
    publishedAll: 'All drafts published',
    discarded: 'Draft discarded',
    none: 'This section has no unpublished draft.',
    confirmDiscard: 'Discard this draft? You can undo it right after, or restore it later from History.',
    /** Said before an instant save publishes over a section that has a draft. */
    overwriteTitle: 'Replace the draft?',
    discardTitle: 'Discard draft',
    confirmOverwrite:
      'This section has an unpublished draft. Saving now publishes what is in the form and replaces the draft. Continue?',
    /** Added to the delete confirmation of a list that has a draft. */
    overwriteNote: 'This list has an unpublished draft: deleting publishes at once and replaces the draft.',
    previewBar: 'Preview: unpublished drafts are shown. Visitors still see the published site.',
    previewSignedOut: 'Preview is on, but you are not signed in: the published site is shown.',
  },
} as const;
