import type { WettbewerbTeilnehmer } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { DataTable } from '@lernstapel/ui';

/** 02 §2 final table: rank, jockey, points (right answers), best first; equal points share a rank. */
export function Schlusstabelle({ teilnehmer }: { teilnehmer: readonly WettbewerbTeilnehmer[] }) {
  const sortiert = [...teilnehmer].sort((a, b) => b.position - a.position || a.start_nr - b.start_nr);
  return (
    <DataTable
      striped
      data-testid="schlusstabelle"
      rows={sortiert}
      rowKey={(person) => person.id}
      columns={[
        {
          header: t('wettbewerbe.spalteRang'),
          cell: (person) => sortiert.findIndex((other) => other.position === person.position) + 1,
        },
        { header: t('wettbewerbe.spalteJockey'), cell: (person) => person.benutzername },
        { header: t('wettbewerbe.spaltePunkte'), cell: (person) => person.position },
      ]}
    />
  );
}
