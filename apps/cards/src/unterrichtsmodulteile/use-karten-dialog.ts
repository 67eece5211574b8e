import { useState } from 'react';
import type { Karte } from '@lernstapel/contracts';

/** The one dialog the card list has open at a time (02 §2). */
export type KartenDialog =
  | { art: 'editor'; karte: Karte | null }
  | { art: 'vorschau'; karte: Karte }
  | { art: 'loeschen'; karte: Karte }
  | { art: 'kopieren' }
  | null;

/** The open dialog and the selection of the selection mode (02 §4; null: selection mode off). */
export function useKartenDialog() {
  const [dialog, setDialog] = useState<KartenDialog>(null);
  const [markiert, setMarkiert] = useState<Set<number> | null>(null);
  return {
    dialog,
    setDialog,
    schliessen: () => setDialog(null),
    markiert,
    markierenAnAus: (an: boolean) => setMarkiert(an ? new Set() : null),
    umschalten: (id: number, an: boolean) =>
      setMarkiert((vorher) => {
        const next = new Set(vorher);
        if (an) next.add(id);
        else next.delete(id);
        return next;
      }),
    alle: (ids: readonly number[]) => setMarkiert(new Set(ids)),
    /** 02 §4: no background refresh while a card is edited or previewed */
    pausiert: dialog?.art === 'editor' || dialog?.art === 'vorschau',
  };
}
