import type { Benutzereinstellung as BenutzereinstellungDto, EinstellungsTag } from '@lernstapel/contracts';
import type { Benutzereinstellung } from './entities/benutzereinstellung.entity';

/** Stored row → contract (rows with an unknown tag are filtered out by the service). */
export function toBenutzereinstellung(
  row: Benutzereinstellung,
  tag: EinstellungsTag,
): BenutzereinstellungDto {
  return {
    tag,
    boolvalue: row.boolvalue,
    intvalue: row.intvalue,
    textvalue: row.textvalue,
    strvalue: row.strvalue,
  };
}
