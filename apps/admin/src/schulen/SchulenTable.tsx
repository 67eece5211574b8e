import { Button, DataTable } from '@lernstapel/ui';
import { BearbeitenButton, LoeschenButton, ZeilenAktionen } from '../ui/ZeilenAktionen';
import type { SchuleSummary } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { schuleAdresse, schuleName } from './schule-adresse';

export interface SchulenTableProps {
  schulen: readonly SchuleSummary[];
  onBearbeiten: (schule: SchuleSummary) => void;
  onLoeschen: (schule: SchuleSummary) => void;
  /** Issue 28: the school's 'Anmeldung mit Schulkonto'. */
  onSchulkonto: (schule: SchuleSummary) => void;
}

/** 01 §2 'Schulen': number, school name, address, contact persons, edit and delete. */
export function SchulenTable({ schulen, onBearbeiten, onLoeschen, onSchulkonto }: SchulenTableProps) {
  return (
    <DataTable
      striped
      highlightOnHover
      data-testid="schulen-table"
      rows={schulen}
      rowKey={(schule) => schule.id}
      columns={[
        { header: t('allgemein.nr'), cell: (schule) => schule.id },
        { header: t('admin.spalteSchulname'), cell: (schule) => schuleName(schule) },
        { header: t('admin.spalteAdresse'), cell: (schule) => schuleAdresse(schule) },
        {
          header: t('admin.spalteAnsprechpersonen'),
          cell: (schule) => schule.schule_ansprechpartner.map((person) => person.namevoll).join(', '),
        },
        {
          header: t('admin.spalteAktionen'),
          headerHidden: true,
          cell: (schule) => (
            <ZeilenAktionen>
              <BearbeitenButton
                label={t('admin.schuleBearbeitenLabel', { name: schuleName(schule) })}
                onClick={() => onBearbeiten(schule)}
              />
              <Button
                size="xs"
                variant="light"
                aria-label={t('schulkonto.zeilenLabel', { name: schuleName(schule) })}
                onClick={() => onSchulkonto(schule)}
              >
                {t('schulkonto.zeilenKnopf')}
              </Button>
              <LoeschenButton
                label={t('admin.schuleLoeschenLabel', { name: schuleName(schule) })}
                onClick={() => onLoeschen(schule)}
              />
            </ZeilenAktionen>
          ),
        },
      ]}
    />
  );
}
