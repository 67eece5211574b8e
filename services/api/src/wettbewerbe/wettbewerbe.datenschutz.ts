import {
  alle,
  benutzerRef,
  freitext,
  json,
  PERSON,
  SACHE,
  tabellenIn,
} from '../datenschutzdeklaration/datenschutz-tabelle';

/** Races (02): the race goes with its author; the winner of someone else's race is anonymised. */
export const WETTBEWERBE_DATENSCHUTZ = tabellenIn('wettbewerbe', {
  wettbewerb: {
    spalten: {
      start_benutzer_id: benutzerRef('zeile'),
      sieger_benutzer_id: benutzerRef('anonymisieren'),
      modultitel: freitext('sache', 'Titel des Stapels, um den das Rennen geht'),
      kartenfolge: json('sache', 'Reihenfolge der Karten-IDs des Rennens'),
      ...alle(
        SACHE,
        'id',
        'unterrichtsmodul_id',
        'modus',
        'startzeit',
        'ist_gestartet',
        'anzahl_fragen_beantwortet',
        'schule_id',
        'erstellt_am',
      ),
    },
  },
  schuelerimwettbewerb: {
    spalten: {
      ...alle(SACHE, 'id', 'wettbewerb_id', 'start_nr', 'einladung_angenommen', 'farbe'),
      benutzer_id: benutzerRef('zeile'),
      position: PERSON,
    },
  },
});
