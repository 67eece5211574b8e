import { htmlZuText } from './html-zu-text';

describe('htmlZuText', () => {
  it.each([
    ['plain text', 'Haus', 'Haus'],
    ['numeric hex entity', 'l&#x27;école', "l'école"],
    ['numeric decimal entity', 'l&#39;école', "l'école"],
    ['named entities', 'Gr&uuml;&szlig;e &amp; K&uuml;sse', 'Grüße & Küsse'],
    ['non-breaking space becomes a space', 'a&nbsp;b', 'a b'],
    ['br keeps the line break', 'eins<br>zwei<br/>drei', 'eins\nzwei\ndrei'],
    ['div blocks are lines', '<div>eins</div><div>zwei</div>', 'eins\nzwei'],
    ['indentation is dropped', '<div>\n    eingerückt\n</div>', 'eingerückt'],
    ['inline formatting leaves its text', '<b>fett</b> und <i>kursiv</i>', 'fett und kursiv'],
    ['a link keeps only its text', '<a href="https://example.org">Seite</a>', 'Seite'],
    ['an image leaves nothing', 'Hund <img src="hund.jpg">', 'Hund'],
    ['headings keep their case', '<h1>Lektion 1</h1>', 'Lektion 1'],
    ['a lone < is text', 'a < b', 'a < b'],
    ['empty', '', ''],
  ])('%s', (_case, html, text) => {
    expect(htmlZuText(html)).toBe(text);
  });
});
