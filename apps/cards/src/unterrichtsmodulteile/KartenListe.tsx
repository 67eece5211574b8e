import { useState } from 'react';
import { useGetSessionQuery } from '@lernstapel/api-client';
import { zeigtVerbesserungsHinweis } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import {
  ApiErrorAlert,
  BuildId,
  DataState,
  LicenceNotice,
  PageTitle,
  SuccessNotice,
  Alert,
  Button,
  Group,
  Text,
  Link,
} from '@lernstapel/ui';
import { useZuletztGeoeffnet } from '../benutzereinstellungen/use-zuletzt-geoeffnet';
import { BUILD_ID } from '../build-id';
import { AbgabeLeiste } from '../stapelablage/AbgabeLeiste';
import { ansichtFuer, istEigeneAnsicht } from './herkunft';
import { kartenListeVorschauLink, kartenListeZurueckLink, zeigtAutorSpalte } from './karten-links';
import { KartenTable } from './KartenTable';
import { useKartenKorrektur } from './use-karten-korrektur';
import { useStapelMitKarten } from './use-stapel-mit-karten';

export interface KartenListeProps {
  id: number;
  /** The {from} segment of /editunterrichtsmodul/{id}/{from}. */
  from: string | undefined;
}

/**
 * /editunterrichtsmodul/{id}/{from}: the cards of one stack (02 §2) with the correction controls
 * where they belong, the hand-in steps of the user (01 §4) and, for the owner of a handed-in stack
 * with marked cards, the red hint to improve it (02 §6).
 */
export function KartenListe({ id, from }: KartenListeProps) {
  const user = useGetSessionQuery().data?.user;
  const { stapel, karten, geladen, ladezustand } = useStapelMitKarten(id, ansichtFuer(from));
  const { korrektur, error } = useKartenKorrektur(stapel, from, user);
  const [meldung, setMeldung] = useState<string | null>(null);
  useZuletztGeoeffnet(id, stapel !== undefined && istEigeneAnsicht(from));
  const verbessern = stapel !== undefined && zeigtVerbesserungsHinweis(stapel);

  return (
    <section>
      <Group justify="space-between" align="flex-start">
        {stapel ? <PageTitle>{stapel.bezeichnung}</PageTitle> : <span />}
        <Group gap="sm">
          {stapel?.rechte.kopieren && from === 'briefkasten' ? (
            <Button component={Link} to={`/user/kopieren/${id}/flashcards`} variant="light">
              {t('teilen.inEigeneStapelKopieren')}
            </Button>
          ) : null}
          {stapel ? (
            <Button
              component={Link}
              to={`/editunterrichtsmodul/${id}/${from ?? 'user'}/druck`}
              variant="light"
            >
              {t('druck.druckansicht')}
            </Button>
          ) : null}
          {stapel ? (
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
      {korrektur && user ? <LicenceNotice lizenzJahr={user.lizenz_jahr} /> : null}
      {error ? <ApiErrorAlert error={error} /> : null}
      <DataState {...ladezustand}>
        <KartenTable karten={karten} mitAutor={zeigtAutorSpalte(from)} korrektur={korrektur} />
      </DataState>
      <BuildId app="cards" id={BUILD_ID} />
    </section>
  );
}
