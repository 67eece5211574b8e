import type { StapelablageItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { ZuTunZelle, type ZuTunZelleProps } from './ZuTunZelle';
import { Anchor, Box, Table, Link } from '@lernstapel/ui';

export interface StapelablageTableProps extends Omit<ZuTunZelleProps, 'eintrag'> {
  eintraege: readonly StapelablageItem[];
}

/**
 * The hand-ins (01 §4 stapelablage): Titel (opens the read-only preview, 02 §2), Abgegeben von,
 * Überprüft von, Status (verbatim) and what the user has to do now.
 */
export function StapelablageTable({ eintraege, ...zuTun }: StapelablageTableProps) {
  return (
    // On a phone the table scrolls in its box, never the page (WCAG 1.4.10, until issue 23 §2's DataTable).
    <Box style={{ overflowX: 'auto' }}>
      <Table striped highlightOnHover data-testid="stapelablage-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stapel.sortTitel')}</Table.Th>
            <Table.Th>{t('eingaenge.stapelablage.spalteAbsender')}</Table.Th>
            <Table.Th>{t('eingaenge.stapelablage.spaltePruefer')}</Table.Th>
            <Table.Th>{t('eingaenge.stapelablage.spalteStatus')}</Table.Th>
            <Table.Th>{t('eingaenge.stapelablage.spalteZuTun')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {eintraege.map((eintrag) => (
            <Table.Tr key={eintrag.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/previewunterrichtsmodul/${eintrag.unterrichtsmodule_id}/readonly`}
                >
                  {eintrag.bezeichnung}
                </Anchor>
              </Table.Td>
              <Table.Td>{eintrag.absender}</Table.Td>
              <Table.Td>{eintrag.eigentuemer}</Table.Td>
              <Table.Td>{eintrag.status}</Table.Td>
              <Table.Td>
                <ZuTunZelle eintrag={eintrag} {...zuTun} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
