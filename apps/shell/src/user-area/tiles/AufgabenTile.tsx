import { skipToken, useBackgroundRefresh } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import {
  handInsToReviewCount,
  newAssignmentCount,
  upcomingExamCount,
  useGetDashboardBriefkastenQuery,
  useGetDashboardEigeneStapelQuery,
  useGetDashboardPruefungenQuery,
  useGetDashboardStapelablageQuery,
} from '../dashboard-api';
import { DashboardTile, type TileProps } from '../DashboardTile';
import { AbfrageFehler, einerFehlgeschlagen } from '@lernstapel/ui-data';

/**
 * 01 §2 Aufgaben: pupils count their upcoming exams, teachers the stacks to correct, i.e. the hand-ins
 * waiting for their review (01 §4); both count the new assignments (issue 23, newAssignmentCount).
 */
export function AufgabenTile({ user, onOpen }: TileProps) {
  const backgroundRefresh = useBackgroundRefresh();
  const klassenCode = user.ist_schueler ? user.klassen_code : null;
  const pruefungen = useGetDashboardPruefungenQuery(klassenCode ?? skipToken, backgroundRefresh);
  const stapelablage = useGetDashboardStapelablageQuery(
    user.ist_schueler ? skipToken : user.id,
    backgroundRefresh,
  );
  const briefkasten = useGetDashboardBriefkastenQuery(user.id, backgroundRefresh);
  const eigene = useGetDashboardEigeneStapelQuery(user.id, backgroundRefresh);
  const abfragen = [pruefungen, stapelablage, briefkasten, eigene];
  if (einerFehlgeschlagen(abfragen)) return <AbfrageFehler abfragen={abfragen} />;
  const neue = newAssignmentCount(briefkasten.data ?? [], eigene.data ?? []);
  const eigenerTeil = user.ist_schueler
    ? upcomingExamCount(pruefungen.data ?? [])
    : handInsToReviewCount(stapelablage.data ?? []);
  const count = eigenerTeil + neue;
  const label = user.ist_schueler
    ? t('portal.dashboard.badgePruefungenUndAufgaben', { pruefungen: eigenerTeil, aufgaben: neue })
    : neue > 0
      ? t('portal.dashboard.badgeKorrigierenUndAufgaben', { anzahl: eigenerTeil, aufgaben: neue })
      : t('portal.dashboard.badgeZuKorrigieren', { anzahl: count });
  return (
    <DashboardTile
      testId="tile-aufgaben"
      title={t('dashboard.aufgaben')}
      text={t('portal.dashboard.aufgabenText')}
      badge={{ count, label }}
      action={{ onOpen: () => onOpen('aufgaben') }}
    />
  );
}
