import { faelligText, istFaellig, lernmodusVon, wiederFaelligText } from './lernmodus';

describe('Lernmodus', () => {
  it('reads the setting: only "intelligent" switches FSRS on', () => {
    expect(lernmodusVon('intelligent')).toBe('intelligent');
    expect(lernmodusVon('faecher')).toBe('faecher');
    expect(lernmodusVon(null)).toBe('faecher');
    expect(lernmodusVon('irgendwas')).toBe('faecher');
  });

  it('counts a card as due when it was never asked or its date has come', () => {
    const jetzt = new Date('2026-01-05T08:00:00Z');
    expect(istFaellig(null, jetzt)).toBe(true);
    expect(istFaellig('2026-01-05T08:00:00Z', jetzt)).toBe(true);
    expect(istFaellig(new Date('2026-01-05T08:00:01Z'), jetzt)).toBe(false);
  });

  it("says 'n Karten fällig', one card in the singular", () => {
    expect(faelligText(1)).toBe('1 Karte fällig');
    expect(faelligText(12)).toBe('12 Karten fällig');
    expect(faelligText(0)).toBe('0 Karten fällig');
  });

  const JETZT = new Date('2026-01-05T08:00:00Z');
  const spaeter = (ms: number) => new Date(JETZT.getTime() + ms).toISOString();
  it.each([
    [-5_000, 'gleich wieder'],
    [20_000, 'gleich wieder'],
    [59_900, 'wieder in 1 Minute'],
    [60_000, 'wieder in 1 Minute'],
    [10 * 60_000, 'wieder in 10 Minuten'],
    [60 * 60_000, 'wieder in 1 Stunde'],
    [5 * 3_600_000, 'wieder in 5 Stunden'],
    [24 * 3_600_000, 'wieder morgen'],
    [3 * 24 * 3_600_000, 'wieder in 3 Tagen'],
    [3.4 * 24 * 3_600_000, 'wieder in 3 Tagen'],
  ])('a card due %i ms from now comes back "%s" (issue 23)', (abstand, text) => {
    expect(wiederFaelligText(spaeter(abstand), JETZT)).toBe(text);
  });
});
