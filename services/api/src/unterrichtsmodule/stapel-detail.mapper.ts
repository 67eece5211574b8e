import type { StapelDetail } from '@lernstapel/contracts';
import type { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';

export interface StapelDetailExtras {
  /** Display name of the owner, or the publishing pseudonym for library readers. */
  eigentuemer: string;
  kategorie: string | null;
  thema: string | null;
  anzahl_modulteile: number;
  ist_eigentuemer: boolean;
}

/** Unterrichtsmodul (+ joined names, card count, the viewer's ownership) → GET byid/{id} answer. */
export function toStapelDetail(modul: Unterrichtsmodul, extras: StapelDetailExtras): StapelDetail {
  return {
    id: modul.id,
    bezeichnung: modul.bezeichnung,
    eigentuemer_id: modul.eigentuemer_id,
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
  };
}
