import { t } from '@lernstapel/texts';

/**
 * 'Lernmodus' (issue 11, beyond the spec): 'faecher' is the spec's three boxes; 'intelligent' asks
 * only the cards that are due by FSRS (scheduled by the API with ts-fsrs), beside the boxes, which
 * stay correct in both modes.
 */
export type Lernmodus = 'faecher' | 'intelligent';

export function lernmodusVon(wert: string | null | undefined): Lernmodus {
  return wert === 'intelligent' ? 'intelligent' : 'faecher';
}

/** Whether a card is to be asked now; a card never asked (no date) is due. */
export function istFaellig(faelligAm: Date | string | null, jetzt: Date): boolean {
  return faelligAm === null || new Date(faelligAm).getTime() <= jetzt.getTime();
}

/** 'n Karten fällig' on the quiz, the stack list and the dashboard, with the singular for one card. */
export function faelligText(anzahl: number): string {
  return anzahl === 1 ? t('quiz.karteFaellig') : t('quiz.kartenFaellig', { anzahl });
}
