import { useState } from 'react';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { ErrorNotice, LoadingState, Button, Group, SuccessNotice, Text, Title } from '@lernstapel/ui';
import { schuleName } from '../../schulen/schule-adresse';
import { SchulkontoDialog } from '../../schulkonto/SchulkontoDialog';
import { LizenzBestellung } from '../lizenzbestellen/LizenzBestellung';
import { useGetEigeneSchuleQuery } from '../verwaltung-api';
import { SchuldatenDialog } from './SchuldatenDialog';

export interface SchuleAbschnittProps {
  schuleId: number;
}

/** Addresses as one line: street, postal code and town of the parts that are filled. */
function adresse(teile: ReadonlyArray<string | null>): string {
  return teile.filter(Boolean).join(', ');
}

/** 01 §2, §6 (kann_schuldaten_bearbeiten): the own school's data, its dialog and the licence order. */
export function SchuleAbschnitt({ schuleId }: SchuleAbschnittProps) {
  const schule = useGetEigeneSchuleQuery();
  const [bearbeiten, setBearbeiten] = useState(false);
  const [schulkonto, setSchulkonto] = useState(false);
  const [schulkontoMeldung, setSchulkontoMeldung] = useState<string | null>(null);
  if (schule.error)
    return <ErrorNotice message={apiErrorMessage(schule.error)} onRetry={() => void schule.refetch()} />;
  if (!schule.data) return <LoadingState />;
  const daten = schule.data;
  const ort = [daten.plz, daten.ort].filter(Boolean).join(' ');
  const rechnungsort = [daten.rechnungsplz, daten.rechnungsort].filter(Boolean).join(' ');
  return (
    <>
      <section data-testid="schuldaten-abschnitt">
        <Group justify="space-between" my="sm">
          <Title order={2} size="h4">
            {t('schule.titel')}
          </Title>
          <Group gap="xs">
            <Button onClick={() => setBearbeiten(true)}>{t('lehrpersonen.schuldatenBearbeiten')}</Button>
            <Button
              variant="outline"
              onClick={() => {
                setSchulkontoMeldung(null);
                setSchulkonto(true);
              }}
            >
              {t('schulkonto.einstellungenTitel')}
            </Button>
          </Group>
        </Group>
        {schulkontoMeldung ? <SuccessNotice message={schulkontoMeldung} mb="sm" /> : null}
        <Text fw={500}>{schuleName(daten)}</Text>
        <Text size="sm">{adresse([daten.anschrift1, daten.anschrift2, ort])}</Text>
        {daten.rechnungsanschrift1 ? (
          <Text size="sm" c="dimmed">
            {t('schule.rechnungsanschrift1')}:{' '}
            {adresse([daten.rechnungsanschrift1, daten.rechnungsanschrift2, rechnungsort])}
          </Text>
        ) : null}
      </section>
      <LizenzBestellung schuleId={schuleId} schule={daten} />
      {bearbeiten ? <SchuldatenDialog schule={daten} onClose={() => setBearbeiten(false)} /> : null}
      {schulkonto ? (
        <SchulkontoDialog
          schuleId={schuleId}
          onDone={(meldung) => {
            setSchulkonto(false);
            setSchulkontoMeldung(meldung);
          }}
          onClose={() => setSchulkonto(false)}
        />
      ) : null}
    </>
  );
}
