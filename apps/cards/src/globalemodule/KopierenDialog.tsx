import type { GlobalerStapel } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { BestaetigenDialog } from '../ui/BestaetigenDialog';
import { useKopierenStapelMutation } from '../unterrichtsmodule/unterrichtsmodule-api';

export interface KopierenDialogProps {
  stapel: GlobalerStapel;
  onKopiert: (message: string) => void;
  onClose: () => void;
}

/** 02 §5: copying a global stack asks first; 02 §8: the message names the copied title. */
export function KopierenDialog({ stapel, onKopiert, onClose }: KopierenDialogProps) {
  const [kopieren, { error, isLoading }] = useKopierenStapelMutation();
  const bestaetigen = async () => {
    const result = await kopieren({ ist_kopie_von_umodul_id: stapel.id });
    if (result.data) onKopiert(result.data.message);
  };
  return (
    <BestaetigenDialog
      title={t('globalemodule.stapelKopieren')}
      question={t('globalemodule.kopierenFrage', { titel: stapel.bezeichnung })}
      bestaetigen={t('allgemein.kopieren')}
      error={error}
      loading={isLoading}
      onConfirm={() => void bestaetigen()}
      onClose={onClose}
    />
  );
}
