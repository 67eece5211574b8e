import type { Karte, SessionUser, StapelDetail } from '@lernstapel/contracts';
import { type ApiCallError, useBackgroundRefresh } from '@lernstapel/api-client';
import { darfKarteMarkieren } from '@lernstapel/rules';
import { licenceMissing } from '@lernstapel/ui';
import { istPrueferAmZug } from '../stapelablage/abgabe-schritte';
import { useGetStapelablageQuery } from '../stapelablage/stapelablage-api';
import { istNurLesen, zugangVon } from './karten-rechte';
import type { KartenKorrektur } from './karten-korrektur-spalten';
import { useSetzeKorrekturMutation } from './unterrichtsmodulteile-api';

/**
 * 02 §2, §6 the 'korrigieren' toggle and the note: shown to the owner and to whoever came to correct
 * (from = korrigieren), never for mailbox or library; a card may be marked by the reviewer on turn or
 * under the team rule (darfKarteMarkieren), and only with the school licence (01 §5).
 */
export function useKartenKorrektur(
  stapel: StapelDetail | undefined,
  from: string | undefined,
  user: SessionUser | undefined,
): { korrektur: KartenKorrektur | undefined; error: ApiCallError | undefined } {
  const ablage = useGetStapelablageQuery(user?.id ?? 0, { ...useBackgroundRefresh(), skip: !user });
  const [setzen, { error }] = useSetzeKorrekturMutation();
  const sichtbar =
    stapel !== undefined &&
    user !== undefined &&
    !istNurLesen(from) &&
    (stapel.ist_eigentuemer || from === 'korrigieren');
  if (!sichtbar) return { korrektur: undefined, error };
  const zugang = zugangVon(stapel);
  const amZug = istPrueferAmZug(ablage.data ?? [], stapel.id, user.id);
  const ohneLizenz = licenceMissing(user.lizenz_jahr);
  return {
    error,
    korrektur: {
      darfMarkieren: (karte: Karte) =>
        !ohneLizenz &&
        darfKarteMarkieren({
          benutzerId: user.id,
          ist_schueler: user.ist_schueler,
          zugang,
          wird_gemeinsam_bearbeitet: stapel.wird_gemeinsam_bearbeitet,
          autor_id: karte.autor_id,
          istPrueferAmZug: amZug,
        }),
      onSetzen: (karte, aenderung) => void setzen({ id: karte.id, ...aenderung }),
    },
  };
}
