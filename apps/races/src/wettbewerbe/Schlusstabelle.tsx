import type { WettbewerbTeilnehmer } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { Table } from '@lernstapel/ui';

/** 02 §2 final table: rank, jockey, points (right answers), best first; equal points share a rank. */
export function Schlusstabelle({ teilnehmer }: { teilnehmer: readonly WettbewerbTeilnehmer[] }) {
  const sortiert = [...teilnehmer].sort((a, b) => b.position - a.position || a.start_nr - b.start_nr);
  return (
    <Table striped data-testid="schlusstabelle">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('wettbewerbe.spalteRang')}</Table.Th>
          <Table.Th>{t('wettbewerbe.spalteJockey')}</Table.Th>
          <Table.Th>{t('wettbewerbe.spaltePunkte')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sortiert.map((person) => (
          <Table.Tr key={person.id}>
            <Table.Td>{sortiert.findIndex((other) => other.position === person.position) + 1}</Table.Td>
            <Table.Td>{person.benutzername}</Table.Td>
            <Table.Td>{person.position}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
