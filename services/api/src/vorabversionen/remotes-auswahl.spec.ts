import type { RemotesAntwort, RemotesMap } from '@lernstapel/contracts';
import { remotesFuer } from './remotes-auswahl';

const STABIL: RemotesMap = {
  cards: '/remotes/cards/mf-manifest.json',
  exams: '/remotes/exams/mf-manifest.json',
  races: '/remotes/races/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
};
const VORAB_EXAMS = 'https://vorab.example/exams/mf-manifest.json';
const VORAB_RACES = '/remotes-vorab/races/mf-manifest.json';
const SCHULE_A = 1;
const SCHULE_B = 2;

describe('which remotes map a browser gets (issue 26 §5)', () => {
  it.each<[string, RemotesMap, number | null, number[], RemotesAntwort]>([
    ['before login', { exams: VORAB_EXAMS }, null, [SCHULE_A], STABIL],
    [
      'a school on the canary',
      { exams: VORAB_EXAMS },
      SCHULE_A,
      [SCHULE_A],
      {
        ...STABIL,
        exams: VORAB_EXAMS,
        stabil: { exams: STABIL.exams },
      },
    ],
    ['another school', { exams: VORAB_EXAMS }, SCHULE_B, [SCHULE_A], STABIL],
    ['no school chosen', { exams: VORAB_EXAMS }, SCHULE_A, [], STABIL],
    ['no canary configured', {}, SCHULE_A, [SCHULE_A], STABIL],
    [
      'two remotes on the canary',
      { exams: VORAB_EXAMS, races: VORAB_RACES },
      SCHULE_A,
      [SCHULE_A],
      {
        ...STABIL,
        exams: VORAB_EXAMS,
        races: VORAB_RACES,
        stabil: { exams: STABIL.exams, races: STABIL.races },
      },
    ],
    ['a canary equal to the stable version', { exams: STABIL.exams }, SCHULE_A, [SCHULE_A], STABIL],
  ])('%s', (_fall, vorab, schuleId, schulen, erwartet) => {
    expect(remotesFuer(STABIL, vorab, schuleId, new Set(schulen))).toEqual(erwartet);
  });

  it('leaves a remote without a stable version alone: there would be nothing to fall back to', () => {
    const { exams: _ohne, ...ohneExams } = STABIL;
    expect(remotesFuer(ohneExams, { exams: VORAB_EXAMS }, SCHULE_A, new Set([SCHULE_A]))).toEqual(ohneExams);
  });

  it('never changes the stable map it was given', () => {
    const stabil = { ...STABIL };
    remotesFuer(stabil, { exams: VORAB_EXAMS }, SCHULE_A, new Set([SCHULE_A]));
    expect(stabil).toEqual(STABIL);
  });
});
