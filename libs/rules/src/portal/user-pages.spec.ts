import { bereichAn, brauchtSitzung } from './user-pages';

/** Two of the pages the remotes own at the top level (@lernstapel/contracts REMOTE_PAGES). */
const REMOTE_PAGES = [
  { segment: 'previewunterrichtsmodul', remote: 'cards', exposed: 'StapelVorschau' },
  { segment: 'pruefungen', remote: 'exams', exposed: 'Pruefung' },
];

describe('what a page load at an address starts loading at once (issue 27)', () => {
  it.each([
    ['/login', null],
    ['/', null],
    ['/ABC123', null],
    ['/admin', null],
    ['/user', { art: 'user', remotes: [] }],
    ['/user/einstellungen', { art: 'user', remotes: [] }],
    ['/user/flashcards', { art: 'user', remotes: [{ remote: 'cards', exposed: 'MeineFlashcards' }] }],
    ['/user/briefkasten', { art: 'user', remotes: [{ remote: 'cards', exposed: 'MeineFlashcards' }] }],
    [
      '/user/kopieren/5/flashcards',
      { art: 'user', remotes: [{ remote: 'cards', exposed: 'MeineFlashcards' }] },
    ],
    [
      '/user/aufgaben',
      {
        art: 'user',
        remotes: [
          { remote: 'cards', exposed: 'Aufgaben' },
          { remote: 'exams', exposed: 'Pruefungen' },
        ],
      },
    ],
    ['/user/wettbewerbe', { art: 'user', remotes: [{ remote: 'races', exposed: 'Wettbewerbe' }] }],
    [
      '/previewunterrichtsmodul/2/quiz',
      { art: 'remote', remotes: [{ remote: 'cards', exposed: 'StapelVorschau' }] },
    ],
    ['/pruefungen/7', { art: 'remote', remotes: [{ remote: 'exams', exposed: 'Pruefung' }] }],
  ])('%s', (pathname, bereich) => {
    expect(bereichAn(pathname, REMOTE_PAGES)).toEqual(bereich);
  });
});

describe('the addresses whose page needs the session before it shows anything (issue 27)', () => {
  it.each([
    ['/user', true],
    ['/user/aufgaben', true],
    ['/user/kopieren/5/flashcards', true],
    ['/admin', true],
    ['/login', false],
    ['/', false],
    ['/ABC123', false],
    ['/username', false],
    ['/pruefungen/7', true],
    ['/previewunterrichtsmodul/2/quiz', true],
  ])('%s needs it: %s', (pathname, needed) => {
    expect(brauchtSitzung(pathname, REMOTE_PAGES)).toBe(needed);
  });
});
