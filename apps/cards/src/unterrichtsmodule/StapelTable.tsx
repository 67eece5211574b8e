import { Anchor, Badge, Button, Table, Link } from '@lernstapel/ui';
import type { StapelListItem } from '@lernstapel/contracts';
import { formatDateDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';

export interface StapelTableProps {
  stapel: readonly StapelListItem[];
}

/**
 * The list view of 'Meine Flashcards' (01 §2): Titel (opens the card list, 01 §2
 * /editunterrichtsmodul/{id}/user), Kategorie, Thema, Karten, Datum, the cards marked for correction
 * (a badge while there are any; 01 §2 counts them in the 'Meine Flashcards' badge) and the preview.
 */
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
          <Table.Th>{t('eingaenge.zuKorrigieren')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stapel.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <Anchor component={Link} to={`/editunterrichtsmodul/${item.id}/user`}>
                {item.bezeichnung}
              </Anchor>
            </Table.Td>
            <Table.Td>{item.kategorie ?? ''}</Table.Td>
            <Table.Td>{item.thema ?? ''}</Table.Td>
            <Table.Td>{item.anzahl_modulteile}</Table.Td>
            <Table.Td>{formatDateDe(item.datum)}</Table.Td>
            <Table.Td>
              {item.anzahl_zukorrigierende_modulteile > 0 ? (
                <Badge
                  color="red"
                  aria-label={t('eingaenge.zuKorrigierendeKarten', {
                    anzahl: item.anzahl_zukorrigierende_modulteile,
                  })}
                >
                  {item.anzahl_zukorrigierende_modulteile}
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Button component={Link} to={`/previewunterrichtsmodul/${item.id}`} size="xs" variant="light">
                {t('allgemein.vorschau')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
