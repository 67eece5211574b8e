import type { Provider } from '@nestjs/common';
import type { DatenschutzTabelle } from './datenschutz-tabelle';

/**
 * One domain's part of the privacy map (its `<domain>.datenschutz.ts`). The domain's module provides
 * it (datenschutzDeklaration), and DatenschutzKarte collects every one through Nest's discovery, so
 * the privacy module imports no domain while every domain may call DatenschutzService (issue 24).
 */
export class DatenschutzDeklaration {
  constructor(
    readonly name: string,
    readonly tabellen: readonly DatenschutzTabelle[],
    /** Columns of these tables that name an uploaded file (export, deletion and retention read them). */
    readonly uploadSpalten: readonly string[] = [],
  ) {}
}

/** The provider a domain's module lists to declare its tables; `name` must be in DATENSCHUTZ_REIHENFOLGE. */
export function datenschutzDeklaration(
  name: string,
  tabellen: readonly DatenschutzTabelle[],
  uploadSpalten: readonly string[] = [],
): Provider {
  return {
    provide: Symbol(`Datenschutz-Deklaration ${name}`),
    useValue: new DatenschutzDeklaration(name, tabellen, uploadSpalten),
  };
}
