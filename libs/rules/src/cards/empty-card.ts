import { ANSWER_NUMBERS, LABEL_NUMBERS, type CardFields, type LabelNumber } from './card-fields';

/** 02 §3: default marker x position of labels 1 to 10 (y is 0). */
export const LABEL_DEFAULT_X: Readonly<Record<LabelNumber, number>> = {
  1: 0,
  2: 60,
  3: 120,
  4: 160,
  5: 200,
  6: 240,
  7: 280,
  8: 320,
  9: 360,
  10: 400,
};

/** Multiple-choice answers: 2 to 5, default 4; 5 for "Speichern und neue Karte" (02 §9). */
export const MIN_ANSWERS = 2;
export const MAX_ANSWERS = 5;
export const DEFAULT_ANSWER_COUNT = 4;

export interface EmptyCardOptions {
  unterrichtsmodule_id: number;
  /** 0 lets saving set the current user (02 §5). */
  autor_id?: number;
  anzahl_antworten?: number;
}

/**
 * A blank card with the defaults of 02 §3 and §9: aktiv, wahroderfalsch 0, video times 0, box 1,
 * label arrows 1 and label markers at their default positions.
 */
export function emptyCard(options: EmptyCardOptions): CardFields {
  const card: Record<string, unknown> = {
    id: 0,
    unterrichtsmodule_id: options.unterrichtsmodule_id,
    autor_id: options.autor_id ?? 0,
    autor: '',
    frage: '',
    anzahl_antworten: options.anzahl_antworten ?? DEFAULT_ANSWER_COUNT,
    multiplechoice: false,
    mussfrageschriftlichbeantworten: false,
    wahroderfalsch: 0,
    aktiv: true,
    notizen: '',
    zusatzinfos: '',
    frage_videobild_url: '',
    antwort_videobild_url: '',
    stapelfach_nr: 1,
    korrekturmarkierung: false,
    ist_konjugation: false,
    konjug_sprache: '',
    konjug_zeitform: '',
    konjug_verb: '',
    konjug_ich: '',
    konjug_du: '',
    konjug_ersiees: '',
    konjug_wir: '',
    konjug_ihr: '',
    konjug_sie: '',
    ist_youtube_video: false,
    youtube_video_id: '',
    youtube_video_startzeit: 0,
    youtube_video_laufzeit: 0,
    nur_audio_abspielen: false,
    ist_vokabelaudio: false,
    ist_bildmitbeschriftung: false,
    beschriftung_antwort_nummern: false,
  };
  for (const n of ANSWER_NUMBERS) {
    card[`antwort${n}`] = '';
    card[`antwort${n}_richtig`] = false;
    card[`antwort${n}_imageurl`] = '';
  }
  for (const n of LABEL_NUMBERS) {
    card[`beschriftung_${n}`] = '';
    card[`beschriftung_${n}_pfeil`] = 1;
    card[`beschriftung_${n}_x`] = LABEL_DEFAULT_X[n];
    card[`beschriftung_${n}_y`] = 0;
  }
  return card as CardFields;
}
