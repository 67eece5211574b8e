import type { Provider } from '@nestjs/common';
import type { StapelSperrGrund } from '@lernstapel/rules';

/** A pupil as the lock query needs them. */
export interface SperrSchueler {
  id: number;
  klassen_code: string | null;
  schule_id: number | null;
}

/** One part of the lock query: rows (stapel_id, grund), or null when it locks nothing for the pupil. */
export type SperrTeil = { sql: string; parameter: unknown[] } | null;

/**
 * Issue 22 §1 / issue 24: a domain that locks stacks while it runs (exams, races) provides its part
 * of the lock query with stapelSperrQuelle; StapelSperreService collects them through Nest's
 * discovery, so the stacks import neither exams nor races (which import the stacks).
 */
export class StapelSperrQuelle {
  constructor(
    readonly grund: StapelSperrGrund,
    readonly teil: (schueler: SperrSchueler) => SperrTeil,
  ) {}
}

export function stapelSperrQuelle(
  grund: StapelSperrGrund,
  teil: (schueler: SperrSchueler) => SperrTeil,
): Provider {
  return { provide: Symbol(`Stapelsperre ${grund}`), useValue: new StapelSperrQuelle(grund, teil) };
}
