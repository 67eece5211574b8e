import { bedeutungenAus } from './dict-eintrag';
import { type GefundeneBedeutung, kernwort, rangiert } from './dict-rangfolge';
import { haeufigkeitAus } from './wort-haeufigkeit';

const DEUTSCH = haeufigkeitAus([['ich', 'hund', 'stuhl', 'essen', 'tasche', 'sack', 'professur', 'vorsitz']]);

/** Ding's eng-deu entries as dictd sends them (shortened). */
const DOG = [
  'dog /dˈɒɡ/\nBandhaken <masc>, Bandzieher <masc>, Reifzange <fem>\n         Note: Fassbinderei',
  'dog /dˈɒɡ/\nBock <masc>, Auflagebock <masc> [techn.]',
  'dog /dˈɒɡ/\nHund <masc> [zool.]\n      "train a dog"  - einen Hund abrichten\n   see: {dogs}',
] as const;
const CHAIR = [
  'chair /tʃˈeə/\nProfessur <fem>, Lehrstuhl <masc> [stud.]\n      "chair of singing"  - Gesangsprofessur',
  'chair /tʃˈeə/\nStuhl <masc>, Sessel <masc> [Ös.]\n      "child\'s chair"  - Kinderstuhl',
  'chair /tʃˈeə/\nVorsitz <masc> [adm.]\n      "chair a meeting"  - bei einer Sitzung den Vorsitz führen',
];
/** WikDict's fra-deu: numbered senses with French glosses. */
const SAC = [
  'sac /sak/ <n, masc>\n1. Beutel, Tüte\nContenant souple\n2. Sack\nGrand contenant\n3. Tasche, Sack 2.\nObjet',
] as const;
const MANGER = [
  'manger /mɑ̃.ʒe/ <n, masc>\nEssen, essen',
  'manger /mɑ̃.ʒe/ <v>\n1. genießen, speisen\n2. verzehren\nDissiper\n3. essen, fressen\nMâcher',
];

function gefunden(definitionen: readonly string[]): GefundeneBedeutung[] {
  return definitionen.flatMap((text) =>
    bedeutungenAus(text).map((bedeutung) => ({ bedeutung, haeufigkeit: DEUTSCH })),
  );
}

describe('rangiert: the everyday sense first (issue 25)', () => {
  it.each([
    ['dog', 'Hund', DOG],
    ['chair', 'Stuhl, Sessel', CHAIR],
    ['sac', 'Tasche, Sack', SAC],
    ['manger', 'essen, fressen', MANGER],
  ])('%s → %s first', (wort, erstes, definitionen) => {
    expect(rangiert(wort, gefunden(definitionen))[0]).toEqual({ source: wort, target: erstes });
  });

  it('the headword as typed before the same word in other case (essen before Essen)', () => {
    const treffer = rangiert('essen', [
      ...gefunden(['Essen /ˈɛsn̩/ <neut>\nmeal <n>']),
      ...gefunden(['essen /ˈɛsn̩/ <v>\neat <v>']),
    ]);
    expect(treffer.map((t) => t.target)).toEqual(['eat', 'meal']);
  });

  it('single words before phrases, labelled translations last within a sense', () => {
    const [erstes] = rangiert('bag', gefunden(['bag\nTragetasche <fem> [Ös.] , kleine Tasche, Sack <masc>']));
    expect(erstes?.target).toBe('Sack, kleine Tasche, Tragetasche');
  });

  it('examples follow all senses', () => {
    const treffer = rangiert('dog', gefunden(DOG));
    expect(treffer.slice(3)).toEqual([{ source: 'train a dog', target: 'einen Hund abrichten' }]);
  });

  it('a plural entry after the singular (Zimmer <pl> → rooms)', () => {
    const treffer = rangiert('Zimmer', [
      ...gefunden(['Zimmer /tsˈɪmɜ/ <pl>\nrooms']),
      ...gefunden(['Zimmer /tsˈɪmɜ/ (Zi. /tsˈiː/) <neut, n, sg>\nroom <n>rm,  /ˌɛrˈɛm/']),
    ]);
    expect(treffer.map((t) => [t.source, t.target])).toEqual([
      ['Zimmer (Zi.)', 'room'],
      ['Zimmer', 'rooms'],
    ]);
  });
});

describe('kernwort: what a frequency list is asked', () => {
  it.each([
    ['to play', 'play'],
    ['der Hund', 'hund'],
    ['sich freuen', 'freuen'],
    ['Stuhl', 'stuhl'],
    ['kleine Tasche', null],
  ])('%s → %s', (text, kern) => {
    expect(kernwort(text)).toBe(kern);
  });
});

describe('bedeutungenAus', () => {
  it.each([
    ['Ding: one sense, label and examples', DOG[2], [['Hund'], false, 1]],
    ['Ding: a subject label makes a special sense', DOG[1], [['Bock', 'Auflagebock'], true, 0]],
    [
      'Ding: region labels before the whole sense',
      'room <v>\n [Am.] wohnen <v, intr>',
      [['wohnen'], true, 0],
    ],
  ])('%s', (_fall, text, [woerter, fachlich, beispiele]) => {
    const [bedeutung] = bedeutungenAus(text);
    expect([bedeutung?.woerter.map((w) => w.text), bedeutung?.fachlich, bedeutung?.beispiele.length]).toEqual(
      [woerter, fachlich, beispiele],
    );
  });

  it('WikDict: numbered translation lines, glosses dropped', () => {
    expect(bedeutungenAus(SAC[0]).map((b) => b.woerter.map((w) => w.text))).toEqual([
      ['Beutel', 'Tüte'],
      ['Sack'],
      ['Tasche', 'Sack'],
    ]);
  });
});
