import { skipToken } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { ON_OPEN, useGetDashboardGruppenQuery, useGetDashboardKlasseQuery } from '../dashboard-api';
import { DashboardTile, type TileProps } from '../DashboardTile';
import { AbfrageFehler, einerFehlgeschlagen } from '@lernstapel/ui-data';

/** 01 §2 SuS / Gruppen: teachers with a class only, hidden while the class has no pupils and no groups. */
export function SusGruppenTile({ user, onOpen }: TileProps) {
  const klassenCode = !user.ist_schueler && !user.ist_main_admin ? user.klassen_code : null;
  const klasse = useGetDashboardKlasseQuery(klassenCode ?? skipToken, ON_OPEN);
  const gruppen = useGetDashboardGruppenQuery(klassenCode ?? skipToken, ON_OPEN);
  if (einerFehlgeschlagen([klasse, gruppen])) return <AbfrageFehler abfragen={[klasse, gruppen]} />;
  if (!klasse.data || !gruppen.data) return null;
  if (klasse.data.length === 0 && gruppen.data.length === 0) return null;
  const schueler = klasse.data.length;
  return (
    <DashboardTile
      testId="tile-sus-gruppen"
      title={t('dashboard.susGruppen')}
      text={t('portal.dashboard.susGruppenText', { schueler, gruppen: gruppen.data.length })}
      badge={{ count: schueler, label: t('portal.dashboard.badgeSchueler', { anzahl: schueler }) }}
      action={{ onOpen: () => onOpen('fachgruppen') }}
    />
  );
}
