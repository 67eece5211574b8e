import { Anchor, Badge, Button, DataTable, Link } from '@lernstapel/ui';
import type { WettbewerbListItem } from '@lernstapel/contracts';
import { formatDateTimeDe } from '@lernstapel/rules';
import { t, type TextKey } from '@lernstapel/texts';

export interface WettbewerbeTableProps {
  wettbewerbe: readonly WettbewerbListItem[];
  /** 01 §4: an invited user confirms (einladung_angenommen 0 → 1). */
  onAnnehmen?: (id: number) => void;
}

/** 01 §4: a race runs once started; before that the user's invitation is open or confirmed. */
function statusKey(wettbewerb: WettbewerbListItem): TextKey {
  if (wettbewerb.ist_gestartet) return 'portal.wettbewerbe.laeuft';
  return wettbewerb.einladung_angenommen ? 'wettbewerbe.bestaetigt' : 'wettbewerbe.wartenAufBestaetigung';
}

export function WettbewerbeTable({ wettbewerbe, onAnnehmen }: WettbewerbeTableProps) {
  return (
    <DataTable
      striped
      highlightOnHover
      data-testid="wettbewerbe-table"
      rows={wettbewerbe}
      rowKey={(wettbewerb) => wettbewerb.id}
      columns={[
        {
          header: t('portal.wettbewerbe.spalteStapel'),
          cell: (wettbewerb) => (
            <Anchor component={Link} to={`/wettbewerbe/${wettbewerb.id}`}>
              {wettbewerb.modultitel}
            </Anchor>
          ),
        },
        {
          header: t('portal.wettbewerbe.spalteGestartetVon'),
          cell: (wettbewerb) => wettbewerb.start_benutzername,
        },
        {
          header: t('portal.wettbewerbe.spalteStartzeit'),
          cell: (wettbewerb) => (wettbewerb.startzeit ? formatDateTimeDe(wettbewerb.startzeit) : ''),
        },
        {
          header: t('portal.wettbewerbe.spalteTeilnehmende'),
          cell: (wettbewerb) => wettbewerb.anzahl_teilnehmer,
        },
        {
          header: t('portal.wettbewerbe.spalteStatus'),
          cell: (wettbewerb) =>
            !wettbewerb.einladung_angenommen && !wettbewerb.ist_gestartet && onAnnehmen ? (
              <Button size="xs" onClick={() => onAnnehmen(wettbewerb.id)}>
                {t('wettbewerbe.einladungAnnehmen')}
              </Button>
            ) : (
              <Badge variant="light" color={wettbewerb.ist_gestartet ? 'teal' : 'gray'}>
                {t(statusKey(wettbewerb))}
              </Badge>
            ),
        },
      ]}
    />
  );
}
