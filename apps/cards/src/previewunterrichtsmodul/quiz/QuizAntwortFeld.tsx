import { useMemo } from 'react';
import type { QuizKarte } from '@lernstapel/contracts';
import {
  ANSWER_MODE,
  answerModeOf,
  checkAnswer,
  isSingleChoice,
  usedAnswerNumbers,
  type CardAnswer,
  type CardFields,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, Group, Stack } from '@lernstapel/ui';
import { BeschriftungAntwort } from './BeschriftungAntwort';
import { KonjugationAntwort } from './KonjugationAntwort';
import { MehrfachAntwort } from './MehrfachAntwort';
import { TextAntwort } from './TextAntwort';

/** A quiz card with the editor-only fields empty: the rules' checkers take whole cards. */
export function alsKarte(karte: QuizKarte): CardFields {
  return { ...karte, autor_id: 0, autor: '', notizen: '', korrekturmarkierung: false };
}

export interface QuizAntwortFeldProps {
  karte: QuizKarte;
  /** The answer was checked (02 §5): right or wrong. */
  onGeprueft: (richtig: boolean) => void;
}

/**
 * The answer of a card that is checked by the program (02 §4, §5): written, multiple choice, true/
 * false, conjugation, vocabulary audio, labelling. The checks are the rules' (checkAnswer).
 */
export function QuizAntwortFeld({ karte, onGeprueft }: QuizAntwortFeldProps) {
  const card = useMemo(() => alsKarte(karte), [karte]);
  const pruefe = (answer: CardAnswer) => onGeprueft(checkAnswer(card, answer));
  switch (answerModeOf(card)) {
    case ANSWER_MODE.SCHRIFTLICH:
      return <TextAntwort onPruefen={(text) => pruefe({ kind: 'schriftlich', text })} />;
    case ANSWER_MODE.VOKABELAUDIO:
      return (
        <Stack>
          {karte.frage_videobild_url ? (
            <audio controls autoPlay src={karte.frage_videobild_url} aria-label={t('quiz.wortAnhoeren')} />
          ) : null}
          <TextAntwort onPruefen={(text) => pruefe({ kind: 'vokabelaudio', text })} />
        </Stack>
      );
    case ANSWER_MODE.WAHR_ODER_FALSCH:
      return (
        <Group>
          <Button onClick={() => pruefe({ kind: 'wahrOderFalsch', wahr: true })}>{t('karten.wahr')}</Button>
          <Button onClick={() => pruefe({ kind: 'wahrOderFalsch', wahr: false })}>
            {t('karten.falsch')}
          </Button>
        </Group>
      );
    case ANSWER_MODE.MULTIPLE_CHOICE:
      return isSingleChoice(card) ? (
        <Stack gap="xs">
          {usedAnswerNumbers(card).map((n) => (
            <Button key={n} variant="light" onClick={() => pruefe({ kind: 'multipleChoice', chosen: [n] })}>
              {card[`antwort${n}`]}
            </Button>
          ))}
        </Stack>
      ) : (
        <MehrfachAntwort card={card} onPruefen={(chosen) => pruefe({ kind: 'multipleChoice', chosen })} />
      );
    case ANSWER_MODE.KONJUGATION:
      return <KonjugationAntwort onPruefen={(formen) => pruefe({ kind: 'konjugation', formen })} />;
    case ANSWER_MODE.BESCHRIFTUNG:
      return <BeschriftungAntwort card={card} onPruefen={pruefe} />;
    case ANSWER_MODE.MUENDLICH:
      return null;
  }
}
