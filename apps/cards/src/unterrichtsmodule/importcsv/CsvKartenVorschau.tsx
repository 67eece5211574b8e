import { useId } from 'react';
import { csvFehlerText, type KartenDatei } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Alert, DataTable, List, Text } from '@lernstapel/ui';

/** The preview lists this many cards; the caption names the whole number. */
const VORSCHAU_KARTEN = 10;
const FEHLER_ANGEZEIGT = 10;
const MEHRZEILIG = () => ({ style: { whiteSpace: 'pre-wrap' } }) as const;

type VorschauKarte = KartenDatei['karten'][number];

/** The file's bad lines by number (then nothing is imported), or its first cards as they will be created. */
export function CsvKartenVorschau({ ergebnis }: { ergebnis: KartenDatei }) {
  const titelId = useId();
  if (ergebnis.fehler.length > 0) {
    return (
      <Alert color="red" role="alert" title={t('csv.fehlerhafteZeilen', { anzahl: ergebnis.fehler.length })}>
        <List size="sm">
          {ergebnis.fehler.slice(0, FEHLER_ANGEZEIGT).map((fehler, i) => (
            <List.Item key={i}>{csvFehlerText(fehler)}</List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  return (
    <div>
      <Text size="sm" id={titelId}>
        {t('csv.vorschauTitel', {
          anzahl: Math.min(VORSCHAU_KARTEN, ergebnis.karten.length),
          gesamt: ergebnis.karten.length,
        })}
      </Text>
      <DataTable<VorschauKarte>
        striped
        aria-labelledby={titelId}
        rows={ergebnis.karten.slice(0, VORSCHAU_KARTEN)}
        rowKey={(_karte, i) => i}
        columns={[
          { header: t('csv.rolle.frage'), cell: (karte) => karte.frage, cellProps: MEHRZEILIG },
          { header: t('csv.rolle.antwort'), cell: (karte) => karte.antworten[0], cellProps: MEHRZEILIG },
          {
            header: t('csv.vorschauFalsche'),
            cell: (karte) => karte.antworten.slice(1).join(' · '),
            cellProps: MEHRZEILIG,
          },
          {
            header: t('csv.vorschauKartentyp'),
            cell: (karte) => t(karte.antworten.length > 1 ? 'csv.typMultipleChoice' : 'csv.typMuendlich'),
          },
        ]}
      />
    </div>
  );
}
