import { apiErrorMessage, useBackgroundRefresh } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { DataState } from '@lernstapel/ui';
import { ListSection } from '../../ui/ListSection';
import { sortStapel, type StapelSortierung } from '../sort-stapel';
import { StapelAnsicht } from '../StapelAnsicht';
import type { StapelListeProps } from '../stapel-zeile';
import { useGetTeamStapelQuery } from './gemeinsamestapel-api';

export interface TeamStapelProps extends Omit<StapelListeProps, 'stapel' | 'zugang'> {
  symbole: boolean;
  sortierung: StapelSortierung;
}

/**
 * 01 §3 the 'Team-Ordner' (pseudo-folder 1234567890, no menu): stacks of other owners the user edits
 * in a team; their menu offers only what team members may (rule stapelRechte). Refreshed every 30 s.
 */
export function TeamStapel({ user, sortierung, ...ansicht }: TeamStapelProps) {
  const team = useGetTeamStapelQuery(user.id, useBackgroundRefresh());
  const list = team.data ?? [];
  return (
    <ListSection title={t('ordner.teamOrdner')}>
      <DataState
        loading={!team.data}
        errorMessage={team.error ? apiErrorMessage(team.error) : null}
        onRetry={() => void team.refetch()}
        empty={list.length === 0}
        emptyMessage={t('eingaenge.team.leer')}
      >
        <StapelAnsicht {...ansicht} user={user} stapel={sortStapel(list, sortierung)} zugang="team" />
      </DataState>
    </ListSection>
  );
}
