import { apiErrorMessage } from '@lernstapel/api-client';
import type { PruefungDetail } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { Alert, Button, DataState, Stack, Text } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { PruefungKopf } from '../PruefungKopf';
import { useGetSchuelerInPruefungenQuery, useStartenMutation } from '../pruefungen-api';
import { Ergebnis } from './Ergebnis';
import { PruefungsFormular } from './PruefungsFormular';

export interface PruefungSchuelerProps {
  pruefung: PruefungDetail;
  schuelerId: number;
}

/**
 * 02 §2 exam screen for a pupil: instruction and Start; then the questions and the hand-in; then the
 * message that the exam is finished; once corrected, the result (02 §4).
 */
export function PruefungSchueler({ pruefung, schuelerId }: PruefungSchuelerProps) {
  const zeilen = useGetSchuelerInPruefungenQuery(pruefung.id);
  const [starten, start] = useStartenMutation();
  const status = zeilen.data?.[0]?.status ?? null;
  return (
    <DataState
      loading={!zeilen.data}
      errorMessage={zeilen.error ? apiErrorMessage(zeilen.error) : null}
      onRetry={() => void zeilen.refetch()}
      empty={false}
      emptyMessage=""
    >
      {status === null ? (
        <Stack gap="md">
          <PruefungKopf pruefung={pruefung} />
          {start.error ? <ApiErrorAlert error={start.error} /> : null}
          <Button onClick={() => void starten(pruefung.id)} loading={start.isLoading} w="fit-content">
            {t('pruefungen.start')}
          </Button>
        </Stack>
      ) : null}
      {status === 'in Bearbeitung' && zeilen.data?.[0] ? (
        <PruefungsFormular pruefung={pruefung} zeile={zeilen.data[0]} schuelerId={schuelerId} />
      ) : null}
      {status === 'abgegeben' ? (
        <Alert color="teal" role="status" data-testid="pruefung-beendet">
          <Text fw={700}>{t('pruefungen.ergebnisVerschickt')}</Text>
          <Text>{t('pruefungen.beendet')}</Text>
        </Alert>
      ) : null}
      {status === 'korrigiert' ? <Ergebnis pruefung={pruefung} schuelerId={schuelerId} /> : null}
    </DataState>
  );
}
