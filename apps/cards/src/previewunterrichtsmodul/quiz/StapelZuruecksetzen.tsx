import { useState } from 'react';
import { t } from '@lernstapel/texts';
import { Button } from '@lernstapel/ui';
import { BestaetigenDialog } from '../../ui/BestaetigenDialog';
import { useZuruecksetzenMutation } from './quiz-api';

export interface StapelZuruecksetzenProps {
  id: number;
  /** After the reset: the caller reloads what shows boxes or results. */
  onZurueckgesetzt: () => void;
}

/**
 * 'Stapel zurücksetzen' of the quiz and the stack preview (02 §2, §4 Stack reset): after a
 * confirmation every card goes back to box 1 and the stack's results are deleted. Owners only; the
 * API refuses everyone else.
 */
export function StapelZuruecksetzen({ id, onZurueckgesetzt }: StapelZuruecksetzenProps) {
  const [fragen, setFragen] = useState(false);
  const [zuruecksetzen, reset] = useZuruecksetzenMutation();
  return (
    <>
      <Button variant="light" color="red" onClick={() => setFragen(true)}>
        {t('quiz.stapelZuruecksetzen')}
      </Button>
      {fragen ? (
        <BestaetigenDialog
          title={t('quiz.stapelZuruecksetzen')}
          question={t('quiz.zuruecksetzenFrage')}
          bestaetigen={t('quiz.stapelZuruecksetzen')}
          loading={reset.isLoading}
          error={reset.error}
          onClose={() => setFragen(false)}
          onConfirm={() => {
            void zuruecksetzen({ unterrichtsmodul_id: id })
              .unwrap()
              .then(() => {
                setFragen(false);
                onZurueckgesetzt();
              })
              .catch(() => undefined);
          }}
        />
      ) : null}
    </>
  );
}
