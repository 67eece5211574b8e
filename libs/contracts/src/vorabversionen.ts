import type { RemoteName, RemotesMap } from './remotes';

/**
 * Issue 26 §5: /remotes.json of a school on a canary. The remotes' manifest URLs as for everyone, the
 * canary's in place of the stable ones, and under `stabil` the stable URL of each remote this answer
 * gives as a canary: the shell falls back to it when the canary does not load. Older shells ignore `stabil`.
 */
export type RemotesAntwort = RemotesMap & { stabil?: RemotesMap };

/** Why a browser fell back: manifest not loadable, entry script or module not loadable, another contract major. */
export const RUECKFALL_GRUENDE = ['manifest', 'laden', 'vertrag'] as const;
export type RueckfallGrund = (typeof RUECKFALL_GRUENDE)[number];

/** POST /api/vorabversionen/rueckfall: the browser of a user of a canary school fell back for `remote`. */
export interface RueckfallMeldung {
  remote: RemoteName;
  grund: RueckfallGrund;
}

export interface VorabRueckfall {
  remote: RemoteName;
  /** The canary's manifest URL that failed. */
  manifest: string;
  grund: RueckfallGrund;
  anzahl: number;
  /** ISO time of the latest report. */
  zuletzt_am: string;
}

export interface VorabSchule {
  id: number;
  name: string;
  /** On the canary: chosen by the main administrator or by the operator's configuration. */
  vorab: boolean;
  /** True when the operator's configuration file chose it (the switch cannot take it off). */
  ausKonfiguration: boolean;
  rueckfaelle: VorabRueckfall[];
}

/** GET /api/vorabversionen: the canary map and every school's version (main administrators). */
export interface VorabversionenUebersicht {
  /** remote → canary manifest URL; empty when no canary is configured. */
  vorab: RemotesMap;
  schulen: VorabSchule[];
}

/** PUT /api/vorabversionen/schulen/{id}: puts a school on the canary or back on stable. */
export interface VorabSchuleSetzen {
  vorab: boolean;
}
