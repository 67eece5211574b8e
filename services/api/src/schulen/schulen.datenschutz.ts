import {
  alle,
  benutzerRef,
  freitext,
  kopieVon,
  SACHE,
  tabellenIn,
} from '../datenschutzdeklaration/datenschutz-tabelle';

/**
 * Schools are organisations, but a school registration copies the registrant's e-mail into email1
 * (01 §5) and contact persons are people. Licence orders are invoices: kept, the orderer anonymised.
 */
const SCHULDATEN =
  'Name und Anschrift einer Schule (Organisation); die Schule, die eine Einzelperson aus ihrer privaten ' +
  'Anschrift anlegte, wird mit ihr gelöscht (registriert_von_benutzer_id)';

export const SCHULEN_DATENSCHUTZ = tabellenIn('schulen', {
  schule: {
    spalten: {
      ...alle(
        SACHE,
        'id',
        'land',
        'plz',
        'telefon1',
        'telefon2',
        'rechnungsplz',
        'rechnungsland',
        'lizenz_jahr',
        'erstellt_am',
      ),
      ...alle(
        freitext('sache', SCHULDATEN),
        'name1',
        'name2',
        'anschrift1',
        'anschrift2',
        'ort',
        'rechnungsanschrift1',
        'rechnungsanschrift2',
        'rechnungsort',
        'hauspost_domainname',
      ),
      // Issue 29: the school a person registered (or ordered a licence for as an individual) goes with
      // them when nobody else belongs to it, with its orders; otherwise it stays, anonymised.
      registriert_von_benutzer_id: benutzerRef('zeileOhneAndere', {
        andere: { tabelle: 'benutzer', spalte: 'schule_id' },
      }),
      email1: kopieVon('email', 'anonymisieren'),
      email2: kopieVon('email', 'anonymisieren'),
    },
  },
  schule_ansprechpartner: {
    spalten: {
      id: SACHE,
      schule_id: SACHE,
      benutzer_id: benutzerRef('zeile'),
      namevoll: freitext('person'),
      email: kopieVon('email', 'zeile'),
    },
  },
  lizenzbestellung: {
    spalten: {
      // inhalt: a hash of the order mail (issue 14: one order per school, year and content)
      ...alle(SACHE, 'id', 'schule_id', 'jahr', 'betrag', 'bestellt_am', 'inhalt'),
      bestellt_von_benutzer_id: benutzerRef('anonymisieren'),
    },
  },
});
