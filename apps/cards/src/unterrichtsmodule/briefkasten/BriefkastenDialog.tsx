import { useState } from 'react';
import type { GeteilterStapelItem } from '@lernstapel/contracts';
import { apiErrorMessage, useBackgroundRefresh } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { DataState, SuccessNotice, Modal, Stack } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { useKopierenStapelMutation } from '../unterrichtsmodule-api';
import { BriefkastenTable } from './BriefkastenTable';
import { useEntfernenAusBriefkastenMutation, useGetBriefkastenQuery } from './briefkasten-api';

export interface BriefkastenDialogProps {
  userId: number;
  onClose: () => void;
}

/**
 * 01 §2 the mailbox dialog of 'Meine Flashcards' (also opened by /user/briefkasten): stacks shared
 * with the user; each opens read-only, can be copied into the own stacks or removed from the mailbox.
 */
export function BriefkastenDialog({ userId, onClose }: BriefkastenDialogProps) {
  const briefkasten = useGetBriefkastenQuery(userId, useBackgroundRefresh());
  const [kopieren, kopierStatus] = useKopierenStapelMutation();
  const [entfernen, entfernStatus] = useEntfernenAusBriefkastenMutation();
  const [meldung, setMeldung] = useState<string | null>(null);
  const list = briefkasten.data ?? [];

  const onKopieren = async (eintrag: GeteilterStapelItem) => {
    setMeldung(null);
    const result = await kopieren({ ist_kopie_von_umodul_id: eintrag.unterrichtsmodule_id });
    if (result.data) setMeldung(result.data.message);
  };
  const onEntfernen = async (eintrag: GeteilterStapelItem) => {
    setMeldung(null);
    await entfernen({ id: eintrag.id });
  };
  const fehler = kopierStatus.error ?? entfernStatus.error;

  return (
    // Wide enough for its six columns at 1366 px (issue 23 §2); narrower screens stack the rows.
    <Modal opened onClose={onClose} title={t('teilen.briefkasten')} size="min(70rem, 100%)">
      <Stack>
        {meldung ? <SuccessNotice message={meldung} /> : null}
        {fehler ? <ApiErrorAlert error={fehler} /> : null}
        <DataState
          loading={!briefkasten.data}
          errorMessage={briefkasten.error ? apiErrorMessage(briefkasten.error) : null}
          onRetry={() => void briefkasten.refetch()}
          empty={list.length === 0}
          emptyMessage={t('teilen.briefkastenLeer')}
        >
          <BriefkastenTable
            eintraege={list}
            beschaeftigt={kopierStatus.isLoading || entfernStatus.isLoading}
            onKopieren={(eintrag) => void onKopieren(eintrag)}
            onEntfernen={(eintrag) => void onEntfernen(eintrag)}
          />
        </DataState>
      </Stack>
    </Modal>
  );
}
