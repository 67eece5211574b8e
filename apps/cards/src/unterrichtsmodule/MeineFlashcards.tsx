import { Button, Group } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { apiErrorMessage, useGetSessionQuery } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { BuildId, DataState, PageTitle } from '@lernstapel/ui';
import { BUILD_ID } from '../build-id';
import { sortStapelByTitel } from './sort-stapel';
import { StapelTable } from './StapelTable';
import { BACKGROUND_REFRESH, useGetEigeneUnterrichtsmoduleQuery } from './unterrichtsmodule-api';

/** Exposed as 'cards/MeineFlashcards': the user's own stacks (01 §2 'Meine Flashcards'). */
export function MeineFlashcards() {
  const session = useGetSessionQuery();
  const stapel = useGetEigeneUnterrichtsmoduleQuery(session.data?.userID ?? skipToken, BACKGROUND_REFRESH);
  const error = session.error ?? stapel.error;
  const list = stapel.data ?? [];
  return (
    <section>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('stapel.titel')}</PageTitle>
        <Button component={Link} to="/globalemodule" variant="light">
          {t('globalemodule.titel')}
        </Button>
      </Group>
      <DataState
        loading={!stapel.data}
        errorMessage={error ? apiErrorMessage(error) : null}
        onRetry={() => void (session.error ? session.refetch() : stapel.refetch())}
        empty={list.length === 0}
        emptyMessage={t('stapel.keineStapel')}
      >
        <StapelTable stapel={sortStapelByTitel(list)} />
      </DataState>
      <BuildId app="cards" id={BUILD_ID} />
    </section>
  );
}
