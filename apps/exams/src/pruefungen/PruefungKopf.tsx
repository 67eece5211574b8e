import { Stack, Table, Text, Title } from '@lernstapel/ui';
import type { PruefungDetail } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { pruefungDatumText } from './pruefung-datum';

export interface PruefungKopfProps {
  pruefung: PruefungDetail;
}

/** The exam screen's header (02 §2, §3): date, stack, parts, total points and the instruction text. */
export function PruefungKopf({ pruefung }: PruefungKopfProps) {
  return (
    <Stack gap="lg">
      <Table variant="vertical" withTableBorder data-testid="pruefung-kopf">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={220}>{t('allgemein.datum')}</Table.Th>
            <Table.Td data-testid="pruefung-datum">{pruefungDatumText(pruefung)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('stapel.bezeichnung')}</Table.Th>
            <Table.Td data-testid="pruefung-stapel">{pruefung.modultitel ?? ''}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('portal.pruefung.anzahlTeile')}</Table.Th>
            <Table.Td data-testid="pruefung-anzahl-teile">{pruefung.anzahl_teile}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('pruefungen.gesamtpunktezahl')}</Table.Th>
            <Table.Td data-testid="pruefung-gesamtpunktezahl">{pruefung.gesamtpunktezahl}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {pruefung.anweisung_vor_pruefung ? (
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('pruefungen.anweisung')}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="pruefung-anweisung">
            {pruefung.anweisung_vor_pruefung}
          </Text>
        </section>
      ) : null}
    </Stack>
  );
}
