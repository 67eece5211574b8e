import type { WahrOderFalsch } from '../cards/card-fields';
import { emptyCard } from '../cards/empty-card';
import { checkTrueFalse } from './check-true-false';

describe('checkTrueFalse (02 §5: against the stored value)', () => {
  it.each<[WahrOderFalsch, boolean, boolean]>([
    [1, true, true],
    [1, false, false],
    [0, false, true],
    [0, true, false],
    [-1, true, false],
    [-1, false, false],
  ])('stored %p, answered wahr=%p → %p', (stored, answer, expected) => {
    const card = { ...emptyCard({ unterrichtsmodule_id: 1 }), wahroderfalsch: stored };
    expect(checkTrueFalse(card, answer)).toBe(expected);
  });
});
