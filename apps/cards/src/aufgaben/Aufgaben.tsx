import { lazy, Suspense, useState } from 'react';
import { useGetSessionQuery } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { LoadingState, Tabs, useLocation } from '@lernstapel/ui';
import { Stapelablage } from '../stapelablage/Stapelablage';

// The tabs besides the hand-ins load when opened: the remote's entry stays small.
const Monitoring = lazy(async () => ({
  default: (await import('../stapelergebnisse/Monitoring')).Monitoring,
}));
const QuizAufgaben = lazy(async () => ({ default: (await import('./QuizAufgaben')).QuizAufgaben }));

type AufgabenTab = 'quiz' | 'verbessern' | 'monitoring';

/**
 * /user/monitoring opens the Monitoring tab, /user/korrigieren the hand-ins ('Verbessern'); otherwise
 * pupils start on 'Quiz' (what they learn, issue 23) and teachers on the hand-ins to review.
 */
export function ersterTab(pfad: string, lehrperson: boolean): AufgabenTab {
  if (lehrperson && pfad.endsWith('/monitoring')) return 'monitoring';
  if (pfad.endsWith('/korrigieren')) return 'verbessern';
  return lehrperson ? 'verbessern' : 'quiz';
}

/**
 * Exposed as 'cards/Aufgaben': the Aufgaben page's tabs Quiz, Verbessern and (teachers) Monitoring
 * (01 §2), above the exams the shell shows below.
 */
export function Aufgaben() {
  const session = useGetSessionQuery();
  const lehrperson = session.data?.user.ist_schueler === false;
  const { pathname } = useLocation();
  // The first tab depends on the role: chosen once the session is known, then by the user.
  const [gewaehlt, setTab] = useState<string | null>(null);
  const tab = gewaehlt ?? (session.data ? ersterTab(pathname, lehrperson) : null);
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false} mb="lg">
      <Tabs.List mb="md">
        <Tabs.Tab value="quiz">{t('aufgaben.tabQuiz')}</Tabs.Tab>
        <Tabs.Tab value="verbessern">{t('aufgaben.tabVerbessern')}</Tabs.Tab>
        {lehrperson ? <Tabs.Tab value="monitoring">{t('aufgaben.tabMonitoring')}</Tabs.Tab> : null}
      </Tabs.List>
      <Tabs.Panel value="quiz">
        <Suspense fallback={<LoadingState />}>
          <QuizAufgaben />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="verbessern">
        <Stapelablage />
      </Tabs.Panel>
      {lehrperson ? (
        <Tabs.Panel value="monitoring">
          <Suspense fallback={<LoadingState />}>
            <Monitoring />
          </Suspense>
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
