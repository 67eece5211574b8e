import {
  alle,
  benutzerRef,
  type DatenschutzTabelle,
  kopieVon,
  PERSON,
  SACHE,
} from '../datenschutz/datenschutz-tabelle';

/**
 * Schools are organisations, but a school registration copies the registrant's e-mail into email1
 * (01 §5) and contact persons are people. Licence orders are invoices: kept, the orderer anonymised.
 */
export const SCHULEN_DATENSCHUTZ: readonly DatenschutzTabelle[] = [
  {
    tabelle: 'schule',
    bereich: 'schulen',
    spalten: {
      ...alle(
        SACHE,
        'id',
        'name1',
        'name2',
        'anschrift1',
        'anschrift2',
        'land',
        'plz',
        'ort',
        'telefon1',
        'telefon2',
        'rechnungsanschrift1',
        'rechnungsanschrift2',
        'rechnungsplz',
        'rechnungsort',
        'rechnungsland',
        'hauspost_domainname',
        'lizenz_jahr',
        'erstellt_am',
      ),
      email1: kopieVon('email', 'anonymisieren'),
      email2: kopieVon('email', 'anonymisieren'),
    },
  },
  {
    tabelle: 'schule_ansprechpartner',
    bereich: 'schulen',
    spalten: {
      id: SACHE,
      schule_id: SACHE,
      benutzer_id: benutzerRef('zeile'),
      namevoll: PERSON,
      email: kopieVon('email', 'zeile'),
    },
  },
  {
    tabelle: 'lizenzbestellung',
    bereich: 'schulen',
    spalten: {
      // inhalt: a hash of the order mail (issue 14: one order per school, year and content)
      ...alle(SACHE, 'id', 'schule_id', 'jahr', 'betrag', 'bestellt_am', 'inhalt'),
      bestellt_von_benutzer_id: benutzerRef('anonymisieren'),
    },
  },
];
