/** 02 §2 "Stack preview": close goes back to the card list for briefkasten and globalemodule, else to /user/flashcards. */
export function vorschauSchliessenLink(id: number, mode: string | undefined): string {
  if (mode === 'briefkasten' || mode === 'globalemodule') return `/editunterrichtsmodul/${id}/${mode}`;
  return '/user/flashcards';
}

/** 02 §2, §6: the edit-the-stack link, only for the owner and never in globalemodule mode; null when hidden. */
export function vorschauBearbeitenLink(
  id: number,
  mode: string | undefined,
  istEigentuemer: boolean,
): string | null {
  if (!istEigentuemer || mode === 'globalemodule') return null;
  return `/editunterrichtsmodul/${id}/preview`;
}
