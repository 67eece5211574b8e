import { Anchor, Button, Group, Table, Text, VisuallyHidden, Link } from '@lernstapel/ui';
import type { GeteilterStapelItem } from '@lernstapel/contracts';
import { formatDateDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';

export interface BriefkastenTableProps {
  eintraege: readonly GeteilterStapelItem[];
  /** a copy or removal is under way: the actions wait */
  beschaeftigt: boolean;
  onKopieren: (eintrag: GeteilterStapelItem) => void;
  onEntfernen: (eintrag: GeteilterStapelItem) => void;
}

/** The assignment of a share: its text and, if set, the due date (01 §3 aufgabe, aufgabe_abgabe_bis). */
function AufgabeCell({ eintrag }: { eintrag: GeteilterStapelItem }) {
  if (!eintrag.ist_aufgabe) return null;
  return (
    <>
      {eintrag.aufgabe ? <Text size="sm">{eintrag.aufgabe}</Text> : null}
      {eintrag.aufgabe_abgabe_bis ? (
        <Text size="sm" fw={600}>
          {t('eingaenge.briefkasten.abgabeBis', { datum: formatDateDe(eintrag.aufgabe_abgabe_bis) })}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The mailbox (01 §2): Titel (opens the stack read-only at /editunterrichtsmodul/{id}/briefkasten),
 * Von, Aufgabe, Karten, Geteilt am, and the actions copy and remove.
 */
export function BriefkastenTable({
  eintraege,
  beschaeftigt,
  onKopieren,
  onEntfernen,
}: BriefkastenTableProps) {
  return (
    <Table striped highlightOnHover data-testid="briefkasten-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('stapel.sortTitel')}</Table.Th>
          <Table.Th>{t('eingaenge.briefkasten.spalteVon')}</Table.Th>
          <Table.Th>{t('eingaenge.briefkasten.spalteAufgabe')}</Table.Th>
          <Table.Th>{t('portal.flashcards.spalteKarten')}</Table.Th>
          <Table.Th>{t('eingaenge.briefkasten.spalteGeteiltAm')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('allgemein.aktionen')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {eintraege.map((eintrag) => (
          <Table.Tr key={eintrag.id}>
            <Table.Td>
              <Anchor
                component={Link}
                to={`/editunterrichtsmodul/${eintrag.unterrichtsmodule_id}/briefkasten`}
              >
                {eintrag.bezeichnung}
              </Anchor>
            </Table.Td>
            <Table.Td>{eintrag.eigentuemer}</Table.Td>
            <Table.Td>
              <AufgabeCell eintrag={eintrag} />
            </Table.Td>
            <Table.Td>{eintrag.anzahl_modulteile}</Table.Td>
            <Table.Td>{formatDateDe(eintrag.geteilt_am)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap" justify="flex-end">
                <Button size="xs" variant="light" disabled={beschaeftigt} onClick={() => onKopieren(eintrag)}>
                  {t('teilen.inEigeneStapelKopieren')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  disabled={beschaeftigt}
                  onClick={() => onEntfernen(eintrag)}
                >
                  {t('teilen.ausBriefkastenEntfernen')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
