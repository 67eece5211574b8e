import { getMetadataArgsStorage } from 'typeorm';
import { emptyCard, LABEL_DEFAULT_X, LABEL_NUMBERS } from '@lernstapel/rules';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';
import { konjugSprache, toKarte, toTeilFelder, wahrOderFalsch } from './karte.mapper';

/** A card as the database hands it back right after an insert with only the question: every text NULL. */
function storedCard(fields: Partial<Unterrichtsmodulteil> = {}): Unterrichtsmodulteil {
  const labels: Record<string, string | number | null> = {};
  for (const n of LABEL_NUMBERS) {
    labels[`beschriftung_${n}`] = null;
    labels[`beschriftung_${n}_pfeil`] = 1;
    labels[`beschriftung_${n}_x`] = LABEL_DEFAULT_X[n];
    labels[`beschriftung_${n}_y`] = 0;
  }
  return Object.assign(
    new Unterrichtsmodulteil(),
    {
      id: 7,
      unterrichtsmodule_id: 3,
      autor_id: 12,
      frage: 'Hauptstadt von Frankreich?',
      antwort1: null,
      antwort2: null,
      antwort3: null,
      antwort4: null,
      antwort5: null,
      antwort1_richtig: false,
      antwort2_richtig: false,
      antwort3_richtig: false,
      antwort4_richtig: false,
      antwort5_richtig: false,
      antwort1_imageurl: null,
      antwort2_imageurl: null,
      antwort3_imageurl: null,
      antwort4_imageurl: null,
      antwort5_imageurl: null,
      anzahl_antworten: 4,
      multiplechoice: false,
      mussfrageschriftlichbeantworten: false,
      wahroderfalsch: 0,
      aktiv: true,
      notizen: null,
      zusatzinfos: null,
      frage_videobild_url: null,
      antwort_videobild_url: null,
      stapelfach_nr: 1,
      korrekturmarkierung: false,
      ist_konjugation: false,
      konjug_sprache: null,
      konjug_zeitform: null,
      konjug_verb: null,
      konjug_ich: null,
      konjug_du: null,
      konjug_ersiees: null,
      konjug_wir: null,
      konjug_ihr: null,
      konjug_sie: null,
      ist_youtube_video: false,
      youtube_video_id: null,
      youtube_video_startzeit: 0,
      youtube_video_laufzeit: 0,
      nur_audio_abspielen: false,
      ist_vokabelaudio: false,
      ist_bildmitbeschriftung: false,
      beschriftung_antwort_nummern: false,
    },
    labels,
    fields,
  );
}

