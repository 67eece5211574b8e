import { lazy, Suspense, useState } from 'react';
import { apiErrorDetails, apiErrorMessage, useGetSessionQuery } from '@lernstapel/api-client';
import { zeigtVerbesserungsHinweis } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import {
  BuildId,
  ConfirmDeleteDialog,
  LicenceNotice,
  PageTitle,
  SuccessNotice,
  Alert,
  Button,
  Group,
  Text,
  Link,
} from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { useZuletztGeoeffnet } from '../benutzereinstellungen/use-zuletzt-geoeffnet';
import { BUILD_ID } from '@lernstapel/webpack-federation';
import { AbgabeLeiste } from '../stapelablage/AbgabeLeiste';
import { ansichtFuer, istEigeneAnsicht } from './herkunft';
import { KartenKopierenDialog } from './KartenKopierenDialog';
import { KartenZustand } from './KartenZustand';
import { kartenListeVorschauLink, kartenListeZurueckLink, zeigtAutorSpalte } from './karten-links';
import { darfKarteAendern, istNurLesen } from './karten-rechte';
import { KartenTable } from './KartenTable';
import { KartenWerkzeuge } from './KartenWerkzeuge';
import { useKartenDialog } from './use-karten-dialog';
import { useKartenKorrektur } from './use-karten-korrektur';
import { useStapelMitKarten } from './use-stapel-mit-karten';
import { useLoescheKarteMutation } from './unterrichtsmodulteile-api';

// The editor and the single-card preview (with DOMPurify) load on first use (page-weight budget).
const KarteEditor = lazy(() => import('./editor/KarteEditor'));
const EinzelkarteVorschau = lazy(() =>
  import('./EinzelkarteVorschau').then((module) => ({ default: module.EinzelkarteVorschau })),
);

export interface KartenListeProps {
  id: number;
  /** The {from} segment of /editunterrichtsmodul/{id}/{from}. */
  from: string | undefined;
}

/**
 * /editunterrichtsmodul/{id}/{from}: the cards of one stack (02 §2) with preview, editor, delete,
 * selection mode and copying, the correction controls where they belong, the hand-in steps of the
 * user (01 §4) and, for the owner of a handed-in stack with marked cards, the red hint (02 §6).
 */
