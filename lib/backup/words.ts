/** The words of the whole-site backup: its parts, the import's choice and preview, its errors. */

export const BACKUP_PART_KEYS = ['content', 'media', 'drafts', 'history', 'inbox', 'insights', 'shareLinks'] as const;
export type BackupPartKey = (typeof BACKUP_PART_KEYS)[number];

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export const BACKUP_PARTS = {
  /** Format version 3 holds every part; versions 1–2 (content, images, share links) still import. */
  version: 3,
  labels: {
    content: 'Content',
    media: 'Images',
    drafts: 'Drafts',
    history: 'History',
    inbox: 'Inbox',
    insights: 'Insights',
    shareLinks: 'Share links',
  } satisfies Record<BackupPartKey, string>,
  exportHint:
    'The backup holds everything: content and notes, images, drafts, History, the inbox, insights and share links with their counts. Sign-in details are never in it.',
  chooseLegend: 'Parts to import',
  chooseHint: 'Each chosen part replaces the same part of this site; the others stay as they are.',
  notInFile: 'not in this file',
  noneChosen: 'Choose at least one part to import',
  /** "Inbox: 12 messages replace 3". */
  counts: {
    content: (after: number, before: number) => `${plural(after, 'section')} replace ${before} (details below)`,
    media: (inFile: number, alreadyHere: number) =>
      `${plural(inFile, 'image')} in the file${alreadyHere > 0 ? `, ${alreadyHere} already here` : ''}; images here stay`,
    drafts: (after: number, before: number) => `${plural(after, 'draft')} replace ${before}`,
    history: (after: number, before: number) => `${plural(after, 'revision')} replace ${before}`,
    inbox: (after: number, before: number) => `${plural(after, 'message')} replace ${before}`,
    inboxAdded: (after: number, before: number) => `${plural(after, 'message')} added to the ${before} here`,
    insights: (after: number, before: number) => `${plural(after, 'day')} of counts replace ${before}`,
    shareLinks: (after: number, visits: number, before: number) =>
      `${plural(after, 'link')} (${plural(visits, 'visit')} counted) replace ${before}`,
  },
  historyReplaced: 'With History chosen, the History of this site becomes the file’s, so this import cannot be undone.',
  imported: (parts: readonly string[]) => `Imported: ${parts.join(', ')}`,
  errors: {
    notChosen: (part: string) =>
      `parts: "${part}" is not a part of a backup (content, media, drafts, history, inbox, insights, shareLinks)`,
    notInFile: (label: string) => `${label} was chosen, but the file holds none`,
    notMap: (field: string) => `${field}: must be an object keyed by id`,
    badKey: (field: string, key: string) => `${field}/${key}: not a valid key`,
    unknownSection: (key: string) => `drafts/${key}: not a section of the content`,
    badDraft: (key: string) => `drafts/${key}: a draft is { at: a time in ms, data: the section }`,
    badSeq: 'history/seq: must be a whole number of at least 0',
    unknownHistoryNode: (key: string) => `history/${key}: not part of the History (seq, log, revisions)`,
    badSlot: (where: string, slot: string) => `history/${where}/${slot}: not a slot of the History`,
    badSummary: (slot: string) => `history/log/${slot}: must hold id, at, kind and sections`,
    wrongSlot: (where: string, slot: string, id: number) =>
      `history/${where}/${slot}: revision ${id} belongs in another slot`,
    afterSeq: (slot: string, id: number) => `history/log/${slot}: revision ${id} is later than history/seq`,
    noRevision: (slot: string) => `history/revisions/${slot}: must be the revision its log entry names`,
    unknownInsightsNode: (key: string) =>
      `insights/${key}: not part of the insights (days, dayIndex, referrerVisitors, prunedOn)`,
    badDay: (where: string, key: string) => `insights/${where}/${key}: not a day (YYYY-MM-DD)`,
    statsWithoutLink: (id: string) => `shareLinkStats/${id}: no share link of the file has this id`,
    tooManyFields: (max: number) =>
      `The private parts of the file hold more than ${max.toLocaleString('en-US')} fields: it is not a backup of this site`,
  },
} as const;

/** Backup import: fields the content schema does not define are left out of what is stored. */
export const BACKUP_IMPORT = {
  /** How many of the left-out fields the note names. */
  droppedNamed: 5,
  /** Most fields (keys at any depth) a backup may hold: the demo content holds about 200. */
  maxFields: 50_000,
  tooManyFields: (max: number) =>
    `The file holds more than ${max.toLocaleString('en-US')} fields, far more than a portfolio's content: it is not a backup of this site`,
  droppedNote: (count: number, named: readonly string[]) =>
    `${count} field(s) the content schema does not know were left out: ${named.join(', ')}${count > named.length ? ', …' : ''}`,
} as const;

/** Backups holding the images (JSON with each file as base64) and the import's preview. */
export const BACKUP_MEDIA = {
  format: 'portfolio-backup',
  importMediaEndpoint: '/api/admin/import/media',
  badMedia: 'The file\'s "media" must map each upload id to { contentType, data } (data: the bytes as base64)',
  badId: (id: string) => `media/${id}: not an upload id`,
  badData: (id: string) => `media/${id}: data is not base64`,
  empty: (id: string) => `media/${id}: the file is empty`,
  tooLarge: (id: string, maxBytes: number) =>
    `media/${id}: larger than ${maxBytes / (1024 * 1024)} MB, more than any upload of this site`,
  notMedia: (id: string) => `media/${id}: not a raster image (PNG, JPEG, WebP, GIF, AVIF) or a PDF`,
  /** An image an upload would refuse once decoded (`reason`: the upload's own words). */
  refusedImage: (id: string, reason: string) => `media/${id}: refused as an upload would be: ${reason}`,
  noMediaStore: 'This backup holds images, but no media store was given to restore them into',
  /** The import preview. */
  previewTitle: 'Check before importing',
  previewIntro: 'Importing this file replaces the content of these sections:',
  changed: 'changes',
  unchanged: 'stays the same',
  added: 'added',
  removed: 'removed',
  items: (count: number) => `${count} item${count === 1 ? '' : 's'}`,
  mediaLine: (inFile: number, alreadyHere: number) =>
    `${inFile} image${inFile === 1 ? '' : 's'} in the file${alreadyHere > 0 ? ` (${alreadyHere} already on this site)` : ''}.`,
  missingLine: (missing: number) =>
    `${missing} image${missing === 1 ? '' : 's'} the content uses ${missing === 1 ? 'is' : 'are'} neither in the file nor on this site: ${missing === 1 ? 'it' : 'they'} will not show.`,
  confirm: 'Replace the content',
  cancel: 'Cancel',
  cancelled: 'Import cancelled: nothing was changed',
  checking: 'Checking...',
  restoringMedia: (done: number, total: number) => `Restoring images: ${done} of ${total}`,
  mediaFailed: (error: string) => `An image could not be restored, so the content was not replaced: ${error}`,
  fileLabel: 'Backup file (.json)',
  chooseFile: 'Choose a backup file (.json) first',
} as const;
