import type { Karte, StapelAnsichtQuery, StapelDetail } from '@lernstapel/contracts';
import { apiErrorMessage, BACKGROUND_REFRESH, httpStatusOf } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import type { DataStateProps } from '@lernstapel/ui';
import { useGetUnterrichtsmodulQuery } from '../unterrichtsmodule/unterrichtsmodule-api';
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
  /** For DataState: loading, the API's message with a retry of both, not found (02 §2) or no cards. */
  ladezustand: Omit<DataStateProps, 'children'>;
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
  const karten = useGetKartenQuery({ unterrichtsmodulId: id, ansicht }, pollen ? BACKGROUND_REFRESH : {});
  const aktualisieren = () => {
    void stapel.refetch();
    void karten.refetch();
  };
  const error = stapel.error ?? karten.error;
  const notFound = httpStatusOf(error) === 404;
  const list = karten.data ?? [];
  const geladen = Boolean(stapel.data && karten.data);
  return {
    stapel: stapel.data,
    karten: list,
    geladen,
    aktualisieren,
    ladezustand: {
      loading: !notFound && !geladen,
      errorMessage: error && !notFound ? apiErrorMessage(error) : null,
      onRetry: aktualisieren,
      empty: notFound || list.length === 0,
      emptyMessage: t(notFound ? 'fehler.nichtGefunden' : 'karten.keineKarten'),
    },
  };
}
