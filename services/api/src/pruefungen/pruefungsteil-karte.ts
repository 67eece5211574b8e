import type { Karte } from '@lernstapel/contracts';
import { emptyCard, type LabelNumbers } from '@lernstapel/rules';
import type { Pruefungsteil } from './entities/pruefungsteil.entity';
import type { SchuelerInPruefungsteil } from './entities/schueler-in-pruefungsteil.entity';

/**
 * The snapshot an exam part keeps of its card (issue 12): the card as the pupils answer it, with the
 * learning state reset. Issue 29: it holds no person, so the author (autor_id, autor) stays out; the
 * privacy map declares the column free of personal data for this reason.
 */
export function karteSchnappschuss(karte: Karte): string {
  const { autor: _autor, autor_id: _autorId, ...inhalt } = karte;
  return JSON.stringify({ ...inhalt, stapelfach_nr: 1, korrekturmarkierung: false });
}

/** The part's card snapshot (a part saved before snapshots existed reads as an empty card). */
export function karteVon(teil: Pick<Pruefungsteil, 'karte' | 'unterrichtsmodulteil_id'>): Karte {
  if (!teil.karte)
    return { ...emptyCard({ unterrichtsmodule_id: 0 }), id: teil.unterrichtsmodulteil_id ?? 0 };
  return { ...emptyCard({ unterrichtsmodule_id: 0 }), ...(JSON.parse(teil.karte) as Partial<Karte>) };
}

/** The shuffled marker numbers a pupil was shown (labelling in number mode), label number → number. */
export function beschriftungNummern(
  antwort: Pick<SchuelerInPruefungsteil, 'beschriftung_nummern'>,
): LabelNumbers {
  return antwort.beschriftung_nummern ? (JSON.parse(antwort.beschriftung_nummern) as LabelNumbers) : {};
}