export function KartenListe({ id, from }: KartenListeProps) {
  const user = useGetSessionQuery().data?.user;
  const dialoge = useKartenDialog();
  const { dialog, setDialog, schliessen, markiert } = dialoge;
  const { stapel, karten, geladen, aktualisieren, ladezustand, gesperrt } = useStapelMitKarten(
    id,
    ansichtFuer(from),
    !dialoge.pausiert,
  );
  const { korrektur, error } = useKartenKorrektur(stapel, from, user);
  const [loeschen, loeschung] = useLoescheKarteMutation();
  const [meldung, setMeldung] = useState<string | null>(null);
  useZuletztGeoeffnet(id, stapel !== undefined && istEigeneAnsicht(from));
  const verbessern = stapel !== undefined && zeigtVerbesserungsHinweis(stapel);
  const nurLesen = istNurLesen(from);
  const darfAendern = (karte: (typeof karten)[number]) =>
    !nurLesen && stapel !== undefined && user !== undefined && darfKarteAendern(stapel, user, karte);
  const darfNeu = !nurLesen && stapel?.rechte.karten_hinzufuegen === true;
  // Issue 22 §1: while the cards are locked the page only says why; every action would be refused.
  const offen = stapel !== undefined && !gesperrt;

  return (
    <section>
      <Group justify="space-between" align="flex-start">
        {stapel ? <PageTitle>{stapel.bezeichnung}</PageTitle> : <span />}
        <Group gap="sm">
          {offen && stapel.rechte.kopieren && from === 'briefkasten' ? (
            <Button component={Link} to={`/user/kopieren/${id}/flashcards`} variant="light">
              {t('teilen.inEigeneStapelKopieren')}
            </Button>
          ) : null}
          {offen ? (
            <Button
              component={Link}
              to={`/editunterrichtsmodul/${id}/${from ?? 'user'}/druck`}
              variant="light"
            >
              {t('druck.druckansicht')}
            </Button>
          ) : null}
          {offen ? (
            <Button component={Link} to={kartenListeVorschauLink(from, id)}>
              {t('allgemein.vorschau')}
            </Button>
          ) : null}
          <Button component={Link} to={kartenListeZurueckLink(from, id)} variant="default">
            {t('allgemein.schliessen')}
          </Button>
        </Group>
      </Group>
      {stapel && geladen ? (
        <Text c="dimmed" mb="md" data-testid="stapel-info">
          {t('karten.autorStapel', { name: stapel.eigentuemer })} ·{' '}
          {t('karten.anzahlKarten', { anzahl: karten.length })}
        </Text>
      ) : null}
      {verbessern ? (
        <Alert color="red" variant="light" mb="md" data-testid="hinweis-verbessern">
          {t('stapelablage.hinweisVerbessern')}
        </Alert>
      ) : null}
      {meldung ? <SuccessNotice message={meldung} mb="md" /> : null}
      {user && stapel ? <AbgabeLeiste stapelId={id} user={user} onMeldung={setMeldung} /> : null}
      {/* Issue 23: no licence alert where the cards may be edited; the reviewer's page says why marking is off. */}
      {korrektur && user && from === 'korrigieren' ? (
        <LicenceNotice lizenzJahr={user.lizenz_jahr} user={user} />
      ) : null}
      {error ? <ApiErrorAlert error={error} /> : null}
      {offen && user ? (
        <KartenWerkzeuge
          onNeu={darfNeu ? () => setDialog({ art: 'editor', karte: null }) : undefined}
          markiert={markiert}
          onMarkieren={dialoge.markierenAnAus}
          onAlle={(an) =>
            dialoge.alle(an ? karten.filter((karte) => nurLesen || darfAendern(karte)).map((k) => k.id) : [])
          }
          onKopieren={() => setDialog({ art: 'kopieren' })}
          onAktualisieren={aktualisieren}
        />
      ) : null}
      <KartenZustand {...ladezustand}>
        <KartenTable
          karten={karten}
          mitAutor={zeigtAutorSpalte(from)}
          korrektur={korrektur}
          aktionen={{
            onVorschau: (karte) => setDialog({ art: 'vorschau', karte }),
            bearbeiten: nurLesen
              ? undefined
              : {
                  darf: darfAendern,
                  onBearbeiten: (karte) => setDialog({ art: 'editor', karte }),
                  onLoeschen: (karte) => {
                    loeschung.reset();
                    setDialog({ art: 'loeschen', karte });
                  },
                },
          }}
          markierung={
            markiert
              ? {
                  markiert,
                  // 02 §6: in a team stack pupils mark only their own cards; read-only views copy any.
                  darf: (karte) => nurLesen || darfAendern(karte),
                  onUmschalten: (karte, an) => dialoge.umschalten(karte.id, an),
                }
              : undefined
          }
        />
      </KartenZustand>
      <Suspense fallback={null}>
        {dialog?.art === 'editor' && user ? (
          <KarteEditor stapelId={id} karte={dialog.karte} userId={user.id} onClose={schliessen} />
        ) : null}
        {dialog?.art === 'vorschau' ? (
          <EinzelkarteVorschau karte={dialog.karte} onClose={schliessen} />
        ) : null}
      </Suspense>
      {dialog?.art === 'loeschen' ? (
        <ConfirmDeleteDialog
          title={t('karten.loeschenTitel')}
          question={t('karten.loeschenFrage')}
          loading={loeschung.isLoading}
          error={
            loeschung.error
              ? { message: apiErrorMessage(loeschung.error), details: apiErrorDetails(loeschung.error) }
              : null
          }
          onClose={schliessen}
          onConfirm={
            () =>
              void loeschen({ id: dialog.karte.id })
                .unwrap()
                .then(schliessen)
                .catch(() => undefined) // the dialog shows the API's message
          }
        />
      ) : null}
      {dialog?.art === 'kopieren' && user && markiert ? (
        <KartenKopierenDialog
          userId={user.id}
          stapelId={id}
          kartenIds={[...markiert]}
          onClose={schliessen}
          onKopiert={(text) => {
            setMeldung(text);
            dialoge.markierenAnAus(false);
            schliessen();
          }}
        />
      ) : null}
      <BuildId app="cards" id={BUILD_ID} />
    </section>
  );
}
