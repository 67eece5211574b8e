import { benutzerRef, GEHEIM, PERSON, SACHE, type DatenschutzTabelle } from './datenschutz-tabelle';
import { kartenFehler, type SchemaTabelle } from './karten-pruefung';

const spalten = (...namen: string[]) => namen.map((name) => ({ name, nullable: true }));

const BENUTZER: SchemaTabelle = {
  name: 'benutzer',
  spalten: spalten('id', 'namevoll', 'anmeldecode'),
  fremdschluessel: [],
};
const NOTIZ: SchemaTabelle = {
  name: 'notiz',
  spalten: spalten('id', 'benutzer_id', 'text'),
  fremdschluessel: [{ spalte: 'benutzer_id', ziel: 'benutzer', onDelete: 'CASCADE' }],
};
const KARTE: DatenschutzTabelle[] = [
  {
    tabelle: 'benutzer',
    bereich: 'benutzer',
    spalten: { id: benutzerRef('zeile'), namevoll: PERSON, anmeldecode: GEHEIM },
  },
  {
    tabelle: 'notiz',
    bereich: 'notizen',
    spalten: { id: SACHE, benutzer_id: benutzerRef('zeile'), text: PERSON },
  },
];

describe('kartenFehler: the privacy map against a schema', () => {
  it('accepts a map that classifies every table and column', () => {
    expect(kartenFehler([BENUTZER, NOTIZ], KARTE, [])).toEqual([]);
  });

  it.each<[string, SchemaTabelle[], DatenschutzTabelle[], string]>([
    [
      'a new table',
      [BENUTZER, NOTIZ, { ...NOTIZ, name: 'neu' }],
      KARTE,
      'neu: Tabelle fehlt in der Datenschutzkarte',
    ],
    [
      'a new column',
      [BENUTZER, { ...NOTIZ, spalten: spalten('id', 'benutzer_id', 'text', 'ort') }],
      KARTE,
      'notiz.ort: Spalte fehlt in der Datenschutzkarte',
    ],
    [
      'a user reference declared as sache',
      [BENUTZER, NOTIZ],
      [KARTE[0], { ...KARTE[1], spalten: { ...KARTE[1].spalten, benutzer_id: SACHE } }],
      'notiz.benutzer_id: verweist auf eine Person, ist aber als sache deklariert',
    ],
    [
      'a row deletion the foreign key does not cascade',
      [
        BENUTZER,
        { ...NOTIZ, fremdschluessel: [{ spalte: 'benutzer_id', ziel: 'benutzer', onDelete: 'SET NULL' }] },
      ],
      KARTE,
      'notiz.benutzer_id: Löschen der Zeile braucht einen Fremdschlüssel auf benutzer mit ON DELETE CASCADE',
    ],
    [
      'an e-mail declared as sache',
      [BENUTZER, { ...NOTIZ, spalten: spalten('id', 'benutzer_id', 'text', 'email') }],
      [KARTE[0], { ...KARTE[1], spalten: { ...KARTE[1].spalten, email: SACHE } }],
      'notiz.email: Personendaten als sache deklariert',
    ],
  ])('reports %s', (_fall, schema, karte, erwartet) => {
    expect(kartenFehler(schema, karte, [])).toContain(erwartet);
  });

  it('rejects a table declared free of personal data that references a user', () => {
    expect(kartenFehler([BENUTZER, NOTIZ], [KARTE[0]], [{ tabelle: 'notiz', grund: 'x' }])).toEqual([
      'notiz.benutzer_id: Tabelle ohne Personenbezug verweist auf eine Person',
    ]);
  });
});
