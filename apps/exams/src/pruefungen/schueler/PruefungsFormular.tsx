import type { PruefungDetail, SchuelerInPruefungZeile } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { DataState } from '@lernstapel/ui';
import { useGetFragenQuery, useGetSchuelerAntwortenQuery } from '../pruefungen-api';
import { PruefungBearbeiten } from './PruefungBearbeiten';
import { abfragenZustand } from '../abfragen-zustand';

export interface PruefungsFormularProps {
  pruefung: PruefungDetail;
  zeile: SchuelerInPruefungZeile;
  schuelerId: number;
}

/**
 * The running exam (02 §4 in Bearbeitung): the questions with the answers saved so far (a reload
 * resumes, answers typed offline included), autosave while typing that retries until the server has
 * every answer (issue 23), and 'Abgeben und beenden' once the confirmation is ticked (02 §5). Every
 * message names the part as the pupil sees it ("Aufgabe 3").
 */
export function PruefungsFormular({ pruefung, zeile, schuelerId }: PruefungsFormularProps) {
  const fragen = useGetFragenQuery(pruefung.id);
  const gespeichert = useGetSchuelerAntwortenQuery(
    { id: pruefung.id, schuelerId },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <DataState
      {...abfragenZustand(fragen, gespeichert)}
      empty={fragen.data?.length === 0}
      emptyMessage={t('pruefungen.keinModul')}
    >
      {fragen.data && gespeichert.data ? (
        <PruefungBearbeiten
          pruefung={pruefung}
          zeile={zeile}
          schuelerId={schuelerId}
          fragen={fragen.data}
          gespeichert={gespeichert.data}
        />
      ) : null}
    </DataState>
  );
}
