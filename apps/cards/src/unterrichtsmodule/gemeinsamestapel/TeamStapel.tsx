import { apiErrorMessage, BACKGROUND_REFRESH } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { DataState } from '@lernstapel/ui';
import { ListSection } from '../../ui/ListSection';
import { TeamStapelTable } from './TeamStapelTable';
import { useGetTeamStapelQuery } from './gemeinsamestapel-api';

export interface TeamStapelProps {
  userId: number;
}

/** The team stacks section of 'Meine Flashcards' (01 §3 'Team-Ordner'), read-only; refreshed every 30 s. */
export function TeamStapel({ userId }: TeamStapelProps) {
  const team = useGetTeamStapelQuery(userId, BACKGROUND_REFRESH);
  const list = team.data ?? [];
  return (
    <ListSection title={t('eingaenge.team.titel')}>
      <DataState
        loading={!team.data}
        errorMessage={team.error ? apiErrorMessage(team.error) : null}
        onRetry={() => void team.refetch()}
        empty={list.length === 0}
        emptyMessage={t('eingaenge.team.leer')}
      >
        <TeamStapelTable stapel={list} />
      </DataState>
    </ListSection>
  );
}
