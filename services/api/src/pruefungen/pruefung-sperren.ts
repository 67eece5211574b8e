import type { SperrSchueler, SperrTeil } from '../unterrichtsmodule/stapel-sperr-quelle';
import { PRUEFUNG_STATUS } from './entities/schueler-in-pruefung.entity';

/**
 * Issue 22 §1, part of the stacks' lock query (StapelSperreService): the stacks of the exams released
 * to the pupil (their class in their school, as mayReadPruefung) that they have not handed in — not
 * started yet or 'in Bearbeitung' (they may start a released exam at any time). Columns stapel_id,
 * grund. pruefungen.module.ts provides it to the stacks' read check as a StapelSperrQuelle (this
 * module imports the stacks module, so the stacks cannot import it).
 * All the cards of an exam come from pruefung.unterrichtsmodul_id (PUT pruefungsteile takes them from
 * that one stack); the parts keep snapshots, so the stack is what answers would leak through. An exam
 * whose stack was deleted (NULL) locks nothing. Uses the index on pruefung (klassen_code, schule_id)
 * and the unique key (pruefung_id, schueler_id) of schuelerinpruefung.
 */
export function offenePruefungenSql(schueler: SperrSchueler): SperrTeil {
  if (schueler.klassen_code === null) return null;
  // Exams stored before schule_id was filled count for their creator's school (mayReadPruefung).
  const schule =
    schueler.schule_id === null
      ? 'p.schule_id IS NULL AND NOT EXISTS (SELECT 1 FROM benutzer e WHERE e.id = p.ersteller_benutzer_id AND e.schule_id IS NOT NULL)'
      : '(p.schule_id = ? OR (p.schule_id IS NULL AND EXISTS (SELECT 1 FROM benutzer e WHERE e.id = p.ersteller_benutzer_id AND e.schule_id = ?)))';
  return {
    sql:
      "SELECT p.unterrichtsmodul_id AS stapel_id, 'pruefung' AS grund FROM pruefung p " +
      'LEFT JOIN schuelerinpruefung v ON v.pruefung_id = p.id AND v.schueler_id = ? ' +
      'WHERE p.klassen_code = ? AND p.freigegeben = 1 AND p.unterrichtsmodul_id IS NOT NULL ' +
      `AND (v.status IS NULL OR v.status = ?) AND ${schule}`,
    parameter: [
      schueler.id,
      schueler.klassen_code,
      PRUEFUNG_STATUS[0],
      ...(schueler.schule_id === null ? [] : [schueler.schule_id, schueler.schule_id]),
    ],
  };
}
