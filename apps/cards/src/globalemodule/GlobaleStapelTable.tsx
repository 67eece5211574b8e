import type { GlobalerStapel } from '@lernstapel/contracts';
import { formatDateDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, DataTable, Group, Link } from '@lernstapel/ui';

export interface GlobaleStapelTableProps {
  stapel: readonly GlobalerStapel[];
  /** 02 §2 'copy stack' (asks for confirmation, 02 §5) */
  onKopieren: (stapel: GlobalerStapel) => void;
}

/** One category of the global library (02 §2): number, title, cards, date, author pseudonym, remarks. */
export function GlobaleStapelTable({ stapel, onKopieren }: GlobaleStapelTableProps) {
  return (
    <DataTable
      striped
      highlightOnHover
      data-testid="globale-stapel-table"
      rows={stapel}
      rowKey={(item) => item.id}
      columns={[
        { header: t('allgemein.nr'), cell: (_item, index) => index + 1 },
        { header: t('globalemodule.spalteTitel'), cell: (item) => item.bezeichnung },
        { header: t('globalemodule.spalteAnzahlKarten'), cell: (item) => item.anzahl_modulteile },
        {
          header: t('allgemein.datum'),
          cell: (item) => (item.public_datum ? formatDateDe(item.public_datum) : ''),
        },
        { header: t('globalemodule.spalteAutor'), cell: (item) => item.public_autor_pseudonym ?? '' },
        {
          header: t('globalemodule.spalteBemerkungen'),
          cell: (item) => item.public_bemerkungen ?? '',
          cellProps: () => ({ style: { whiteSpace: 'pre-wrap' } }),
        },
        {
          header: t('allgemein.aktionen'),
          headerHidden: true,
          cell: (item) => (
            <Group gap="xs">
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
          ),
        },
      ]}
    />
  );
}
