import { useState } from 'react';
import type { QuizStapel } from '@lernstapel/contracts';
import { apiErrorMessage, httpStatusOf } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { Alert, BuildId, Button, Group, Link, PageTitle, Stack, Text } from '@lernstapel/ui';
import { BUILD_ID } from '@lernstapel/webpack-federation';
import { KartenZustand, sperrMeldung } from '../../unterrichtsmodulteile/KartenZustand';
import { vorschauSchliessenLink } from '../vorschau-links';
import { Faelligkeit, LernmodusWahl } from './Lernmodus';
import { useQuizMitGeraet } from '../../geraetespeicher/use-quiz-mit-geraet';
import { QuizLaufAnsicht } from './QuizLauf';
import { StapelZuruecksetzen } from './StapelZuruecksetzen';

interface QuizInhaltProps {
  quiz: QuizStapel;
  speichert: boolean;
  alleAbfragen: boolean;
  onAlleAbfragen: () => void;
  onNeuLaden: () => void;
}

/** In 'Intelligente Wiederholung' the run asks the due cards only; without any, it offers all. */
function QuizInhalt({ quiz, speichert, alleAbfragen, onAlleAbfragen, onNeuLaden }: QuizInhaltProps) {
  const intelligent = quiz.lernmodus === 'intelligent' && !alleAbfragen;
  const faellig = new Set(quiz.faellig);
  const erste = intelligent ? quiz.karten.filter((karte) => faellig.has(karte.id)) : quiz.karten;
  return (
    <Stack gap="sm">
      {quiz.lernmodus === 'intelligent' ? <Faelligkeit anzahl={quiz.faellig.length} /> : null}
      {erste.length === 0 ? (
        <Alert color="blue">
          <Stack gap="sm" align="flex-start">
            <Text>{t('quiz.keineKartenFaellig')}</Text>
            <Button onClick={onAlleAbfragen}>{t('quiz.trotzdemAlle')}</Button>
          </Stack>
        </Alert>
      ) : (
        <QuizLaufAnsicht quiz={quiz} erste={erste} speichert={speichert} onNeuLaden={onNeuLaden} />
      )}
    </Stack>
  );
}

export interface QuizSeiteProps {
  id: number;
  mode: string | undefined;
}

/** /previewunterrichtsmodul/{id}/quiz: the quiz with three boxes (02 §2, §4). */
export function QuizSeite({ id, mode }: QuizSeiteProps) {
  // Issue 27: without a network the copy kept on the device.
  const quiz = useQuizMitGeraet(id);
  const [durchlauf, setDurchlauf] = useState(0);
  const [alleAbfragen, setAlleAbfragen] = useState(false);
  const notFound = httpStatusOf(quiz.error) === 404;
  const speichert = mode === 'quiz' && quiz.data?.eigener === true;
  const neuLaden = () => {
    void quiz.refetch().then(() => setDurchlauf((n) => n + 1));
  };

  return (
    <section>
      <Group justify="space-between" align="flex-start">
        {quiz.data ? (
          <PageTitle>
            {quiz.data.bezeichnung} {speichert ? t('quiz.quiz') : null}
          </PageTitle>
        ) : (
          <span />
        )}
        <Group gap="sm">
          {speichert && !quiz.vomGeraet ? <StapelZuruecksetzen id={id} onZurueckgesetzt={neuLaden} /> : null}
          <Button component={Link} to={vorschauSchliessenLink(id, mode)} variant="default">
            {t('allgemein.schliessen')}
          </Button>
        </Group>
      </Group>
      {speichert && quiz.data && !quiz.vomGeraet ? (
        <Group mb="sm">
          <LernmodusWahl
            wert={quiz.data.lernmodus}
            onWechsel={() => {
              setAlleAbfragen(false);
              neuLaden();
            }}
          />
        </Group>
      ) : null}
      {quiz.vomGeraet ? (
        <Alert color="gray" mb="sm" data-testid="quiz-vom-geraet">
          {t('offline.geraet.quizOhneNetz')}
        </Alert>
      ) : null}
      {quiz.data && mode === 'quiz' && !quiz.data.eigener ? (
        <Alert color="blue" mb="sm">
          {t('quiz.nurEigenerStapel')}
        </Alert>
      ) : null}
      <KartenZustand
        gesperrt={sperrMeldung(quiz.error)}
        loading={!notFound && !quiz.data && !quiz.error}
        errorMessage={
          quiz.ohneKopie
            ? t('offline.geraet.nichtGespeichert')
            : quiz.error && !notFound
              ? apiErrorMessage(quiz.error)
              : null
        }
        onRetry={() => void quiz.refetch()}
        empty={notFound || quiz.data?.karten.length === 0}
        emptyMessage={t(notFound ? 'fehler.nichtGefunden' : 'karten.keineKarten')}
      >
        {quiz.data ? (
          <QuizInhalt
            key={`${durchlauf}-${quiz.fulfilledTimeStamp ?? 0}-${alleAbfragen}`}
            quiz={quiz.data}
            speichert={speichert}
            alleAbfragen={alleAbfragen}
            onAlleAbfragen={() => setAlleAbfragen(true)}
            onNeuLaden={neuLaden}
          />
        ) : null}
      </KartenZustand>
      <BuildId app="cards" id={BUILD_ID} />
    </section>
  );
}
