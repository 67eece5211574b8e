import { useState } from 'react';

/** The edit dialog's row: `zeile` is `null` for a new entry. */
export interface Bearbeitet<Zeile> {
  zeile: Zeile | null;
}

/**
 * The dialogs of a list with '… +', edit and delete per row (classes, groups, schools, teachers): which row
 * the edit dialog shows (a new one or an existing one) and which row waits for its delete confirmation.
 */
export function useZeilenDialoge<Zeile>() {
  const [bearbeitet, setBearbeitet] = useState<Bearbeitet<Zeile> | null>(null);
  const [zuLoeschen, setZuLoeschen] = useState<Zeile | null>(null);
  return {
    /** `null` while the edit dialog is closed. */
    bearbeitet,
    neu: () => setBearbeitet({ zeile: null }),
    bearbeiten: (zeile: Zeile) => setBearbeitet({ zeile }),
    bearbeitungSchliessen: () => setBearbeitet(null),
    zuLoeschen,
    loeschen: (zeile: Zeile) => setZuLoeschen(zeile),
    loeschenSchliessen: () => setZuLoeschen(null),
  };
}
