import {
  CSV_KODIERUNG_NAMEN,
  csvFehlerText,
  SPALTEN_ROLLEN,
  ZEILENENDE,
  type CsvKodierung,
  type KartenDatei,
  type SpaltenRolle,
} from '@lernstapel/rules';
import { t, type TextKey } from '@lernstapel/texts';
import { useId } from 'react';
import { Alert, Box, List, NativeSelect, SimpleGrid, Switch, Table, Text, TextInput } from '@lernstapel/ui';

/** The preview lists this many cards; the caption names the whole number. */
const VORSCHAU_KARTEN = 10;
const FEHLER_ANGEZEIGT = 10;
export const EIGENES = 'eigenes';

export interface Trennerwahl {
  /** the separator, or EIGENES while the user types one */
  wahl: string;
  eigenes: string;
}

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

const FELD_OPTIONEN: Array<[string, TextKey]> = [
  ['\t', 'csv.trenner.tab'],
  [';', 'csv.trenner.semikolon'],
  [',', 'csv.trenner.komma'],
  [EIGENES, 'csv.trenner.eigenes'],
];
const KARTEN_OPTIONEN: Array<[string, TextKey]> = [
  [ZEILENENDE, 'csv.trenner.zeile'],
  [';', 'csv.trenner.semikolon'],
  [EIGENES, 'csv.trenner.eigenes'],
];

function TrennerFeld(props: {
  label: string;
  optionen: Array<[string, TextKey]>;
  wahl: Trennerwahl;
  onWahl: (wahl: Trennerwahl) => void;
}) {
  const { label, optionen, onWahl } = props;
  // A detected separator the list does not offer (Anki's '#separator:Pipe') shows as a custom one.
  const bekannt = optionen.some(([value]) => value === props.wahl.wahl);
  const wahl = bekannt ? props.wahl : { wahl: EIGENES, eigenes: props.wahl.wahl };
  return (
    <div>
      <NativeSelect
        label={label}
        value={wahl.wahl}
        data={optionen.map(([value, key]) => ({ value, label: t(key) }))}
        onChange={(event) => onWahl({ ...wahl, wahl: event.currentTarget.value })}
      />
      {wahl.wahl === EIGENES ? (
        <TextInput
          mt="xs"
          label={t('csv.trenner.eigenesZeichen')}
          maxLength={5}
          value={wahl.eigenes}
          error={wahl.eigenes === '' ? t('csv.trenner.leer') : null}
          onChange={(event) => onWahl({ ...wahl, eigenes: event.currentTarget.value })}
        />
      ) : null}
    </div>
  );
}

/**
 * Issue 25 §1: how the file is read — encoding, separators, header row, the role of each column —
 * and the first cards exactly as they will be created (the same rule as the API's import).
 */
export function CsvVorschau(props: CsvVorschauProps) {
  const { kodierung, ergebnis, feld, karte, onFeld, onKarte, onUeberschrift, onSpalten } = props;
  const rollen = ergebnis.spalten.map((spalte) => spalte.rolle);
  const titelId = useId();
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
      {ergebnis.fehler.length > 0 ? (
        <Alert
          color="red"
          role="alert"
          title={t('csv.fehlerhafteZeilen', { anzahl: ergebnis.fehler.length })}
        >
          <List size="sm">
            {ergebnis.fehler.slice(0, FEHLER_ANGEZEIGT).map((fehler, i) => (
              <List.Item key={i}>{csvFehlerText(fehler)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Text size="sm" id={titelId}>
            {t('csv.vorschauTitel', {
              anzahl: Math.min(VORSCHAU_KARTEN, ergebnis.karten.length),
              gesamt: ergebnis.karten.length,
            })}
          </Text>
          <Table striped aria-labelledby={titelId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('csv.rolle.frage')}</Table.Th>
                <Table.Th>{t('csv.rolle.antwort')}</Table.Th>
                <Table.Th>{t('csv.vorschauFalsche')}</Table.Th>
                <Table.Th>{t('csv.vorschauKartentyp')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ergebnis.karten.slice(0, VORSCHAU_KARTEN).map((k, i) => (
                <Table.Tr key={i}>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{k.frage}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{k.antworten[0]}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{k.antworten.slice(1).join(' · ')}</Table.Td>
                  <Table.Td>
                    {t(k.antworten.length > 1 ? 'csv.typMultipleChoice' : 'csv.typMuendlich')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </>
  );
}
