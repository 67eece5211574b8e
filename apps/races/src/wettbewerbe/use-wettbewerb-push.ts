import { useAppDispatch, usePushEreignis } from '@lernstapel/api-client';
import { frageTag } from '@lernstapel/api-client/endpoints/wettbewerbe';
import { mitStand, wettbewerbeApi } from './wettbewerbe-api';

/**
 * Race events of the push channel into the cached race screen: positions move without a request.
 * A start or an end changes more (cards, the own question), so those fetch the race again.
 */
export function useWettbewerbPush(id: number, userId: number | undefined): void {
  const dispatch = useAppDispatch();
  usePushEreignis((ereignis) => {
    if (ereignis.art !== 'wettbewerb' || ereignis.stand.id !== id || userId === undefined) return;
    const { stand } = ereignis;
    let umbruch = false;
    dispatch(
      wettbewerbeApi.util.updateQueryData('wettbewerbeById', id, (draft) => {
        umbruch =
          draft.wettbewerb.ist_gestartet !== stand.ist_gestartet ||
          draft.wettbewerb.beendet !== stand.beendet ||
          (draft.wettbewerb.sieger_benutzer_id === null) !== (stand.sieger_benutzer_id === null);
        mitStand(draft, stand, userId);
      }),
    );
    if (umbruch) dispatch(wettbewerbeApi.util.invalidateTags([frageTag(id)]));
  });
}
