import { apiErrorMessage, httpStatusOf, useGetSessionQuery } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { BuildId, DataState, PageTitle, Button, Group, Link, Tabs } from '@lernstapel/ui';
import { BUILD_ID } from '@lernstapel/webpack-federation';
import { Korrigieren } from './korrigieren/Korrigieren';
import { Ueberblick } from './korrigieren/Ueberblick';
import { PruefungSchueler } from './schueler/PruefungSchueler';
import { Vorbereiten } from './vorbereiten/Vorbereiten';
import { useGetPruefungQuery } from './pruefungen-api';

/** 02 §2: the close button of the exam screen. */
export const PRUEFUNG_SCHLIESSEN_LINK = '/user/pruefungen';

export interface PruefungSeiteProps {
  id: number;
}

/**
 * /pruefungen/{id}: the exam screen (02 §2). Teachers get the tabs vorbereiten, korrigieren and
 * ueberblick; a pupil the instruction, Start, the questions and the hand-in. A missing exam shows
 * 'No module found' with the close button.
 */
export function PruefungSeite({ id }: PruefungSeiteProps) {
  const session = useGetSessionQuery();
  const pruefung = useGetPruefungQuery(id);
  const notFound = httpStatusOf(pruefung.error) === 404;
  const user = session.data?.user;
  return (
    <section>
      <Group justify="space-between" align="flex-start" className="lernstapel-nicht-drucken">
        {pruefung.data ? <PageTitle>{pruefung.data.titel}</PageTitle> : <span />}
        <Button component={Link} to={PRUEFUNG_SCHLIESSEN_LINK} variant="default">
          {t('allgemein.schliessen')}
        </Button>
      </Group>
      <DataState
        loading={!notFound && (!pruefung.data || !user)}
        errorMessage={pruefung.error && !notFound ? apiErrorMessage(pruefung.error) : null}
        onRetry={() => void pruefung.refetch()}
        empty={notFound}
        // 02 §2: shown verbatim when the exam is missing
        emptyMessage={t('pruefungen.keinModul')}
      >
        {pruefung.data && user ? (
          user.ist_schueler ? (
            <PruefungSchueler pruefung={pruefung.data} schuelerId={user.id} />
          ) : (
            <Tabs defaultValue="vorbereiten" keepMounted={false}>
              <Tabs.List className="lernstapel-nicht-drucken" mb="md">
                <Tabs.Tab value="vorbereiten">{t('pruefungen.tabVorbereiten')}</Tabs.Tab>
                <Tabs.Tab value="korrigieren">{t('pruefungen.tabKorrigieren')}</Tabs.Tab>
                <Tabs.Tab value="ueberblick">{t('pruefungen.tabUeberblick')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="vorbereiten">
                <Vorbereiten pruefung={pruefung.data} userId={user.id} />
              </Tabs.Panel>
              <Tabs.Panel value="korrigieren">
                <Korrigieren pruefung={pruefung.data} />
              </Tabs.Panel>
              <Tabs.Panel value="ueberblick">
                <Ueberblick pruefung={pruefung.data} />
              </Tabs.Panel>
            </Tabs>
          )
        ) : null}
      </DataState>
      <BuildId app="exams" id={BUILD_ID} />
    </section>
  );
}
