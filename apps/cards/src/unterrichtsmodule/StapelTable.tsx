import { formatDateDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Faellig, StapelAbzeichen, ZuKorrigieren } from './StapelAbzeichen';
import { StapelKnoepfe } from './StapelKnoepfe';
import type { StapelListeProps } from './stapel-zeile';
import { Anchor, DataTable, Link } from '@lernstapel/ui';

/**
 * The list view of 'Meine Flashcards' (01 §2): Titel (opens the card list, 01 §2
 * /editunterrichtsmodul/{id}/user), Kategorie, Thema, Karten, Datum, the cards marked for correction,
 * who it is shared with (cut at 30 characters, 01 §9), the owner of a team stack, preview and actions.
 */
export function StapelTable({ stapel, zugang, user, onAktion }: StapelListeProps) {
  const mitEigentuemer = zugang === 'team';
  return (
    <DataTable
      striped
      highlightOnHover
      data-testid={mitEigentuemer ? 'team-stapel-table' : 'stapel-table'}
      rows={stapel}
      rowKey={(item) => item.id}
      columns={[
        {
          header: t('stapel.sortTitel'),
          cell: (item) => (
            <>
              <Anchor component={Link} to={`/editunterrichtsmodul/${item.id}/user`}>
                {item.bezeichnung}
              </Anchor>
              <StapelAbzeichen stapel={item} />
            </>
          ),
        },
        { header: t('stapel.sortKategorie'), cell: (item) => item.kategorie ?? '' },
        { header: t('stapel.sortThema'), cell: (item) => item.thema ?? '' },
        {
          header: t('portal.flashcards.spalteKarten'),
          cell: (item) => (
            <>
              {item.anzahl_modulteile}
              <Faellig anzahl={item.faellig} />
            </>
          ),
        },
        { header: t('stapel.sortDatum'), cell: (item) => formatDateDe(item.datum) },
        {
          header: t('eingaenge.zuKorrigieren'),
          cell: (item) => <ZuKorrigieren anzahl={item.anzahl_zukorrigierende_modulteile} />,
        },
        mitEigentuemer
          ? { header: t('eingaenge.team.spalteEigentuemer'), cell: (item) => item.eigentuemer ?? '' }
          : {
              header: t('stapel.spalteGeteiltMit'),
              cell: (item) => item.geteiltebenutzer,
              cellProps: (item) => ({ title: item.geteilt_mit.join(', ') }),
            },
        {
          header: t('allgemein.aktionen'),
          headerHidden: true,
          cell: (item) => <StapelKnoepfe stapel={item} zugang={zugang} user={user} onAktion={onAktion} />,
        },
      ]}
    />
  );
}
