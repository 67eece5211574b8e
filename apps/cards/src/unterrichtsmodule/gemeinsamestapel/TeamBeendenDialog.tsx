import type { StapelListItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { BestaetigenDialog } from '../../ui/BestaetigenDialog';
import { useTeamBearbeitungBeendenMutation } from './gemeinsamestapel-api';

export interface TeamBeendenDialogProps {
  stapel: StapelListItem;
  onBeendet: (message: string) => void;
  onClose: () => void;
}

/** 01 §4: the owner ends the team editing of a stack. */
export function TeamBeendenDialog({ stapel, onBeendet, onClose }: TeamBeendenDialogProps) {
  const [beenden, { error, isLoading }] = useTeamBearbeitungBeendenMutation();
  const bestaetigen = async () => {
    const result = await beenden({ unterrichtsmodule_id: stapel.id });
    if (result.data) onBeendet(result.data.message);
  };
  return (
    <BestaetigenDialog
      title={t('stapel.teamBearbeitungBeenden')}
      question={t('stapel.teamBeendenFrage', { titel: stapel.bezeichnung })}
      bestaetigen={t('stapel.teamBearbeitungBeenden')}
      error={error}
      loading={isLoading}
      onConfirm={() => void bestaetigen()}
      onClose={onClose}
    />
  );
}
