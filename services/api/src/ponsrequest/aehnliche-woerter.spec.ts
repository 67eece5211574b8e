import { aehnlicheAuswahl } from './aehnliche-woerter';

describe('aehnlicheAuswahl: which similar headwords are offered (issue 25)', () => {
  it.each([
    ['chiens', ['chiers', 'chien'], ['chien']],
    ['Katzee', ['katze', 'katzen', 'Katze'], ['katze']],
    ['dogz', ['doz', 'dog', 'doge', 'dogs'], ['dog']],
    ['Mäppchen', ['häppchen', 'läppchen'], []],
    ['Xyz', [], []],
    ['tab', ['table', 'tabs', 'tub', 'tabby', 'taboo', 'tabu'], ['table', 'tabs', 'tabby']],
  ])('%s with %j → %j', (anfrage, kandidaten, erwartet) => {
    expect(aehnlicheAuswahl(anfrage, kandidaten)).toEqual(erwartet);
  });
});
