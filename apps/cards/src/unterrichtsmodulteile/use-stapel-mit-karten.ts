import type { Karte, StapelAnsichtQuery, StapelDetail } from '@lernstapel/contracts';
import { apiErrorMessage, BACKGROUND_REFRESH, httpStatusOf } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { useGetUnterrichtsmodulQuery } from '../unterrichtsmodule/unterrichtsmodule-api';
import { type KartenZustandProps, sperrMeldung } from './KartenZustand';
import { useGetKartenQuery } from './unterrichtsmodulteile-api';

export interface StapelMitKarten {
  /** The stack, once loaded. */
  stapel: StapelDetail | undefined;
  /** Its cards; empty until loaded. */
  karten: readonly Karte[];
  /** True once both the stack and its cards are loaded. */
  geladen: boolean;
  /** Loads the stack and its cards again (Aktualisieren). */
  aktualisieren: () => void;
  /**
   * For KartenZustand: loading, the API's message with a retry of both, not found (02 §2), no cards, or
   * the reason the cards are locked for now (issue 22 §1).
   */
  ladezustand: Omit<KartenZustandProps, 'children'>;
  /** The cards are locked while the pupil's exam or race on the stack runs: the page offers no actions. */
  gesperrt: boolean;
}

/**
 * One stack and its cards, as the card list and the preview load them (02 §2). From the global
 * library (`ansicht` 'globalemodule') the owner is shown by pseudonym only (02 §6).
 */
export function useStapelMitKarten(
  id: number,
  ansicht?: StapelAnsichtQuery['ansicht'],
  /** 02 §4: the card list refreshes every 30 s, except while a card is edited or previewed */
  pollen = false,
): StapelMitKarten {
  const stapel = useGetUnterrichtsmodulQuery({ id, ansicht });
  const karten = useGetKartenQuery({ unterrichtsmodulid: id, ansicht }, pollen ? BACKGROUND_REFRESH : {});
  const aktualisieren = () => {
    void stapel.refetch();
    void karten.refetch();
  };
  const error = stapel.error ?? karten.error;
  const notFound = httpStatusOf(error) === 404;
  const gesperrt = sperrMeldung(karten.error);
  const list = karten.data ?? [];
  const geladen = Boolean(stapel.data && karten.data);
  return {
    stapel: stapel.data,
    karten: list,
    geladen,
    aktualisieren,
    gesperrt: gesperrt !== null,
    ladezustand: {
      gesperrt,
      loading: !notFound && !geladen,
      errorMessage: error && !notFound ? apiErrorMessage(error) : null,
      onRetry: aktualisieren,
      empty: notFound || list.length === 0,
      emptyMessage: t(notFound ? 'fehler.nichtGefunden' : 'karten.keineKarten'),
    },
  };
}
