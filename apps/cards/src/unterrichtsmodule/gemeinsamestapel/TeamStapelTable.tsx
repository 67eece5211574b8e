import { Anchor, Table, Link } from '@lernstapel/ui';
import type { TeamStapelItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';

export interface TeamStapelTableProps {
  stapel: readonly TeamStapelItem[];
}

/** Team stacks of other owners (01 §4 team editing): Titel (opens the preview), Eigentümer/in, Karten. */
export function TeamStapelTable({ stapel }: TeamStapelTableProps) {
  return (
    <Table striped highlightOnHover data-testid="team-stapel-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('stapel.sortTitel')}</Table.Th>
          <Table.Th>{t('eingaenge.team.spalteEigentuemer')}</Table.Th>
          <Table.Th>{t('portal.flashcards.spalteKarten')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stapel.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <Anchor component={Link} to={`/previewunterrichtsmodul/${item.id}`}>
                {item.bezeichnung}
              </Anchor>
            </Table.Td>
            <Table.Td>{item.eigentuemer}</Table.Td>
            <Table.Td>{item.anzahl_modulteile}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
