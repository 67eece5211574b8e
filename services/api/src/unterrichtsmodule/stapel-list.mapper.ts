import type { StapelListItem } from '@lernstapel/contracts';
import { geteiltMitKurz } from '@lernstapel/rules';
import type { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';

export interface StapelListExtras {
  kategorie: string | null;
  thema: string | null;
  anzahl_modulteile: number;
  anzahl_zukorrigierende_modulteile: number;
  /** display names of the share recipients (01 §3 geteiltebenutzer) */
  geteilt_mit: string[];
  ist_in_stapelablage: boolean;
}

/**
 * Unterrichtsmodul (+ joined names, card counts, recipients, hand-in state) → the 'Meine Flashcards'
 * list row; also the base of a team stack row (TeamStapelItem).
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
    flashcards_kategorie_id: modul.flashcards_kategorie_id,
    jahrgangsstufen: modul.jahrgangsstufen,
    faecher: modul.faecher,
    public_autor_pseudonym: modul.public_autor_pseudonym,
    public_bemerkungen: modul.public_bemerkungen,
    ist_kopie_von_umodul_id: modul.ist_kopie_von_umodul_id,
    geteiltebenutzer: geteiltMitKurz(extras.geteilt_mit),
    geteilt_mit: extras.geteilt_mit,
    ist_in_stapelablage: extras.ist_in_stapelablage,
  };
}
