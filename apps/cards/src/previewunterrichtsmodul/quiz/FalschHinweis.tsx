import type { QuizKarte } from '@lernstapel/contracts';
import { ANSWER_MODE, answerModeOf, correctAnswerTexts } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { List, Text } from '@lernstapel/ui';
import { antwortText } from '../../unterrichtsmodulteile/antwort-text';
import { alsKarte } from './QuizAntwortFeld';

/** 02 §8 wrong answer: the right answer(s), or which kind of statement it was. */
export function FalschHinweis({ karte }: { karte: QuizKarte }) {
  const card = alsKarte(karte);
  const mode = answerModeOf(card);
  if (mode === ANSWER_MODE.WAHR_ODER_FALSCH) {
    return <Text>{t(card.wahroderfalsch === 1 ? 'quiz.wahreBehauptung' : 'quiz.falscheBehauptung')}</Text>;
  }
  const richtige = correctAnswerTexts(card).filter((text) => text.trim() !== '');
  if (mode === ANSWER_MODE.MULTIPLE_CHOICE && richtige.length > 1) {
    return (
      <>
        <Text>{t('quiz.richtigeAntwortenLauten')}</Text>
        <List>
          {richtige.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
      </>
    );
  }
  return <Text>{t('quiz.richtigeAntwortLautet', { antwort: antwortText(card) })}</Text>;
}
