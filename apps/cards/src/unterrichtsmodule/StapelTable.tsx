import { formatDateDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Faellig, StapelAbzeichen, ZuKorrigieren } from './StapelAbzeichen';
import { StapelKnoepfe } from './StapelKnoepfe';
import type { StapelListeProps } from './stapel-zeile';
import { Anchor, Table, VisuallyHidden, Link } from '@lernstapel/ui';

/**
 * The list view of 'Meine Flashcards' (01 §2): Titel (opens the card list, 01 §2
 * /editunterrichtsmodul/{id}/user), Kategorie, Thema, Karten, Datum, the cards marked for correction,
 * who it is shared with (cut at 30 characters, 01 §9), the owner of a team stack, preview and actions.
 */
export function StapelTable({ stapel, zugang, user, onAktion }: StapelListeProps) {
  const mitEigentuemer = zugang === 'team';
  return (
    <Table striped highlightOnHover data-testid={mitEigentuemer ? 'team-stapel-table' : 'stapel-table'}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('stapel.sortTitel')}</Table.Th>
          <Table.Th>{t('stapel.sortKategorie')}</Table.Th>
          <Table.Th>{t('stapel.sortThema')}</Table.Th>
          <Table.Th>{t('portal.flashcards.spalteKarten')}</Table.Th>
          <Table.Th>{t('stapel.sortDatum')}</Table.Th>
          <Table.Th>{t('eingaenge.zuKorrigieren')}</Table.Th>
          {mitEigentuemer ? (
            <Table.Th>{t('eingaenge.team.spalteEigentuemer')}</Table.Th>
          ) : (
            <Table.Th>{t('stapel.spalteGeteiltMit')}</Table.Th>
          )}
          <Table.Th>
            <VisuallyHidden>{t('allgemein.aktionen')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stapel.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <Anchor component={Link} to={`/editunterrichtsmodul/${item.id}/user`}>
                {item.bezeichnung}
              </Anchor>
              <StapelAbzeichen stapel={item} />
            </Table.Td>
            <Table.Td>{item.kategorie ?? ''}</Table.Td>
            <Table.Td>{item.thema ?? ''}</Table.Td>
            <Table.Td>
              {item.anzahl_modulteile}
              <Faellig anzahl={item.faellig} />
            </Table.Td>
            <Table.Td>{formatDateDe(item.datum)}</Table.Td>
            <Table.Td>
              <ZuKorrigieren anzahl={item.anzahl_zukorrigierende_modulteile} />
            </Table.Td>
            {mitEigentuemer ? (
              <Table.Td>{item.eigentuemer ?? ''}</Table.Td>
            ) : (
              <Table.Td title={item.geteilt_mit.join(', ')}>{item.geteiltebenutzer}</Table.Td>
            )}
            <Table.Td>
              <StapelKnoepfe stapel={item} zugang={zugang} user={user} onAktion={onAktion} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
