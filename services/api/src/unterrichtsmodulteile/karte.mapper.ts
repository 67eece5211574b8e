import type { Karte } from '@lernstapel/contracts';
import { KONJUG_SPRACHEN, type KonjugSprache, type WahrOderFalsch } from '@lernstapel/rules';
import type { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';

/**
 * Unterrichtsmodulteil → Karte (the CardFields of @lernstapel/rules): 0/1 flags are booleans,
 * absent texts are '', numbers stay numbers. `autor` is the author's display name ('' when unknown
 * or hidden); a card whose author was deleted has autor_id 0 (02 §5: "0 until saved").
 */
export function toKarte(teil: Unterrichtsmodulteil, autor: string): Karte {
  return {
    id: teil.id,
    unterrichtsmodule_id: teil.unterrichtsmodule_id,
    autor_id: teil.autor_id ?? 0,
    autor,
    frage: text(teil.frage),
    antwort1: text(teil.antwort1),
    antwort2: text(teil.antwort2),
    antwort3: text(teil.antwort3),
    antwort4: text(teil.antwort4),
    antwort5: text(teil.antwort5),
    antwort1_richtig: teil.antwort1_richtig,
    antwort2_richtig: teil.antwort2_richtig,
    antwort3_richtig: teil.antwort3_richtig,
    antwort4_richtig: teil.antwort4_richtig,
    antwort5_richtig: teil.antwort5_richtig,
    antwort1_imageurl: text(teil.antwort1_imageurl),
    antwort2_imageurl: text(teil.antwort2_imageurl),
    antwort3_imageurl: text(teil.antwort3_imageurl),
    antwort4_imageurl: text(teil.antwort4_imageurl),
    antwort5_imageurl: text(teil.antwort5_imageurl),
    anzahl_antworten: teil.anzahl_antworten,
    multiplechoice: teil.multiplechoice,
    mussfrageschriftlichbeantworten: teil.mussfrageschriftlichbeantworten,
    wahroderfalsch: wahrOderFalsch(teil.wahroderfalsch),
    aktiv: teil.aktiv,
    notizen: text(teil.notizen),
    zusatzinfos: text(teil.zusatzinfos),
    frage_videobild_url: text(teil.frage_videobild_url),
    antwort_videobild_url: text(teil.antwort_videobild_url),
    stapelfach_nr: teil.stapelfach_nr,
    korrekturmarkierung: teil.korrekturmarkierung,
    ist_konjugation: teil.ist_konjugation,
    konjug_sprache: konjugSprache(teil.konjug_sprache),
    konjug_zeitform: text(teil.konjug_zeitform),
    konjug_verb: text(teil.konjug_verb),
    konjug_ich: text(teil.konjug_ich),
    konjug_du: text(teil.konjug_du),
    konjug_ersiees: text(teil.konjug_ersiees),
    konjug_wir: text(teil.konjug_wir),
    konjug_ihr: text(teil.konjug_ihr),
    konjug_sie: text(teil.konjug_sie),
    ist_youtube_video: teil.ist_youtube_video,
    youtube_video_id: text(teil.youtube_video_id),
    youtube_video_startzeit: teil.youtube_video_startzeit,
    youtube_video_laufzeit: teil.youtube_video_laufzeit,
    nur_audio_abspielen: teil.nur_audio_abspielen,
    ist_vokabelaudio: teil.ist_vokabelaudio,
    ist_bildmitbeschriftung: teil.ist_bildmitbeschriftung,
    beschriftung_antwort_nummern: teil.beschriftung_antwort_nummern,
    beschriftung_1: text(teil.beschriftung_1),
    beschriftung_1_pfeil: teil.beschriftung_1_pfeil,
    beschriftung_1_x: teil.beschriftung_1_x,
    beschriftung_1_y: teil.beschriftung_1_y,
    beschriftung_2: text(teil.beschriftung_2),
    beschriftung_2_pfeil: teil.beschriftung_2_pfeil,
    beschriftung_2_x: teil.beschriftung_2_x,
    beschriftung_2_y: teil.beschriftung_2_y,
    beschriftung_3: text(teil.beschriftung_3),
    beschriftung_3_pfeil: teil.beschriftung_3_pfeil,
    beschriftung_3_x: teil.beschriftung_3_x,
    beschriftung_3_y: teil.beschriftung_3_y,
    beschriftung_4: text(teil.beschriftung_4),
    beschriftung_4_pfeil: teil.beschriftung_4_pfeil,
    beschriftung_4_x: teil.beschriftung_4_x,
    beschriftung_4_y: teil.beschriftung_4_y,
    beschriftung_5: text(teil.beschriftung_5),
    beschriftung_5_pfeil: teil.beschriftung_5_pfeil,
    beschriftung_5_x: teil.beschriftung_5_x,
    beschriftung_5_y: teil.beschriftung_5_y,
    beschriftung_6: text(teil.beschriftung_6),
    beschriftung_6_pfeil: teil.beschriftung_6_pfeil,
    beschriftung_6_x: teil.beschriftung_6_x,
    beschriftung_6_y: teil.beschriftung_6_y,
    beschriftung_7: text(teil.beschriftung_7),
    beschriftung_7_pfeil: teil.beschriftung_7_pfeil,
    beschriftung_7_x: teil.beschriftung_7_x,
    beschriftung_7_y: teil.beschriftung_7_y,
    beschriftung_8: text(teil.beschriftung_8),
    beschriftung_8_pfeil: teil.beschriftung_8_pfeil,
    beschriftung_8_x: teil.beschriftung_8_x,
    beschriftung_8_y: teil.beschriftung_8_y,
    beschriftung_9: text(teil.beschriftung_9),
    beschriftung_9_pfeil: teil.beschriftung_9_pfeil,
    beschriftung_9_x: teil.beschriftung_9_x,
    beschriftung_9_y: teil.beschriftung_9_y,
    beschriftung_10: text(teil.beschriftung_10),
    beschriftung_10_pfeil: teil.beschriftung_10_pfeil,
    beschriftung_10_x: teil.beschriftung_10_x,
    beschriftung_10_y: teil.beschriftung_10_y,
  };
}

function text(value: string | null): string {
  return value ?? '';
}

/** 02 §3: -1 not a true/false card, 0 false, 1 true; any other stored value reads by its sign. */
export function wahrOderFalsch(value: number): WahrOderFalsch {
  if (value < 0) return -1;
  return value > 0 ? 1 : 0;
}

/** 02 §3 conjugation languages; an unknown stored code reads as "none chosen". */
export function konjugSprache(value: string | null): KonjugSprache | '' {
  return KONJUG_SPRACHEN.find((sprache) => sprache === value) ?? '';
}

/**
 * Karte (CardFields) → the columns to store: the same names; '' texts are stored as NULL (toKarte reads
 * them back as ''), autor_id 0 as NULL; the joined author name and the id are not columns.
 */
export function toTeilFelder(karte: Karte): Partial<Unterrichtsmodulteil> {
  const { id: _id, autor: _autor, ...felder } = karte;
  const spalten: Record<string, unknown> = {};
  for (const [name, wert] of Object.entries(felder)) spalten[name] = wert === '' ? null : wert;
  spalten['autor_id'] = karte.autor_id === 0 ? null : karte.autor_id;
  return spalten as Partial<Unterrichtsmodulteil>;
}

/** A copy of card `teil` in stack `nachId` (02 §4): authored by the copier, box 1, no correction mark or note. */
export function kopieVon(teil: Unterrichtsmodulteil, nachId: number, autorId: number): Karte {
  return {
    ...toKarte(teil, ''),
    unterrichtsmodule_id: nachId,
    autor_id: autorId,
    stapelfach_nr: 1,
    korrekturmarkierung: false,
    notizen: '',
  };
}
