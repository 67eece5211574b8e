import { Table } from '@mantine/core';
import type { SchuleSummary } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { schuleAdresse } from './schule-adresse';

export interface SchulenTableProps {
  schulen: readonly SchuleSummary[];
}

/** 01 §2 'Schulen': number, school name, address, contact persons. */
export function SchulenTable({ schulen }: SchulenTableProps) {
  return (
    <Table striped highlightOnHover data-testid="schulen-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('allgemein.nr')}</Table.Th>
          <Table.Th>{t('admin.spalteSchulname')}</Table.Th>
          <Table.Th>{t('admin.spalteAdresse')}</Table.Th>
          <Table.Th>{t('admin.spalteAnsprechpersonen')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {schulen.map((schule) => (
          <Table.Tr key={schule.id}>
            <Table.Td>{schule.id}</Table.Td>
            <Table.Td>{[schule.name1, schule.name2].filter(Boolean).join(' ')}</Table.Td>
            <Table.Td>{schuleAdresse(schule)}</Table.Td>
            <Table.Td>{schule.schule_ansprechpartner.map((person) => person.namevoll).join(', ')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
