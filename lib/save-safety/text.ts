/** What the editors say when a save is refused or fails: nothing is lost, and why nothing was saved. */
export const SAVE_SAFETY = {
  /** `time`: when the other change was made (HH:mm, the owner's clock), when known. */
  conflict: (time?: string) =>
    `Changed in another tab or device${time ? ` at ${time}` : ''}: review the changes, your text is kept.`,
  theirsTitle: 'Stored now, from the other change',
  theirsHint: 'The form still holds your text. Update again to replace the other change with it.',
  noFieldDiffers: 'The other change left the fields of this form as you have them.',
  history: 'See the change in History',
  diskFull: "The server's disk is full: nothing was saved, your changes are still here.",
  unreachable:
    'The database could not be reached or did not answer in time: nothing was saved, your changes are still here. Try again in a moment.',
  busy: 'The database was too busy to take the save: nothing was saved, your changes are still here. Try again.',
  refused: (detail: string) =>
    `The database refused the save (${detail}): nothing was saved, your changes are still here.`,
} as const;
