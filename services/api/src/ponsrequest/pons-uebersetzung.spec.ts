import { ohneHtml } from './pons-uebersetzung';

describe("ohneHtml: PONS's marked-up texts as one line (htmlZuText)", () => {
  it.each([
    ['<strong class="headword">Haus</strong> <span class="genus">nt</span>', 'Haus nt'],
    ['l&#x27;école', "l'école"],
    ['Gr&uuml;&szlig;e &amp; mehr', 'Grüße & mehr'],
    ['zwei<br>Zeilen', 'zwei Zeilen'],
    ['a &lt; b', 'a < b'],
  ])('%p → %p', (html, text) => {
    expect(ohneHtml(html)).toBe(text);
  });
});
