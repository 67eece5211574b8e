import { Anchor, Badge, Table, Link } from '@lernstapel/ui';
import type { PruefungListItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { pruefungDatumText } from './pruefung-datum';

export interface PruefungenTableProps {
  pruefungen: readonly PruefungListItem[];
}

/** Titel (opens the exam screen /pruefungen/{id}, 02 §2), Datum (with '(abgelaufen)' when past, 01 §4) and whether the exam is released. */
export function PruefungenTable({ pruefungen }: PruefungenTableProps) {
  return (
    <Table striped highlightOnHover data-testid="pruefungen-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('allgemein.titel')}</Table.Th>
          <Table.Th>{t('allgemein.datum')}</Table.Th>
          <Table.Th>{t('portal.pruefungen.spalteStatus')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {pruefungen.map((pruefung) => (
          <Table.Tr key={pruefung.id}>
            <Table.Td>
              <Anchor component={Link} to={`/pruefungen/${pruefung.id}`}>
                {pruefung.titel}
              </Anchor>
            </Table.Td>
            <Table.Td>{pruefungDatumText(pruefung)}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={pruefung.freigegeben ? 'teal' : 'gray'}>
                {t(pruefung.freigegeben ? 'pruefungen.freigegeben' : 'pruefungen.nichtFreigegeben')}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
