import type { TextKey } from '@lernstapel/texts';
import { canAddRaceParticipant, canStartRace, validateRaceSelection } from './race-participants';

const AUTHOR = 1;

describe('validateRaceSelection (01 §5: at most 6 including the author)', () => {
  it.each<[string, number[], TextKey[]]>([
    ['1 invited', [2], []],
    ['5 invited (6 players)', [2, 3, 4, 5, 6], []],
    ['6 invited (7 players)', [2, 3, 4, 5, 6, 7], ['validierung.zuVieleTeilnehmer']],
    ['5 invited plus the author listed again', [1, 2, 3, 4, 5, 6], []],
    ['5 invited, one twice', [2, 3, 4, 5, 6, 6], []],
    ['nobody invited', [], ['validierung.keinTeilnehmer']],
    ['only the author', [AUTHOR], ['validierung.keinTeilnehmer']],
  ])('%s → %j', (_name, invited, expected) => {
    expect(validateRaceSelection(invited, AUTHOR)).toEqual(expected);
  });
});

describe('canAddRaceParticipant (01 §5: the add button hides at 6)', () => {
  it.each([
    [1, true],
    [5, true],
    [6, false],
    [7, false],
  ])('%p selected → %p', (selected, expected) => {
    expect(canAddRaceParticipant(selected)).toBe(expected);
  });
});

describe('canStartRace (01 §4: all confirmed and at least 2)', () => {
  it.each<[string, boolean[], boolean]>([
    ['two confirmed', [true, true], true],
    ['six confirmed', [true, true, true, true, true, true], true],
    ['one not confirmed', [true, false, true], false],
    ['only the author', [true], false],
    ['nobody', [], false],
  ])('%s → %p', (_name, accepted, expected) => {
    expect(canStartRace(accepted.map((einladung_angenommen) => ({ einladung_angenommen })))).toBe(expected);
  });
});
