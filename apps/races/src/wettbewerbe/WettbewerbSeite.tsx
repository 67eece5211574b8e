import { useState } from 'react';
import {
  apiErrorMessage,
  httpStatusOf,
  selectSessionUser,
  useAppSelector,
  usePushPolling,
} from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { BuildId, DataState, ErrorNotice, PageTitle, Button, Group, Link } from '@lernstapel/ui';
import { BUILD_ID } from '@lernstapel/webpack-federation';
import { WettbewerbAnzeige } from './WettbewerbAnzeige';
import { useGetWettbewerbQuery } from './wettbewerbe-api';
import { useWettbewerbPush } from './use-wettbewerb-push';

/** 02 §7, §9: the race screen is polled every 500 ms (only while the push channel is down). */
export const WETTBEWERB_AKTUALISIERUNG_MS = 500;
/** 01 §4: the races page (the list) refreshes every 2 seconds (only while the push channel is down). */
export const WETTBEWERBE_LISTE_AKTUALISIERUNG_MS = 2000;
/** 02 §2: the close button of the race screen. */
export const WETTBEWERB_SCHLIESSEN_LINK = '/user/wettbewerbe';

export interface WettbewerbSeiteProps {
  id: number;
}

/**
 * /wettbewerbe/{id}: the race screen (02 §2). Every move arrives over the push channel; while it is
 * down the race is fetched every 500 ms (02 §9).
 */
export function WettbewerbSeite({ id }: WettbewerbSeiteProps) {
  const [endgueltig, setEndgueltig] = useState(false);
  const userId = useAppSelector(selectSessionUser)?.id;
  const { pollingInterval } = usePushPolling(WETTBEWERB_AKTUALISIERUNG_MS);
  const wettbewerb = useGetWettbewerbQuery(id, { pollingInterval: endgueltig ? 0 : pollingInterval });
  useWettbewerbPush(id, userId);
  const status = httpStatusOf(wettbewerb.error);
  const notFound = status === 404;
  // A race that is gone or not the user's stays so: no polling after 403 or 404 (until a retry works).
  const istEndgueltig = notFound || status === 403;
  if (istEndgueltig !== endgueltig) setEndgueltig(istEndgueltig);
  const errorMessage = wettbewerb.error && !notFound ? apiErrorMessage(wettbewerb.error) : null;
  return (
    <section>
      <Group justify="space-between" align="flex-start">
        {wettbewerb.data ? <PageTitle>{wettbewerb.data.wettbewerb.modultitel}</PageTitle> : <span />}
        <Button component={Link} to={WETTBEWERB_SCHLIESSEN_LINK} variant="default">
          {t('allgemein.schliessen')}
        </Button>
      </Group>
      {wettbewerb.data ? (
        // Keeps the last known state on screen when one refresh fails.
        <>
          {errorMessage ? <ErrorNotice message={errorMessage} /> : null}
          <WettbewerbAnzeige detail={wettbewerb.data} userId={userId} />
        </>
      ) : (
        <DataState
          loading={!notFound}
          errorMessage={errorMessage}
          onRetry={() => void wettbewerb.refetch()}
          empty={notFound}
          emptyMessage={t('fehler.nichtGefunden')}
        >
          {null}
        </DataState>
      )}
      <BuildId app="races" id={BUILD_ID} />
    </section>
  );
}
