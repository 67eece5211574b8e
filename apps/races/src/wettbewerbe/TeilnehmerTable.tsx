import { Badge, Table } from '@lernstapel/ui';
import type { WettbewerbTeilnehmer } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';

export interface TeilnehmerTableProps {
  teilnehmer: readonly WettbewerbTeilnehmer[];
}

/** The participants of a race (01 §3 SchuelerImWettbewerb) by start number. */
export function TeilnehmerTable({ teilnehmer }: TeilnehmerTableProps) {
  const sorted = [...teilnehmer].sort((a, b) => a.start_nr - b.start_nr || a.id - b.id);
  return (
    <Table striped data-testid="teilnehmer-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('allgemein.nr')}</Table.Th>
          <Table.Th>{t('allgemein.benutzername')}</Table.Th>
          <Table.Th>{t('portal.wettbewerb.spalteEinladung')}</Table.Th>
          <Table.Th>{t('portal.wettbewerb.spaltePosition')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((person) => (
          <Table.Tr key={person.id}>
            <Table.Td>{person.start_nr}</Table.Td>
            <Table.Td>{person.benutzername}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={person.einladung_angenommen ? 'teal' : 'gray'}>
                {t(
                  person.einladung_angenommen
                    ? 'wettbewerbe.bestaetigt'
                    : 'wettbewerbe.wartenAufBestaetigung',
                )}
              </Badge>
            </Table.Td>
            <Table.Td>{person.position}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
