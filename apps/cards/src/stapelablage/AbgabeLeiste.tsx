import type { SessionUser, StapelablageStatus } from '@lernstapel/contracts';
import { useBackgroundRefresh } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { LicenceNotice, licenceMissing, Button, Group, Text, useNavigate } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import type { MeldungState } from '../ui/meldung-state';
import { SCHRITT_LABEL, schritteAmStapel } from './abgabe-schritte';
import { useGetStapelablageQuery, useSetzeStapelablageStatusMutation } from './stapelablage-api';

export interface AbgabeLeisteProps {
  stapelId: number;
  user: SessionUser;
  onMeldung: (message: string) => void;
}

/**
 * 01 §4 on the card list of a handed-in stack: the steps that are the user's now. The reviewer's
 * 'Verbesserung melden' and 'Korrigiert und OK' end the review and lead back to the Aufgaben page;
 * the sender's 'Erneut abgeben' stays. Nothing while waiting for the other party.
 */
export function AbgabeLeiste({ stapelId, user, onMeldung }: AbgabeLeisteProps) {
  const ablage = useGetStapelablageQuery(user.id, useBackgroundRefresh());
  const [setzen, { error, isLoading }] = useSetzeStapelablageStatusMutation();
  const navigate = useNavigate();
  const offen = schritteAmStapel(ablage.data ?? [], stapelId, user.id);
  if (offen.length === 0) return null;
  const ohneLizenz = licenceMissing(user.lizenz_jahr);

  const schritt = async (id: number, status: StapelablageStatus, alsPruefer: boolean) => {
    const result = await setzen({ id, status });
    if (!result.data) return;
    const meldung = result.data.message ?? t('bestaetigung.gespeichert');
    if (!alsPruefer) {
      onMeldung(meldung);
      return;
    }
    const state: MeldungState = { meldung };
    void navigate('/user/korrigieren', { state });
  };

  return (
    <section aria-label={t('eingaenge.stapelablage.titel')}>
      <LicenceNotice lizenzJahr={user.lizenz_jahr} user={user} />
      {offen.map(({ eintrag, schritte }) => (
        <Group key={eintrag.id} gap="sm" my="sm">
          <Text size="sm">
            {t('stapelablage.abgabeStatus', {
              absender: eintrag.absender,
              pruefer: eintrag.eigentuemer,
              status: eintrag.status,
            })}
          </Text>
          {schritte.map((status) => (
            <Button
              key={status}
              size="xs"
              color={status === 'Fertig' ? 'green' : undefined}
              disabled={ohneLizenz}
              loading={isLoading}
              onClick={() => void schritt(eintrag.id, status, eintrag.stapel_eigentuemer_id === user.id)}
            >
              {t(SCHRITT_LABEL[status])}
            </Button>
          ))}
        </Group>
      ))}
      {error ? <ApiErrorAlert error={error} /> : null}
    </section>
  );
}
