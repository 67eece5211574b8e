import { apiErrorMessage, usePushPolling } from '@lernstapel/api-client';
import type { PruefungDetail } from '@lernstapel/contracts';
import { formatDuration } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Badge, DataState, DataTable, Group, Loader, Text } from '@lernstapel/ui';
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
      <DataTable
        striped
        data-testid="ueberblick-table"
        rows={zeilen.data ?? []}
        rowKey={(zeile) => zeile.schueler_id}
        rowProps={(zeile) => ({ 'data-testid': `ueberblick-${zeile.benutzername}` })}
        columns={[
          {
            header: t('pruefungen.schueler'),
            cell: (zeile) => (
              <>
                <Text size="sm" fw={600}>
                  {zeile.benutzername}
                </Text>
                <Text size="xs">{zeile.namevoll}</Text>
              </>
            ),
          },
          {
            header: t('pruefungen.status'),
            cell: (zeile) => (
              <Group gap="xs" wrap="nowrap">
                {zeile.status === 'in Bearbeitung' ? <Loader size="xs" type="dots" aria-hidden /> : null}
                <span>{statusText(zeile.status)}</span>
              </Group>
            ),
          },
          {
            header: t('pruefungen.zeit'),
            cell: (zeile) => (zeile.dauer_sekunden === null ? '' : formatDuration(zeile.dauer_sekunden)),
          },
          {
            header: t('pruefungen.punkte'),
            cell: (zeile) => (zeile.status === 'korrigiert' ? (zeile.punkte ?? '') : ''),
          },
          {
            header: t('pruefungen.note'),
            cell: (zeile) => (zeile.status === 'korrigiert' ? (zeile.note ?? '') : ''),
          },
          {
            header: t('pruefungen.ablenkungen'),
            cell: (zeile) =>
              zeile.ablenkungen > 0 ? (
                <Badge color="orange" variant="light">
                  {t('pruefungen.ablenkungenMarke', { anzahl: zeile.ablenkungen })}
                </Badge>
              ) : null,
          },
        ]}
      />
    </DataState>
  );
}
