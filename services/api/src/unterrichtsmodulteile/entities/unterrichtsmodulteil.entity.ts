import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Card (02 §3), every field. Defaults per 02 §3/§9: anzahl_antworten 4, aktiv 1, wahroderfalsch 0,
 * stapelfach_nr 1, video times 0, label arrows 1, label x 0,60,120,160,200,240,280,320,360,400, y 0.
 * `autor` (name) is joined from benutzer via autor_id; NULL once the author is deleted.
 */
@Entity({ name: 'unterrichtsmodulteil' })
export class Unterrichtsmodulteil {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  unterrichtsmodule_id!: number;

  @Column({ type: 'integer', nullable: true })
  autor_id!: number | null;

  @Column({ type: 'text', nullable: true })
  frage!: string | null;

  @Column({ type: 'text', nullable: true })
  antwort1!: string | null;

  @Column({ type: 'text', nullable: true })
  antwort2!: string | null;

  @Column({ type: 'text', nullable: true })
  antwort3!: string | null;

  @Column({ type: 'text', nullable: true })
  antwort4!: string | null;

  @Column({ type: 'text', nullable: true })
  antwort5!: string | null;

  @Column({ type: 'boolean', default: false })
  antwort1_richtig!: boolean;

  @Column({ type: 'boolean', default: false })
  antwort2_richtig!: boolean;

  @Column({ type: 'boolean', default: false })
  antwort3_richtig!: boolean;

  @Column({ type: 'boolean', default: false })
  antwort4_richtig!: boolean;

  @Column({ type: 'boolean', default: false })
  antwort5_richtig!: boolean;

  /** 02 §9: 2 to 5, default 4. */
  @Column({ type: 'integer', default: 4 })
  anzahl_antworten!: number;

  @Column({ type: 'boolean', default: false })
  multiplechoice!: boolean;

  @Column({ type: 'boolean', default: false })
  mussfrageschriftlichbeantworten!: boolean;

  /** 02 §3: -1 not a true/false card, 0 false, 1 true; default 0 (02 §9). */
  @Column({ type: 'integer', default: 0 })
  wahroderfalsch!: number;

  @Column({ type: 'boolean', default: true })
  aktiv!: boolean;

  @Column({ type: 'text', nullable: true })
  notizen!: string | null;

  @Column({ type: 'text', nullable: true })
  zusatzinfos!: string | null;

  /** Question image or audio URL. */
  @Column({ type: 'text', nullable: true })
  frage_videobild_url!: string | null;

  @Column({ type: 'text', nullable: true })
  antwort_videobild_url!: string | null;

  @Column({ type: 'text', nullable: true })
  antwort1_imageurl!: string | null;

  @Column({ type: 'text', nullable: true })
  antwort2_imageurl!: string | null;

  @Column({ type: 'text', nullable: true })
  antwort3_imageurl!: string | null;

  @Column({ type: 'text', nullable: true })
  antwort4_imageurl!: string | null;

  @Column({ type: 'text', nullable: true })
  antwort5_imageurl!: string | null;

  /** 02 §4 quiz box 1 to 3; reset value 1. */
  @Column({ type: 'integer', default: 1 })
  stapelfach_nr!: number;

  @Column({ type: 'boolean', default: false })
  korrekturmarkierung!: boolean;

  @Column({ type: 'boolean', default: false })
  ist_konjugation!: boolean;

  /** de, en, fr, es, it, pt. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  konjug_sprache!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  konjug_zeitform!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  konjug_verb!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  konjug_ich!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  konjug_du!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  konjug_ersiees!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  konjug_wir!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  konjug_ihr!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  konjug_sie!: string | null;

  @Column({ type: 'boolean', default: false })
  ist_youtube_video!: boolean;

  @Column({ type: 'varchar', length: 50, nullable: true })
  youtube_video_id!: string | null;

  /** Seconds, at least 0. */
  @Column({ type: 'integer', default: 0 })
  youtube_video_startzeit!: number;

  /** Seconds, 0 = whole video. */
  @Column({ type: 'integer', default: 0 })
  youtube_video_laufzeit!: number;

