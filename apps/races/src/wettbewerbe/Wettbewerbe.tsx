import { useEffect, useRef, useState } from 'react';
import type { WettbewerbListItem } from '@lernstapel/contracts';
import { apiErrorMessage, useGetSessionQuery, skipToken, usePushPolling } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { BuildId, Button, DataState, ErrorNotice, Group, PageTitle, useNavigate } from '@lernstapel/ui';
import { BUILD_ID } from '@lernstapel/webpack-federation';
import { wettbewerbeErsteDaten } from './erste-daten';
import { WettbewerbErstellen } from './WettbewerbErstellen';
import { WettbewerbeTable } from './WettbewerbeTable';
import { useAktionMutation, useGetWettbewerbeQuery } from './wettbewerbe-api';
import { WETTBEWERBE_LISTE_AKTUALISIERUNG_MS } from './WettbewerbSeite';

/**
 * 01 §4: starting a race opens /wettbewerbe/{id} for everyone in it. The list learns of the start
 * (push, or the 2 s polling while the channel is down) and opens the race that just started.
 */
function useGestartetOeffnen(liste: readonly WettbewerbListItem[] | undefined): void {
  const navigate = useNavigate();
  const laufend = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!liste) return;
    const jetzt = new Set(liste.filter((eintrag) => eintrag.ist_gestartet).map((eintrag) => eintrag.id));
    const vorher = laufend.current;
    laufend.current = jetzt;
    if (!vorher) return;
    const neu = [...jetzt].find((id) => !vorher.has(id));
    if (neu !== undefined) void navigate(`/wettbewerbe/${neu}`);
  }, [liste, navigate]);
}

/** Exposed as 'races/Wettbewerbe': the races the user takes part in ('Quiz-Wettbewerbe'). */
export function Wettbewerbe() {
  const session = useGetSessionQuery();
  const polling = usePushPolling(WETTBEWERBE_LISTE_AKTUALISIERUNG_MS);
  const userId = session.data?.userID;
  const wettbewerbe = useGetWettbewerbeQuery(userId ?? skipToken, polling);
  const [aktion, aktionStatus] = useAktionMutation();
  const [erstellen, setErstellen] = useState(false);
  useGestartetOeffnen(wettbewerbe.data);
  const error = session.error ?? wettbewerbe.error;
  const list = wettbewerbe.data ?? [];
  return (
    <section>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('wettbewerbe.titel')}</PageTitle>
        {userId !== undefined && !erstellen ? (
          <Button onClick={() => setErstellen(true)}>{t('wettbewerbe.neu')}</Button>
        ) : null}
      </Group>
      {erstellen && userId !== undefined ? (
        <WettbewerbErstellen userId={userId} onClose={() => setErstellen(false)} />
      ) : null}
      {aktionStatus.error ? <ErrorNotice message={apiErrorMessage(aktionStatus.error)} /> : null}
      <DataState
        loading={!wettbewerbe.data}
        errorMessage={error ? apiErrorMessage(error) : null}
        onRetry={() => void (session.error ? session.refetch() : wettbewerbe.refetch())}
        empty={list.length === 0}
        emptyMessage={t('wettbewerbe.keineWettbewerbe')}
      >
        <WettbewerbeTable wettbewerbe={list} onAnnehmen={(id) => void aktion({ id, aktion: 'annehmen' })} />
      </DataState>
      <BuildId app="races" id={BUILD_ID} />
    </section>
  );
}

/** Issue 27: the page's first read, asked for by the shell before it renders (RemoteSlot). */
export const ersteDaten = wettbewerbeErsteDaten;
