import { schulkontoHinweis } from './schulkonto-hinweis';

describe('schulkontoHinweis (issue 28: ?schulkonto= on /login)', () => {
  it.each([
    [null, null],
    ['', null],
    ['verknuepfen', { art: 'verknuepfen' }],
    [
      'schulkonto.falscherAussteller',
      { art: 'ablehnung', titel: 'schulkonto.anmelden', text: 'schulkonto.falscherAussteller' },
    ],
    ['login.gesperrt', { art: 'ablehnung', titel: 'login.gesperrtTitel', text: 'login.gesperrt' }],
    ['fehler.unbekannt', { art: 'ablehnung', titel: 'schulkonto.anmelden', text: 'fehler.unbekannt' }],
    // Never shown as it is: an unknown key, a key of another area, any other text
    [
      'schulkonto.gibtEsNicht',
      { art: 'ablehnung', titel: 'schulkonto.anmelden', text: 'schulkonto.fehlgeschlagen' },
    ],
    [
      'bestaetigung.codeMailGeschickt',
      { art: 'ablehnung', titel: 'schulkonto.anmelden', text: 'schulkonto.fehlgeschlagen' },
    ],
    [
      'Bitte hier klicken',
      { art: 'ablehnung', titel: 'schulkonto.anmelden', text: 'schulkonto.fehlgeschlagen' },
    ],
  ])('%p → %p', (wert, hinweis) => {
    expect(schulkontoHinweis(wert)).toEqual(hinweis);
  });
});
