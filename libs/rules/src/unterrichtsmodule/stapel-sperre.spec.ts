import { t } from '@lernstapel/texts';
import {
  STAPEL_SPERRE_TEXT,
  stapelSperre,
  type StapelSperreEingabe,
  type StapelSperrGrund,
  type StapelSperreWert,
} from './stapel-sperre';

type Stapel = StapelSperreEingabe['stapel'];

const PUPIL = 7;
const LEHRER = 1;
/** The teacher's stack 10 and a copy of it, 20. */
const STAPEL: Stapel = { id: 10, eigentuemer_id: LEHRER, ist_kopie_von_umodul_id: null };
const KOPIE: Stapel = { id: 20, eigentuemer_id: PUPIL, ist_kopie_von_umodul_id: 10 };
const EIGENER: Stapel = { id: 30, eigentuemer_id: PUPIL, ist_kopie_von_umodul_id: null };

const PRUEFUNG: StapelSperreWert = { stapel_id: 10, grund: 'pruefung' };
const RENNEN: StapelSperreWert = { stapel_id: 10, grund: 'wettbewerb' };

describe('stapelSperre (issue 22 §1: no answers of an exam or race in progress)', () => {
  it.each<[string, boolean, Stapel, StapelSperreWert[], StapelSperrGrund | null]>([
    ['a pupil without exam or race', true, STAPEL, [], null],
    ['a pupil in an exam on the stack', true, STAPEL, [PRUEFUNG], 'pruefung'],
    ['a pupil in a race on the stack', true, STAPEL, [RENNEN], 'wettbewerb'],
    ['a pupil in both: the exam speaks', true, STAPEL, [RENNEN, PRUEFUNG], 'pruefung'],
    ['a pupil in an exam on another stack', true, STAPEL, [{ stapel_id: 11, grund: 'pruefung' }], null],
    ['a pupil reading a copy of the exam stack', true, KOPIE, [PRUEFUNG], 'pruefung'],
    ['a pupil reading a copy of the race stack', true, KOPIE, [RENNEN], 'wettbewerb'],
    [
      'a pupil whose own original stack is the race stack',
      true,
      EIGENER,
      [{ stapel_id: 30, grund: 'wettbewerb' }],
      null,
    ],
    [
      'a pupil whose own original stack is the exam stack',
      true,
      EIGENER,
      [{ stapel_id: 30, grund: 'pruefung' }],
      null,
    ],
    ['a teacher (never locked)', false, STAPEL, [PRUEFUNG, RENNEN], null],
  ])('%s (pupil: %p) → %p', (_fall, ist_schueler, stapel, sperren, expected) => {
    expect(stapelSperre({ benutzerId: PUPIL, ist_schueler, stapel, sperren })).toBe(expected);
  });

  it.each<[StapelSperrGrund, string]>([
    ['pruefung', 'Dieser Stapel ist gesperrt, solange deine Prüfung läuft.'],
    ['wettbewerb', 'Dieser Stapel ist gesperrt, solange dein Wettbewerb läuft.'],
  ])('%s has a German message saying why', (grund, anfang) => {
    expect(t(STAPEL_SPERRE_TEXT[grund]).startsWith(anfang)).toBe(true);
  });
});
