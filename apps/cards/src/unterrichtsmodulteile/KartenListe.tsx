import { useState } from 'react';
import { useGetSessionQuery } from '@lernstapel/api-client';
import { zeigtVerbesserungsHinweis } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Alert, BuildId, LicenceNotice, SuccessNotice, Text } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { BUILD_ID } from '@lernstapel/webpack-federation';
import { useZuletztGeoeffnet } from '../benutzereinstellungen/use-zuletzt-geoeffnet';
import { AbgabeLeiste } from '../stapelablage/AbgabeLeiste';
import { ansichtFuer, istEigeneAnsicht } from './herkunft';
import { zeigtAutorSpalte } from './karten-links';
import { darfKarteAendern, istNurLesen } from './karten-rechte';
import { KartenDialoge } from './KartenDialoge';
import { KartenListeKopf } from './KartenListeKopf';
import { KartenTable } from './KartenTable';
import { KartenWerkzeuge } from './KartenWerkzeuge';
import { KartenZustand } from './KartenZustand';
import { useKartenDialog } from './use-karten-dialog';
import { useKartenKorrektur } from './use-karten-korrektur';
import { useStapelMitKarten } from './use-stapel-mit-karten';

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
      <KartenListeKopf
        id={id}
        from={from}
        titel={stapel?.bezeichnung}
        offen={offen}
        kopierbar={stapel?.rechte.kopieren === true}
      />
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
                  onLoeschen: (karte) => setDialog({ art: 'loeschen', karte }),
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
      <KartenDialoge
        dialog={dialog}
        stapelId={id}
        userId={user?.id}
        markiert={markiert}
        schliessen={schliessen}
        onKopiert={(text) => {
          setMeldung(text);
          dialoge.markierenAnAus(false);
          schliessen();
        }}
      />
      <BuildId app="cards" id={BUILD_ID} />
    </section>
  );
}
