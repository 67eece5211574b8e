import { kartenListeVorschauLink, kartenListeZurueckLink, zeigtAutorSpalte } from './karten-links';

describe('card list links (02 §2 "Card list and editor")', () => {
  it.each([
    ['user', '/user/flashcards'],
    ['preview', '/previewunterrichtsmodul/7/edit'],
    ['korrigieren', '/user/korrigieren'],
    ['monitoring', '/user/monitoring'],
    ['briefkasten', '/user/briefkasten'],
    ['globalemodule', '/globalemodule'],
    [undefined, '/user/flashcards'],
    ['unbekannt', '/user/flashcards'],
  ])("from %s: 'Schliessen' goes to %s", (from, link) => {
    expect(kartenListeZurueckLink(from, 7)).toBe(link);
  });

  it.each([
    ['user', '/previewunterrichtsmodul/7/edit'],
    ['preview', '/previewunterrichtsmodul/7/edit'],
    ['korrigieren', '/previewunterrichtsmodul/7/edit'],
    ['briefkasten', '/previewunterrichtsmodul/7/briefkasten'],
    ['globalemodule', '/previewunterrichtsmodul/7/globalemodule'],
    [undefined, '/previewunterrichtsmodul/7/edit'],
  ])("from %s: 'Vorschau' goes to %s", (from, link) => {
    expect(kartenListeVorschauLink(from, 7)).toBe(link);
  });

  it.each([
    ['user', true],
    ['briefkasten', true],
    [undefined, true],
    ['globalemodule', false],
  ])('from %s: author column shown %s', (from, shown) => {
    expect(zeigtAutorSpalte(from)).toBe(shown);
  });
});
