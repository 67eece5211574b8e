import { useBackgroundRefresh } from '@lernstapel/api-client';
import { faelligText } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import {
  cardsToCorrectCount,
  dueCardCount,
  useGetDashboardBriefkastenQuery,
  useGetDashboardEigeneStapelQuery,
  useGetDashboardFaelligQuery,
} from '../dashboard-api';
import { DashboardTile, type TileProps } from '../DashboardTile';
import { AbfrageFehler, einerFehlgeschlagen } from '@lernstapel/ui-data';

/**
 * 01 §2 Meine Flashcards: badge = mailbox entries plus the cards to correct in all own stacks; in
 * 'Intelligente Wiederholung' also 'n Karten fällig' (issue 11).
 */
export function FlashcardsTile({ user, onOpen }: TileProps) {
  const backgroundRefresh = useBackgroundRefresh();
  const briefkasten = useGetDashboardBriefkastenQuery(user.id, backgroundRefresh);
  const stapel = useGetDashboardEigeneStapelQuery(user.id, backgroundRefresh);
  const faellig = useGetDashboardFaelligQuery(undefined, {
    ...backgroundRefresh,
    refetchOnMountOrArgChange: true,
  });
  if (einerFehlgeschlagen([briefkasten, stapel])) return <AbfrageFehler abfragen={[briefkasten, stapel]} />;
  const count = (briefkasten.data?.length ?? 0) + cardsToCorrectCount(stapel.data ?? []);
  const faelligAnzahl = faellig.data ? dueCardCount(faellig.data) : null;
  return (
    <DashboardTile
      testId="tile-flashcards"
      title={t('dashboard.flashcards')}
      text={t('portal.dashboard.flashcardsText')}
      badge={{ count, label: t('portal.dashboard.badgeFlashcards', { anzahl: count }) }}
      hinweis={faelligAnzahl ? faelligText(faelligAnzahl) : null}
      action={{ onOpen: () => onOpen('flashcards') }}
    />
  );
}
