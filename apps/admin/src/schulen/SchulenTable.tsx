import { Table, VisuallyHidden } from '@lernstapel/ui';
import { BearbeitenButton, LoeschenButton, ZeilenAktionen } from '../ui/ZeilenAktionen';
import type { SchuleSummary } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { schuleAdresse, schuleName } from './schule-adresse';

export interface SchulenTableProps {
  schulen: readonly SchuleSummary[];
  onBearbeiten: (schule: SchuleSummary) => void;
  onLoeschen: (schule: SchuleSummary) => void;
}

/** 01 §2 'Schulen': number, school name, address, contact persons, edit and delete. */
export function SchulenTable({ schulen, onBearbeiten, onLoeschen }: SchulenTableProps) {
  return (
    <Table striped highlightOnHover data-testid="schulen-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('allgemein.nr')}</Table.Th>
          <Table.Th>{t('admin.spalteSchulname')}</Table.Th>
          <Table.Th>{t('admin.spalteAdresse')}</Table.Th>
          <Table.Th>{t('admin.spalteAnsprechpersonen')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('admin.spalteAktionen')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {schulen.map((schule) => {
          const name = schuleName(schule);
          return (
            <Table.Tr key={schule.id}>
              <Table.Td>{schule.id}</Table.Td>
              <Table.Td>{name}</Table.Td>
              <Table.Td>{schuleAdresse(schule)}</Table.Td>
              <Table.Td>{schule.schule_ansprechpartner.map((person) => person.namevoll).join(', ')}</Table.Td>
              <Table.Td>
                <ZeilenAktionen>
                  <BearbeitenButton
                    label={t('admin.schuleBearbeitenLabel', { name })}
                    onClick={() => onBearbeiten(schule)}
                  />
                  <LoeschenButton
                    label={t('admin.schuleLoeschenLabel', { name })}
                    onClick={() => onLoeschen(schule)}
                  />
                </ZeilenAktionen>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
