import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import type { CsvImportQuery } from '@lernstapel/contracts';
import { SPALTEN_ROLLEN } from '@lernstapel/rules';

const ROLLE = `(${SPALTEN_ROLLEN.join('|')})`;
/** One role per column, comma separated, at most 20 columns. */
const SPALTEN = new RegExp(`^${ROLLE}(,${ROLLE}){0,19}$`);
// A name ('semikolon') or the separator itself, up to TRENNER_MAX_LAENGE characters.
const TRENNER_TEXT = 12;

/** Issue 25 §1: how the file is read (query parameters; what is left out is detected). */
export class ImportcsvQueryDto implements CsvImportQuery {
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(TRENNER_TEXT)
  feldtrenner?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(TRENNER_TEXT)
  kartentrenner?: string;

  @IsOptional()
  @IsIn(['ja', 'nein'])
  ueberschrift?: 'ja' | 'nein';

  @IsOptional()
  @IsString()
  @Matches(SPALTEN)
  spalten?: string;
}
