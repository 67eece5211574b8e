import { Anchor, Badge, Button, DataTable, Group, Switch, Link } from '@lernstapel/ui';
import type { PruefungListItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { statusText } from './korrigieren/status-text';
import { pruefungDatumText } from './pruefung-datum';

const STATUS_FARBE = { 'in Bearbeitung': 'blue', abgegeben: 'teal', korrigiert: 'grape' } as const;

/** The status cell: a pupil sees the own status (issue 23), a teacher whether the exam is released. */
function StatusMarke({ pruefung }: { pruefung: PruefungListItem }) {
  if (pruefung.eigener_status !== undefined) {
    const status = pruefung.eigener_status;
    return (
      <Badge
        variant="light"
        color={status === null ? 'gray' : STATUS_FARBE[status]}
        data-testid="eigener-status"
      >
        {statusText(status)}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={pruefung.freigegeben ? 'teal' : 'gray'}>
      {t(pruefung.freigegeben ? 'pruefungen.freigegeben' : 'pruefungen.nichtFreigegeben')}
    </Badge>
  );
}

export interface PruefungenAktionen {
  freigeben: (pruefung: PruefungListItem, freigegeben: boolean) => void;
  loeschen: (pruefung: PruefungListItem) => void;
}

export interface PruefungenTableProps {
  pruefungen: readonly PruefungListItem[];
  /** Teachers only: release/withdraw and delete (01 §4, §7). */
  aktionen?: PruefungenAktionen;
}

/** Titel (opens the exam screen /pruefungen/{id}, 02 §2), Datum (with '(abgelaufen)' when past, 01 §4) and whether the exam is released. */
export function PruefungenTable({ pruefungen, aktionen }: PruefungenTableProps) {
  return (
    <DataTable
      striped
      highlightOnHover
      data-testid="pruefungen-table"
      rows={pruefungen}
      rowKey={(pruefung) => pruefung.id}
      columns={[
        {
          header: t('allgemein.titel'),
          cell: (pruefung) => (
            <Anchor component={Link} to={`/pruefungen/${pruefung.id}`}>
              {pruefung.titel}
            </Anchor>
          ),
        },
        { header: t('allgemein.datum'), cell: (pruefung) => pruefungDatumText(pruefung) },
        {
          header: t('portal.pruefungen.spalteStatus'),
          cell: (pruefung) => <StatusMarke pruefung={pruefung} />,
        },
        aktionen && {
          header: t('allgemein.aktionen'),
          cell: (pruefung) => (
            <Group gap="sm">
              <Switch
                checked={pruefung.freigegeben}
                onChange={(event) => aktionen.freigeben(pruefung, event.currentTarget.checked)}
                label={t('pruefungen.freigeben')}
                aria-label={`${t('pruefungen.freigeben')}: ${pruefung.titel}`}
              />
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => aktionen.loeschen(pruefung)}
                aria-label={t('pruefungen.loeschenAktion', { titel: pruefung.titel })}
              >
                {t('pruefungen.loeschen')}
              </Button>
            </Group>
          ),
        },
      ]}
    />
  );
}
