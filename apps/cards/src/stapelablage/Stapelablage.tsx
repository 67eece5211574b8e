import { useState } from 'react';
import type { StapelablageItem } from '@lernstapel/contracts';
import { apiErrorMessage, useBackgroundRefresh, useGetSessionQuery, skipToken } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import {
  DataState,
  LicenceNotice,
  licenceMissing,
  SuccessNotice,
  useLocation,
  useNavigate,
} from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { ListSection } from '../ui/ListSection';
import { meldungAus } from '../ui/meldung-state';
import { StapelablageTable } from './StapelablageTable';
import { useGetStapelablageQuery, useSetzeStapelablageStatusMutation } from './stapelablage-api';

/**
 * Exposed as 'cards/Stapelablage': the hand-ins the session user is a party of (01 §4), on the
 * Aufgaben page above the exams, with the user's steps; refreshed every 30 s (01 §4 background refresh).
 */
export function Stapelablage() {
  const session = useGetSessionQuery();
  const user = session.data?.user;
  const stapelablage = useGetStapelablageQuery(user?.id ?? skipToken, useBackgroundRefresh());
  const [setzen, schritt] = useSetzeStapelablageStatusMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const [meldung, setMeldung] = useState<string | null>(() => meldungAus(location.state));
  const error = session.error ?? stapelablage.error;
  const list = stapelablage.data ?? [];
  const gesperrt = licenceMissing(user?.lizenz_jahr);
  const mitSchritt = list.some((eintrag) => eintrag.aktion !== null);

  // 01 §4 'Überprüfen': the review starts ('Korrigieren'), then the stack opens to correct (02 §2).
  const ueberpruefen = async (eintrag: StapelablageItem) => {
    if (eintrag.status === 'Warten auf Überprüfung') {
      const result = await setzen({ id: eintrag.id, status: 'Korrigieren' });
      if (result.error) return;
    }
    void navigate(`/editunterrichtsmodul/${eintrag.unterrichtsmodule_id}/korrigieren`);
  };
  const erneutAbgeben = async (eintrag: StapelablageItem) => {
    const result = await setzen({ id: eintrag.id, status: 'Warten auf Überprüfung' });
    if (result.data) setMeldung(result.data.message ?? t('bestaetigung.zurUeberpruefungGeschickt'));
  };

  return (
    <ListSection title={t('eingaenge.stapelablage.titel')}>
      {meldung ? (
        <SuccessNotice message={meldung} mb="sm" withCloseButton onClose={() => setMeldung(null)} />
      ) : null}
      {mitSchritt ? <LicenceNotice lizenzJahr={user?.lizenz_jahr} user={user} /> : null}
      {schritt.error ? <ApiErrorAlert error={schritt.error} /> : null}
      <DataState
        loading={!user || !stapelablage.data}
        errorMessage={error ? apiErrorMessage(error) : null}
        onRetry={() => void (session.error ? session.refetch() : stapelablage.refetch())}
        empty={list.length === 0}
        emptyMessage={t('eingaenge.stapelablage.leer')}
      >
        {user ? (
          <StapelablageTable
            eintraege={list}
            userId={user.id}
            gesperrt={gesperrt}
            beschaeftigt={schritt.isLoading}
            onUeberpruefen={(eintrag) => void ueberpruefen(eintrag)}
            onErneutAbgeben={(eintrag) => void erneutAbgeben(eintrag)}
          />
        ) : null}
      </DataState>
    </ListSection>
  );
}
