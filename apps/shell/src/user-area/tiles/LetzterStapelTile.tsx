import { httpStatusOf, skipToken } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import {
  ON_OPEN,
  lastStackId,
  useGetDashboardEinstellungenQuery,
  useGetDashboardStapelQuery,
} from '../dashboard-api';
import { DashboardTile } from '../DashboardTile';
import { AbfrageFehler, einerFehlgeschlagen } from '@lernstapel/ui-data';

/**
 * 01 §2 "last used stack": from the setting lastUModuleID; no tile without it. An own stack starts
 * its quiz, with the preview one click beside it (issue 23); another's stack opens its preview.
 */
export function LetzterStapelTile() {
  const einstellungen = useGetDashboardEinstellungenQuery(undefined, ON_OPEN);
  const id = einstellungen.data ? lastStackId(einstellungen.data) : null;
  const stapel = useGetDashboardStapelQuery(id ?? skipToken, ON_OPEN);
  // A last stack that has been deleted since (404) is simply no last stack any more.
  const abfragen = httpStatusOf(stapel.error) === 404 ? [einstellungen] : [einstellungen, stapel];
  if (einerFehlgeschlagen(abfragen)) return <AbfrageFehler abfragen={abfragen} />;
  if (id === null || !stapel.data) return null;
  const titel = stapel.data.bezeichnung;
  const vorschau = `/previewunterrichtsmodul/${id}`;
  const eigener = stapel.data.ist_eigentuemer;
  return (
    <DashboardTile
      testId="tile-letzter-stapel"
      title={t('dashboard.zuletztVerwendet')}
      text={t('portal.dashboard.letzterStapelText', { titel })}
      action={{ to: eigener ? `${vorschau}/quiz` : vorschau }}
      actionLabel={
        eigener ? { text: t('stapel.quiz'), name: t('stapel.quizStartenFuer', { titel }) } : undefined
      }
      secondary={
        eigener
          ? {
              to: vorschau,
              text: t('allgemein.vorschau'),
              name: t('portal.dashboard.vorschauVon', { titel }),
            }
          : undefined
      }
    />
  );
}
