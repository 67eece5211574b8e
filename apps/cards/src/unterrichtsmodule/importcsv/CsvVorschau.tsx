import {
  CSV_KODIERUNG_NAMEN,
  SPALTEN_ROLLEN,
  type CsvKodierung,
  type KartenDatei,
  type SpaltenRolle,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { NativeSelect, SimpleGrid, Switch, Text } from '@lernstapel/ui';
import { CsvKartenVorschau } from './CsvKartenVorschau';
import { FELD_OPTIONEN, KARTEN_OPTIONEN, TrennerFeld, type Trennerwahl } from './TrennerFeld';
export interface CsvVorschauProps {
  kodierung: CsvKodierung;
  ergebnis: KartenDatei;
  feld: Trennerwahl;
  karte: Trennerwahl;
  onFeld: (wahl: Trennerwahl) => void;
  onKarte: (wahl: Trennerwahl) => void;
  onUeberschrift: (ueberschrift: boolean) => void;
  onSpalten: (spalten: SpaltenRolle[]) => void;
}

/**
 * Issue 25 §1: how the file is read — encoding, separators, header row, the role of each column —
 * and the first cards exactly as they will be created (the same rule as the API's import).
 */
export function CsvVorschau(props: CsvVorschauProps) {
  const { kodierung, ergebnis, feld, karte, onFeld, onKarte, onUeberschrift, onSpalten } = props;
  const rollen = ergebnis.spalten.map((spalte) => spalte.rolle);
  return (
    <>
      <Text size="sm">{t('csv.kodierung', { name: CSV_KODIERUNG_NAMEN[kodierung] })}</Text>
      {ergebnis.anki ? <Text size="sm">{t('csv.ankiKopf')}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TrennerFeld label={t('csv.feldtrenner')} optionen={FELD_OPTIONEN} wahl={feld} onWahl={onFeld} />
        <TrennerFeld
          label={t('csv.kartentrenner')}
          optionen={KARTEN_OPTIONEN}
          wahl={karte}
          onWahl={onKarte}
        />
      </SimpleGrid>
      <Switch
        label={t('csv.ueberschrift')}
        checked={ergebnis.ueberschrift}
        onChange={(event) => onUeberschrift(event.currentTarget.checked)}
      />
      <SimpleGrid cols={{ base: 1, sm: Math.min(3, Math.max(1, ergebnis.spalten.length)) }}>
        {ergebnis.spalten.map((spalte, i) => (
          <NativeSelect
            key={i}
            label={t('csv.spalteRolle', { name: spalte.name })}
            value={spalte.rolle}
            data={SPALTEN_ROLLEN.map((rolle) => ({ value: rolle, label: t(`csv.rolle.${rolle}`) }))}
            onChange={(event) =>
              onSpalten(
                rollen.map((rolle, j) => (j === i ? (event.currentTarget.value as SpaltenRolle) : rolle)),
              )
            }
          />
        ))}
      </SimpleGrid>
      {ergebnis.medien.ton > 0 ? (
        <Text size="sm">{t('csv.medienTon', { anzahl: ergebnis.medien.ton })}</Text>
      ) : null}
      {ergebnis.medien.bild > 0 ? (
        <Text size="sm">{t('csv.medienBild', { anzahl: ergebnis.medien.bild })}</Text>
      ) : null}
      <CsvKartenVorschau ergebnis={ergebnis} />
    </>
  );
}
