import {
  IsBoolean,
  IsByteLength,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  ANSWER_MODES,
  ANSWER_NUMBERS,
  KONJUG_FORMEN,
  LABEL_NUMBERS,
  MAX_ID,
  KARTENTEXT_MAX_BYTES,
  MAX_LENGTH,
} from '@lernstapel/rules';

/** Video times and marker positions: far beyond any real value, inside an INT column. */
const GROSSE_ZAHL = 1_000_000;

const TEXT_SPALTEN = ['frage', ...ANSWER_NUMBERS.map((n) => `antwort${n}`), 'notizen', 'zusatzinfos'];
const URL_SPALTEN = [
  'frage_videobild_url',
  'antwort_videobild_url',
  ...ANSWER_NUMBERS.map((n) => `antwort${n}_imageurl`),
];
/** varchar columns and their length (entity Unterrichtsmodulteil); the author's name is only echoed back. */
const VARCHAR_SPALTEN: readonly [string, number][] = [
  ['autor', MAX_LENGTH.autor],
  ['konjug_sprache', 2],
  ['konjug_zeitform', MAX_LENGTH.konjugZeitform],
  ['konjug_verb', MAX_LENGTH.konjugVerb],
  ...KONJUG_FORMEN.map((form) => [form, MAX_LENGTH.konjugForm] as [string, number]),
  ['youtube_video_id', MAX_LENGTH.videoId],
  ...LABEL_NUMBERS.map((n) => [`beschriftung_${n}`, MAX_LENGTH.beschriftung] as [string, number]),
];
const FLAGGEN = [
  ...ANSWER_NUMBERS.map((n) => `antwort${n}_richtig`),
  'multiplechoice',
  'mussfrageschriftlichbeantworten',
  'aktiv',
  'korrekturmarkierung',
  'ist_konjugation',
  'ist_youtube_video',
  'nur_audio_abspielen',
  'ist_vokabelaudio',
  'ist_bildmitbeschriftung',
  'beschriftung_antwort_nummern',
];
/**
 * Whole numbers and their range. The video times and the answer count are checked by validateCard
 * (02 §5), which answers the same German text as the dialog.
 */
const ZAHLEN: readonly [string, number, number][] = [
  ['id', 0, MAX_ID],
  ['autor_id', 0, MAX_ID],
  // 2 to 5 for multiple choice: validateCard answers its German text, as the dialog does
  ['anzahl_antworten', 0, 10],
  ['stapelfach_nr', 1, 3],
  ['youtube_video_startzeit', -GROSSE_ZAHL, GROSSE_ZAHL],
  ['youtube_video_laufzeit', -GROSSE_ZAHL, GROSSE_ZAHL],
  ...LABEL_NUMBERS.flatMap((n): [string, number, number][] => [
    [`beschriftung_${n}_pfeil`, 1, 9],
    [`beschriftung_${n}_x`, 0, GROSSE_ZAHL],
    [`beschriftung_${n}_y`, 0, GROSSE_ZAHL],
  ]),
];

/**
 * POST /api/unterrichtsmodulteile: a whole card (KarteSpeichernRequest) with the answer mode. Every
 * card field is optional; its type and column size are checked here, the 02 §5 rules by
 * validateCard in the service. The fields are declared by a loop over the card's columns, so no
 * column can be forgotten (the whitelist refuses unknown fields).
 */
export class KarteSpeichernDto {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  unterrichtsmodule_id!: number;

  @IsOptional()
  @IsIn(ANSWER_MODES)
  modus?: number;
}

/**
 * One optional card field: its checks, and its OpenAPI property (the swagger plugin reads only declared
 * properties, so the looped ones describe themselves; the generated client types the body from them).
 */
function feld(name: string, openApi: ApiPropertyOptions, ...regeln: PropertyDecorator[]): void {
  for (const regel of [IsOptional(), ApiPropertyOptional(openApi), ...regeln]) {
    regel(KarteSpeichernDto.prototype, name);
  }
}

for (const name of TEXT_SPALTEN) {
  const text = { type: 'string', description: `At most ${KARTENTEXT_MAX_BYTES} bytes (UTF-8).` } as const;
  feld(name, text, IsString(), IsByteLength(0, KARTENTEXT_MAX_BYTES));
}
for (const name of URL_SPALTEN) {
  feld(name, { type: 'string', maxLength: MAX_LENGTH.url }, IsString(), MaxLength(MAX_LENGTH.url));
}
for (const [name, laenge] of VARCHAR_SPALTEN) {
  feld(name, { type: 'string', maxLength: laenge }, IsString(), MaxLength(laenge));
}
for (const name of FLAGGEN) feld(name, { type: 'boolean' }, IsBoolean());
for (const [name, min, max] of ZAHLEN) {
  feld(name, { type: 'integer', minimum: min, maximum: max }, IsInt(), Min(min), Max(max));
}
feld('wahroderfalsch', { type: 'number', enum: [-1, 0, 1] }, IsIn([-1, 0, 1]));
