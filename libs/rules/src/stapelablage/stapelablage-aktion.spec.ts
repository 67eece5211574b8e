import { stapelablageAktion, type StapelablageAktionWert } from './stapelablage-aktion';

const ABSENDER = 11;
const PRUEFER = 22;
const FREMD = 33;

type Partei = 'absender' | 'pruefer' | 'fremd';
const ID: Record<Partei, number> = { absender: ABSENDER, pruefer: PRUEFER, fremd: FREMD };

describe('stapelablageAktion (01 §4 hand-in: who acts in which status)', () => {
  it.each<[string, Partei, StapelablageAktionWert]>([
    ['Warten auf Überprüfung', 'pruefer', 'ueberpruefen'],
    ['Warten auf Überprüfung', 'absender', null],
    ['Warten auf Überprüfung', 'fremd', null],
    ['Korrigieren', 'pruefer', 'ueberpruefen'],
    ['Korrigieren', 'absender', null],
    ['Korrigieren', 'fremd', null],
    ['Warten auf Verbesserung', 'pruefer', null],
    ['Warten auf Verbesserung', 'absender', 'verbessern'],
    ['Warten auf Verbesserung', 'fremd', null],
    ['Fertig', 'pruefer', null],
    ['Fertig', 'absender', null],
    ['Fertig', 'fremd', null],
  ])('status %p as %s → %p', (status, partei, expected) => {
    const eintrag = { status, stapel_absender_id: ABSENDER, stapel_eigentuemer_id: PRUEFER };
    expect(stapelablageAktion(eintrag, ID[partei])).toBe(expected);
  });

  it.each<[string, StapelablageAktionWert]>([
    ['Warten auf Überprüfung', 'ueberpruefen'],
    ['Korrigieren', 'ueberpruefen'],
    ['Warten auf Verbesserung', 'verbessern'],
    ['Fertig', null],
  ])('a user who is both sender and reviewer, status %p → %p', (status, expected) => {
    const eintrag = { status, stapel_absender_id: ABSENDER, stapel_eigentuemer_id: ABSENDER };
    expect(stapelablageAktion(eintrag, ABSENDER)).toBe(expected);
  });

  it('an unknown status gives no action to either party', () => {
    const eintrag = { status: 'Unbekannt', stapel_absender_id: ABSENDER, stapel_eigentuemer_id: PRUEFER };
    expect(stapelablageAktion(eintrag, ABSENDER)).toBeNull();
    expect(stapelablageAktion(eintrag, PRUEFER)).toBeNull();
  });
});
