import { apiErrorMessage, BACKGROUND_REFRESH, useGetSessionQuery, skipToken } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { BuildId, DataState, PageTitle, Button, Group, Link } from '@lernstapel/ui';
import { Briefkasten } from './briefkasten/Briefkasten';
import { BUILD_ID } from '../build-id';
import { TeamStapel } from './gemeinsamestapel/TeamStapel';
import { ListSection } from '../ui/ListSection';
import { sortStapelByTitel } from './sort-stapel';
import { StapelTable } from './StapelTable';
import { useGetEigeneUnterrichtsmoduleQuery } from './unterrichtsmodule-api';

/**
 * Exposed as 'cards/MeineFlashcards' (01 §2 'Meine Flashcards', with the mailbox): the mailbox, the
 * user's own stacks and the team stacks of other owners, each list loading and failing on its own.
 */
export function MeineFlashcards() {
  const session = useGetSessionQuery();
  const userId = session.data?.userID;
  const stapel = useGetEigeneUnterrichtsmoduleQuery(userId ?? skipToken, BACKGROUND_REFRESH);
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
      {userId === undefined ? null : <Briefkasten userId={userId} />}
      <ListSection title={t('eingaenge.eigeneStapel')}>
        <DataState
          loading={!stapel.data}
          errorMessage={error ? apiErrorMessage(error) : null}
          onRetry={() => void (session.error ? session.refetch() : stapel.refetch())}
          empty={list.length === 0}
          emptyMessage={t('stapel.keineStapel')}
        >
          <StapelTable stapel={sortStapelByTitel(list)} />
        </DataState>
      </ListSection>
      {userId === undefined ? null : <TeamStapel userId={userId} />}
      <BuildId app="cards" id={BUILD_ID} />
    </section>
  );
}
