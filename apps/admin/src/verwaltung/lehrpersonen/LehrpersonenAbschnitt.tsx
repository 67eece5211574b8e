import { useState } from 'react';
import type { Lehrperson } from '@lernstapel/contracts';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { DataState, Alert, Button, Group, Title } from '@lernstapel/ui';
import { useGetLehrpersonenQuery } from '../verwaltung-api';
import { LehrpersonDialog } from './LehrpersonDialog';
import { LehrpersonenTable } from './LehrpersonenTable';
import { LehrpersonLoeschenDialog } from './LehrpersonLoeschenDialog';

export interface LehrpersonenAbschnittProps {
  schuleId: number;
}

/** What the teacher dialog shows: nothing, a new teacher or an existing one. */
type Bearbeitung = { art: 'keine' } | { art: 'neu' } | { art: 'bearbeiten'; lehrperson: Lehrperson };

/** 01 §2, §6 (kann_lehrpersonen_bearbeiten): the school's teachers, 'Lehrperson +', edit and delete. */
export function LehrpersonenAbschnitt({ schuleId }: LehrpersonenAbschnittProps) {
  const lehrpersonen = useGetLehrpersonenQuery(schuleId);
  const [bearbeitung, setBearbeitung] = useState<Bearbeitung>({ art: 'keine' });
  const [zuLoeschen, setZuLoeschen] = useState<Lehrperson | null>(null);
  const [meldung, setMeldung] = useState<string | null>(null);
  const list = lehrpersonen.data ?? [];
  return (
    <section data-testid="lehrpersonen-abschnitt">
      <Group justify="space-between" my="sm">
        <Title order={2} size="h4">
          {t('lehrpersonen.titel')}
        </Title>
        <Button
          onClick={() => {
            setMeldung(null);
            setBearbeitung({ art: 'neu' });
          }}
        >
          {t('lehrpersonen.plus')}
        </Button>
      </Group>
      {meldung ? (
        <Alert color="green" variant="light" role="status" mb="sm">
          {meldung}
        </Alert>
      ) : null}
      <DataState
        loading={!lehrpersonen.data && !lehrpersonen.error}
        errorMessage={lehrpersonen.error ? apiErrorMessage(lehrpersonen.error) : null}
        onRetry={() => void lehrpersonen.refetch()}
        empty={list.length === 0}
        emptyMessage={t('lehrpersonen.keineLehrpersonen')}
      >
        <LehrpersonenTable
          lehrpersonen={list}
          onBearbeiten={(lehrperson) => setBearbeitung({ art: 'bearbeiten', lehrperson })}
          onLoeschen={setZuLoeschen}
        />
      </DataState>
      {bearbeitung.art === 'keine' ? null : (
        <LehrpersonDialog
          schuleId={schuleId}
          lehrperson={bearbeitung.art === 'bearbeiten' ? bearbeitung.lehrperson : null}
          onClose={() => setBearbeitung({ art: 'keine' })}
          onSaved={(answer) => {
            setMeldung(answer.message);
            setBearbeitung({ art: 'keine' });
          }}
        />
      )}
      {zuLoeschen ? (
        <LehrpersonLoeschenDialog
          schuleId={schuleId}
          lehrperson={zuLoeschen}
          onClose={() => setZuLoeschen(null)}
        />
      ) : null}
    </section>
  );
}
