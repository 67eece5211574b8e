import { alsLernstand, alsSpalten, naechsterLernstand, type Lernstand } from './lernplan';
import { vorhanden } from '../../testing/vorhanden';

const TAG = 24 * 60 * 60 * 1000;
const START = new Date('2026-01-05T08:00:00Z');

/** Answers at each due date; returns the days until the next review after each answer. */
function abstaende(antworten: readonly boolean[]): number[] {
  let stand: Lernstand | null = null;
  let jetzt = START;
  return antworten.map((gewusst) => {
    stand = naechsterLernstand(stand, gewusst, jetzt);
    const tage = (stand.due.getTime() - jetzt.getTime()) / TAG;
    jetzt = stand.due;
    return Math.round(tage * 10) / 10;
  });
}

describe('the FSRS schedule of Intelligente Wiederholung', () => {
  it('spaces a run of passes further and further apart', () => {
    const tage = abstaende([true, true, true, true, true]);
    // The first pass is a learning step (minutes), then the intervals grow by a factor of 3 or more.
    expect(tage[0]).toBeLessThan(1);
    for (const [i, tag] of tage.entries())
      if (i >= 2) expect(tag).toBeGreaterThan(vorhanden(tage[i - 1], 'interval') * 2.5);
    expect(tage[4]).toBeGreaterThan(60);
  });

  it('brings a forgotten card back within minutes and then grows again, more slowly', () => {
    const tage = abstaende([true, true, true, true, false, true, true]);
    expect(tage[4]).toBeLessThan(1);
    expect(tage[6]).toBeGreaterThan(vorhanden(tage[5], '6th interval'));
    expect(tage[6]).toBeLessThan(vorhanden(abstaende([true, true, true, true, true])[4], '5th interval'));
  });
});

describe('the stored FSRS state', () => {
  it('reads back what it wrote', () => {
    const stand = naechsterLernstand(
      naechsterLernstand(null, true, START),
      false,
      new Date('2026-01-09T08:00:00Z'),
    );
    expect(alsLernstand(alsSpalten(stand))).toEqual(stand);
  });
});
