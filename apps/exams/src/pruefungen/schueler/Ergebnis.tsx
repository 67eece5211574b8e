import { apiErrorMessage } from '@lernstapel/api-client';
import type { PruefungDetail } from '@lernstapel/contracts';
import { isAnswerMode } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Card, DataState, Stack, Table, Text, Title } from '@lernstapel/ui';
import { antwortText } from '../antwort-text';
import { useGetFragenQuery, useGetSchuelerAntwortenQuery } from '../pruefungen-api';

export interface ErgebnisProps {
  pruefung: PruefungDetail;
  schuelerId: number;
}

/** 02 §4 korrigiert: the pupil sees points, grade and the teacher's comments. */
export function Ergebnis({ pruefung, schuelerId }: ErgebnisProps) {
  const fragen = useGetFragenQuery(pruefung.id);
  const antworten = useGetSchuelerAntwortenQuery({ id: pruefung.id, schuelerId });
  const error = fragen.error ?? antworten.error;
  const teile = new Map((antworten.data?.teile ?? []).map((teil) => [teil.pruefungsteil_id, teil]));
  const zeile = antworten.data?.zeile;
  return (
    <DataState
      loading={!fragen.data || !antworten.data}
      errorMessage={error ? apiErrorMessage(error) : null}
      onRetry={() => void (fragen.error ? fragen.refetch() : antworten.refetch())}
      empty={false}
      emptyMessage=""
    >
      <Stack gap="md" data-testid="pruefung-ergebnis">
        <Title order={2} size="h4">
          {t('pruefungen.ergebnis')}
        </Title>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={220}>{t('pruefungen.punkte')}</Table.Th>
              <Table.Td data-testid="ergebnis-punkte">
                {zeile?.punkte ?? ''} / {pruefung.gesamtpunktezahl}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('pruefungen.note')}</Table.Th>
              <Table.Td data-testid="ergebnis-note">{zeile?.note ?? ''}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('pruefungen.kommentar')}</Table.Th>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{zeile?.kommentar_lehrperson ?? ''}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {(fragen.data ?? []).map((frage, index) => {
          const teil = teile.get(frage.id);
          return (
            <Card key={frage.id} withBorder>
              <Title order={3} size="h5">
                {t('pruefungen.aufgabe', { nr: index + 1 })}: {teil?.punkte ?? 0} / {frage.punkte}{' '}
                {t('pruefungen.punkte')}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{frage.frage}</Text>
              {teil && isAnswerMode(frage.art) ? (
                <Text size="sm">
                  {t('pruefungen.antwort')}:{' '}
                  {antwortText(frage.art, teil, frage.antworten, {
                    nachNummer: frage.beschriftung_antwort_nummern,
                    texte: new Map(frage.beschriftungstexte.map(({ label, text }) => [label, text])),
                    nummern: teil.beschriftung_nummern,
                  })}
                </Text>
              ) : null}
              {teil?.kommentar_lehrperson ? (
                <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-wrap' }}>
                  {teil.kommentar_lehrperson}
                </Text>
              ) : null}
            </Card>
          );
        })}
      </Stack>
    </DataState>
  );
}
