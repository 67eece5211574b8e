import type { StapelListItem } from '@lernstapel/contracts';
import type { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';

export interface StapelListExtras {
  kategorie: string | null;
  thema: string | null;
  anzahl_modulteile: number;
  anzahl_zukorrigierende_modulteile: number;
}

/**
 * Unterrichtsmodul (+ joined names and the card counts) → the 'Meine Flashcards' list row; also the
 * base of a team stack row (TeamStapelItem).
 */
export function toStapelListItem(modul: Unterrichtsmodul, extras: StapelListExtras): StapelListItem {
  return {
    id: modul.id,
    bezeichnung: modul.bezeichnung,
    kategorie: extras.kategorie,
    thema: extras.thema,
    anzahl_modulteile: extras.anzahl_modulteile,
    anzahl_zukorrigierende_modulteile: extras.anzahl_zukorrigierende_modulteile,
    datum: modul.datum.toISOString(),
    datum_zuletztgeaendert: modul.datum_zuletztgeaendert ? modul.datum_zuletztgeaendert.toISOString() : null,
    ist_veroeffentlicht: modul.ist_veroeffentlicht,
    wird_gemeinsam_bearbeitet: modul.wird_gemeinsam_bearbeitet,
    benutzer_ordner_id: modul.benutzer_ordner_id,
  };
}
