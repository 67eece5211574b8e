import type { MonitoringStapel } from '@lernstapel/contracts';
import { apiErrorMessage, BACKGROUND_REFRESH } from '@lernstapel/api-client';
import { formatDateTimeDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Anchor, DataState, Link, List, Paper, Stack, Table, Text, Title } from '@lernstapel/ui';
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
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('monitoring.schueler')}</Table.Th>
                <Table.Th>{t('monitoring.letztesErgebnis')}</Table.Th>
                <Table.Th>{t('monitoring.datum')}</Table.Th>
                <Table.Th>{t('monitoring.durchgaenge')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stapel.schueler.map((schueler) => (
                <Table.Tr key={schueler.benutzer_id}>
                  <Table.Td>{schueler.name}</Table.Td>
                  <Table.Td>
                    {schueler.letztes_ergebnis === null ? '–' : `${schueler.letztes_ergebnis} %`}
                  </Table.Td>
                  <Table.Td>{schueler.datum ? formatDateTimeDe(schueler.datum) : '–'}</Table.Td>
                  <Table.Td>{schueler.anzahl_durchgaenge}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
    <DataState
      loading={!monitoring.data && !monitoring.error}
      errorMessage={monitoring.error ? apiErrorMessage(monitoring.error) : null}
      onRetry={() => void monitoring.refetch()}
      empty={list.length === 0}
      emptyMessage={t('monitoring.keineAufgaben')}
    >
      <Stack>
        {list.map((stapel) => (
          <MonitoringKarte key={stapel.unterrichtsmodul_id} stapel={stapel} />
        ))}
      </Stack>
    </DataState>
  );
}
