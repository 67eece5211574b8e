import { Table } from '@mantine/core';
import type { StapelListItem } from '@lernstapel/contracts';
import { formatDateDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';

export interface StapelTableProps {
  stapel: readonly StapelListItem[];
}

/** The list view of 'Meine Flashcards' (01 §2): Titel, Kategorie, Thema, Karten, Datum. */
export function StapelTable({ stapel }: StapelTableProps) {
  return (
    <Table striped highlightOnHover data-testid="stapel-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('stapel.sortTitel')}</Table.Th>
          <Table.Th>{t('stapel.sortKategorie')}</Table.Th>
          <Table.Th>{t('stapel.sortThema')}</Table.Th>
          <Table.Th>{t('portal.flashcards.spalteKarten')}</Table.Th>
          <Table.Th>{t('stapel.sortDatum')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stapel.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>{item.bezeichnung}</Table.Td>
            <Table.Td>{item.kategorie ?? ''}</Table.Td>
            <Table.Td>{item.thema ?? ''}</Table.Td>
            <Table.Td>{item.anzahl_modulteile}</Table.Td>
            <Table.Td>{formatDateDe(item.datum)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
