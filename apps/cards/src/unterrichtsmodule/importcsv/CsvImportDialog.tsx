import { useMemo, useState } from 'react';
import {
  CSV_MAX_BYTES,
  CSV_MAX_MB,
  importOptionenAlsQuery,
  type ImportOptionen,
  type SpaltenRolle,
} from '@lernstapel/rules';
import type { StapelListItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { FilePicker, Text } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { CsvVorschau, EIGENES, type Trennerwahl } from './CsvVorschau';
import { useImportierenCsvMutation } from './importcsv-api';
import { useKartenDatei } from './use-karten-datei';

export interface CsvImportDialogProps {
  stapel: Pick<StapelListItem, 'id' | 'bezeichnung'>;
  onEingelesen: (message: string) => void;
  onClose: () => void;
}

/** 01 §9: only .txt and .csv files are offered. */
const ENDUNGEN = /\.(txt|csv)$/i;
const ERKANNT: Trennerwahl = { wahl: '', eigenes: '' };

/** A separator choice as an option: '' = detected, EIGENES = what the user typed (none while empty). */
function trenner(wahl: Trennerwahl): string | undefined {
  if (wahl.wahl === EIGENES) return wahl.eigenes || undefined;
  return wahl.wahl || undefined;
}

/**
 * 01 §9 / issue 25 §1 import step: the file is read here with the API's rules and previewed (encoding,
 * separators, header row, column roles, the first cards as they will be created); the user may change
 * each choice. The file goes to the API as it is, with the choices as parameters; a file with bad lines
 * imports nothing, and the preview (or the API's message) names each bad line by number.
 */
export function CsvImportDialog({ stapel, onEingelesen, onClose }: CsvImportDialogProps) {
  const [datei, setDatei] = useState<File | null>(null);
  const [feld, setFeld] = useState<Trennerwahl>(ERKANNT);
  const [karte, setKarte] = useState<Trennerwahl>(ERKANNT);
  const [ueberschrift, setUeberschrift] = useState<boolean | undefined>(undefined);
  const [spalten, setSpalten] = useState<SpaltenRolle[] | undefined>(undefined);
  const [importieren, { error, isLoading }] = useImportierenCsvMutation();
  const falscherTyp = datei !== null && !ENDUNGEN.test(datei.name);
  // Issue 23 §3: a file too large is refused here with the limit (the API's body limit is the same).
  const zuGross = datei !== null && datei.size > CSV_MAX_BYTES;
  const fehler = falscherTyp ? t('csv.dateiTyp') : zuGross ? t('csv.zuGross', { mb: CSV_MAX_MB }) : null;
  const optionen = useMemo<ImportOptionen>(
    () => ({ feldtrenner: trenner(feld), kartentrenner: trenner(karte), ueberschrift, spalten }),
    [feld, karte, ueberschrift, spalten],
  );
  const { kodierung, ergebnis } = useKartenDatei(fehler === null ? datei : null, optionen);
  const eigenesLeer = [feld, karte].some((wahl) => wahl.wahl === EIGENES && wahl.eigenes === '');

  const dateiWaehlen = (neu: File | null) => {
    setDatei(neu);
    setFeld(ERKANNT);
    setKarte(ERKANNT);
    setUeberschrift(undefined);
    setSpalten(undefined);
  };
  // Other separators or another header give other columns: their roles are detected anew.
  const trennerAendern = (setzen: (wahl: Trennerwahl) => void) => (wahl: Trennerwahl) => {
    setzen(wahl);
    setSpalten(undefined);
  };

  const absenden = async () => {
    if (!datei || !ergebnis) return;
    const query = importOptionenAlsQuery({
      feldtrenner: ergebnis.feldtrenner,
      kartentrenner: ergebnis.kartentrenner,
      ueberschrift: ergebnis.ueberschrift,
      spalten: ergebnis.spalten.map((spalte) => spalte.rolle),
    });
    const result = await importieren({ id: stapel.id, datei, query });
    if (result.data) onEingelesen(result.data.message);
  };

  return (
    <DialogForm
      title={t('stapel.csvImport')}
      absenden={t('stapel.csvEinlesen')}
      gueltig={ergebnis !== null && ergebnis.fehler.length === 0 && !eigenesLeer}
      loading={isLoading}
      error={error}
      size="xl"
      onSubmit={() => void absenden()}
      onClose={onClose}
    >
      <Text fw={600}>{stapel.bezeichnung}</Text>
      <Text size="sm">{t('stapel.csvHinweis')}</Text>
      <FilePicker
        label={t('stapel.csvDatei')}
        accept=".txt,.csv,text/plain,text/csv"
        required
        file={datei}
        onChange={dateiWaehlen}
        error={fehler}
      />
      {kodierung && ergebnis ? (
        <CsvVorschau
          kodierung={kodierung}
          ergebnis={ergebnis}
          feld={feld.wahl === '' ? { ...feld, wahl: ergebnis.feldtrenner } : feld}
          karte={karte.wahl === '' ? { ...karte, wahl: ergebnis.kartentrenner } : karte}
          onFeld={trennerAendern(setFeld)}
          onKarte={trennerAendern(setKarte)}
          onUeberschrift={(wert) => {
            setUeberschrift(wert);
            setSpalten(undefined);
          }}
          onSpalten={setSpalten}
        />
      ) : null}
    </DialogForm>
  );
}
