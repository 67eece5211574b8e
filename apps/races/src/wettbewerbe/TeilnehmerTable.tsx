import { Badge, DataTable } from '@lernstapel/ui';
import type { WettbewerbTeilnehmer } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';

export interface TeilnehmerTableProps {
  teilnehmer: readonly WettbewerbTeilnehmer[];
}

/** The participants of a race (01 §3 SchuelerImWettbewerb) by start number. */
export function TeilnehmerTable({ teilnehmer }: TeilnehmerTableProps) {
  const sorted = [...teilnehmer].sort((a, b) => a.start_nr - b.start_nr || a.id - b.id);
  return (
    <DataTable
      striped
      data-testid="teilnehmer-table"
      rows={sorted}
      rowKey={(person) => person.id}
      columns={[
        { header: t('allgemein.nr'), cell: (person) => person.start_nr },
        { header: t('allgemein.benutzername'), cell: (person) => person.benutzername },
        {
          header: t('portal.wettbewerb.spalteEinladung'),
          cell: (person) => (
            <Badge variant="light" color={person.einladung_angenommen ? 'teal' : 'gray'}>
              {t(
                person.einladung_angenommen ? 'wettbewerbe.bestaetigt' : 'wettbewerbe.wartenAufBestaetigung',
              )}
            </Badge>
          ),
        },
        { header: t('portal.wettbewerb.spaltePosition'), cell: (person) => person.position },
      ]}
    />
  );
}
