import { kartenInFolge, neueKartenfolge } from './wettbewerb-kartenfolge';

const karten = [1, 2, 3, 4, 5].map((id) => ({ id }));
const ids = (liste: { id: number }[]) => liste.map((karte) => karte.id);

describe('the question order of a race (issue 13)', () => {
  it('is a shuffled permutation of the cards, decided by the random source', () => {
    expect(JSON.parse(neueKartenfolge(karten, () => 0))).toEqual([2, 3, 4, 5, 1]);
    const folge = JSON.parse(neueKartenfolge(karten)) as number[];
    expect([...folge].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks the cards in the stored order', () => {
    expect(ids(kartenInFolge(karten, '[3,1,5,2,4]'))).toEqual([3, 1, 5, 2, 4]);
  });

  it('leaves out a card deleted since and puts a card added since last', () => {
    expect(ids(kartenInFolge([...karten.slice(1), { id: 9 }], '[3,1,5,2,4]'))).toEqual([3, 5, 2, 4, 9]);
  });

  it.each([null, '', 'kaputt', '{"a":1}', '["3",null]'])(
    'keeps the stack order without a usable stored order (%p)',
    (gespeichert) => {
      expect(ids(kartenInFolge(karten, gespeichert))).toEqual([1, 2, 3, 4, 5]);
    },
  );

  it('never asks a card twice, even if the stored order repeats one', () => {
    expect(ids(kartenInFolge(karten, '[2,2,1]'))).toEqual([2, 1, 3, 4, 5]);
  });
});
