/** Answer slots 1 to 5 of a card (02 §3, §9). */
export type AnswerNumber = 1 | 2 | 3 | 4 | 5;
export const ANSWER_NUMBERS: readonly AnswerNumber[] = [1, 2, 3, 4, 5];

/** Labels 1 to 10 of a labelled image (02 §3, §9). */
export type LabelNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
export const LABEL_NUMBERS: readonly LabelNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** 02 §3: -1 not a true/false card, 0 false, 1 true. */
export type WahrOderFalsch = -1 | 0 | 1;

/** Conjugation languages (02 §3). */
export type KonjugSprache = 'de' | 'en' | 'fr' | 'es' | 'it' | 'pt';
export const KONJUG_SPRACHEN: readonly KonjugSprache[] = ['de', 'en', 'fr', 'es', 'it', 'pt'];

/** The six person forms of a conjugation card: ich, du, er/sie/es, wir, ihr, sie (02 §9). */
export type KonjugForm =
  'konjug_ich' | 'konjug_du' | 'konjug_ersiees' | 'konjug_wir' | 'konjug_ihr' | 'konjug_sie';
export const KONJUG_FORMEN: readonly KonjugForm[] = [
  'konjug_ich',
  'konjug_du',
  'konjug_ersiees',
  'konjug_wir',
  'konjug_ihr',
  'konjug_sie',
];
export type KonjugFormen = Record<KonjugForm, string>;

type AntwortFields = { [N in AnswerNumber as `antwort${N}`]: string } & {
  [N in AnswerNumber as `antwort${N}_richtig`]: boolean;
} & { [N in AnswerNumber as `antwort${N}_imageurl`]: string };

type BeschriftungFields = { [N in LabelNumber as `beschriftung_${N}`]: string } & {
  /** Arrow direction 1 to 9 (02 §3). */
  [N in LabelNumber as `beschriftung_${N}_pfeil`]: number;
} & { [N in LabelNumber as `beschriftung_${N}_x`]: number } & {
  [N in LabelNumber as `beschriftung_${N}_y`]: number;
};

/**
 * A card (unterrichtsmodulteil) with the field names of 02 §3.
 *
 * Representation choices (the spec stores 0/1): every 0/1 flag, including antwortN_richtig, is a
 * boolean here; `wahroderfalsch` keeps its three values -1/0/1. Texts are never null: an absent
 * text is ''. `beschriftung_antwort_nummern` true means "type the number", false "type the text".
 */
export type CardFields = AntwortFields &
  BeschriftungFields & {
    id: number;
    unterrichtsmodule_id: number;
    /** 0 until saved: saving sets the current user (02 §5). */
    autor_id: number;
    autor: string;
    frage: string;
    /** 2 to 5, default 4 (02 §3). */
    anzahl_antworten: number;
    multiplechoice: boolean;
    mussfrageschriftlichbeantworten: boolean;
    wahroderfalsch: WahrOderFalsch;
    aktiv: boolean;
    notizen: string;
    zusatzinfos: string;
    /** Question image, or the audio URL of a vocabulary-audio card. */
    frage_videobild_url: string;
    antwort_videobild_url: string;
    /** Box 1 to 3. */
    stapelfach_nr: number;
    korrekturmarkierung: boolean;
    ist_konjugation: boolean;
    konjug_sprache: KonjugSprache | '';
    konjug_zeitform: string;
    konjug_verb: string;
    ist_youtube_video: boolean;
    youtube_video_id: string;
    /** Seconds, at least 0. */
    youtube_video_startzeit: number;
    /** Seconds, 0 = whole video. */
    youtube_video_laufzeit: number;
    nur_audio_abspielen: boolean;
    ist_vokabelaudio: boolean;
    ist_bildmitbeschriftung: boolean;
    beschriftung_antwort_nummern: boolean;
  } & KonjugFormen;

export function answerText(card: CardFields, n: AnswerNumber): string {
  return card[`antwort${n}`];
}

export function isAnswerCorrect(card: CardFields, n: AnswerNumber): boolean {
  return card[`antwort${n}_richtig`];
}

export function labelText(card: CardFields, n: LabelNumber): string {
  return card[`beschriftung_${n}`];
}

/** The numbers of the labels that carry text (after trimming). */
export function usedLabelNumbers(card: CardFields): LabelNumber[] {
  return LABEL_NUMBERS.filter((n) => labelText(card, n).trim() !== '');
}
