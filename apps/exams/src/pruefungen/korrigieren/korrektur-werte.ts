import type { SchuelerAntworten } from '@lernstapel/contracts';

/** Points per part as the form starts: the graded ones, else the answer check's suggestion, else empty. */
export function startPunkte(antworten: SchuelerAntworten): Record<number, string> {
  return Object.fromEntries(
    antworten.teile.map((teil) => [
      teil.pruefungsteil_id,
      String(teil.punkte ?? teil.vorgeschlagene_punkte ?? ''),
    ]),
  );
}

/** The total of the typed points; anything that is not a number ≥ 0 counts 0 (the API refuses it). */
export function summe(punkte: Record<number, string>): number {
  return Object.values(punkte).reduce((total, wert) => {
    const zahl = Number(wert);
    return total + (wert.trim() !== '' && Number.isFinite(zahl) && zahl >= 0 ? zahl : 0);
  }, 0);
}

export interface KorrekturWerte {
  punkte: Record<number, string>;
  kommentare: Record<number, string>;
  /** null: the grade follows the suggestion for the current total. */
  note: string | null;
  kommentar: string;
}

/** The form as it opens for one pupil's attempt: what was saved before, else the suggestions. */
export function startWerte(antworten: SchuelerAntworten): KorrekturWerte {
  return {
    punkte: startPunkte(antworten),
    kommentare: Object.fromEntries(
      antworten.teile.map((teil) => [teil.pruefungsteil_id, teil.kommentar_lehrperson ?? '']),
    ),
    note: antworten.zeile.note === null ? null : String(antworten.zeile.note),
    kommentar: antworten.zeile.kommentar_lehrperson ?? '',
  };
}
