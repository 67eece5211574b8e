import type { CardFields, Lernmodus } from '@lernstapel/rules';

/**
 * A card as the quiz needs it: every field the card face and the answer check use (02 §5 checks run
 * in the browser), without the author, the correction mark and note (an editor's business).
 */
export type QuizKarte = Omit<CardFields, 'autor_id' | 'autor' | 'notizen' | 'korrekturmarkierung'>;

/** How many cards lie in box 1, 2 and 3 (02 §2 box counter bar). */
export interface FachZahlen {
  fach1: number;
  fach2: number;
  fach3: number;
}

/**
 * GET /api/unterrichtsmodulteile/quiz/{unterrichtsmodulid} (02 §7 "cards in quiz mode"): the active
 * cards of a stack the user may read, in id order (the client shuffles). `eigener` says whether the
 * session user owns it: only then does the quiz move boxes and save results (02 §4; everyone else
 * gets the preview, which counts and saves nothing).
 */
export interface QuizStapel {
  id: number;
  bezeichnung: string;
  eigener: boolean;
  faecher: FachZahlen;
  karten: QuizKarte[];
  /** The session user's 'Lernmodus' setting (issue 11). */
  lernmodus: Lernmodus;
  /** Ids of the cards due for the session user by FSRS (never asked, or their date has come). */
  faellig: number[];
}

/**
 * POST /api/unterrichtsmodulteile/quiz/fach (02 §4 box rule, saved after each card): the client says
 * whether the card was known; the server computes the new box (rule nextBox) and logs the answer.
 * `anfrage_id` (a UUID the client makes once per answer) makes replays harmless: a request id already
 * seen changes nothing and answers the current state.
 */
export interface FachRequest {
  id: number;
  gewusst: boolean;
  anfrage_id: string;
}

export interface FachAntwort {
  id: number;
  stapelfach_nr: number;
  faecher: FachZahlen;
  /**
   * When 'Intelligente Wiederholung' asks the card again (ISO date-time of its FSRS state after the
   * answer; issue 23: "wieder in 3 Tagen"). The state is kept in both Lernmodi.
   */
  faellig_am: string;
}

/** POST /api/unterrichtsmodulteile/quiz/zuruecksetzen (02 §4 stack reset): every card to box 1, results deleted. */
export interface ZuruecksetzenRequest {
  unterrichtsmodul_id: number;
}

/** One own stack with cards due by FSRS (issue 11 'n Karten fällig'). */
export interface FaelligerStapel {
  unterrichtsmodul_id: number;
  anzahl: number;
}

/**
 * GET /api/unterrichtsmodulteile/quiz/faellig (issue 11): how many cards of each of the session
 * user's own stacks are due in 'Intelligente Wiederholung' (never asked, or their date has come).
 * Stacks without due cards are left out; in 'Drei Fächer' nothing is computed and `stapel` is empty.
 */
export interface FaelligeKarten {
  lernmodus: Lernmodus;
  stapel: FaelligerStapel[];
}
