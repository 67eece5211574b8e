import type { TextKey } from '@lernstapel/texts';
import { licenceOrderMissingFields, validateLicenceOrder } from './validate-licence-order';
import type { SchoolInput } from './validate-school';

const READY: SchoolInput = {
  name1: 'Schule Beispiel',
  land: 'CH',
  telefon1: '044 000 00 00',
  rechnungsanschrift1: 'Schulverwaltung',
  rechnungsplz: '8000',
  rechnungsort: 'Zürich',
};

describe('licenceOrderMissingFields (01 §5: the red list)', () => {
  it.each<[string, Partial<SchoolInput>, TextKey[]]>([
    ['complete', {}, []],
    ['no school name', { name1: '' }, ['lizenz.schulnameFehlt']],
    ['no telephone 1', { telefon1: ' ' }, ['lizenz.telefon1Fehlt']],
    ['no billing address 1', { rechnungsanschrift1: null }, ['lizenz.rechnungsanschrift1Fehlt']],
    ['no billing postal code', { rechnungsplz: '' }, ['lizenz.postleitzahlFehlt']],
    ['no billing city', { rechnungsort: undefined }, ['lizenz.ortFehlt']],
    [
      'nothing filled, in the spec order',
      { name1: null, telefon1: null, rechnungsanschrift1: null, rechnungsplz: null, rechnungsort: null },
      [
        'lizenz.schulnameFehlt',
        'lizenz.telefon1Fehlt',
        'lizenz.rechnungsanschrift1Fehlt',
        'lizenz.postleitzahlFehlt',
        'lizenz.ortFehlt',
      ],
    ],
  ])('%s → %j', (_name, changes, expected) => {
    expect(licenceOrderMissingFields({ ...READY, ...changes })).toEqual(expected);
  });
});

describe('validateLicenceOrder (01 §5: the terms must be accepted)', () => {
  it.each<[string, Partial<SchoolInput>, boolean, TextKey[]]>([
    ['ready and accepted', {}, true, []],
    ['ready, terms not accepted', {}, false, ['validierung.bedingungenNichtAkzeptiert']],
    ['city missing, accepted', { rechnungsort: '' }, true, ['lizenz.ortFehlt']],
    [
      'city missing, not accepted',
      { rechnungsort: '' },
      false,
      ['lizenz.ortFehlt', 'validierung.bedingungenNichtAkzeptiert'],
    ],
  ])('%s → %j', (_name, changes, accepted, expected) => {
    expect(validateLicenceOrder({ ...READY, ...changes }, accepted)).toEqual(expected);
  });
});
