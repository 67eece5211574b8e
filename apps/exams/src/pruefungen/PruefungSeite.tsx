import { apiErrorMessage, httpStatusOf } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { BuildId, DataState, PageTitle, Button, Group, Link } from '@lernstapel/ui';
import { BUILD_ID } from '../build-id';
import { PruefungKopf } from './PruefungKopf';
import { useGetPruefungQuery } from './pruefungen-api';

/** 02 §2: the close button of the exam screen. */
export const PRUEFUNG_SCHLIESSEN_LINK = '/user/pruefungen';

export interface PruefungSeiteProps {
  id: number;
}

/** /pruefungen/{id}: the exam screen, read-only header for now (02 §2). */
export function PruefungSeite({ id }: PruefungSeiteProps) {
  const pruefung = useGetPruefungQuery(id);
  const notFound = httpStatusOf(pruefung.error) === 404;
  return (
    <section>
      <Group justify="space-between" align="flex-start">
        {pruefung.data ? <PageTitle>{pruefung.data.titel}</PageTitle> : <span />}
        <Button component={Link} to={PRUEFUNG_SCHLIESSEN_LINK} variant="default">
          {t('allgemein.schliessen')}
        </Button>
      </Group>
      <DataState
        loading={!notFound && !pruefung.data}
        errorMessage={pruefung.error && !notFound ? apiErrorMessage(pruefung.error) : null}
        onRetry={() => void pruefung.refetch()}
        empty={notFound}
        // 02 §2: shown verbatim when the exam is missing
        emptyMessage={t('pruefungen.keinModul')}
      >
        {pruefung.data ? <PruefungKopf pruefung={pruefung.data} /> : null}
      </DataState>
      <BuildId app="exams" id={BUILD_ID} />
    </section>
  );
}
