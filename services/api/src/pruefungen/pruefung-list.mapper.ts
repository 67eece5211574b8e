import type { PruefungListItem, PruefungStatusWert } from '@lernstapel/contracts';
import type { Pruefung } from './entities/pruefung.entity';

/**
 * Pruefung → exam list row; `heute` is 'YYYY-MM-DD' (01 §4: past exams show '(abgelaufen)'). A pupil's
 * row carries the own status (`eigenerStatus`, null before Start); a teacher's has none.
 */
export function toPruefungListItem(
  pruefung: Pruefung,
  heute: string,
  eigenerStatus?: PruefungStatusWert | null,
): PruefungListItem {
  return {
    ...(eigenerStatus === undefined ? {} : { eigener_status: eigenerStatus }),
    id: pruefung.id,
    klassen_code: pruefung.klassen_code,
    titel: pruefung.titel,
    datum: pruefung.datum,
    freigegeben: pruefung.freigegeben,
    ist_korrigiert: pruefung.ist_korrigiert,
    unterrichtsmodul_id: pruefung.unterrichtsmodul_id,
    // Both are 'YYYY-MM-DD', so text order is date order.
    abgelaufen: pruefung.datum < heute,
  };
}
