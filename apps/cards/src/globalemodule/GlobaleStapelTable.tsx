import { Button, Group, Table, VisuallyHidden, Link } from '@lernstapel/ui';
import type { GlobalerStapel } from '@lernstapel/contracts';
import { formatDateDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';

export interface GlobaleStapelTableProps {
  stapel: readonly GlobalerStapel[];
  /** 02 §2 'copy stack' (asks for confirmation, 02 §5) */
  onKopieren: (stapel: GlobalerStapel) => void;
}

/** One category of the global library (02 §2): number, title, cards, date, author pseudonym, remarks. */
export function GlobaleStapelTable({ stapel, onKopieren }: GlobaleStapelTableProps) {
  return (
    <Table striped highlightOnHover data-testid="globale-stapel-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('allgemein.nr')}</Table.Th>
          <Table.Th>{t('globalemodule.spalteTitel')}</Table.Th>
          <Table.Th>{t('globalemodule.spalteAnzahlKarten')}</Table.Th>
          <Table.Th>{t('allgemein.datum')}</Table.Th>
          <Table.Th>{t('globalemodule.spalteAutor')}</Table.Th>
          <Table.Th>{t('globalemodule.spalteBemerkungen')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('allgemein.aktionen')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stapel.map((item, index) => (
          <Table.Tr key={item.id}>
            <Table.Td>{index + 1}</Table.Td>
            <Table.Td>{item.bezeichnung}</Table.Td>
            <Table.Td>{item.anzahl_modulteile}</Table.Td>
            <Table.Td>{item.public_datum ? formatDateDe(item.public_datum) : ''}</Table.Td>
            <Table.Td>{item.public_autor_pseudonym ?? ''}</Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{item.public_bemerkungen ?? ''}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  component={Link}
                  to={`/editunterrichtsmodul/${item.id}/globalemodule`}
                  size="xs"
                  variant="light"
                >
                  {t('globalemodule.kartenAnsehen')}
                </Button>
                <Button size="xs" onClick={() => onKopieren(item)}>
                  {t('globalemodule.stapelKopieren')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
