import { apiErrorMessage, BACKGROUND_REFRESH, useGetSessionQuery, skipToken } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { DataState } from '@lernstapel/ui';
import { ListSection } from '../ui/ListSection';
import { StapelablageTable } from './StapelablageTable';
import { useGetStapelablageQuery } from './stapelablage-api';

/**
 * Exposed as 'cards/Stapelablage': the hand-ins the session user is a party of (01 §4), shown
 * read-only on the Aufgaben page above the exams; refreshed every 30 s (01 §4 background refresh).
 */
export function Stapelablage() {
  const session = useGetSessionQuery();
  const userId = session.data?.userID;
  const stapelablage = useGetStapelablageQuery(userId ?? skipToken, BACKGROUND_REFRESH);
  const error = session.error ?? stapelablage.error;
  const list = stapelablage.data ?? [];
  return (
    <ListSection title={t('eingaenge.stapelablage.titel')}>
      <DataState
        loading={userId === undefined || !stapelablage.data}
        errorMessage={error ? apiErrorMessage(error) : null}
        onRetry={() => void (session.error ? session.refetch() : stapelablage.refetch())}
        empty={list.length === 0}
        emptyMessage={t('eingaenge.stapelablage.leer')}
      >
        {userId === undefined ? null : <StapelablageTable eintraege={list} userId={userId} />}
      </DataState>
    </ListSection>
  );
}
