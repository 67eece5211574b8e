import type { PruefungDetail } from '@lernstapel/contracts';
import type { Pruefung } from './entities/pruefung.entity';
import { toPruefungListItem } from './pruefung-list.mapper';

export interface PruefungDetailExtras {
  modultitel: string | null;
  anzahl_teile: number;
}

/** Pruefung (+ stack title and part count) → the exam screen's header; list fields as in the list. */
export function toPruefungDetail(
  pruefung: Pruefung,
  heute: string,
  extras: PruefungDetailExtras,
): PruefungDetail {
  return {
    ...toPruefungListItem(pruefung, heute),
    anweisung_vor_pruefung: pruefung.anweisung_vor_pruefung,
    gesamtpunktezahl: pruefung.gesamtpunktezahl,
    modultitel: extras.modultitel,
    anzahl_teile: extras.anzahl_teile,
  };
}
