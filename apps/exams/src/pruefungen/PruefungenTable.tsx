import { Anchor, Badge, Button, DataTable, Group, Switch, Link } from '@lernstapel/ui';
import type { PruefungListItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { pruefungDatumText } from './pruefung-datum';

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
          cell: (pruefung) => (
            <Badge variant="light" color={pruefung.freigegeben ? 'teal' : 'gray'}>
              {t(pruefung.freigegeben ? 'pruefungen.freigegeben' : 'pruefungen.nichtFreigegeben')}
            </Badge>
          ),
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
