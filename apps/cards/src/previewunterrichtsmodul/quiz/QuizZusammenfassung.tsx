import { lazy, Suspense } from 'react';
import type { Stapelergebnis } from '@lernstapel/contracts';
import { quizPercentage } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { AreaErrorBoundary, Button, Group, Paper, Stack, Text, Title } from '@lernstapel/ui';
import { wennUntaetig } from '../../ui/wenn-untaetig';

const VerlaufChart = lazy(() => import('./VerlaufChart'));

/** webpack's `require.ensure`: loads the files of the modules it names, without running them. */
interface WebpackRequire {
  ensure?: (module: string[], geladen: () => void, fehler: (error: unknown) => void) => void;
}

/**
 * Loads the chart's files ahead, while the network is there: a quiz may end offline. Once the browser is
 * idle after the quiz's first screen (issue 27: recharts is the largest file of the quiz; on a phone it
 * delayed the first card). Only loaded, not run: recharts' start (about 60 ms of a phone's main thread)
 * waits for the summary. Returns the cancel of a load not started yet.
 */
export function chartVorladen(): () => void {
  const webpackRequire = require as unknown as WebpackRequire;
  return wennUntaetig(() => {
    // Tests run without webpack: there is nothing to load ahead.
    webpackRequire.ensure?.(
      ['./VerlaufChart'],
      () => undefined,
      () => undefined,
    );
  });
}

export interface QuizZusammenfassungProps {
  gewusst: number;
  gesamt: number;
  /** The results for the chart (saved ones and those still waiting to be sent); null in the preview. */
  ergebnisse: readonly Stapelergebnis[] | null;
  /** This run was 'Erneut abfragen': only the cards not known were asked (issue 23). */
  erneut?: boolean;
  /** Ask again the cards not known in this run (all when every card was known). */
  onErneutAbfragen: () => void;
  /** Reload the stack and start again, shuffled (02 §4). */
  onWiederholen: () => void;
}

/** 02 §2 summary after the last card: the result (one decimal), the two restart buttons and the history chart. */
export function QuizZusammenfassung(props: QuizZusammenfassungProps) {
  const { gewusst, gesamt, ergebnisse, erneut = false, onErneutAbfragen, onWiederholen } = props;
  const prozent = String(quizPercentage(gesamt, gewusst));
  return (
    <Paper withBorder p="lg" radius="md" data-testid="quiz-zusammenfassung">
      <Stack>
        <Text size="lg" fw={700} data-testid="quiz-ergebnis">
          {t(erneut ? 'quiz.zusammenfassungErneut' : 'quiz.zusammenfassung', {
            richtig: gewusst,
            gesamt,
            prozent,
          })}
        </Text>
        {gewusst < gesamt ? (
          <Text size="sm" c="dimmed" data-testid="erneut-hinweis">
            {t('quiz.erneutHinweis')}
          </Text>
        ) : null}
        <Group>
          <Button onClick={onErneutAbfragen}>{t('quiz.erneutAbfragen')}</Button>
          <Button variant="light" onClick={onWiederholen}>
            {t('quiz.quizWiederholen')}
          </Button>
        </Group>
        {ergebnisse && ergebnisse.length > 0 ? (
          <>
            <Title order={2} size="h4">
              {t('quiz.verlauf')}
            </Title>
            <AreaErrorBoundary area="quiz-verlauf" fallback={null}>
              <Suspense fallback={<Text>{t('allgemein.amLaden')}</Text>}>
                <VerlaufChart ergebnisse={ergebnisse} />
              </Suspense>
            </AreaErrorBoundary>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
