import { UPLOAD_SPALTEN } from '../unterrichtsmodulteile/unterrichtsmodulteile.datenschutz';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { DatenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { DATENSCHUTZ_REIHENFOLGE, DatenschutzKarte, karteAus } from './datenschutz-karte.service';
import { DATENSCHUTZ_KARTE } from './testing/datenschutz-karte';

/** Issue 24: the privacy map is collected from the domains' modules, not imported in one file. */
describe('DatenschutzKarte', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('collects every domain declaration, in the order of the map', () => {
    const karte = testApp.app.get(DatenschutzKarte);
    expect(karte.tabellen).toEqual(DATENSCHUTZ_KARTE);
    expect(karte.uploadSpalten).toEqual(UPLOAD_SPALTEN);
  });

  const alle = () => DATENSCHUTZ_REIHENFOLGE.map((name) => new DatenschutzDeklaration(name, []));

  it('refuses a missing, an unknown or a doubled declaration', () => {
    expect(() => karteAus(alle().slice(1))).toThrow(/fehlt: benutzer/);
    expect(() => karteAus([...alle(), new DatenschutzDeklaration('neu', [])])).toThrow(/neu/);
    expect(() => karteAus([...alle(), new DatenschutzDeklaration('mail', [])])).toThrow(/doppelt: mail/);
  });
});
