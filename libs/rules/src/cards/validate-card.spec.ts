import type { TextKey } from '@lernstapel/texts';
import type { CardFields } from './card-fields';
import type { AnswerMode } from './answer-mode';
import { emptyCard } from './empty-card';
import { validateCard } from './validate-card';

function card(overrides: Partial<CardFields>): CardFields {
  return { ...emptyCard({ unterrichtsmodule_id: 1 }), ...overrides };
}

const MC: Partial<CardFields> = {
  frage: 'Welche Städte liegen in der Schweiz?',
  anzahl_antworten: 3,
  antwort1: 'Bern',
  antwort1_richtig: true,
  antwort2: 'Wien',
  antwort3: 'Genf',
  antwort3_richtig: true,
};

const KONJUGATION: Partial<CardFields> = {
  konjug_sprache: 'fr',
  konjug_zeitform: 'présent',
  konjug_verb: 'être',
  konjug_ich: 'suis',
};

describe('validateCard', () => {
  it.each<[string, AnswerMode, Partial<CardFields>, TextKey[]]>([
    // Modes 1 and 2: question and answer 1 (trimmed)
    ['oral, complete', 1, { frage: 'F', antwort1: 'A' }, []],
    ['oral, blank question', 1, { frage: '  ', antwort1: 'A' }, ['validierung.frageFehlt']],
    ['oral, blank answer', 1, { frage: 'F', antwort1: ' \n' }, ['validierung.antwortFehlt']],
    ['written, both missing', 2, {}, ['validierung.frageFehlt', 'validierung.antwortFehlt']],
    ['written, complete', 2, { frage: 'F', antwort1: 'A' }, []],
    // Issue 23 §3: a text beyond its TEXT column is caught before sending
    [
      'written, a question beyond 65,535 bytes',
      2,
      { frage: 'ä'.repeat(32_768), antwort1: 'A' },
      ['validierung.kartentextZuLang'],
    ],
    [
      'written, notes beyond 65,535 bytes',
      2,
      { frage: 'F', antwort1: 'A', notizen: 'n'.repeat(65_536) },
      ['validierung.kartentextZuLang'],
    ],
    // Multiple choice: question, answers up to anzahl_antworten, at least one correct
    ['mc, complete', 3, MC, []],
    ['mc, answer 5 beyond the count may be empty', 3, { ...MC, antwort5: '' }, []],
    ['mc, blank answer within the count', 3, { ...MC, antwort2: '   ' }, ['validierung.antwortenFehlen']],
    [
      'mc, none correct',
      3,
      { ...MC, antwort1_richtig: false, antwort3_richtig: false },
      ['validierung.keineRichtigeAntwort'],
    ],
    [
      'mc, only answer 4 (beyond the count) correct',
      3,
      { ...MC, antwort1_richtig: false, antwort3_richtig: false, antwort4: 'x', antwort4_richtig: true },
      ['validierung.keineRichtigeAntwort'],
    ],
    ['mc, blank question', 3, { ...MC, frage: '' }, ['validierung.frageFehlt']],
    ['mc, 1 answer is too few', 3, { ...MC, anzahl_antworten: 1 }, ['validierung.anzahlAntwortenUngueltig']],
    [
      'mc, 6 answers are too many',
      3,
      { ...MC, anzahl_antworten: 6 },
      ['validierung.anzahlAntwortenUngueltig'],
    ],
    [
      'mc, 5 answers all needed',
      3,
      { ...MC, anzahl_antworten: 5, antwort4: 'Basel' },
      ['validierung.antwortenFehlen'],
    ],
    // True/false: question
    ['true/false, complete', 4, { frage: 'Bern ist die Hauptstadt.', wahroderfalsch: 1 }, []],
    ['true/false with 0 (false)', 4, { frage: 'Wien liegt in der Schweiz.', wahroderfalsch: 0 }, []],
    ['true/false, blank question', 4, { frage: ' ', wahroderfalsch: 1 }, ['validierung.frageFehlt']],
    ['true/false, no value', 4, { frage: 'F', wahroderfalsch: -1 }, ['validierung.wahrOderFalschFehlt']],
    // Conjugation: language, tense, verb and at least one form
    ['conjugation, complete', 5, KONJUGATION, []],
    [
      'conjugation, no language',
      5,
      { ...KONJUGATION, konjug_sprache: '' },
      ['validierung.konjugSpracheFehlt'],
    ],
    [
      'conjugation, no tense',
      5,
      { ...KONJUGATION, konjug_zeitform: ' ' },
      ['validierung.konjugZeitformFehlt'],
    ],
    ['conjugation, no verb', 5, { ...KONJUGATION, konjug_verb: '' }, ['validierung.konjugVerbFehlt']],
    ['conjugation, no form', 5, { ...KONJUGATION, konjug_ich: '  ' }, ['validierung.konjugFormFehlt']],
    ['conjugation, only "sie" filled', 5, { ...KONJUGATION, konjug_ich: '', konjug_sie: 'sont' }, []],
    // Vocabulary audio: audio URL and the word (answer 1)
    ['audio, complete', 6, { frage_videobild_url: 'https://x/house.mp3', antwort1: 'house' }, []],
    ['audio, no URL', 6, { antwort1: 'house' }, ['validierung.audioFehlt']],
    [
      'audio, no word',
      6,
      { frage_videobild_url: 'https://x/house.mp3', antwort1: ' ' },
      ['validierung.vokabelFehlt'],
    ],
    // Labelling: image URL
    ['labelling, complete', 7, { frage_videobild_url: 'https://x/herz.png' }, []],
    ['labelling, no image', 7, { beschriftung_1: 'Vorhof' }, ['validierung.bildFehlt']],
    // Embedded video needs an id and times of at least 0
    ['video with id', 1, { frage: 'F', antwort1: 'A', ist_youtube_video: true, youtube_video_id: 'abc' }, []],
    [
      'video without id',
      1,
      { frage: 'F', antwort1: 'A', ist_youtube_video: true },
      ['validierung.videoIdFehlt'],
    ],
    [
      'video with a negative start',
      1,
      {
        frage: 'F',
        antwort1: 'A',
        ist_youtube_video: true,
        youtube_video_id: 'abc',
        youtube_video_startzeit: -1,
      },
      ['validierung.videoZeitUngueltig'],
    ],
    [
      'video with NaN run time',
      1,
      {
        frage: 'F',
        antwort1: 'A',
        ist_youtube_video: true,
        youtube_video_id: 'abc',
        youtube_video_laufzeit: Number.NaN,
      },
      ['validierung.videoZeitUngueltig'],
    ],
    ['no video: an empty id is fine', 1, { frage: 'F', antwort1: 'A', youtube_video_id: '' }, []],
  ])('%s (mode %p) → %j', (_name, mode, overrides, expected) => {
    expect(validateCard(card(overrides), mode)).toEqual(expected);
  });
});
