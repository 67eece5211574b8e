/** 02 §2: the 'Schliessen' target of /editunterrichtsmodul/{id}/{from}; /user/flashcards for no or an unknown from. */
export function kartenListeZurueckLink(from: string | undefined, id: number): string {
  if (from === undefined) return '/user/flashcards';
  switch (from) {
    case 'preview':
      return `/previewunterrichtsmodul/${id}/edit`;
    case 'korrigieren':
      return '/user/korrigieren';
    case 'monitoring':
      return '/user/monitoring';
    case 'briefkasten':
      return '/user/briefkasten';
    case 'globalemodule':
      return '/globalemodule';
    default:
      return '/user/flashcards';
  }
}

/** 02 §2: 'Vorschau' opens /previewunterrichtsmodul/{id}/edit, with briefkasten or globalemodule kept as the mode. */
export function kartenListeVorschauLink(from: string | undefined, id: number): string {
  const mode = from === 'briefkasten' || from === 'globalemodule' ? from : 'edit';
  return `/previewunterrichtsmodul/${id}/${mode}`;
}

/** 02 §2: the author column is hidden for global stacks. */
export function zeigtAutorSpalte(from: string | undefined): boolean {
  return from !== 'globalemodule';
}
