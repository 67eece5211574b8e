import type { StapelablageItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { ZuTunZelle, type ZuTunZelleProps } from './ZuTunZelle';
import { Anchor, DataTable, Link } from '@lernstapel/ui';

export interface StapelablageTableProps extends Omit<ZuTunZelleProps, 'eintrag'> {
  eintraege: readonly StapelablageItem[];
}

/**
 * The hand-ins (01 §4 stapelablage): Titel (opens the read-only preview, 02 §2), Abgegeben von,
 * Überprüft von, Status (verbatim) and what the user has to do now.
 */
export function StapelablageTable({ eintraege, ...zuTun }: StapelablageTableProps) {
  return (
    <DataTable
      striped
      highlightOnHover
      data-testid="stapelablage-table"
      rows={eintraege}
      rowKey={(eintrag) => eintrag.id}
      columns={[
        {
          header: t('stapel.sortTitel'),
          cell: (eintrag) => (
            <Anchor component={Link} to={`/previewunterrichtsmodul/${eintrag.unterrichtsmodule_id}/readonly`}>
              {eintrag.bezeichnung}
            </Anchor>
          ),
        },
        { header: t('eingaenge.stapelablage.spalteAbsender'), cell: (eintrag) => eintrag.absender },
        { header: t('eingaenge.stapelablage.spaltePruefer'), cell: (eintrag) => eintrag.eigentuemer },
        { header: t('eingaenge.stapelablage.spalteStatus'), cell: (eintrag) => eintrag.status },
        {
          header: t('eingaenge.stapelablage.spalteZuTun'),
          cell: (eintrag) => <ZuTunZelle eintrag={eintrag} {...zuTun} />,
        },
      ]}
    />
  );
}
