import { useState } from 'react';
import { apiErrorMessage, useGetSessionQuery } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { BuildId, EmptyState, ErrorNotice, LoadingState, PageTitle, Tabs } from '@lernstapel/ui';
import { BUILD_ID } from '@lernstapel/webpack-federation';
import { AktivitaetenTab } from './benutzerablenkungen/AktivitaetenTab';
import { GruppenTab } from './schuelergruppen/GruppenTab';
import { KlasseTab } from './KlasseTab';

/**
 * Exposed as 'admin/KlasseGruppen': the teacher's 'Klasse / Gruppen' page (01 §2) with the tabs
 * Klasse, Gruppen and Aktivitäten for the class of the logged-in user (session klassen_code).
 * Tabs mount on opening, so the activity feed polls only while it is shown (01 §9: 2 s).
 */
export function KlasseGruppen() {
  const session = useGetSessionQuery();
  const [tab, setTab] = useState<string | null>('klasse');
  const klassenCode = session.data?.user.klassen_code ?? null;
  const content = () => {
    if (session.error)
      return <ErrorNotice message={apiErrorMessage(session.error)} onRetry={() => void session.refetch()} />;
    if (!session.data) return <LoadingState />;
    if (!klassenCode) return <EmptyState message={t('klasse.keineKlasse')} />;
    return (
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="klasse">{t('klasse.tabKlasse')}</Tabs.Tab>
          <Tabs.Tab value="gruppen">{t('klasse.tabGruppen')}</Tabs.Tab>
          <Tabs.Tab value="aktivitaeten">{t('klasse.tabAktivitaeten')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="klasse">
          <KlasseTab klassenCode={klassenCode} />
        </Tabs.Panel>
        <Tabs.Panel value="gruppen">
          <GruppenTab klassenCode={klassenCode} />
        </Tabs.Panel>
        <Tabs.Panel value="aktivitaeten">
          <AktivitaetenTab klassenCode={klassenCode} />
        </Tabs.Panel>
      </Tabs>
    );
  };
  return (
    <section>
      <PageTitle>{t('klasse.titel')}</PageTitle>
      {content()}
      <BuildId app="admin" id={BUILD_ID} />
    </section>
  );
}
