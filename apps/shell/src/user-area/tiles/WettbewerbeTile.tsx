import { useBackgroundRefresh } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { useGetDashboardWettbewerbeQuery } from '../dashboard-api';
import { DashboardTile, type TileProps } from '../DashboardTile';
import { AbfrageFehler } from '@lernstapel/ui-data';

/** 01 §2 Quiz-Wettbewerbe: only when the user takes part in a race. */
export function WettbewerbeTile({ user, onOpen }: TileProps) {
  const backgroundRefresh = useBackgroundRefresh();
  const wettbewerbe = useGetDashboardWettbewerbeQuery(user.id, backgroundRefresh);
  if (wettbewerbe.error) return <AbfrageFehler abfragen={[wettbewerbe]} />;
  const count = wettbewerbe.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <DashboardTile
      testId="tile-wettbewerbe"
      title={t('dashboard.wettbewerbe')}
      text={t('portal.dashboard.wettbewerbeText')}
      badge={{ count, label: t('portal.dashboard.badgeWettbewerbe', { anzahl: count }) }}
      action={{ onOpen: () => onOpen('wettbewerbe') }}
    />
  );
}
