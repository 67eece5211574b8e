import { Anchor, Table, Text, Link } from '@lernstapel/ui';
import type { GeteilterStapelItem } from '@lernstapel/contracts';
import { formatDateDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';

export interface BriefkastenTableProps {
  eintraege: readonly GeteilterStapelItem[];
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
 * The mailbox (01 §2 'Meine Flashcards', with the mailbox): Titel (opens the read-only preview in
 * briefkasten mode, 02 §2), Von, Aufgabe, Karten, Geteilt am.
 */
export function BriefkastenTable({ eintraege }: BriefkastenTableProps) {
  return (
    <Table striped highlightOnHover data-testid="briefkasten-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('stapel.sortTitel')}</Table.Th>
          <Table.Th>{t('eingaenge.briefkasten.spalteVon')}</Table.Th>
          <Table.Th>{t('eingaenge.briefkasten.spalteAufgabe')}</Table.Th>
          <Table.Th>{t('portal.flashcards.spalteKarten')}</Table.Th>
          <Table.Th>{t('eingaenge.briefkasten.spalteGeteiltAm')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {eintraege.map((eintrag) => (
          <Table.Tr key={eintrag.id}>
            <Table.Td>
              <Anchor
                component={Link}
                to={`/previewunterrichtsmodul/${eintrag.unterrichtsmodule_id}/briefkasten`}
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
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
