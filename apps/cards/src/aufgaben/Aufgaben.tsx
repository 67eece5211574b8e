import { useState } from 'react';
import { useGetSessionQuery } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { Tabs, useLocation } from '@lernstapel/ui';
import { Monitoring } from '../stapelergebnisse/Monitoring';
import { Stapelablage } from '../stapelablage/Stapelablage';
import { QuizAufgaben } from './QuizAufgaben';

type AufgabenTab = 'quiz' | 'verbessern' | 'monitoring';

/** /user/monitoring opens the Monitoring tab; everything else the hand-ins ('Verbessern'). */
function ersterTab(pfad: string, lehrperson: boolean): AufgabenTab {
  return lehrperson && pfad.endsWith('/monitoring') ? 'monitoring' : 'verbessern';
}

/**
 * Exposed as 'cards/Aufgaben': the Aufgaben page's tabs Quiz, Verbessern and (teachers) Monitoring
 * (01 §2), above the exams the shell shows below.
 */
export function Aufgaben() {
  const session = useGetSessionQuery();
  const lehrperson = session.data?.user.ist_schueler === false;
  const { pathname } = useLocation();
  const [tab, setTab] = useState<string | null>(() => ersterTab(pathname, lehrperson));
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false} mb="lg">
      <Tabs.List mb="md">
        <Tabs.Tab value="quiz">{t('aufgaben.tabQuiz')}</Tabs.Tab>
        <Tabs.Tab value="verbessern">{t('aufgaben.tabVerbessern')}</Tabs.Tab>
        {lehrperson ? <Tabs.Tab value="monitoring">{t('aufgaben.tabMonitoring')}</Tabs.Tab> : null}
      </Tabs.List>
      <Tabs.Panel value="quiz">
        <QuizAufgaben />
      </Tabs.Panel>
      <Tabs.Panel value="verbessern">
        <Stapelablage />
      </Tabs.Panel>
      {lehrperson ? (
        <Tabs.Panel value="monitoring">
          <Monitoring />
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
