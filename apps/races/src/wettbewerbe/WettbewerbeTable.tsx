import { Anchor, Badge, Box, Button, Table, Link } from '@lernstapel/ui';
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
    // On a phone the table scrolls in its box, never the page (WCAG 1.4.10; issue 23 §2 brings a
    // stacked DataTable for narrow screens).
    <Box style={{ overflowX: 'auto' }}>
      <Table striped highlightOnHover data-testid="wettbewerbe-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('portal.wettbewerbe.spalteStapel')}</Table.Th>
            <Table.Th>{t('portal.wettbewerbe.spalteGestartetVon')}</Table.Th>
            <Table.Th>{t('portal.wettbewerbe.spalteStartzeit')}</Table.Th>
            <Table.Th>{t('portal.wettbewerbe.spalteTeilnehmende')}</Table.Th>
            <Table.Th>{t('portal.wettbewerbe.spalteStatus')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {wettbewerbe.map((wettbewerb) => (
            <Table.Tr key={wettbewerb.id}>
              <Table.Td>
                <Anchor component={Link} to={`/wettbewerbe/${wettbewerb.id}`}>
                  {wettbewerb.modultitel}
                </Anchor>
              </Table.Td>
              <Table.Td>{wettbewerb.start_benutzername}</Table.Td>
              <Table.Td>{wettbewerb.startzeit ? formatDateTimeDe(wettbewerb.startzeit) : ''}</Table.Td>
              <Table.Td>{wettbewerb.anzahl_teilnehmer}</Table.Td>
              <Table.Td>
                {!wettbewerb.einladung_angenommen && !wettbewerb.ist_gestartet && onAnnehmen ? (
                  <Button size="xs" onClick={() => onAnnehmen(wettbewerb.id)}>
                    {t('wettbewerbe.einladungAnnehmen')}
                  </Button>
                ) : (
                  <Badge variant="light" color={wettbewerb.ist_gestartet ? 'teal' : 'gray'}>
                    {t(statusKey(wettbewerb))}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
