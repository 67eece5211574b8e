import type { Karte } from '@lernstapel/contracts';

/** How the editor's parts change the draft card: a few fields at once, or a whole new card. */
export type KarteAendern = (aenderung: Partial<Karte> | ((karte: Karte) => Karte)) => void;

export interface EditorTeilProps {
  karte: Karte;
  aendern: KarteAendern;
}
