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

const MINUTE = 60_000;
const STUNDE = 60 * MINUTE;
const TAG = 24 * STUNDE;

/**
 * Issue 23: when an answered card comes back in 'Intelligente Wiederholung', in the largest whole
 * unit ("wieder in 3 Tagen", "wieder in 10 Minuten"); less than half a minute is "gleich wieder".
 */
export function wiederFaelligText(faelligAm: Date | string, jetzt: Date): string {
  const abstand = new Date(faelligAm).getTime() - jetzt.getTime();
  // Half a minute rounds to one: FSRS's first step (1 min) reaches the browser a moment later.
  if (abstand < MINUTE / 2) return t('quiz.gleichWieder');
  if (abstand < STUNDE) {
    const minuten = Math.round(abstand / MINUTE);
    return minuten === 1 ? t('quiz.wiederInEinerMinute') : t('quiz.wiederInMinuten', { anzahl: minuten });
  }
  if (abstand < TAG) {
    const stunden = Math.round(abstand / STUNDE);
    return stunden === 1 ? t('quiz.wiederInEinerStunde') : t('quiz.wiederInStunden', { anzahl: stunden });
  }
  const tage = Math.round(abstand / TAG);
  return tage === 1 ? t('quiz.wiederMorgen') : t('quiz.wiederInTagen', { anzahl: tage });
}
