import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DatenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import type { DatenschutzTabelle } from '../datenschutzdeklaration/datenschutz-tabelle';

/**
 * The order of the declarations in the map: export files, LIESMICH and deletion walk the tables in it
 * (it is the order of the former central list). Names only, no imports: the declarations come from
 * the domains' modules.
 */
export const DATENSCHUTZ_REIHENFOLGE: readonly string[] = [
  'benutzer',
  'schulen',
  'auth',
  'mail',
  'schuelergruppen',
  'flashcardsthemen',
  'benutzerordner',
  'unterrichtsmodule',
  'unterrichtsmodulteile',
  'quiz',
  'stapelablage',
  'pruefungen',
  'wettbewerbe',
  'benutzereinstellungen',
  'benutzerablenkungen',
  'uploads',
  'anfragen',
  'datenexport',
  'schulkonto',
];

export interface Karte {
  tabellen: readonly DatenschutzTabelle[];
  uploadSpalten: readonly string[];
}

/**
 * The privacy map (issue 16): every table of the schema is declared by its domain's module or listed
 * as without personal data (datenschutz-karte.integration-spec.ts walks the migrated schema). Collected
 * on first use, after Nest has created every provider.
 */
@Injectable()
export class DatenschutzKarte {
  private karte: Karte | undefined;

  constructor(private readonly discovery: DiscoveryService) {}

  get tabellen(): readonly DatenschutzTabelle[] {
    return this.gesammelt().tabellen;
  }

  get uploadSpalten(): readonly string[] {
    return this.gesammelt().uploadSpalten;
  }

  private gesammelt(): Karte {
    this.karte ??= karteAus(
      this.discovery
        .getProviders()
        .map((wrapper): unknown => wrapper.instance)
        .filter((instance): instance is DatenschutzDeklaration => instance instanceof DatenschutzDeklaration),
    );
    return this.karte;
  }
}

/** The declarations in DATENSCHUTZ_REIHENFOLGE; a missing, unknown or doubled one is a programming error. */
export function karteAus(deklarationen: readonly DatenschutzDeklaration[]): Karte {
  const nachName = new Map<string, DatenschutzDeklaration>();
  for (const deklaration of new Set(deklarationen)) {
    if (nachName.has(deklaration.name))
      throw new Error(`Datenschutz-Deklaration doppelt: ${deklaration.name}`);
    if (!DATENSCHUTZ_REIHENFOLGE.includes(deklaration.name))
      throw new Error(`Datenschutz-Deklaration nicht in DATENSCHUTZ_REIHENFOLGE: ${deklaration.name}`);
    nachName.set(deklaration.name, deklaration);
  }
  const fehlend = DATENSCHUTZ_REIHENFOLGE.filter((name) => !nachName.has(name));
  if (fehlend.length > 0) throw new Error(`Datenschutz-Deklaration fehlt: ${fehlend.join(', ')}`);
  const geordnet = DATENSCHUTZ_REIHENFOLGE.flatMap((name) => nachName.get(name) ?? []);
  return {
    tabellen: geordnet.flatMap((deklaration) => deklaration.tabellen),
    uploadSpalten: geordnet.flatMap((deklaration) => deklaration.uploadSpalten),
  };
}