  @Column({ type: 'boolean', default: false })
  nur_audio_abspielen!: boolean;

  @Column({ type: 'boolean', default: false })
  ist_vokabelaudio!: boolean;

  @Column({ type: 'boolean', default: false })
  ist_bildmitbeschriftung!: boolean;

  @Column({ type: 'varchar', length: 200, nullable: true })
  beschriftung_1!: string | null;

  /** Arrow direction 1 to 9. */
  @Column({ type: 'integer', default: 1 })
  beschriftung_1_pfeil!: number;

  @Column({ type: 'integer', default: 0 })
  beschriftung_1_x!: number;

  @Column({ type: 'integer', default: 0 })
  beschriftung_1_y!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  beschriftung_2!: string | null;

  /** Arrow direction 1 to 9. */
  @Column({ type: 'integer', default: 1 })
  beschriftung_2_pfeil!: number;

  @Column({ type: 'integer', default: 60 })
  beschriftung_2_x!: number;

  @Column({ type: 'integer', default: 0 })
  beschriftung_2_y!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  beschriftung_3!: string | null;

  /** Arrow direction 1 to 9. */
  @Column({ type: 'integer', default: 1 })
  beschriftung_3_pfeil!: number;

  @Column({ type: 'integer', default: 120 })
  beschriftung_3_x!: number;

  @Column({ type: 'integer', default: 0 })
  beschriftung_3_y!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  beschriftung_4!: string | null;

  /** Arrow direction 1 to 9. */
  @Column({ type: 'integer', default: 1 })
  beschriftung_4_pfeil!: number;

  @Column({ type: 'integer', default: 160 })
  beschriftung_4_x!: number;

  @Column({ type: 'integer', default: 0 })
  beschriftung_4_y!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  beschriftung_5!: string | null;

  /** Arrow direction 1 to 9. */
  @Column({ type: 'integer', default: 1 })
  beschriftung_5_pfeil!: number;

  @Column({ type: 'integer', default: 200 })
  beschriftung_5_x!: number;

  @Column({ type: 'integer', default: 0 })
  beschriftung_5_y!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  beschriftung_6!: string | null;

  /** Arrow direction 1 to 9. */
  @Column({ type: 'integer', default: 1 })
  beschriftung_6_pfeil!: number;

  @Column({ type: 'integer', default: 240 })
  beschriftung_6_x!: number;

  @Column({ type: 'integer', default: 0 })
  beschriftung_6_y!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  beschriftung_7!: string | null;

  /** Arrow direction 1 to 9. */
  @Column({ type: 'integer', default: 1 })
  beschriftung_7_pfeil!: number;

  @Column({ type: 'integer', default: 280 })
  beschriftung_7_x!: number;

  @Column({ type: 'integer', default: 0 })
  beschriftung_7_y!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  beschriftung_8!: string | null;

  /** Arrow direction 1 to 9. */
  @Column({ type: 'integer', default: 1 })
  beschriftung_8_pfeil!: number;

  @Column({ type: 'integer', default: 320 })
  beschriftung_8_x!: number;

  @Column({ type: 'integer', default: 0 })
  beschriftung_8_y!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  beschriftung_9!: string | null;

  /** Arrow direction 1 to 9. */
  @Column({ type: 'integer', default: 1 })
  beschriftung_9_pfeil!: number;

  @Column({ type: 'integer', default: 360 })
  beschriftung_9_x!: number;

  @Column({ type: 'integer', default: 0 })
  beschriftung_9_y!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  beschriftung_10!: string | null;

  /** Arrow direction 1 to 9. */
  @Column({ type: 'integer', default: 1 })
  beschriftung_10_pfeil!: number;

  @Column({ type: 'integer', default: 400 })
  beschriftung_10_x!: number;

  @Column({ type: 'integer', default: 0 })
  beschriftung_10_y!: number;

  /** 0 = type the label text, 1 = type the number. */
  @Column({ type: 'boolean', default: false })
  beschriftung_antwort_nummern!: boolean;
}
