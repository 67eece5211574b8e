import { useState } from 'react';
import type { GlobalerStapel } from '@lernstapel/contracts';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import {
  BuildId,
  DataState,
  PageTitle,
  SuccessNotice,
  Button,
  Group,
  Link,
  Navigate,
  Route,
  Routes,
} from '@lernstapel/ui';
import { BUILD_ID } from '@lernstapel/webpack-federation';
import { useDialog } from '../ui/use-dialog';
import { useGetGlobaleModuleQuery } from '../unterrichtsmodule/unterrichtsmodule-api';
import { globaleModuleNachThema } from './globale-module-nach-thema';
import { GlobaleModuleTabs } from './GlobaleModuleTabs';
import { KopierenDialog } from './KopierenDialog';

function GlobaleModuleSeite() {
  const globaleModule = useGetGlobaleModuleQuery();
  const themen = globaleModule.data ? globaleModuleNachThema(globaleModule.data) : [];
  const kopieren = useDialog<GlobalerStapel>();
  const [meldung, setMeldung] = useState<string | null>(null);
  return (
    <section>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('globalemodule.titel')}</PageTitle>
        <Button component={Link} to="/user/flashcards" variant="default">
          {t('allgemein.zurueck')}
        </Button>
      </Group>
      {meldung ? (
        <SuccessNotice message={meldung} mb="md" withCloseButton onClose={() => setMeldung(null)} />
      ) : null}
      <DataState
        loading={!globaleModule.data}
        errorMessage={globaleModule.error ? apiErrorMessage(globaleModule.error) : null}
        onRetry={() => void globaleModule.refetch()}
        empty={themen.length === 0}
        emptyMessage={t('portal.globalemodule.keineStapel')}
      >
        <GlobaleModuleTabs themen={themen} onKopieren={(stapel) => kopieren.oeffnen(stapel)} />
      </DataState>
      {kopieren.offen ? (
        <KopierenDialog
          stapel={kopieren.offen}
          onKopiert={(message) => {
            setMeldung(message);
            kopieren.schliessen();
          }}
          onClose={kopieren.schliessen}
        />
      ) : null}
      <BuildId app="cards" id={BUILD_ID} />
    </section>
  );
}

/**
 * Exposed as 'cards/GlobaleModule', mounted by the shell at /globalemodule/*: the global stack
 * library (02 §2); any sub-path goes to /user.
 */
export function GlobaleModule() {
  return (
    <Routes>
      <Route index element={<GlobaleModuleSeite />} />
      <Route path="*" element={<Navigate to="/user" replace />} />
    </Routes>
  );
}
