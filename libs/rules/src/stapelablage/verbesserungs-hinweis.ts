export interface VerbesserungsHinweisEingabe {
  /** the viewer owns the stack */
  ist_eigentuemer: boolean;
  /** a hand-in record of the stack is open (not 'Fertig') */
  ist_in_stapelablage: boolean;
  /** cards with korrekturmarkierung */
  anzahl_zukorrigierende_modulteile: number;
}

/**
 * 02 §6: the owner sees the red hint to improve the stack when it is in the submission tray and a
 * card carries a correction mark.
 */
export function zeigtVerbesserungsHinweis(stapel: VerbesserungsHinweisEingabe): boolean {
  return stapel.ist_eigentuemer && stapel.ist_in_stapelablage && stapel.anzahl_zukorrigierende_modulteile > 0;
}
