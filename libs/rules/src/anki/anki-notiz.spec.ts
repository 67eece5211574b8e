import { ANSWER_MODE, answerModeOf } from '../cards/answer-mode';
import { validateCard } from '../cards/validate-card';
import { ankiSeiten, feldMedien, lueckentextSeiten, type AnkiNotiztyp } from './anki-notiz';
import { ankiFelderAusKarte, ankiNotizenAusKarten, karteAusAnki } from './karte-aus-anki';

/** Anki's stock note types as a new collection has them (templates from rslib/src/notetype/stock.rs). */
const EINFACH: AnkiNotiztyp = {
  name: 'Basic',
  lueckentext: false,
  felder: ['Front', 'Back'],
  vorlagen: [{ vorne: '{{Front}}', hinten: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}' }],
};
const UMGEKEHRT: AnkiNotiztyp = {
  ...EINFACH,
  name: 'Basic (and reversed card)',
  vorlagen: [
    ...EINFACH.vorlagen,
    { vorne: '{{Back}}', hinten: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}' },
  ],
};
const EINTIPPEN: AnkiNotiztyp = {
  ...EINFACH,
  name: 'Basic (type in the answer)',
  vorlagen: [{ vorne: '{{Front}}\n\n{{type:Back}}', hinten: '{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}' }],
};
const LUECKENTEXT: AnkiNotiztyp = {
  name: 'Cloze',
  lueckentext: true,
  felder: ['Text', 'Back Extra'],
  vorlagen: [{ vorne: '{{cloze:Text}}', hinten: '{{cloze:Text}}<br>\n{{Back Extra}}' }],
};

describe('ankiSeiten: an Anki card as question and answer', () => {
  it.each([
    ['Basic', EINFACH, ['Haus', 'house'], 0, { frage: 'Haus', antwort: 'house', schriftlich: false }],
    ['reversed, card 1', UMGEKEHRT, ['Haus', 'house'], 0, { frage: 'Haus', antwort: 'house' }],
    ['reversed, card 2', UMGEKEHRT, ['Haus', 'house'], 1, { frage: 'house', antwort: 'Haus' }],
    ['type in', EINTIPPEN, ['Katze', 'cat'], 0, { frage: 'Katze', antwort: 'cat', schriftlich: true }],
    [
      'HTML and entities',
      EINFACH,
      ['<b>l&#x27;école</b>&nbsp;<div>die Schule</div>', 'school<br>(f.)'],
      0,
      { frage: "l'école\ndie Schule", antwort: 'school\n(f.)' },
    ],
    [
      'cloze gap 1',
      LUECKENTEXT,
      ['{{c1::Bern}} ist die Hauptstadt der {{c2::Schweiz::Land}}.', 'Seit 1848'],
      0,
      { frage: '[…] ist die Hauptstadt der Schweiz.', antwort: 'Bern', zusatz: 'Seit 1848' },
    ],
    [
      'cloze gap 2 with a hint',
      LUECKENTEXT,
      ['{{c1::Bern}} ist die Hauptstadt der {{c2::Schweiz::Land}}.', ''],
      1,
      { frage: 'Bern ist die Hauptstadt der [Land].', antwort: 'Schweiz' },
    ],
  ])('%s', (_, typ, werte, ord, erwartet) => {
    expect(ankiSeiten(typ, werte, ord)).toMatchObject(erwartet);
  });

  it('a template the note type does not have, and image occlusion notes, give no card', () => {
    expect(ankiSeiten(EINFACH, ['a', 'b'], 1)).toBeNull();
    expect(ankiSeiten(LUECKENTEXT, ['{{c1::image-occlusion:rect:left=.1:top=.2}}', ''], 0)).toBeNull();
  });

  it('finds pictures and sounds, and drops them from the text', () => {
    const seiten = ankiSeiten(
      EINFACH,
      ['bosiljak [sound:bosiljak.mp3]', 'Basilikum <img src="b&amp;k.jpg">'],
      0,
    );
    expect(seiten).toMatchObject({
      frage: 'bosiljak',
      antwort: 'Basilikum',
      toene: ['bosiljak.mp3'],
      antwortBilder: ['b&k.jpg'],
    });
    expect(feldMedien("<img src='a.png'><IMG SRC=b.gif alt=x>")).toEqual({
      bilder: ['a.png', 'b.gif'],
      toene: [],
    });
    expect(lueckentextSeiten('{{c1::a}} {{c1::b}}', 1)).toEqual({ frage: '[…] […]', antwort: 'a, b' });
  });
});

describe('karteAusAnki: which of our card types', () => {
  const url = (name: string) => (name.startsWith('fehlt') ? null : `/api/uploads/${name}`);
  const seiten = (teil: Partial<Parameters<typeof karteAusAnki>[0]>) => ({
    frage: 'Haus',
    antwort: 'house',
    schriftlich: false,
    zusatz: '',
    frageBilder: [],
    antwortBilder: [],
    toene: [],
    ...teil,
  });

  it.each([
    ['Basic → oral', {}, ANSWER_MODE.MUENDLICH],
    ['type in → written answer', { schriftlich: true }, ANSWER_MODE.SCHRIFTLICH],
    ['a sound → vocabulary audio', { toene: ['haus.mp3'] }, ANSWER_MODE.VOKABELAUDIO],
    ['a missing sound → oral', { toene: ['fehlt.mp3'] }, ANSWER_MODE.MUENDLICH],
  ])('%s, and the card saves', (_, teil, modus) => {
    const karte = karteAusAnki(seiten(teil), url, 7, 3);
    expect(karte && answerModeOf(karte)).toBe(modus);
    expect(karte && validateCard(karte, modus)).toEqual([]);
    expect(karte).toMatchObject({
      unterrichtsmodule_id: 7,
      autor_id: 3,
      antwort1: 'house',
      antwort1_richtig: true,
    });
  });

  it('pictures: the front one is the question picture, the back one the answer picture', () => {
    const karte = karteAusAnki(
      seiten({ frage: '', frageBilder: ['a.jpg'], antwortBilder: ['b.png'] }),
      url,
      1,
      1,
    );
    expect(karte).toMatchObject({
      frage: 'Was zeigt das Bild?',
      frage_videobild_url: '/api/uploads/a.jpg',
      antwort_videobild_url: '/api/uploads/b.png',
    });
  });

  it('no answer, or no question at all: no card', () => {
    expect(karteAusAnki(seiten({ antwort: '' }), url, 1, 1)).toBeNull();
    expect(karteAusAnki(seiten({ frage: '' }), url, 1, 1)).toBeNull();
  });

  it('ankiFelderAusKarte writes HTML-safe text and the media by name', () => {
    const karte = karteAusAnki(
      seiten({ frage: 'a < b & "c"\nd', toene: ['t.mp3'], antwortBilder: ['b.png'] }),
      url,
      1,
      1,
    );
    expect(karte && ankiFelderAusKarte(karte, (u) => u.replace('/api/uploads/', 'x-'))).toEqual({
      typ: 'basic',
      vorne: 'a &lt; b &amp; &quot;c&quot;<br>d<br>[sound:x-t.mp3]',
      hinten: 'house<br><img src="x-b.png">',
    });
  });

  describe('ankiNotizenAusKarten: each card type as the stock note type the import takes back to it', () => {
    const karte = (frage: string, antwort: string, schriftlich = false) =>
      karteAusAnki(seiten({ frage, antwort, schriftlich }), url, 1, 1) as NonNullable<
        ReturnType<typeof karteAusAnki>
      >;
    const notizen = (...karten: ReturnType<typeof karte>[]) =>
      ankiNotizenAusKarten(karten, (u) => u).map((n) => [n.typ, n.vorne, n.hinten]);

    it('a written answer: Basic (type in the answer); an oral one: Basic', () => {
      expect(notizen(karte('Katze', 'cat', true), karte('Haus', 'house'))).toEqual([
        ['eingabe', 'Katze', 'cat'],
        ['basic', 'Haus', 'house'],
      ]);
    });

    it("two oral cards asking each other: one Basic (and reversed card) note at the first one's place", () => {
      expect(notizen(karte('Hund', 'dog'), karte('Haus', 'house'), karte('dog', 'Hund'))).toEqual([
        ['umgekehrt', 'Hund', 'dog'],
        ['basic', 'Haus', 'house'],
      ]);
    });

    it('a written card is never half of a reversed pair, and a card pairs only once', () => {
      expect(notizen(karte('Hund', 'dog'), karte('dog', 'Hund', true))).toEqual([
        ['basic', 'Hund', 'dog'],
        ['eingabe', 'dog', 'Hund'],
      ]);
      expect(notizen(karte('a', 'b'), karte('b', 'a'), karte('b', 'a'))).toEqual([
        ['umgekehrt', 'a', 'b'],
        ['basic', 'b', 'a'],
      ]);
    });
  });
});
