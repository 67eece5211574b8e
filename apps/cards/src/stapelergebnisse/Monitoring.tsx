import type { MonitoringStapel } from '@lernstapel/contracts';
import { BACKGROUND_REFRESH } from '@lernstapel/api-client';
import { formatDateTimeDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Anchor, DataTable, Link, List, Paper, Stack, Text, Title } from '@lernstapel/ui';
import { AbfrageState } from '@lernstapel/ui-data';
import { useGetMonitoringQuery } from './monitoring-api';

function MonitoringKarte({ stapel }: { stapel: MonitoringStapel }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="monitoring-stapel">
      <Stack gap="sm">
        <Title order={3} size="h4">
          <Anchor component={Link} to={`/editunterrichtsmodul/${stapel.unterrichtsmodul_id}/monitoring`}>
            {stapel.bezeichnung}
          </Anchor>
        </Title>
        {stapel.aufgabe ? <Text size="sm">{stapel.aufgabe}</Text> : null}
        {stapel.schueler.length === 0 ? (
          <Text>{t('monitoring.keineSchueler')}</Text>
        ) : (
          <DataTable
            rows={stapel.schueler}
            rowKey={(schueler) => schueler.benutzer_id}
            columns={[
              { header: t('monitoring.schueler'), cell: (schueler) => schueler.name },
              {
                header: t('monitoring.letztesErgebnis'),
                cell: (schueler) =>
                  schueler.letztes_ergebnis === null ? '–' : `${schueler.letztes_ergebnis} %`,
              },
              {
                header: t('monitoring.datum'),
                cell: (schueler) => (schueler.datum ? formatDateTimeDe(schueler.datum) : '–'),
              },
              { header: t('monitoring.durchgaenge'), cell: (schueler) => schueler.anzahl_durchgaenge },
            ]}
          />
        )}
        {stapel.schwierigste_karten.length > 0 ? (
          <>
            <Text fw={700}>{t('monitoring.schwierigsteKarten')}</Text>
            <List>
              {stapel.schwierigste_karten.map((karte) => (
                <List.Item key={karte.frage}>
                  {t('monitoring.schwierigeKarte', {
                    frage: karte.frage,
                    anzahl: karte.nicht_gewusst,
                    anteil: karte.anteil,
                  })}
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** 01 §2 Aufgaben, tab Monitoring: each assignment, each pupil's last result, date and runs. */
export function Monitoring() {
  const monitoring = useGetMonitoringQuery(undefined, BACKGROUND_REFRESH);
  const list = monitoring.data ?? [];
  return (
    <AbfrageState
      abfragen={[monitoring]}
      empty={list.length === 0}
      emptyMessage={t('monitoring.keineAufgaben')}
    >
      <Stack>
        {list.map((stapel) => (
          <MonitoringKarte key={stapel.unterrichtsmodul_id} stapel={stapel} />
        ))}
      </Stack>
    </AbfrageState>
  );
}
