import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import {
  CSV_MAX_BYTES,
  CSV_MAX_MB,
  importOptionenAlsQuery,
  type ImportOptionen,
  type SpaltenRolle,
} from '@lernstapel/rules';
import type { StapelListItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { DialogForm } from '@lernstapel/ui-data';
import { ImportDatei } from '../ImportDatei';
import { CsvVorschau } from './CsvVorschau';
import { useImportierenCsvMutation } from './importcsv-api';
import { EIGENES, type Trennerwahl } from './TrennerFeld';
import { useKartenDatei } from './use-karten-datei';

export interface CsvImportDialogProps {
  stapel: Pick<StapelListItem, 'id' | 'bezeichnung'>;
  onEingelesen: (message: string) => void;
  onClose: () => void;
}

const ENDUNGEN = /\.(txt|csv)$/i;
const ERKANNT: Trennerwahl = { wahl: '', eigenes: '' };

/** A separator choice as an option: '' = detected, EIGENES = what the user typed (none while empty). */
function trenner(wahl: Trennerwahl): string | undefined {
  if (wahl.wahl === EIGENES) return wahl.eigenes || undefined;
  return wahl.wahl || undefined;
}

interface CsvWerte {
  datei: File | null;
  feld: Trennerwahl;
  karte: Trennerwahl;
  /** undefined: detected */
  ueberschrift: boolean | undefined;
  /** undefined: detected */
  spalten: SpaltenRolle[] | undefined;
}

const NEU_ERKENNEN = { feld: ERKANNT, karte: ERKANNT, ueberschrift: undefined, spalten: undefined };

/** 01 §9 only .txt and .csv; issue 23 §3 a file too large is refused here with the API's body limit. */
function dateiFehler(datei: File | null): string | null {
  if (datei === null || !ENDUNGEN.test(datei.name)) return t('csv.dateiTyp');
  if (datei.size > CSV_MAX_BYTES) return t('csv.zuGross', { mb: CSV_MAX_MB });
  return null;
}

/**
 * 01 §9 / issue 25 §1 import step: the file is read here with the API's rules and previewed (encoding,
 * separators, header row, column roles, the first cards as they will be created); the user may change
 * each choice. The file goes to the API as it is, with the choices as parameters; a file with bad lines
 * imports nothing, and the preview (or the API's message) names each bad line by number.
 */
export function CsvImportDialog({ stapel, onEingelesen, onClose }: CsvImportDialogProps) {
  const [importieren, { error, isLoading }] = useImportierenCsvMutation();
  const form = useForm<CsvWerte>({
    initialValues: { datei: null, ...NEU_ERKENNEN },
    validateInputOnChange: ['datei'],
    validate: { datei: dateiFehler },
  });
  const { datei, feld, karte, ueberschrift, spalten } = form.getValues();
  const optionen = useMemo<ImportOptionen>(
    () => ({ feldtrenner: trenner(feld), kartentrenner: trenner(karte), ueberschrift, spalten }),
    [feld, karte, ueberschrift, spalten],
  );
  const { kodierung, ergebnis } = useKartenDatei(dateiFehler(datei) === null ? datei : null, optionen);
  const eigenesLeer = [feld, karte].some((wahl) => wahl.wahl === EIGENES && wahl.eigenes === '');

  // Another file starts every choice anew; other separators or another header give other columns,
  // whose roles are then detected anew.
  const dateiWaehlen = (neu: File | null) => {
    form.setValues(NEU_ERKENNEN);
    form.setFieldValue('datei', neu);
  };
  const neueSpalten = (aenderung: Partial<Pick<CsvWerte, 'feld' | 'karte' | 'ueberschrift'>>) =>
    form.setValues({ ...aenderung, spalten: undefined });

  const absenden = async () => {
    if (!datei || !ergebnis) return;
    const query = importOptionenAlsQuery({
      feldtrenner: ergebnis.feldtrenner,
      kartentrenner: ergebnis.kartentrenner,
      ueberschrift: ergebnis.ueberschrift,
      spalten: ergebnis.spalten.map((spalte) => spalte.rolle),
    });
    const result = await importieren({ unterrichtsmodulid: stapel.id, body: datei, ...query });
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
      <ImportDatei
        stapelName={stapel.bezeichnung}
        hinweis={t('stapel.csvHinweis')}
        label={t('stapel.csvDatei')}
        accept=".txt,.csv,text/plain,text/csv"
        file={datei}
        onChange={dateiWaehlen}
        error={form.errors.datei}
      />
      {kodierung && ergebnis ? (
        <CsvVorschau
          kodierung={kodierung}
          ergebnis={ergebnis}
          feld={feld.wahl === '' ? { ...feld, wahl: ergebnis.feldtrenner } : feld}
          karte={karte.wahl === '' ? { ...karte, wahl: ergebnis.kartentrenner } : karte}
          onFeld={(wahl) => neueSpalten({ feld: wahl })}
          onKarte={(wahl) => neueSpalten({ karte: wahl })}
          onUeberschrift={(wert) => neueSpalten({ ueberschrift: wert })}
          onSpalten={(rollen) => form.setFieldValue('spalten', rollen)}
        />
      ) : null}
    </DialogForm>
  );
}
