import { Anchor, Badge, Table, Text, Link } from '@lernstapel/ui';
import type { StapelablageItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { zuTunText } from './zu-tun-text';

export interface StapelablageTableProps {
  eintraege: readonly StapelablageItem[];
  /** The session user, to tell the sender's from the reviewer's view. */
  userId: number;
}

/**
 * The hand-ins (01 §4 stapelablage): Titel (opens the read-only preview, 02 §2), Abgegeben von,
 * Überprüft von, Status (verbatim) and what the user has to do now.
 */
export function StapelablageTable({ eintraege, userId }: StapelablageTableProps) {
  return (
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
              {eintrag.aktion === null ? (
                <Text size="sm" c="dimmed">
                  {zuTunText(eintrag, userId)}
                </Text>
              ) : (
                <Badge color="orange">{zuTunText(eintrag, userId)}</Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
