import type { StapelDetail, StapelRechte } from '@lernstapel/contracts';
import type { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';

export interface StapelDetailExtras {
  /** Display name of the owner, or the publishing pseudonym for library readers. */
  eigentuemer: string;
  /** null hides the owner's id (library view, 02 §6) */
  eigentuemer_id: number | null;
  kategorie: string | null;
  thema: string | null;
  anzahl_modulteile: number;
  anzahl_zukorrigierende_modulteile: number;
  ist_eigentuemer: boolean;
  ist_in_stapelablage: boolean;
  rechte: StapelRechte;
}

/** Unterrichtsmodul (+ joined names, card counts, the viewer's rights) → GET byid/{id} answer. */
export function toStapelDetail(modul: Unterrichtsmodul, extras: StapelDetailExtras): StapelDetail {
  return {
    id: modul.id,
    bezeichnung: modul.bezeichnung,
    eigentuemer_id: extras.eigentuemer_id,
    eigentuemer: extras.eigentuemer,
    kategorie: extras.kategorie,
    thema: extras.thema,
    anzahl_modulteile: extras.anzahl_modulteile,
    datum: modul.datum.toISOString(),
    datum_zuletztgeaendert: modul.datum_zuletztgeaendert ? modul.datum_zuletztgeaendert.toISOString() : null,
    ist_veroeffentlicht: modul.ist_veroeffentlicht,
    public_autor_pseudonym: modul.public_autor_pseudonym,
    public_bemerkungen: modul.public_bemerkungen,
    wird_gemeinsam_bearbeitet: modul.wird_gemeinsam_bearbeitet,
    ist_eigentuemer: extras.ist_eigentuemer,
    flashcards_kategorie_id: modul.flashcards_kategorie_id,
    ist_kopie_von_umodul_id: modul.ist_kopie_von_umodul_id,
    ist_in_stapelablage: extras.ist_in_stapelablage,
    anzahl_zukorrigierende_modulteile: extras.anzahl_zukorrigierende_modulteile,
    rechte: extras.rechte,
  };
}
