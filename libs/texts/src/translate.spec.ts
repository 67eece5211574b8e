import { isTextKey, t } from './translate';

describe('t', () => {
  it.each([
    [
      'lizenz.keineLizenzFunktion',
      { year: 2026 },
      'Keine Schul-Lizenz für das Jahr 2026 für diese Funktion vorhanden...',
    ],
    ['bestaetigung.codeVerschickt', { email: 'a@b.ch' }, 'Der Anmeldecode wurde an a@b.ch verschickt'],
    ['fehler.htmlFehler', { status: 404 }, 'HTML-Fehler 404'],
    ['login.anmeldenAls', { name: 'Mia' }, 'Anmelden als Mia'],
    ['quiz.frageVonGesamt', { nr: 3, gesamt: 12 }, 'Frage 3 / 12'],
    ['karten.keineMp3', { host: 'example.org' }, 'keine mp3 auf example.org gefunden'],
  ] as const)('%s with %j → %j', (key, params, expected) => {
    expect(t(key, params)).toBe(expected);
  });

  it('returns a text without placeholders unchanged', () => {
    expect(t('login.unbekannterCode')).toBe('Dieser Anmeldecode ist leider nicht bekannt.');
  });

  it('leaves a placeholder without a parameter visible', () => {
    expect(t('fehler.htmlFehler')).toBe('HTML-Fehler {status}');
  });

  it('ignores parameters the text does not use', () => {
    expect(t('quiz.richtig', { name: 'x' })).toBe('Richtig!');
  });

  it('inserts replacement patterns like $& literally', () => {
    expect(t('login.anmeldenAls', { name: '$&$1' })).toBe('Anmelden als $&$1');
  });

  it('fills every occurrence and several parameters', () => {
    expect(t('quiz.zusammenfassung', { richtig: 7, gesamt: 9, prozent: '77,8' })).toBe(
      'Du hast 7 von 9 Karten gewusst (77,8 %).',
    );
  });
});

describe('isTextKey', () => {
  it.each([
    ['login.unbekannterCode', true],
    ['validierung.titelFehlt', true],
    ['toString', false],
    ['gibt.esNicht', false],
  ])('%s → %s', (key, expected) => {
    expect(isTextKey(key)).toBe(expected);
  });
});
