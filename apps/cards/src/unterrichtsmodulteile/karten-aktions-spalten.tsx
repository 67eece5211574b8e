import type { Karte } from '@lernstapel/contracts';
import { t, type TextKey } from '@lernstapel/texts';
import { Button, type DataTableColumn } from '@lernstapel/ui';

/** 02 §2 preview, edit and delete per card; edit and delete only where the user may (team rule, read-only views). */
export interface KartenAktionen {
  onVorschau: (karte: Karte) => void;
  /** left out in the read-only views (mailbox, library: 02 §6) */
  bearbeiten?: {
    darf: (karte: Karte) => boolean;
    onBearbeiten: (karte: Karte) => void;
    onLoeschen: (karte: Karte) => void;
  };
}

/** A column of one small button per card, named for screen readers by the card's question. */
function knopfSpalte(
  header: string,
  knopf: { text: string; label: TextKey; variant: 'subtle' | 'light'; color?: string },
  onClick: (karte: Karte) => void,
  darf: (karte: Karte) => boolean = () => true,
): DataTableColumn<Karte> {
  return {
    header,
    headerHidden: true,
    cell: (karte) => (
      <Button
        size="xs"
        variant={knopf.variant}
        color={knopf.color}
        disabled={!darf(karte)}
        aria-label={t(knopf.label, { frage: karte.frage })}
        onClick={() => onClick(karte)}
      >
        {knopf.text}
      </Button>
    ),
  };
}

/** Vorschau for every card; Bearbeiten and Löschen where the list may be changed, enabled per card. */
export function aktionsSpalten(aktionen: KartenAktionen): DataTableColumn<Karte>[] {
  const { bearbeiten } = aktionen;
  const vorschau = knopfSpalte(
    t('karten.spalteVorschau'),
    { text: t('allgemein.vorschau'), label: 'karten.vorschauLabel', variant: 'subtle' },
    aktionen.onVorschau,
  );
  if (!bearbeiten) return [vorschau];
  return [
    vorschau,
    knopfSpalte(
      t('karten.spalteBearbeiten'),
      { text: t('karten.spalteBearbeiten'), label: 'karten.bearbeitenLabel', variant: 'subtle' },
      bearbeiten.onBearbeiten,
      bearbeiten.darf,
    ),
    knopfSpalte(
      t('karten.spalteLoeschen'),
      { text: t('allgemein.loeschen'), label: 'karten.loeschenLabel', variant: 'light', color: 'red' },
      bearbeiten.onLoeschen,
      bearbeiten.darf,
    ),
  ];
}
