import { emptyCard } from '@lernstapel/rules';
import type { Karte } from '@lernstapel/contracts';
import { druckAntwort, druckFrage } from './druck-antwort';

const karte = (felder: Partial<Karte>): Karte =>
  ({ ...emptyCard({ unterrichtsmodule_id: 1 }), ...felder }) as Karte;

describe('druckFrage / druckAntwort: stored card HTML as printed text (htmlZuText)', () => {
  it.each([
    ['<b>Haus</b>', 'Haus'],
    ['<div>eins</div><div>zwei</div>', 'eins\nzwei'],
    ['l&#x27;école &amp; co', "l'école & co"],
    ['<p>\n   eingerückt\n</p>', 'eingerückt'],
  ])('question %p → %p', (html, text) => {
    expect(druckFrage(karte({ frage: html }))).toBe(text);
  });

  it('an oral answer with entities and a line break', () => {
    expect(druckAntwort(karte({ antwort1: 'Gr&uuml;&szlig;e<br>und mehr', antwort1_richtig: true }))).toBe(
      'Grüße\nund mehr',
    );
  });
});
