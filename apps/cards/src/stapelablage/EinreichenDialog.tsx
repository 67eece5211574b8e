import { Text } from '@mantine/core';
import { useState } from 'react';
import type { SessionUser, StapelListItem } from '@lernstapel/contracts';
import { validateEinreichen } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { LicenceNotice, licenceMissing } from '@lernstapel/ui';
import { useGetBenutzerToShareQuery } from '../benutzer/benutzertoshare-api';
import { EmpfaengerAuswahl, KEINE_EMPFAENGER, type Empfaenger } from '../benutzer/EmpfaengerAuswahl';
import { DialogForm } from '../ui/DialogForm';
import { useEinreichenStapelMutation } from './stapelablage-api';

export interface EinreichenDialogProps {
  stapel: StapelListItem;
  user: SessionUser;
  onEingereicht: (message: string) => void;
  onClose: () => void;
}

/** 01 §4 hand-in: the owner sends the stack to chosen persons for review (licence, 01 §5). */
export function EinreichenDialog({ stapel, user, onEingereicht, onClose }: EinreichenDialogProps) {
  const personen = useGetBenutzerToShareQuery();
  const [pruefer, setPruefer] = useState<Empfaenger>(KEINE_EMPFAENGER);
  const [einreichen, { error, isLoading }] = useEinreichenStapelMutation();
  const empfaengerIds = pruefer.benutzerids.map(Number);
  const fehler = validateEinreichen({ absenderId: user.id, empfaengerIds });
  const ohneLizenz = licenceMissing(user.lizenz_jahr);

  const absenden = async () => {
    const result = await einreichen({ unterrichtsmodule_id: stapel.id, empfaenger_ids: empfaengerIds });
    if (result.data?.message) onEingereicht(result.data.message);
  };

  return (
    <DialogForm
      title={t('stapelablage.zurKorrekturSenden')}
      absenden={t('stapelablage.zurKorrekturSenden')}
      gueltig={fehler.length === 0 && !ohneLizenz}
      loading={isLoading}
      error={error ?? personen.error}
      onSubmit={() => void absenden()}
      onClose={onClose}
    >
      <LicenceNotice lizenzJahr={user.lizenz_jahr} />
      <Text fw={600}>{stapel.bezeichnung}</Text>
      <EmpfaengerAuswahl
        label={t('stapelablage.pruefer')}
        personen={(personen.data ?? []).filter((person) => person.id !== user.id)}
        value={pruefer}
        onChange={setPruefer}
      />
    </DialogForm>
  );
}
