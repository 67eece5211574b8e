import { useDeferredValue } from 'react';
import { apiErrorMessage, useGetSessionQuery } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { BuildId, Button, DataState, Group, Link, PageTitle, useOnline } from '@lernstapel/ui';
import { BUILD_ID } from '@lernstapel/webpack-federation';
import { GeraetSpeicher } from '../geraetespeicher/GeraetSpeicher';
import { FlashcardsSeite } from './FlashcardsSeite';
import { flashcardsErsteDaten } from './erste-daten';

/**
 * Exposed as 'cards/MeineFlashcards' (01 §2 'Meine Flashcards'): the own stacks by folder, the team
 * stacks, the mailbox, and every stack dialog; /user/briefkasten opens the mailbox, /user/kopieren/
 * {id}/flashcards copies a stack (02 §2).
 */
export function MeineFlashcards() {
  const session = useGetSessionQuery();
  const user = session.data?.user;
  // Issue 27: without a network the stacks kept on this device, to learn them.
  const online = useOnline();
  // Issue 27: the page's frame paints first; its stacks render after that, in slices the browser can
  // interrupt, instead of in the same task (their data is in the cache already, ersteDaten below).
  const stapelZeigen = useDeferredValue(true, false);
  return (
    <section>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('stapel.titel')}</PageTitle>
        <Button component={Link} to="/globalemodule" variant="light">
          {t('globalemodule.titel')}
        </Button>
      </Group>
      <DataState
        loading={!user || !stapelZeigen}
        errorMessage={session.error ? apiErrorMessage(session.error) : null}
        onRetry={() => void session.refetch()}
        empty={false}
        emptyMessage=""
      >
        {user && online ? <FlashcardsSeite user={user} /> : null}
        {user && !online ? <GeraetSpeicher benutzerId={user.id} /> : null}
      </DataState>
      <BuildId app="cards" id={BUILD_ID} />
    </section>
  );
}

/** Issue 27: the page's first reads, asked for by the shell before it renders (RemoteSlot). */
export const ersteDaten = flashcardsErsteDaten;
