import { lazy, Suspense, useEffect, useState } from 'react';
import type { SessionUser } from '@lernstapel/contracts';
import { apiErrorMessage, useBackgroundRefresh } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import {
  Button,
  DataState,
  Group,
  LoadingState,
  SuccessNotice,
  useLocation,
  useParams,
} from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { useGetOrdnerQuery } from '../benutzerordner/benutzerordner-api';
import { GeraetSpeicher } from '../geraetespeicher/GeraetSpeicher';
import { useGetFaelligeKartenQuery } from '../previewunterrichtsmodul/quiz/quiz-api';
import { ListSection } from '../ui/ListSection';
import { meldungAus } from '../ui/meldung-state';
import { useDialog } from '../ui/use-dialog';
import { wennUntaetig } from '../ui/wenn-untaetig';
import { AnsichtUndSortierung } from './AnsichtUndSortierung';
import { faelligGenommen, faelligSoebenGelesen } from './erste-daten';
import { useGetBriefkastenQuery } from './briefkasten/briefkasten-api';
import { BriefkastenButton } from './briefkasten/BriefkastenButton';
import { EigeneStapel } from './EigeneStapel';
import { mitFaelligkeit } from './faellige-karten';
import { useGetTeamStapelQuery } from './gemeinsamestapel/gemeinsamestapel-api';
import { TeamStapel } from './gemeinsamestapel/TeamStapel';
import { useKopierAuftrag } from './kopieren/use-kopier-auftrag';
import type { SeitenDialogArt } from './SeitenDialog';
import { sortStapel, type StapelSortierung } from './sort-stapel';
import { useStapelAktion } from './use-stapel-aktion';
import { useStapelAnsicht } from './use-stapel-ansicht';
import { useGetEigeneUnterrichtsmoduleQuery } from './unterrichtsmodule-api';

// Issue 27 (fast on a phone): the page's dialogs (forms, person pickers, the mailbox) are not needed for
// its first screen; their code loads once the lists are shown and the browser is idle, or on first use.
const seitenDialogLaden = () => import('./SeitenDialog');
const SeitenDialog = lazy(async () => ({ default: (await seitenDialogLaden()).SeitenDialog }));

/**
 * The signed-in user's flashcards (01 §2): 'Stapel +', 'Ordner +', the mailbox, view and order, the own
 * stacks by folder, the team stacks, and the page's one open dialog.
 */
export function FlashcardsSeite({ user }: { user: SessionUser }) {
  const refresh = useBackgroundRefresh();
  const stapel = useGetEigeneUnterrichtsmoduleQuery(user.id, refresh);
  // A finished quiz run changes the due cards: read them whenever the page opens, unless they were
  // read for this opening just now (the page's first reads, issue 27: asked for before it renders).
  const [soebenGelesen] = useState(faelligSoebenGelesen);
  const faellig = useGetFaelligeKartenQuery(undefined, {
    ...refresh,
    refetchOnMountOrArgChange: !soebenGelesen,
  });
  useEffect(faelligGenommen, []);
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
  useEffect(
    () => (bereit ? wennUntaetig(() => void seitenDialogLaden().catch(() => undefined)) : undefined),
    [bereit],
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
        <Suspense fallback={null}>
          <SeitenDialog
            dialog={dialog.offen}
            user={user}
            stapel={stapel.data ?? []}
            ordner={ordner.data ?? []}
            onMeldung={setMeldung}
            onClose={dialog.schliessen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
