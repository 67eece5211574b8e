import { Badge, DataTable, Group, Text } from '@lernstapel/ui';
import { BearbeitenButton, LoeschenButton, ZeilenAktionen } from '../../ui/ZeilenAktionen';
import type { Lehrperson } from '@lernstapel/contracts';
import { t, type TextKey } from '@lernstapel/texts';

export interface LehrpersonenTableProps {
  lehrpersonen: readonly Lehrperson[];
  onBearbeiten: (lehrperson: Lehrperson) => void;
  onLoeschen: (lehrperson: Lehrperson) => void;
}

/** The three flags of 01 §3 with their short labels for the 'Lehrpersonen' column (01 §6). */
const RECHTE: ReadonlyArray<{ feld: keyof Lehrperson & `kann_${string}`; label: TextKey }> = [
  { feld: 'kann_lehrpersonen_bearbeiten', label: 'lehrpersonen.rechtLehrpersonenKurz' },
  { feld: 'kann_schuldaten_bearbeiten', label: 'lehrpersonen.rechtSchuldatenKurz' },
  { feld: 'kann_stapel_veroeffentlichen', label: 'lehrpersonen.rechtVeroeffentlichenKurz' },
];

function Rechte({ lehrperson }: { lehrperson: Lehrperson }) {
  const gesetzt = RECHTE.filter((recht) => lehrperson[recht.feld]);
  if (gesetzt.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('lehrpersonen.keineRechte')}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {gesetzt.map((recht) => (
        <Badge key={recht.feld} variant="light" size="sm">
          {t(recht.label)}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * 01 §2, §6: the school's teachers with their rights (the 'Lehrpersonen' column). Edit and delete
 * appear only where the API allows them (darf_bearbeiten / darf_loeschen); the API checks again.
 */
export function LehrpersonenTable({ lehrpersonen, onBearbeiten, onLoeschen }: LehrpersonenTableProps) {
  return (
    <DataTable
      striped
      highlightOnHover
      data-testid="lehrpersonen-table"
      rows={lehrpersonen}
      rowKey={(lehrperson) => lehrperson.id}
      columns={[
        { header: t('allgemein.benutzername'), cell: (lehrperson) => lehrperson.benutzername },
        { header: t('allgemein.name'), cell: (lehrperson) => lehrperson.namevoll },
        { header: t('allgemein.email'), cell: (lehrperson) => lehrperson.email ?? '' },
        {
          header: t('lehrpersonen.spalteLehrpersonen'),
          cell: (lehrperson) => <Rechte lehrperson={lehrperson} />,
        },
        {
          header: t('lehrpersonen.spalteAktionen'),
          headerHidden: true,
          cell: (lehrperson) => {
            const name = lehrperson.namevoll || lehrperson.benutzername;
            return (
              <ZeilenAktionen>
                {lehrperson.darf_bearbeiten ? (
                  <BearbeitenButton
                    label={t('lehrpersonen.bearbeitenLabel', { name })}
                    onClick={() => onBearbeiten(lehrperson)}
                  />
                ) : null}
                {lehrperson.darf_loeschen ? (
                  <LoeschenButton
                    label={t('lehrpersonen.loeschenLabel', { name })}
                    onClick={() => onLoeschen(lehrperson)}
                  />
                ) : null}
              </ZeilenAktionen>
            );
          },
        },
      ]}
    />
  );
}
