import { Anchor, Badge, Button, Group, Switch, Table, Link } from '@lernstapel/ui';
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
    <Table striped highlightOnHover data-testid="pruefungen-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('allgemein.titel')}</Table.Th>
          <Table.Th>{t('allgemein.datum')}</Table.Th>
          <Table.Th>{t('portal.pruefungen.spalteStatus')}</Table.Th>
          {aktionen ? <Table.Th>{t('allgemein.aktionen')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {pruefungen.map((pruefung) => (
          <Table.Tr key={pruefung.id}>
            <Table.Td>
              <Anchor component={Link} to={`/pruefungen/${pruefung.id}`}>
                {pruefung.titel}
              </Anchor>
            </Table.Td>
            <Table.Td>{pruefungDatumText(pruefung)}</Table.Td>
            <Table.Td>
              <StatusMarke pruefung={pruefung} />
            </Table.Td>
            {aktionen ? (
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
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
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
