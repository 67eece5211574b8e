import type { DatenschutzAngaben } from '@lernstapel/contracts';
import { datenschutzText, impressumText } from './rechtstexte';

const AUFBEWAHRUNG = {
  aktivitaetenTage: 30,
  sitzungStunden: 12,
  gespeicherteAnmeldungTage: 90,
  geraetTage: 180,
  mailTage: 30,
};
const BETREIBER: NonNullable<DatenschutzAngaben['betreiber']> = {
  name: 'Beispiel Lernplattform AG',
  adresse: 'Beispielweg 1\n9999 Beispielstadt',
  email: 'info@beispiel.example',
  datenschutzKontakt: 'dsb@beispiel.example',
  register: null,
  aufsichtsbehoerde: 'der Datenschutzbehörde Beispielland',
  land: null,
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
      {
        aktivitaetenTage: 30,
        sitzungStunden: 12,
        gespeicherteAnmeldungTage: 90,
        mailTage: 30,
        geraetTage: 180,
      },
      ['nach 30 Tagen', '12 Stunden', '90 Tage', 'gespeicherte E-Mails nach 30 Tagen'],
    ],
    [
      {
        aktivitaetenTage: 7,
        sitzungStunden: 12,
        gespeicherteAnmeldungTage: 90,
        mailTage: 14,
        geraetTage: 180,
      },
      ['nach 7 Tagen', 'E-Mails nach 14 Tagen'],
    ],
  ])('states the retention periods %j', (aufbewahrung, erwartet) => {
    const text = datenschutzText({ betreiber: BETREIBER, aufbewahrung });
    for (const teil of erwartet) expect(text).toContain(teil);
    expect(text).toContain('Fragen zum Datenschutz richtest du an: dsb@beispiel.example');
    expect(text).toContain('bei der Datenschutzbehörde Beispielland beschweren');
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it.each([
    ['CH', 'beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB), Feldeggweg 1'],
    ['DE', 'bei der oder dem Landesbeauftragten für den Datenschutz'],
    ['A', 'bei der Österreichischen Datenschutzbehörde'],
  ] as const)(
    'names the usual supervisory authority of the operator country %s (issue 29)',
    (land, erwartet) => {
      const text = datenschutzText({
        betreiber: { ...BETREIBER, aufsichtsbehoerde: null, land },
        aufbewahrung: AUFBEWAHRUNG,
      });
      expect(text).toContain(erwartet);
    },
  );

  // Issue 29 §4: what a data-protection officer checks the text for.
  it.each([
    'Hochgeladene Fotos',
    'Uploaderlaubnisse',
    'Anmeldeverlauf',
    'jede Antwort im Quiz',
    'Lernstand jeder Karte',
    'Abgaben und Korrekturen',
    'Einstellungen',
    'Gruppennamen',
    'Lizenzbestellungen',
    'Rechnungsanschrift',
    'für alle Schulen sichtbar',
    'Postausgang',
    'Art. 6 Abs. 1 lit. e',
    'Auftragsbearbeitung',
    'Mailserver-Anbieter',
    'Wörterbuchdienst',
    'Aussprache-Website',
    'Art. 18 DSGVO',
    'Art. 21 DSGVO',
    'du widerrufst sie',
    'nur dein Vorname',
  ])('covers %s', (teil) => {
    expect(datenschutzText({ betreiber: BETREIBER, aufbewahrung: AUFBEWAHRUNG })).toContain(teil);
  });

  it('makes no statement the product contradicts (issue 29)', () => {
    const text = datenschutzText({ betreiber: BETREIBER, aufbewahrung: AUFBEWAHRUNG });
    expect(text).not.toContain('keine Tracking-Pixel');
    expect(text).toContain('Internetadresse eines Bildes');
  });
});
