import { ORDNER_KEIN, ORDNER_NEU, ORDNER_TEAM, ordnerAuswahl, ordnerIdZumSpeichern } from './ordner-auswahl';

describe('folder special entries (01 §3)', () => {
  it('has the ids of the spec', () => {
    expect([ORDNER_KEIN, ORDNER_NEU, ORDNER_TEAM]).toEqual([-99, 0, 1234567890]);
  });

  it("lists 'kein Ordner', 'Neuer Ordner', then the folders, without the Team-Ordner", () => {
    expect(
      ordnerAuswahl([
        { id: 4, name: 'Englisch' },
        { id: ORDNER_TEAM, name: 'Team-Ordner' },
        { id: 2, name: 'Mathe' },
      ]),
    ).toEqual([
      { id: -99, textKey: 'ordner.keinOrdner' },
      { id: 0, textKey: 'ordner.neuerOrdner' },
      { id: 4, name: 'Englisch' },
      { id: 2, name: 'Mathe' },
    ]);
  });

  it.each<[number | null | undefined, object]>([
    [null, { id: null }],
    [undefined, { id: null }],
    [0, { id: null }],
    [-99, { id: null }],
    [5, { id: 5 }],
    [1234567890, { fehler: 'ordner.teamOrdnerNichtWaehlbar' }],
  ])('stores the choice %p as %j (01 §4: 0 means none)', (id, expected) => {
    expect(ordnerIdZumSpeichern(id)).toEqual(expected);
  });
});
