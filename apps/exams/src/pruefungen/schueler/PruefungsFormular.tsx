import { useEffect, useState } from 'react';
import { apiErrorMessage } from '@lernstapel/api-client';
import type { PruefungDetail, PruefungsAntwort, SchuelerInPruefungZeile } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { ApiErrorAlert, Button, Card, DataState, Stack, Switch, Text, Title } from '@lernstapel/ui';
import { leereAntwort, nurAntwort } from '../antwort-felder';
import {
  useAbgebenMutation,
  useGetFragenQuery,
  useGetSchuelerAntwortenQuery,
  useSaveAntwortMutation,
} from '../pruefungen-api';
import { FrageFeld } from './FrageFeld';
import { useAutosave } from './use-autosave';

export interface PruefungsFormularProps {
  pruefung: PruefungDetail;
  zeile: SchuelerInPruefungZeile;
  schuelerId: number;
}

/**
 * The running exam (02 §4 in Bearbeitung): the questions with the answers saved so far (a reload
 * resumes), autosave while typing, and 'Abgeben und beenden' once the confirmation is ticked (02 §5).
 */
export function PruefungsFormular({ pruefung, zeile, schuelerId }: PruefungsFormularProps) {
  const fragen = useGetFragenQuery(pruefung.id);
  const gespeichert = useGetSchuelerAntwortenQuery(
    { id: pruefung.id, schuelerId },
    { refetchOnMountOrArgChange: true },
  );
  const [saveAntwort, autosave] = useSaveAntwortMutation();
  const [abgeben, abgabe] = useAbgebenMutation();
  const [antworten, setAntworten] = useState<Map<number, PruefungsAntwort> | null>(null);
  const [bestaetigt, setBestaetigt] = useState(false);
  const { schedule, flush } = useAutosave((antwort) => void saveAntwort({ id: pruefung.id, antwort }));

  useEffect(() => {
    if (gespeichert.data && antworten === null) {
      setAntworten(new Map(gespeichert.data.teile.map((teil) => [teil.pruefungsteil_id, nurAntwort(teil)])));
    }
  }, [gespeichert.data, antworten]);

  const aendern = (antwort: PruefungsAntwort) => {
    setAntworten((alt) => new Map(alt ?? []).set(antwort.pruefungsteil_id, antwort));
    schedule(antwort);
  };
  const abgebenUndBeenden = () => {
    flush();
    const alle = (fragen.data ?? []).map((frage) => antworten?.get(frage.id) ?? leereAntwort(frage.id));
    void abgeben({ pruefung_id: pruefung.id, antworten: alle });
  };
  const startzeit = zeile.startzeit
    ? new Date(zeile.startzeit).toLocaleTimeString('de-CH', { hour: '2-digit', minute: '2-digit' })
    : '';

  return (
    <DataState
      loading={!fragen.data || antworten === null}
      errorMessage={
        fragen.error
          ? apiErrorMessage(fragen.error)
          : gespeichert.error
            ? apiErrorMessage(gespeichert.error)
            : null
      }
      onRetry={() => void (fragen.error ? fragen.refetch() : gespeichert.refetch())}
      empty={fragen.data?.length === 0}
      emptyMessage={t('pruefungen.keinModul')}
    >
      <Stack gap="md" data-testid="pruefung-formular">
        <Text size="sm" c="dimmed">
          {t('pruefungen.startzeit', { zeit: startzeit })} · {t('pruefungen.gespeichertAutomatisch')}
        </Text>
        {autosave.error ? <ApiErrorAlert error={autosave.error} /> : null}
        {(fragen.data ?? []).map((frage, index) => (
          <Card key={frage.id} withBorder>
            <Title order={2} size="h5">
              {t('pruefungen.aufgabe', { nr: index + 1 })} ({frage.punkte} {t('pruefungen.punkte')})
            </Title>
            <Text mb="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {frage.frage}
            </Text>
            <FrageFeld
              frage={frage}
              nr={index + 1}
              antwort={antworten?.get(frage.id) ?? leereAntwort(frage.id)}
              onChange={aendern}
            />
          </Card>
        ))}
        <Switch
          checked={bestaetigt}
          onChange={(e) => setBestaetigt(e.currentTarget.checked)}
          label={t('pruefungen.abgabeBestaetigen')}
        />
        {abgabe.error ? <ApiErrorAlert error={abgabe.error} /> : null}
        <Button disabled={!bestaetigt} loading={abgabe.isLoading} onClick={abgebenUndBeenden} w="fit-content">
          {t('pruefungen.abgebenUndBeenden')}
        </Button>
      </Stack>
    </DataState>
  );
}
