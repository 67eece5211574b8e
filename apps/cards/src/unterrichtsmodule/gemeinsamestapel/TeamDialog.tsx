import type { SessionUser, StapelListItem } from '@lernstapel/contracts';
import { validateShare } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { PersonenDialog } from '../../benutzer/PersonenDialog';
import { useTeamBearbeitungStartenMutation } from './gemeinsamestapel-api';

export interface TeamDialogProps {
  stapel: StapelListItem;
  user: SessionUser;
  onFreigegeben: (message: string) => void;
  onClose: () => void;
}

/** 01 §4 team editing: the owner chooses the people who edit the stack with them (licence, 01 §5). */
export function TeamDialog({ stapel, user, onFreigegeben, onClose }: TeamDialogProps) {
  const [freigeben, { error, isLoading }] = useTeamBearbeitungStartenMutation();
  const absenden = async (benutzerids: number[]) => {
    const result = await freigeben({ unterrichtsmodule_id: stapel.id, benutzerids });
    if (result.data) onFreigegeben(result.data.message);
  };
  return (
    <PersonenDialog
      title={t('teilen.teamTitel')}
      label={t('teilen.teamTeilnehmer')}
      stapelTitel={stapel.bezeichnung}
      user={user}
      regel={(benutzerids) => validateShare({ empfaengerIds: benutzerids, ist_aufgabe: false })}
      loading={isLoading}
      error={error}
      onSubmit={(benutzerids) => void absenden(benutzerids)}
      onClose={onClose}
    />
  );
}
