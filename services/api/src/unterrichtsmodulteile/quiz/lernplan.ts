/** The FSRS schedule of 'Intelligente Wiederholung' (issue 11), on the server only (ts-fsrs stays out of the bundles). */
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card } from 'ts-fsrs';
import type { Lernstand as LernstandZeile } from './entities/lernstand.entity';

/** One learner's FSRS memory state of one card (ts-fsrs Card). */
export type Lernstand = Card;

/** No fuzz: the same answers give the same schedule (tests, and no surprise for the learner). */
const PLANER = fsrs(generatorParameters({ enable_fuzz: false }));

/**
 * The state after an answer: the spec's two buttons are FSRS's pass and fail ('Ich wusste es!' =
 * Good, 'Ich wusste es nicht.' = Again). A card never asked starts empty.
 */
export function naechsterLernstand(stand: Lernstand | null, gewusst: boolean, jetzt: Date): Lernstand {
  return PLANER.next(stand ?? createEmptyCard(jetzt), jetzt, gewusst ? Rating.Good : Rating.Again).card;
}

type LernstandSpalten = Omit<LernstandZeile, 'id' | 'benutzer_id' | 'unterrichtsmodulteil_id'>;

/** The stored row as a ts-fsrs Card. */
export function alsLernstand(zeile: LernstandSpalten): Lernstand {
  return {
    due: new Date(zeile.faellig_am),
    stability: Number(zeile.stabilitaet),
    difficulty: Number(zeile.schwierigkeit),
    elapsed_days: zeile.tage_vergangen,
    scheduled_days: zeile.tage_geplant,
    reps: zeile.wiederholungen,
    lapses: zeile.vergessen,
    learning_steps: zeile.lernschritte,
    state: zeile.zustand,
    last_review: zeile.letzte_wiederholung ? new Date(zeile.letzte_wiederholung) : undefined,
  };
}

/** A ts-fsrs Card as the row's columns. */
export function alsSpalten(stand: Lernstand): LernstandSpalten {
  return {
    faellig_am: stand.due,
    stabilitaet: stand.stability,
    schwierigkeit: stand.difficulty,
    tage_vergangen: stand.elapsed_days,
    tage_geplant: stand.scheduled_days,
    wiederholungen: stand.reps,
    vergessen: stand.lapses,
    lernschritte: stand.learning_steps,
    zustand: stand.state,
    letzte_wiederholung: stand.last_review ?? null,
  };
}
