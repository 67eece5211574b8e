import type { GlobalerStapel } from '@lernstapel/contracts';
import type { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';

/** A published Unterrichtsmodul (+ its card count) → a row of the global library (02 §2). */
export function toGlobalerStapel(modul: Unterrichtsmodul, anzahlModulteile: number): GlobalerStapel {
  return {
    id: modul.id,
    bezeichnung: modul.bezeichnung,
    anzahl_modulteile: anzahlModulteile,
    flashcards_kategorie_id: modul.flashcards_kategorie_id,
    public_datum: modul.public_datum ? modul.public_datum.toISOString() : null,
    public_autor_pseudonym: modul.public_autor_pseudonym,
    public_bemerkungen: modul.public_bemerkungen,
  };
}
