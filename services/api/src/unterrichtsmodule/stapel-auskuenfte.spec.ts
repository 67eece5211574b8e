import {
  eineQuelle,
  type KartenAnzahlen,
  KartenAnzahlQuelle,
  OrdnerQuelle,
  StapelablageQuelle,
} from './stapel-auskuenfte';

class Karten extends KartenAnzahlQuelle {
  kartenAnzahlen(): Promise<Map<number, KartenAnzahlen>> {
    return Promise.resolve(new Map<number, KartenAnzahlen>());
  }
}

class Ablage extends StapelablageQuelle {
  istPartei(): Promise<boolean> {
    return Promise.resolve(false);
  }
  inAblage(): Promise<Set<number>> {
    return Promise.resolve(new Set());
  }
}

describe('eineQuelle: the one provider of a stack source (issue 24)', () => {
  const karten = new Karten();
  const ablage = new Ablage();

  it('finds the provider of the asked source among all providers', () => {
    expect(eineQuelle(KartenAnzahlQuelle, [undefined, 'x', ablage, karten])).toBe(karten);
    expect(eineQuelle(StapelablageQuelle, [karten, ablage])).toBe(ablage);
  });

  it('counts one instance listed twice (provided and exported) once', () => {
    expect(eineQuelle(KartenAnzahlQuelle, [karten, karten])).toBe(karten);
  });

  it.each([
    ['missing', OrdnerQuelle, [karten, ablage], 'OrdnerQuelle: 0 Anbieter gefunden, erwartet genau einer'],
    [
      'doubled',
      KartenAnzahlQuelle,
      [karten, new Karten()],
      'KartenAnzahlQuelle: 2 Anbieter gefunden, erwartet genau einer',
    ],
  ] as const)('a %s source fails loudly instead of answering without it', (_fall, art, instanzen, fehler) => {
    expect(() => eineQuelle<unknown>(art, instanzen)).toThrow(fehler);
  });
});
