import { druckText } from './druck-text';

describe('druckText (02 §8, issue 23 §3)', () => {
  it.each([
    ['<b>Haus</b> &amp; Hof', 'Haus & Hof'],
    ['eins<br>zwei<br />drei', 'eins\nzwei\ndrei'],
    ['<img src="x" onerror="alert(1)">Bild', 'Bild'],
    ['<img alt="a > b" onerror=\'x()\'>nach', 'nach'],
    ['3 < 4 &lt;b&gt;', '3 < 4 <b>'],
    ['<img src=x onerror=alert(1)', '<img src=x onerror=alert(1)'],
  ])('%j prints as %j', (html, text) => {
    expect(druckText(html)).toBe(text);
  });

  it('never parses an element, so no inline handler is ever created', () => {
    const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
    druckText('<p onclick="x()">a</p><svg onload="y()"></svg>');
    for (const [markup] of parse.mock.calls) expect(markup).not.toMatch(/<[a-z]/i);
    parse.mockRestore();
  });
});
