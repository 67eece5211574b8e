/** One card as the CSV import and the data export see it: question and (first, correct) answer. */
export interface CsvKarte {
  frage: string;
  antwort: string;
}

/** 02 §9 CSV import: semicolon separator, commas inside card fields are written as tildes. */
const TRENNER = ';';

/** A field as the import reads it back: no line breaks, no separator, commas as tildes. */
function csvFeld(wert: string): string {
  return wert.replace(/\r?\n/g, ' ').replace(new RegExp(TRENNER, 'g'), ',').replace(/,/g, '~');
}

/** A stack's cards in the format of the CSV import (02 §9), one card per line. */
export function stapelAlsCsv(karten: readonly CsvKarte[]): string {
  return karten.map((karte) => `${csvFeld(karte.frage)}${TRENNER}${csvFeld(karte.antwort)}\n`).join('');
}

/** 02 §9: lines with at least two columns; the first is the question, the second the answer. */
export function kartenAusCsv(text: string): CsvKarte[] {
  return text.split(/\r?\n/).flatMap((zeile) => {
    const [frage, antwort] = zeile.split(TRENNER);
    if (frage === undefined || antwort === undefined) return [];
    return [{ frage: frage.replace(/~/g, ','), antwort: antwort.replace(/~/g, ',') }];
  });
}
