import type { SessionUser, StapelListItem } from '@lernstapel/contracts';
import { validateEinreichen } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { PersonenDialog } from '../benutzer/PersonenDialog';
import { useEinreichenStapelMutation } from './stapelablage-api';

export interface EinreichenDialogProps {
  stapel: StapelListItem;
  user: SessionUser;
  onEingereicht: (message: string) => void;
  onClose: () => void;
}

/** 01 §4 hand-in: the owner sends the stack to chosen persons for review (licence, 01 §5). */
export function EinreichenDialog({ stapel, user, onEingereicht, onClose }: EinreichenDialogProps) {
  const [einreichen, { error, isLoading }] = useEinreichenStapelMutation();
  const absenden = async (empfaengerIds: number[]) => {
    const result = await einreichen({ unterrichtsmodule_id: stapel.id, empfaenger_ids: empfaengerIds });
    if (result.data?.message) onEingereicht(result.data.message);
  };
  return (
    <PersonenDialog
      title={t('stapelablage.zurKorrekturSenden')}
      absenden={t('stapelablage.zurKorrekturSenden')}
      label={t('stapelablage.pruefer')}
      stapelTitel={stapel.bezeichnung}
      user={user}
      regel={(empfaengerIds) => validateEinreichen({ absenderId: user.id, empfaengerIds })}
      loading={isLoading}
      error={error}
      onSubmit={(empfaengerIds) => void absenden(empfaengerIds)}
      onClose={onClose}
    />
  );
}
