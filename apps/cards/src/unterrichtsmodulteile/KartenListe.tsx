import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { apiErrorMessage, httpStatusOf } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { BuildId, DataState, PageTitle } from '@lernstapel/ui';
import { BUILD_ID } from '../build-id';
import { useGetUnterrichtsmodulQuery } from '../unterrichtsmodule/unterrichtsmodule-api';
import { kartenListeVorschauLink, kartenListeZurueckLink, zeigtAutorSpalte } from './karten-links';
import { KartenTable } from './KartenTable';
import { useGetKartenQuery } from './unterrichtsmodulteile-api';

export interface KartenListeProps {
  id: number;
  /** The {from} segment of /editunterrichtsmodul/{id}/{from}. */
  from: string | undefined;
}

/** /editunterrichtsmodul/{id}/{from}: the cards of one stack, read-only for now (02 §2). */
export function KartenListe({ id, from }: KartenListeProps) {
  const stapel = useGetUnterrichtsmodulQuery(id);
  const karten = useGetKartenQuery(id);
  const error = stapel.error ?? karten.error;
  const notFound = httpStatusOf(error) === 404;
  const list = karten.data ?? [];
  return (
    <section>
      <Group justify="space-between" align="flex-start">
        {stapel.data ? <PageTitle>{stapel.data.bezeichnung}</PageTitle> : <span />}
        <Group gap="sm">
          {stapel.data ? (
            <Button component={Link} to={kartenListeVorschauLink(from, id)}>
              {t('allgemein.vorschau')}
            </Button>
          ) : null}
          <Button component={Link} to={kartenListeZurueckLink(from, id)} variant="default">
            {t('allgemein.schliessen')}
          </Button>
        </Group>
      </Group>
      {stapel.data && karten.data ? (
        <Text c="dimmed" mb="md" data-testid="stapel-info">
          {t('karten.autorStapel', { name: stapel.data.eigentuemer })} ·{' '}
          {t('karten.anzahlKarten', { anzahl: list.length })}
        </Text>
      ) : null}
      <DataState
        loading={!notFound && (!stapel.data || !karten.data)}
        errorMessage={error && !notFound ? apiErrorMessage(error) : null}
        onRetry={() => {
          void stapel.refetch();
          void karten.refetch();
        }}
        empty={notFound || list.length === 0}
        emptyMessage={t(notFound ? 'fehler.nichtGefunden' : 'karten.keineKarten')}
      >
        <KartenTable karten={list} mitAutor={zeigtAutorSpalte(from)} />
      </DataState>
      <BuildId app="cards" id={BUILD_ID} />
    </section>
  );
}
