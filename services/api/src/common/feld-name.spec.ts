import { feldName } from './feld-name';

describe('feldName (issue 23 §3): fields as the form names them, never the request path', () => {
  it.each([
    ['unterrichtsModul.bezeichnung', 'Titel'],
    ['benutzerOrdner.name', 'Name'],
    ['email', 'E-Mail-Adresse'],
    ['namevoll', 'Vor- und Nachname'],
    ['anmeldecode', 'Anmeldecode'],
    ['schulPLZ', 'Postleitzahl'],
    ['antwort3', 'Antwort 3'],
    ['beschriftung_2', 'Beschriftung 2'],
    ['schule_ansprechpartner.0.namevoll', 'Name (Ansprechperson 1)'],
    ['schule_ansprechpartner.1.email', 'E-Mail-Adresse (Ansprechperson 2)'],
    ['public_bemerkungen', 'Bemerkungen'],
    ['irgendwas.unbekannt', 'Eingabe'],
  ])('%s → %s', (pfad, name) => {
    expect(feldName(pfad)).toBe(name);
  });
});
