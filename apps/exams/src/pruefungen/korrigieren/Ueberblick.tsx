import { apiErrorMessage, usePushPolling } from '@lernstapel/api-client';
import type { PruefungDetail } from '@lernstapel/contracts';
import { dauerText } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Badge, DataState, Group, Loader, Table, Text } from '@lernstapel/ui';
import { UEBERBLICK_POLLING_MS, useGetSchuelerInPruefungenQuery } from '../pruefungen-api';
import { statusText } from './status-text';

export interface UeberblickProps {
  pruefung: PruefungDetail;
}

/**
 * 02 §2 ueberblick: every pupil of the class with status (a waiting animation while in Bearbeitung),
 * time taken as m:ss, points and grade once corrected, and marked window changes; pushed when a pupil's attempt changes, polled every 30 s while the push channel is down.
 */
export function Ueberblick({ pruefung }: UeberblickProps) {
  const zeilen = useGetSchuelerInPruefungenQuery(pruefung.id, usePushPolling(UEBERBLICK_POLLING_MS));
  return (
    <DataState
      loading={!zeilen.data}
      errorMessage={zeilen.error ? apiErrorMessage(zeilen.error) : null}
      onRetry={() => void zeilen.refetch()}
      empty={zeilen.data?.length === 0}
      emptyMessage={t('klasse.keineSchueler')}
    >
      <Table striped data-testid="ueberblick-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pruefungen.schueler')}</Table.Th>
            <Table.Th>{t('pruefungen.status')}</Table.Th>
            <Table.Th>{t('pruefungen.zeit')}</Table.Th>
            <Table.Th>{t('pruefungen.punkte')}</Table.Th>
            <Table.Th>{t('pruefungen.note')}</Table.Th>
            <Table.Th>{t('pruefungen.ablenkungen')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(zeilen.data ?? []).map((zeile) => (
            <Table.Tr key={zeile.schueler_id} data-testid={`ueberblick-${zeile.benutzername}`}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {zeile.benutzername}
                </Text>
                <Text size="xs">{zeile.namevoll}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {zeile.status === 'in Bearbeitung' ? <Loader size="xs" type="dots" aria-hidden /> : null}
                  <span>{statusText(zeile.status)}</span>
                </Group>
              </Table.Td>
              <Table.Td>{zeile.dauer_sekunden === null ? '' : dauerText(zeile.dauer_sekunden)}</Table.Td>
              <Table.Td>{zeile.status === 'korrigiert' ? (zeile.punkte ?? '') : ''}</Table.Td>
              <Table.Td>{zeile.status === 'korrigiert' ? (zeile.note ?? '') : ''}</Table.Td>
              <Table.Td>
                {zeile.ablenkungen > 0 ? (
                  <Badge color="orange" variant="light">
                    {t('pruefungen.ablenkungenMarke', { anzahl: zeile.ablenkungen })}
                  </Badge>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </DataState>
  );
}
