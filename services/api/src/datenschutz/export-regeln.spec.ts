import { DATENSCHUTZ_KARTE } from './testing/datenschutz-karte';
import { LEHRERSICHT } from './export-lehrersicht';
import { TABELLEN_BESCHRIEBEN } from './export-liesmich';

/** Issue 29 §2: a new table of the privacy map needs its teacher's-view rule and its sentence in LIESMICH.txt. */
describe('export rules cover the privacy map', () => {
  const tabellen = DATENSCHUTZ_KARTE.map((tabelle) => tabelle.tabelle).sort();

  it('gives every mapped table a rule for the teacher’s view, and no rule for an unknown table', () => {
    expect(Object.keys(LEHRERSICHT).sort()).toEqual(tabellen);
  });

  it('describes every mapped table in LIESMICH.txt', () => {
    expect([...TABELLEN_BESCHRIEBEN].sort()).toEqual(tabellen);
  });
});
