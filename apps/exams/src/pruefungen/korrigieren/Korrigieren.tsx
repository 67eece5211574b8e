import { useState } from 'react';
import { apiErrorMessage } from '@lernstapel/api-client';
import type { PruefungDetail } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { Button, DataState, Group, Select, Stack } from '@lernstapel/ui';
import { useGetSchuelerInPruefungenQuery } from '../pruefungen-api';
import { DruckAnsicht } from './DruckAnsicht';
import { KorrekturFormular } from './KorrekturFormular';

export interface KorrigierenProps {
  pruefung: PruefungDetail;
}

/**
 * 02 §2 korrigieren: the pupils who handed in, one at a time with the navigator (first, previous,
 * dropdown by username, next, last), the grading form, and printing one pupil or all.
 */
export function Korrigieren({ pruefung }: KorrigierenProps) {
  const zeilen = useGetSchuelerInPruefungenQuery(pruefung.id);
  const abgegeben = (zeilen.data ?? []).filter((z) => z.status === 'abgegeben' || z.status === 'korrigiert');
  const [gewaehlt, setGewaehlt] = useState<number | null>(null);
  const [druck, setDruck] = useState<number[] | null>(null);
  const index = Math.max(
    0,
    abgegeben.findIndex((z) => z.schueler_id === gewaehlt),
  );
  const aktuell = abgegeben[index];
  const gehe = (i: number) =>
    setGewaehlt(abgegeben[Math.min(Math.max(i, 0), abgegeben.length - 1)]?.schueler_id ?? null);

  if (druck) return <DruckAnsicht pruefung={pruefung} schuelerIds={druck} onFertig={() => setDruck(null)} />;
  return (
    <DataState
      loading={!zeilen.data}
      errorMessage={zeilen.error ? apiErrorMessage(zeilen.error) : null}
      onRetry={() => void zeilen.refetch()}
      empty={abgegeben.length === 0}
      emptyMessage={t('pruefungen.keineAbgaben')}
    >
      {aktuell ? (
        <Stack gap="md">
          <Group gap="xs" data-testid="korrektur-navigator">
            <Button variant="default" onClick={() => gehe(0)} disabled={index === 0}>
              {t('pruefungen.erste')}
            </Button>
            <Button variant="default" onClick={() => gehe(index - 1)} disabled={index === 0}>
              {t('pruefungen.vorherige')}
            </Button>
            <Select
              aria-label={t('pruefungen.schuelerWaehlen')}
              data={abgegeben.map((z) => ({ value: String(z.schueler_id), label: z.benutzername }))}
              value={String(aktuell.schueler_id)}
              onChange={(value) => value !== null && setGewaehlt(Number(value))}
              allowDeselect={false}
              w={200}
            />
            <Button
              variant="default"
              onClick={() => gehe(index + 1)}
              disabled={index === abgegeben.length - 1}
            >
              {t('pruefungen.naechste')}
            </Button>
            <Button
              variant="default"
              onClick={() => gehe(abgegeben.length - 1)}
              disabled={index === abgegeben.length - 1}
            >
              {t('pruefungen.letzte')}
            </Button>
            <Button variant="light" onClick={() => setDruck([aktuell.schueler_id])}>
              {t('pruefungen.drucken')}
            </Button>
            <Button variant="light" onClick={() => setDruck(abgegeben.map((z) => z.schueler_id))}>
              {t('pruefungen.alleDrucken')}
            </Button>
          </Group>
          <KorrekturFormular key={aktuell.schueler_id} pruefung={pruefung} schuelerId={aktuell.schueler_id} />
        </Stack>
      ) : null}
    </DataState>
  );
}