describe('toKarte (card entity → CardFields)', () => {
  it('turns every NULL text into an empty text and keeps the 02 §3 defaults', () => {
    const karte = toKarte(storedCard(), 'Anna Müller');
    expect(karte).toMatchObject({
      id: 7,
      unterrichtsmodule_id: 3,
      autor_id: 12,
      autor: 'Anna Müller',
      frage: 'Hauptstadt von Frankreich?',
      antwort1: '',
      antwort5: '',
      antwort3_imageurl: '',
      notizen: '',
      zusatzinfos: '',
      frage_videobild_url: '',
      antwort_videobild_url: '',
      konjug_sprache: '',
      konjug_verb: '',
      konjug_sie: '',
      youtube_video_id: '',
      anzahl_antworten: 4,
      wahroderfalsch: 0,
      aktiv: true,
      stapelfach_nr: 1,
      youtube_video_startzeit: 0,
      youtube_video_laufzeit: 0,
      beschriftung_1: '',
      beschriftung_1_x: 0,
      beschriftung_10: '',
      beschriftung_10_pfeil: 1,
      beschriftung_10_x: 400,
      beschriftung_10_y: 0,
    });
    const texts = Object.entries(karte).filter(([, value]) => value === null || value === undefined);
    expect(texts).toEqual([]);
  });

  it('answers exactly the CardFields keys: no entity-only field leaks, none is missing', () => {
    const karte = toKarte(storedCard(), '');
    const entityKeys = Object.keys(storedCard()).sort();
    // The entity has every card field; the Karte adds only the author's name.
    expect(Object.keys(karte).sort()).toEqual([...entityKeys, 'autor'].sort());
  });

  it('keeps flags as booleans and numbers as numbers', () => {
    const karte = toKarte(
      storedCard({
        multiplechoice: true,
        antwort2_richtig: true,
        korrekturmarkierung: true,
        beschriftung_antwort_nummern: true,
        anzahl_antworten: 5,
        stapelfach_nr: 3,
        youtube_video_startzeit: 15,
        beschriftung_4_pfeil: 9,
        beschriftung_4_y: 33,
      }),
      '',
    );
    expect(karte).toMatchObject({
      multiplechoice: true,
      antwort1_richtig: false,
      antwort2_richtig: true,
      korrekturmarkierung: true,
      beschriftung_antwort_nummern: true,
      anzahl_antworten: 5,
      stapelfach_nr: 3,
      youtube_video_startzeit: 15,
      beschriftung_4_pfeil: 9,
      beschriftung_4_y: 33,
    });
  });

  it('a card whose author was deleted has autor_id 0', () => {
    expect(toKarte(storedCard({ autor_id: null }), '').autor_id).toBe(0);
  });

  it('keeps stored texts as they are', () => {
    const karte = toKarte(
      storedCard({ antwort1: 'Paris', konjug_sprache: 'fr', beschriftung_7: 'Seine' }),
      '',
    );
    expect(karte).toMatchObject({ antwort1: 'Paris', konjug_sprache: 'fr', beschriftung_7: 'Seine' });
  });
});

describe('wahrOderFalsch (02 §3: -1 not a true/false card, 0 false, 1 true)', () => {
  it.each([
    [-1, -1],
    [0, 0],
    [1, 1],
    [-3, -1],
    [2, 1],
  ])('%i → %i', (stored, expected) => {
    expect(wahrOderFalsch(stored)).toBe(expected);
  });
});

describe('konjugSprache (02 §3: de, en, fr, es, it, pt)', () => {
  it.each([
    ['de', 'de'],
    ['pt', 'pt'],
    [null, ''],
    ['xx', ''],
    ['DE', ''],
  ])('%p → %p', (stored, expected) => {
    expect(konjugSprache(stored)).toBe(expected);
  });
});

describe('toTeilFelder (Karte → columns)', () => {
  it('names only columns of the entity, and reads back as the same card', () => {
    const spalten = new Set(
      getMetadataArgsStorage()
        .columns.filter((column) => column.target === Unterrichtsmodulteil)
        .map((column) => column.propertyName),
    );
    const karte = toKarte(
      storedCard({ antwort1: 'Paris', konjug_sprache: 'fr', wahroderfalsch: -1 }),
      'Autor',
    );
    const felder = toTeilFelder(karte);
    for (const name of Object.keys(felder)) expect(spalten).toContain(name);
    expect(felder).toMatchObject({
      frage: 'Hauptstadt von Frankreich?',
      antwort1: 'Paris',
      antwort2: null,
      autor_id: 12,
    });
    expect(felder).not.toHaveProperty('id');
    expect(felder).not.toHaveProperty('autor');
    expect(toKarte(Object.assign(new Unterrichtsmodulteil(), { ...felder, id: karte.id }), 'Autor')).toEqual(
      karte,
    );
  });
});

describe('a new card (emptyCard) and the database defaults agree', () => {
  // The bulk insert names only the columns that differ from emptyCard and lets the database fill the rest.
  it.each(
    getMetadataArgsStorage()
      .columns.filter((column) => column.target === Unterrichtsmodulteil && column.mode === 'regular')
      // id, the stack and the author are always set by the insert
      .filter((column) => !['id', 'unterrichtsmodule_id', 'autor_id'].includes(column.propertyName))
      .map((column) => [column.propertyName, column.options] as const),
  )('%s', (name, options) => {
    const felder = toTeilFelder(emptyCard({ unterrichtsmodule_id: 1 })) as Record<string, unknown>;
    const standard = options.default === undefined ? null : options.default;
    expect(felder[name]).toEqual(standard);
  });
});
