import type { GeteilterStapelItem } from '@lernstapel/contracts';
import { formatDateDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Anchor, Button, DataTable, Group, Link, Text } from '@lernstapel/ui';

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
    <DataTable
      striped
      highlightOnHover
      data-testid="briefkasten-table"
      rows={eintraege}
      rowKey={(eintrag) => eintrag.id}
      columns={[
        {
          header: t('stapel.sortTitel'),
          cell: (eintrag) => (
            <Anchor component={Link} to={`/editunterrichtsmodul/${eintrag.unterrichtsmodule_id}/briefkasten`}>
              {eintrag.bezeichnung}
            </Anchor>
          ),
        },
        { header: t('eingaenge.briefkasten.spalteVon'), cell: (eintrag) => eintrag.eigentuemer },
        {
          header: t('eingaenge.briefkasten.spalteAufgabe'),
          cell: (eintrag) => <AufgabeCell eintrag={eintrag} />,
        },
        { header: t('portal.flashcards.spalteKarten'), cell: (eintrag) => eintrag.anzahl_modulteile },
        {
          header: t('eingaenge.briefkasten.spalteGeteiltAm'),
          cell: (eintrag) => formatDateDe(eintrag.geteilt_am),
        },
        {
          header: t('allgemein.aktionen'),
          headerHidden: true,
          // The buttons wrap where the row is narrow (issue 23 §2: at 1366 px the red one was cut in half).
          cell: (eintrag) => (
            <Group gap="xs" justify="flex-end">
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
          ),
        },
      ]}
    />
  );
}
