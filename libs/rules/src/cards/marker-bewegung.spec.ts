import { emptyCard } from './empty-card';
import { markerPosition, mitBeschriftung, naechstePfeilrichtung } from './marker-bewegung';

describe('labelled image rules (02 §4, §9)', () => {
  it.each([
    [1, 2],
    [8, 9],
    [9, 1],
    [0, 1],
  ])('arrow %i → %i', (von, nach) => {
    expect(naechstePfeilrichtung(von)).toBe(nach);
  });

  it('clearing a label resets its marker to the default position', () => {
    const card = {
      ...emptyCard({ unterrichtsmodule_id: 1 }),
      beschriftung_3: 'Stiel',
      beschriftung_3_x: 400,
      beschriftung_3_y: 250,
      beschriftung_3_pfeil: 6,
    };
    expect(mitBeschriftung(card, 3, '  ')).toMatchObject({
      beschriftung_3: '  ',
      beschriftung_3_x: 120,
      beschriftung_3_y: 0,
      beschriftung_3_pfeil: 1,
    });
    expect(mitBeschriftung(card, 3, 'Blatt')).toMatchObject({ beschriftung_3_x: 400, beschriftung_3_y: 250 });
  });

  it('keeps markers on the image', () => {
    expect(markerPosition(-5, -3)).toEqual({ x: 0, y: 0 });
    expect(markerPosition(900, 10.4)).toEqual({ x: 638, y: 10 });
  });
});
