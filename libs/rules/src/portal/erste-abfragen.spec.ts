import { ersteAbfragen } from './erste-abfragen';

const PUPIL = { id: 4, ist_schueler: true, klassen_code: 'DEMO-1A' };
const TEACHER = { id: 2, ist_schueler: false, klassen_code: 'DEMO-1A' };

describe('the API reads a page load makes before its first screen (issue 27)', () => {
  it.each([
    [
      '/user',
      PUPIL,
      [
        '/api/hello',
        '/api/benutzereinstellungen',
        '/api/pruefungen/DEMO-1A',
        '/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/4',
        '/api/unterrichtsmodule/4',
        '/api/unterrichtsmodulteile/quiz/faellig',
        '/api/wettbewerbe/benutzer/4',
      ],
    ],
    [
      '/user',
      { ...PUPIL, klassen_code: null },
      [
        '/api/hello',
        '/api/benutzereinstellungen',
        '/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/4',
        '/api/unterrichtsmodule/4',
        '/api/unterrichtsmodulteile/quiz/faellig',
        '/api/wettbewerbe/benutzer/4',
      ],
    ],
    [
      '/user/briefkasten',
      PUPIL,
      [
        '/api/hello',
        '/api/benutzereinstellungen',
        '/api/unterrichtsmodule/4',
        '/api/unterrichtsmodulteile/quiz/faellig',
        '/api/benutzerordner/4',
        '/api/unterrichtsmodule/gemeinsamestapel/4',
        '/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/4',
      ],
    ],
    [
      '/user/aufgaben',
      PUPIL,
      ['/api/hello', '/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/4', '/api/unterrichtsmodule/4'],
    ],
    ['/user/wettbewerbe', PUPIL, ['/api/hello', '/api/wettbewerbe/benutzer/4']],
    ['/user/einstellungen', PUPIL, ['/api/hello']],
    ['/previewunterrichtsmodul/12/quiz', PUPIL, ['/api/hello', '/api/unterrichtsmodulteile/quiz/12']],
    ['/previewunterrichtsmodul/12', PUPIL, ['/api/hello']],
    ['/previewunterrichtsmodul/abc/quiz', PUPIL, ['/api/hello']],
    ['/pruefungen/7', PUPIL, ['/api/hello']],
    // Issue 27 is about the pupils' pages: a teacher's page brings the start check only.
    ['/user/flashcards', TEACHER, ['/api/hello']],
    ['/user', TEACHER, ['/api/hello']],
  ])('%s for %j', (pathname, nutzer, pfade) => {
    expect(ersteAbfragen(pathname, nutzer)).toEqual(pfade);
  });

  it('a class code becomes one path segment', () => {
    expect(ersteAbfragen('/user', { ...PUPIL, klassen_code: 'A/B 1' })).toContain(
      '/api/pruefungen/A%2FB%201',
    );
  });
});
