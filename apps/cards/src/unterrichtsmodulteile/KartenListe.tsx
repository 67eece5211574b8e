import { t } from '@lernstapel/texts';
import { BuildId, DataState, PageTitle, Button, Group, Text, Link } from '@lernstapel/ui';
import { BUILD_ID } from '../build-id';
import { kartenListeVorschauLink, kartenListeZurueckLink, zeigtAutorSpalte } from './karten-links';
import { KartenTable } from './KartenTable';
import { useStapelMitKarten } from './use-stapel-mit-karten';

export interface KartenListeProps {
  id: number;
  /** The {from} segment of /editunterrichtsmodul/{id}/{from}. */
  from: string | undefined;
}

/** /editunterrichtsmodul/{id}/{from}: the cards of one stack, read-only for now (02 §2). */
export function KartenListe({ id, from }: KartenListeProps) {
  const { stapel, karten, geladen, ladezustand } = useStapelMitKarten(id);
  return (
    <section>
      <Group justify="space-between" align="flex-start">
        {stapel ? <PageTitle>{stapel.bezeichnung}</PageTitle> : <span />}
        <Group gap="sm">
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
      <DataState {...ladezustand}>
        <KartenTable karten={karten} mitAutor={zeigtAutorSpalte(from)} />
      </DataState>
      <BuildId app="cards" id={BUILD_ID} />
    </section>
  );
}
