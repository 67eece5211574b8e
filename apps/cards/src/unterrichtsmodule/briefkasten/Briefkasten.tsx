import { apiErrorMessage, BACKGROUND_REFRESH } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { DataState } from '@lernstapel/ui';
import { ListSection } from '../../ui/ListSection';
import { BriefkastenTable } from './BriefkastenTable';
import { useGetBriefkastenQuery } from './briefkasten-api';

export interface BriefkastenProps {
  userId: number;
}

/** The mailbox section of 'Meine Flashcards' (01 §2), read-only; refreshed every 30 s (01 §4). */
export function Briefkasten({ userId }: BriefkastenProps) {
  const briefkasten = useGetBriefkastenQuery(userId, BACKGROUND_REFRESH);
  const list = briefkasten.data ?? [];
  return (
    <ListSection title={t('teilen.briefkasten')}>
      <DataState
        loading={!briefkasten.data}
        errorMessage={briefkasten.error ? apiErrorMessage(briefkasten.error) : null}
        onRetry={() => void briefkasten.refetch()}
        empty={list.length === 0}
        emptyMessage={t('teilen.briefkastenLeer')}
      >
        <BriefkastenTable eintraege={list} />
      </DataState>
    </ListSection>
  );
}
