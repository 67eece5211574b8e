import type { PruefungsAntwort, SchuelerInPruefungZeile } from '@lernstapel/contracts';
import { PRUEFUNG_KURZANTWORT_MAX } from '@lernstapel/rules';
import type { SchuelerInPruefung } from './entities/schueler-in-pruefung.entity';
import type { SchuelerInPruefungsteil } from './entities/schueler-in-pruefungsteil.entity';

/** The answer fields a pupil writes (02 §3 SchuelerInPruefungsteil), as stored. */
export function antwortSpalten(antwort: PruefungsAntwort): Partial<SchuelerInPruefungsteil> {
  return {
    antwort1: antwort.antwort1,
    antwort2: antwort.antwort2,
    antwort3: antwort.antwort3,
    antwort4: antwort.antwort4,
    antwort5: antwort.antwort5,
    wahroderfalsch: antwort.wahroderfalsch,
    konjug_ich: antwort.konjug_ich,
    konjug_du: antwort.konjug_du,
    konjug_ersiees: antwort.konjug_ersiees,
    konjug_wir: antwort.konjug_wir,
    konjug_ihr: antwort.konjug_ihr,
    konjug_sie: antwort.konjug_sie,
    beschriftungen: antwort.beschriftungen === null ? null : JSON.stringify(antwort.beschriftungen),
  };
}

/** A stored answer (or none yet) → the answer of part `pruefungsteilId`. */
export function toPruefungsAntwort(
  pruefungsteilId: number,
  row: SchuelerInPruefungsteil | undefined,
): PruefungsAntwort {
  return {
    pruefungsteil_id: pruefungsteilId,
    antwort1: row?.antwort1 ?? null,
    antwort2: row?.antwort2 ?? null,
    antwort3: row?.antwort3 ?? null,
    antwort4: row?.antwort4 ?? null,
    antwort5: row?.antwort5 ?? null,
    wahroderfalsch: row?.wahroderfalsch ?? null,
    konjug_ich: row?.konjug_ich ?? null,
    konjug_du: row?.konjug_du ?? null,
    konjug_ersiees: row?.konjug_ersiees ?? null,
    konjug_wir: row?.konjug_wir ?? null,
    konjug_ihr: row?.konjug_ihr ?? null,
    konjug_sie: row?.konjug_sie ?? null,
    beschriftungen: row?.beschriftungen ? (JSON.parse(row.beschriftungen) as Record<string, string>) : null,
  };
}

/**
 * A pupil of the class and their attempt (none yet: status null) → overview row (02 §3, §4, §9).
 * `ablenkungen` counts activity reports between start and hand-in.
 */
export function toSchuelerZeile(
  schueler: { id: number; benutzername: string; namevoll: string },
  versuch: SchuelerInPruefung | undefined,
  ablenkungen: number,
): SchuelerInPruefungZeile {
  const start = versuch?.startzeit ?? null;
  const ende = versuch?.endezeit ?? null;
  return {
    schueler_id: schueler.id,
    benutzername: schueler.benutzername,
    namevoll: schueler.namevoll,
    status: versuch?.status ?? null,
    startzeit: start?.toISOString() ?? null,
    endezeit: ende?.toISOString() ?? null,
    korrigiert_am: versuch?.korrigiert_am?.toISOString() ?? null,
    dauer_sekunden: start && ende ? Math.max(0, Math.round((ende.getTime() - start.getTime()) / 1000)) : null,
    punkte: versuch?.punkte ?? null,
    note: versuch?.note ?? null,
    kommentar_lehrperson: versuch?.kommentar_lehrperson ?? null,
    ablenkungen,
  };
}

/** A labelling answer: keys are label numbers 1..10, values texts of at most PRUEFUNG_KURZANTWORT_MAX characters. */
export function beschriftungenGueltig(beschriftungen: unknown): boolean {
  if (beschriftungen === null || beschriftungen === undefined) return true;
  if (typeof beschriftungen !== 'object' || Array.isArray(beschriftungen)) return false;
  return Object.entries(beschriftungen).every(
    ([key, value]) =>
      /^(10|[1-9])$/.test(key) && typeof value === 'string' && value.length <= PRUEFUNG_KURZANTWORT_MAX,
  );
}
