import { useEffect, useRef } from 'react';
import type { QuizKarte } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { Alert, Button, Group } from '@lernstapel/ui';
import type { KartenSeite } from './QuizKartenFlaeche';
import { FalschHinweis } from './FalschHinweis';
import { QuizAntwortFeld } from './QuizAntwortFeld';

export interface KartenPruefungProps {
  karte: QuizKarte;
  seite: KartenSeite;
  onSeite: (seite: KartenSeite) => void;
  /** null until the answer is checked, then right or wrong. */
  geprueft: boolean | null;
  onGeprueft: (richtig: boolean) => void;
  /** The confirmation after the check: 'Nächste Frage' in the quiz; in the preview it closes it (02 §4). */
  bestaetigen: string;
  onBestaetigen: (richtig: boolean) => void;
}

/**
 * A card that is checked by the program (02 §4, §5), in the quiz and in the preview: the answer
 * field, then 'Richtig!' or 'Falsch!' (announced, with the right answer when wrong), 'Zeige Antwort'
 * and the confirmation, which takes the focus.
 */
export function KartenPruefung({
  karte,
  seite,
  onSeite,
  geprueft,
  onGeprueft,
  bestaetigen,
  onBestaetigen,
}: KartenPruefungProps) {
  const bestaetigenRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (geprueft !== null) bestaetigenRef.current?.focus();
  }, [geprueft]);
  return (
    <>
      <div role="status" aria-live="polite" data-testid="quiz-meldung">
        {geprueft === null ? null : (
          <Alert color={geprueft ? 'green' : 'red'} title={t(geprueft ? 'quiz.richtig' : 'quiz.falsch')}>
            {geprueft ? null : <FalschHinweis karte={karte} />}
          </Alert>
        )}
      </div>
      {geprueft === null ? (
        <QuizAntwortFeld karte={karte} onGeprueft={onGeprueft} />
      ) : (
        <Group>
          {seite === 'frage' ? (
            <Button variant="default" onClick={() => onSeite('antwort')}>
              {t('quiz.zeigeAntwort')}
            </Button>
          ) : null}
          <Button ref={bestaetigenRef} onClick={() => onBestaetigen(geprueft)}>
            {bestaetigen}
          </Button>
        </Group>
      )}
    </>
  );
}
