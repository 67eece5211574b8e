import type { StapelListItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { BestaetigenDialog } from '../../ui/BestaetigenDialog';
import { useZuruecknehmenVeroeffentlichungMutation } from './veroeffentlichen-api';

export interface ZuruecknehmenDialogProps {
  stapel: StapelListItem;
  onZurueckgenommen: (message: string) => void;
  onClose: () => void;
}

/** 01 §4, §8: withdrawing a publication ('Die Veröffentlichung des Stapels wurde zurückgenommen.'). */
export function ZuruecknehmenDialog({ stapel, onZurueckgenommen, onClose }: ZuruecknehmenDialogProps) {
  const [zuruecknehmen, { error, isLoading }] = useZuruecknehmenVeroeffentlichungMutation();
  const bestaetigen = async () => {
    const result = await zuruecknehmen({ id: stapel.id });
    if (result.data) onZurueckgenommen(result.data.message);
  };
  return (
    <BestaetigenDialog
      title={t('veroeffentlichen.zuruecknehmen')}
      question={t('veroeffentlichen.zuruecknehmenFrage', { titel: stapel.bezeichnung })}
      bestaetigen={t('veroeffentlichen.zuruecknehmen')}
      error={error}
      loading={isLoading}
      onConfirm={() => void bestaetigen()}
      onClose={onClose}
    />
  );
}
