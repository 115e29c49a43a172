/** The owner's media library at /view/media, the image picker, and the daily clean-up. */
export const MEDIA_LIBRARY = {
  href: '/view/media',
  title: 'Media library',
  endpoint: '/api/admin/media',
  /** An upload nothing uses is deleted this long after it was stored (it may belong to an unsaved form before). */
  unusedGraceMs: 24 * 60 * 60 * 1000,
  uploadedFormat: 'DD/MM/YYYY HH:mm',
  intro:
    'Every image and file uploaded to this site: its size, where it is used and its alt text. Uploads nothing uses are deleted automatically a day after they were uploaded.',
  empty: 'Nothing has been uploaded yet.',
  notUsed: 'Not used anywhere',
  noAlt: 'No alt text',
  usedIn: 'Used in',
  /** A place in an unpublished draft, as the library lists it. */
  inDraftPlace: (place: string) => `${place} (Unpublished draft)`,
  historyOnly: (revisions: number) =>
    `Only in History (${revisions} revision${revisions === 1 ? '' : 's'}); deleting it leaves a placeholder there`,
  deleteLabel: 'Delete',
  deleting: 'Deleting...',
  /** The question before a delete: `revisions` in History that hold the image get a placeholder. */
  confirmDelete: (name: string, revisions: number) =>
    revisions === 0
      ? `Delete ${name}? This cannot be undone.`
      : `Delete ${name}? ${revisions} revision${revisions === 1 ? '' : 's'} in History use${revisions === 1 ? 's' : ''} it: restoring ${revisions === 1 ? 'it' : 'one of them'} will show an "image unavailable" placeholder instead. This cannot be undone.`,
  confirmTitle: 'Delete this upload?',
  deleted: 'Upload deleted',
  notFound: 'This upload does not exist (any more): nothing was changed.',
  // Said before any question is asked (the library knows where each image is used), and by the server.
  inUse: (places: readonly string[]) =>
    `This image is in use (${places.join('; ')}), so it cannot be deleted: choose another image there first.`,
  inDraft: (places: readonly string[]) =>
    `An unpublished draft uses this image (${places.join('; ')}), so it cannot be deleted: change or discard the draft first.`,
  inContent: 'The content refers to this image, so it cannot be deleted.',
  /** The image input's button and the dialog it opens. */
  chooseLabel: 'Choose from library',
  pickerTitle: (label: string) => `Choose an image for ${label}`,
  pickerLoading: 'Loading the media library...',
  pickerFailed: 'The media library could not be loaded',
  pickerEmpty: 'No images uploaded yet: upload one with the file field.',
  pickLabel: (name: string) => `Use ${name}`,
  close: 'Close',
  picked: (label: string) => `${label} set to an image from the library`,
  /** The search form above the list. */
  searchLabel: 'Search uploads',
  searchHint: 'Matches an address, a file name or an alt text.',
  searchButton: 'Search',
  showLabel: 'Show',
  shows: { all: 'All', images: 'Images', pdfs: 'PDFs', unused: 'Unused' },
  /** The longest search kept: a longer one is cut to this and said so. */
  maxQuery: 100,
  queryCut: (max: number) => `The search was cut to its first ${max} characters.`,
  counted: (shown: number, total: number) => `${shown} of ${total} upload${total === 1 ? '' : 's'}`,
  noMatch: 'No upload matches this search.',
  noMatchText: 'Try other words, or show all uploads.',
  clearSearch: 'Show all uploads',
  /** An upload's name where no file name was kept (uploads of earlier releases). */
  fallbackName: (position: number) => `Upload ${position}`,
  /** The longest file name kept on an upload. */
  maxFileName: 120,
  /** The upload form on the library page. */
  uploadHeading: 'Upload to the library',
  uploadLabel: 'Image or PDF file',
  uploadHint: 'PNG, JPEG, WebP, GIF, AVIF or PDF. Images are re-encoded (their location data removed).',
  uploadButton: 'Upload',
  uploadProgress: 'Upload progress',
  uploading: (percent: number) => `Uploading... ${percent}%`,
  uploadChoose: 'Choose an image or PDF file to upload',
  uploadNotAccepted: 'Only image and PDF files can be uploaded here',
  uploadedName: (name: string) => `${name} uploaded`,
  /** Deleting every upload nothing uses at once (History-held ones are kept). */
  deleteUnusedLabel: (count: number) => `Delete all unused (${count})`,
  deleteUnusedTitle: 'Delete all unused uploads?',
  confirmDeleteUnused: (count: number) =>
    `Delete ${count} upload${count === 1 ? '' : 's'} that nothing uses (not the published content, a draft or History)? This cannot be undone.`,
  deletedUnused: (count: number) => `${count} unused upload${count === 1 ? '' : 's'} deleted`,
  /** The upload endpoint's answer when the same file is already stored (its bytes' hash matches). */
  alreadyStored: (name: string) => `Already in the library: ${name}`,
  /**
   * Replacing an upload everywhere it is used: the new file is a new upload (an address never
   * changes its bytes) and every page and draft that showed the old one shows it instead.
   */
  replaceLabel: 'Replace…',
  replaceName: (name: string) => `Replace ${name}`,
  replacing: 'Replacing...',
  replaceProgress: (name: string) => `${name} replacement upload progress`,
  replaceTitle: 'Replace this upload?',
  replaceConfirm: 'Replace',
  confirmReplace: (name: string, chosen: string, places: readonly string[]) =>
    places.length === 0
      ? `Replace ${name} with ${chosen}? Nothing shows ${name} now: ${chosen} is only added to the library.`
      : `Replace ${name} with ${chosen}? ${places.join('; ')} will show ${chosen} at once. ${name} stays in the library, and undoing the change in History brings it back.`,
  replaced: (places: number, pdf: boolean) =>
    places === 0
      ? `Replaced: nothing used the old ${pdf ? 'PDF' : 'image'}, so no page changed`
      : `Replaced: ${places} place${places === 1 ? ' now shows' : 's now show'} the new ${pdf ? 'PDF' : 'image'}`,
  replaceFailed: 'The site could not store the change just now: nothing was changed. Try again in a moment.',
  replaceOverflows: (section: string) =>
    `The new file's address is longer than the old one's, and ${section} would then pass a length limit: nothing was changed. Shorten that text, then replace again.`,
  replaceSame: (name: string) => `This is the same file as ${name}: nothing was changed.`,
  replaceMismatch: (pdf: boolean) =>
    pdf
      ? 'A PDF can only be replaced by another PDF: nothing was changed.'
      : 'An image can only be replaced by another image: nothing was changed.',
  /** The History entry of a replace. */
  historyKind: 'Upload replaced',
  replacedRevision: (name: string, chosen: string) => `Replaced ${name} with ${chosen}`,
} as const;
