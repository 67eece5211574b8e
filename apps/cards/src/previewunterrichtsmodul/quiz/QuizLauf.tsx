import { useEffect, useRef } from 'react';
import type { QuizKarte, QuizStapel } from '@lernstapel/contracts';
import { ANSWER_MODE, answerModeOf, boxOf } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, Group, Stack, Text } from '@lernstapel/ui';
import { FachLeiste } from './FachLeiste';
import { KartenPruefung } from './KartenPruefung';
import { alsKarte } from './QuizAntwortFeld';
import { QuizKartenFlaeche } from './QuizKartenFlaeche';
import { fachZahlenVon } from './quiz-lauf';
import { QuizLaufEnde } from './QuizLaufEnde';
import { chartVorladen } from './QuizZusammenfassung';
import { useQuizLauf } from './use-quiz-lauf';
import { useWussteEsTasten } from './use-wusste-es-tasten';
import { useWiederFaellig, ZuletztWiederFaellig } from './WiederFaellig';

interface LaufProps {
  quiz: QuizStapel;
  /** The cards of the first run: all, or in 'Intelligente Wiederholung' the due ones. */
  erste: readonly QuizKarte[];
  /** Moves boxes and saves results: the owner's quiz mode (02 §4; the preview saves nothing). */
  speichert: boolean;
  onNeuLaden: () => void;
}

/** One quiz run over the loaded cards (02 §2 quiz card screen, §4, §5); its end shows the summary. */
export function QuizLaufAnsicht({ quiz, erste, speichert, onNeuLaden }: LaufProps) {
  const quizLauf = useQuizLauf(quiz, erste, speichert);
  const { lauf, karte, seite, setSeite, geprueft, setGeprueft, antworten } = quizLauf;
  const karteRef = useRef<HTMLButtonElement>(null);
  const muendlich = karte ? answerModeOf(alsKarte(karte)) === ANSWER_MODE.MUENDLICH : false;
  // Issue 23: in 'Intelligente Wiederholung' each answered card says when it comes back.
  const wiederFaellig = useWiederFaellig(quizLauf.karten);
  const zeigtWiederFaellig = speichert && quiz.lernmodus === 'intelligent';

  useEffect(() => (speichert ? chartVorladen() : undefined), [speichert]);
  useEffect(() => {
    if (muendlich) karteRef.current?.focus();
  }, [lauf.index, muendlich]);
  useWussteEsTasten(muendlich && seite === 'antwort', antworten);

  if (!karte) {
    return (
      <QuizLaufEnde
        quiz={quiz}
        lauf={lauf}
        laufArt={quizLauf.laufArt}
        speichert={speichert}
        offen={quizLauf.offen}
        gespeichert={quizLauf.gespeichert}
        wiederFaellig={zeigtWiederFaellig ? wiederFaellig : null}
        onNeuStarten={quizLauf.neuStarten}
        onNeuLaden={onNeuLaden}
      />
    );
  }

  return (
    <Stack gap="sm">
      {speichert ? <FachLeiste zahlen={fachZahlenVon(lauf.faecher)} /> : null}
      <Group justify="space-between">
        <Text fw={700} data-testid="quiz-zaehler">
          {t('quiz.frageVonGesamt', { nr: lauf.index + 1, gesamt: lauf.reihenfolge.length })}
        </Text>
        <Text data-testid="quiz-fach">{t('quiz.fach', { nr: boxOf(lauf.faecher[karte.id] ?? 1) })}</Text>
      </Group>
      <QuizKartenFlaeche
        ref={karteRef}
        karte={karte}
        seite={seite}
        drehbar={muendlich || geprueft !== null}
        onUmdrehen={() => setSeite(seite === 'frage' ? 'antwort' : 'frage')}
      />
      {muendlich ? (
        seite === 'antwort' ? (
          <Group>
            <Button variant="default" onClick={() => antworten(false)} aria-keyshortcuts="N">
              {t('quiz.ichWussteEsNicht')}
            </Button>
            <Button onClick={() => antworten(true)} aria-keyshortcuts="J">
              {t('quiz.ichWussteEs')}
            </Button>
          </Group>
        ) : null
      ) : (
        <KartenPruefung
          key={`${lauf.index}-${karte.id}`}
          karte={karte}
          seite={seite}
          onSeite={setSeite}
          geprueft={geprueft}
          onGeprueft={setGeprueft}
          bestaetigen={t('quiz.naechsteFrage')}
          onBestaetigen={antworten}
        />
      )}
      {zeigtWiederFaellig ? <ZuletztWiederFaellig eintraege={wiederFaellig} /> : null}
      <Text size="sm" c="dimmed">
        {t('quiz.tastenHinweis')}
      </Text>
    </Stack>
  );
}
