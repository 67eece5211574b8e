import { Text } from '@mantine/core';
import { useState } from 'react';
import type { SessionUser, StapelListItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { LicenceNotice, licenceMissing } from '@lernstapel/ui';
import { useGetBenutzerToShareQuery } from '../../benutzer/benutzertoshare-api';
import { EmpfaengerAuswahl, KEINE_EMPFAENGER, type Empfaenger } from '../../benutzer/EmpfaengerAuswahl';
import { DialogForm } from '../../ui/DialogForm';
import { useTeamBearbeitungStartenMutation } from './gemeinsamestapel-api';

export interface TeamDialogProps {
  stapel: StapelListItem;
  user: SessionUser;
  onFreigegeben: (message: string) => void;
  onClose: () => void;
}

/** 01 §4 team editing: the owner chooses the people who edit the stack with them (licence, 01 §5). */
export function TeamDialog({ stapel, user, onFreigegeben, onClose }: TeamDialogProps) {
  const personen = useGetBenutzerToShareQuery();
  const [teilnehmer, setTeilnehmer] = useState<Empfaenger>(KEINE_EMPFAENGER);
  const [freigeben, { error, isLoading }] = useTeamBearbeitungStartenMutation();
  const ohneLizenz = licenceMissing(user.lizenz_jahr);
  const benutzerids = teilnehmer.benutzerids.map(Number);

  const absenden = async () => {
    const result = await freigeben({ unterrichtsmodule_id: stapel.id, benutzerids });
    if (result.data) onFreigegeben(result.data.message);
  };

  return (
    <DialogForm
      title={t('teilen.teamTitel')}
      gueltig={benutzerids.length > 0 && !ohneLizenz}
      loading={isLoading}
      error={error ?? personen.error}
      onSubmit={() => void absenden()}
      onClose={onClose}
    >
      <LicenceNotice lizenzJahr={user.lizenz_jahr} />
      <Text fw={600}>{stapel.bezeichnung}</Text>
      <EmpfaengerAuswahl
        label={t('teilen.teamTeilnehmer')}
        // The owner edits the stack already (ROUTES-issue9: not with oneself).
        personen={(personen.data ?? []).filter((person) => person.id !== user.id)}
        value={teilnehmer}
        onChange={setTeilnehmer}
      />
    </DialogForm>
  );
}
