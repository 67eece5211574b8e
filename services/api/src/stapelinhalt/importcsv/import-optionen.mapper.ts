import { HttpStatus } from '@nestjs/common';
import type { CsvImportQuery } from '@lernstapel/contracts';
import {
  TRENNER_MAX_LAENGE,
  trennerAusName,
  type ImportOptionen,
  type SpaltenRolle,
} from '@lernstapel/rules';
import { ApiException } from '../../common/api-exception';

function trenner(wert: string | undefined, feld: string): string | undefined {
  if (wert === undefined) return undefined;
  const zeichen = trennerAusName(wert);
  if (zeichen.length > TRENNER_MAX_LAENGE || zeichen.includes('"')) {
    throw new ApiException(HttpStatus.BAD_REQUEST, 'csv.optionUngueltig', { feld });
  }
  return zeichen;
}

/** The query parameters (validated by ImportcsvQueryDto) as the options of parseKartenCsv. */
export function importOptionenAus(query: CsvImportQuery): ImportOptionen {
  return {
    feldtrenner: trenner(query.feldtrenner, 'feldtrenner'),
    kartentrenner: trenner(query.kartentrenner, 'kartentrenner'),
    ueberschrift: query.ueberschrift === undefined ? undefined : query.ueberschrift === 'ja',
    spalten: query.spalten === undefined ? undefined : (query.spalten.split(',') as SpaltenRolle[]),
  };
}
