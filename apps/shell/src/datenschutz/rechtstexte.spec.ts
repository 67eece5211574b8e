import type { DatenschutzAngaben } from '@lernstapel/contracts';
import { datenschutzText, impressumText } from './rechtstexte';

const AUFBEWAHRUNG = { aktivitaetenTage: 30, sitzungStunden: 12, gespeicherteAnmeldungTage: 90 };
const BETREIBER: NonNullable<DatenschutzAngaben['betreiber']> = {
  name: 'Beispiel Lernplattform AG',
  adresse: 'Beispielweg 1\n9999 Beispielstadt',
  email: 'info@beispiel.example',
  datenschutzKontakt: 'dsb@beispiel.example',
  register: null,
  aufsichtsbehoerde: 'der Datenschutzbehörde Beispielland',
};

describe('legal texts from the operator configuration (issue 16)', () => {
  it('names the operator, its contact and register entry in the Impressum', () => {
    const text = impressumText({
      betreiber: { ...BETREIBER, register: 'CHE-999.999.999' },
      aufbewahrung: AUFBEWAHRUNG,
    });
    expect(text).toContain('### Betreiberin\n\nBeispiel Lernplattform AG\nBeispielweg 1\n9999 Beispielstadt');
    expect(text).toContain('E-Mail: info@beispiel.example');
    expect(text).toContain('### Registereintrag\n\nCHE-999.999.999');
  });

  it('leaves out the register section when the operator has no entry', () => {
    expect(impressumText({ betreiber: BETREIBER, aufbewahrung: AUFBEWAHRUNG })).not.toContain(
      'Registereintrag',
    );
  });

  it('invents nothing without configuration', () => {
    const angaben = { betreiber: null, aufbewahrung: AUFBEWAHRUNG };
    for (const text of [impressumText(angaben), datenschutzText(angaben)]) {
      expect(text).toContain('Diese Installation hat ihre Betreiberangaben noch nicht eingetragen.');
      expect(text).not.toMatch(/@|GmbH|CHE-/);
    }
    expect(datenschutzText(angaben)).toContain(
      'beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten',
    );
  });

  it.each([
    [
      { aktivitaetenTage: 30, sitzungStunden: 12, gespeicherteAnmeldungTage: 90 },
      ['nach 30 Tagen', '12 Stunden', '90 Tage'],
    ],
    [{ aktivitaetenTage: 7, sitzungStunden: 12, gespeicherteAnmeldungTage: 90 }, ['nach 7 Tagen']],
  ])('states the retention periods %j', (aufbewahrung, erwartet) => {
    const text = datenschutzText({ betreiber: BETREIBER, aufbewahrung });
    for (const teil of erwartet) expect(text).toContain(teil);
    expect(text).toContain('Fragen zum Datenschutz richtest du an: dsb@beispiel.example');
    expect(text).toContain('bei der Datenschutzbehörde Beispielland beschweren');
    expect(text).not.toMatch(/\{\w+\}/);
  });
});
