/** History of public content: revisions, undo and restore. */

export const HISTORY = {
  /**
   * Revisions kept: the newest 500, as a ring. Bounded by construction, and months of daily
   * editing for one portfolio; a time-based rule would grow without limit under a burst of
   * changes (a script, repeated imports) or need a sweep that reads old revisions.
   */
  limit: 500,
  /** How long the Undo offer stays after a save, delete or reorder. */
  undoWindowMs: 15_000,
  href: '/view/history',
  repairHref: '/view/repair',
  messages: {
    undo: 'Undo',
    undone: 'Change undone',
    undonePartly: 'Change undone, except where the section was edited since',
    restored: 'Revision restored',
    repaired: 'Section restored from its last valid revision',
    failed: 'Nothing was changed: the server could not be reached',
  },
} as const;

/** A restore or undo in History acts on the sections its entry shows; one that removes published items asks. */
export const HISTORY_SCOPE = {
  notInRevision: (id: number) => `Revision ${id} did not change the section shown; nothing was changed.`,
  /** Asked before a restore that takes published items off the site. */
  confirmTitle: 'Restore and remove items',
  confirmLabel: 'Restore',
  confirmRemoval: (id: number, sections: string, items: readonly string[]) =>
    `Restore revision ${id}? It changes ${sections} and removes ${items.length === 1 ? 'this published item' : `these ${items.length} published items`} from the site:\n\n${items.map((item) => `• ${item}`).join('\n')}\n\nYou can undo the restore right after, or from History.`,
} as const;
