import { useEffect, useState } from 'react';
import type { SessionUser } from '@lernstapel/contracts';
import { apiErrorMessage, useBackgroundRefresh, useGetSessionQuery } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import {
  BuildId,
  DataState,
  LoadingState,
  PageTitle,
  SuccessNotice,
  Badge,
  Button,
  Group,
  Link,
  useLocation,
  useOnline,
  useParams,
} from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { useGetOrdnerQuery } from '../benutzerordner/benutzerordner-api';
import { BUILD_ID } from '@lernstapel/webpack-federation';
import { GeraetSpeicher } from '../geraetespeicher/GeraetSpeicher';
import { ListSection } from '../ui/ListSection';
import { meldungAus } from '../ui/meldung-state';
import { useDialog } from '../ui/use-dialog';
import { AnsichtUndSortierung } from './AnsichtUndSortierung';
import { useGetBriefkastenQuery } from './briefkasten/briefkasten-api';
import { useGetFaelligeKartenQuery } from '../previewunterrichtsmodul/quiz/quiz-api';
import { EigeneStapel } from './EigeneStapel';
import { mitFaelligkeit } from './faellige-karten';
import { useGetTeamStapelQuery } from './gemeinsamestapel/gemeinsamestapel-api';
import { TeamStapel } from './gemeinsamestapel/TeamStapel';
import { useKopierAuftrag } from './kopieren/use-kopier-auftrag';
import { SeitenDialog, type SeitenDialogArt } from './SeitenDialog';
import { sortStapel, type StapelSortierung } from './sort-stapel';
import { useStapelAktion } from './use-stapel-aktion';
import { useStapelAnsicht } from './use-stapel-ansicht';
import { useGetEigeneUnterrichtsmoduleQuery } from './unterrichtsmodule-api';

function BriefkastenButton({ userId, onOpen }: { userId: number; onOpen: () => void }) {
  const briefkasten = useGetBriefkastenQuery(userId, useBackgroundRefresh());
  const anzahl = briefkasten.data?.length ?? 0;
  return (
    <Button
      variant="light"
      onClick={onOpen}
      aria-label={t('teilen.briefkastenAnzahl', { anzahl })}
      rightSection={anzahl > 0 ? <Badge size="sm">{anzahl}</Badge> : null}
    >
      {t('teilen.briefkasten')}
    </Button>
  );
}

function FlashcardsSeite({ user }: { user: SessionUser }) {
  const refresh = useBackgroundRefresh();
  const stapel = useGetEigeneUnterrichtsmoduleQuery(user.id, refresh);
  // A finished quiz run changes the due cards: read them whenever the page opens.
  const faellig = useGetFaelligeKartenQuery(undefined, { ...refresh, refetchOnMountOrArgChange: true });
  const ordner = useGetOrdnerQuery(user.id);
  const team = useGetTeamStapelQuery(user.id, refresh);
  const briefkasten = useGetBriefkastenQuery(user.id, refresh);
  const { symbole, setSymbole } = useStapelAnsicht();
  const [sortierung, setSortierung] = useState<StapelSortierung>('titel');
  const dialog = useDialog<SeitenDialogArt>();
  const location = useLocation();
  const { from } = useParams();
  const [meldung, setMeldung] = useState<string | null>(() => meldungAus(location.state));
  const kopierFehler = useKopierAuftrag();
  const stapelAktion = useStapelAktion(dialog.oeffnen);
  const { oeffnen } = dialog;

  useEffect(() => setMeldung((bisher) => meldungAus(location.state) ?? bisher), [location.state]);
  // 01 §2: /user/briefkasten opens the flashcards page with the mailbox dialog.
  useEffect(() => {
    if (from === 'briefkasten') oeffnen({ art: 'briefkasten' });
  }, [from, oeffnen]);

  const error = stapel.error ?? ordner.error;
  const eigene = mitFaelligkeit(sortStapel(stapel.data ?? [], sortierung), faellig.data);
  const fehler = kopierFehler ?? stapelAktion.error;
  const ansicht = { user, symbole, onAktion: stapelAktion.ausfuehren };
  // Issue 27: the page appears at once when each list and the mailbox count have their first answer (or
  // an error). A loader per list that turned into a table, and the count widening its button, pushed
  // what follows down: layout shifts on a phone.
  const bereit = [stapel, ordner, team, briefkasten, faellig].every(
    (query) => query.data !== undefined || query.error,
  );
  return (
    <>
      {bereit ? (
        <>
          <Group gap="sm" mb="sm">
            <Button onClick={() => oeffnen({ art: 'stapel', stapel: null })}>{t('stapel.plus')}</Button>
            <Button variant="light" onClick={() => oeffnen({ art: 'ordner', ordner: null })}>
              {t('ordner.plus')}
            </Button>
            <BriefkastenButton userId={user.id} onOpen={() => oeffnen({ art: 'briefkasten' })} />
          </Group>
          {meldung ? (
            <SuccessNotice message={meldung} withCloseButton onClose={() => setMeldung(null)} />
          ) : null}
          {fehler ? <ApiErrorAlert error={fehler} /> : null}
          <AnsichtUndSortierung
            symbole={symbole}
            onSymbole={setSymbole}
            sortierung={sortierung}
            onSortierung={setSortierung}
          />
          <ListSection title={t('eingaenge.eigeneStapel')}>
            <DataState
              loading={!stapel.data || !ordner.data}
              errorMessage={error ? apiErrorMessage(error) : null}
              onRetry={() => void (stapel.error ? stapel.refetch() : ordner.refetch())}
              empty={false}
              emptyMessage=""
            >
              <EigeneStapel
                {...ansicht}
                stapel={eigene}
                ordner={ordner.data ?? []}
                onOrdnerAktion={(aktion, eintrag, ausloeser) =>
                  oeffnen(
                    aktion === 'umbenennen'
                      ? { art: 'ordner', ordner: eintrag }
                      : { art: aktion === 'loeschen' ? 'ordnerLoeschen' : 'ordnerStapel', ordner: eintrag },
                    ausloeser,
                  )
                }
              />
            </DataState>
          </ListSection>
          <TeamStapel {...ansicht} sortierung={sortierung} />
          {/* Issue 27: below the lists once they are there; shown before them, the lists pushed it down. */}
          <GeraetSpeicher benutzerId={user.id} />
        </>
      ) : (
        <LoadingState />
      )}
      {dialog.offen ? (
        <SeitenDialog
          dialog={dialog.offen}
          user={user}
          stapel={stapel.data ?? []}
          ordner={ordner.data ?? []}
          onMeldung={setMeldung}
          onClose={dialog.schliessen}
        />
      ) : null}
    </>
  );
}

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
  return (
    <section>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('stapel.titel')}</PageTitle>
        <Button component={Link} to="/globalemodule" variant="light">
          {t('globalemodule.titel')}
        </Button>
      </Group>
      <DataState
        loading={!user}
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
