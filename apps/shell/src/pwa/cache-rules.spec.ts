import { cacheRuleFor, isAppPage, type CacheRule } from './cache-rules';

const ORIGIN = 'https://lernstapel.example';

describe('cacheRuleFor', () => {
  it.each<[string, string, CacheRule]>([
    ['/remotes.json', 'GET', 'remote-entry'],
    ['/remotes/cards/mf-manifest.json', 'GET', 'remote-entry'],
    ['/remotes/exams/remoteEntry.js', 'GET', 'remote-entry'],
    ['https://cards.cdn.example/mf-manifest.json', 'GET', 'remote-entry'],
    ['/remotes/cards/__federation_expose_MeineFlashcards.3f9a1c2b.js', 'GET', 'hashed-file'],
    ['/main.3f9a1c2b.js', 'GET', 'hashed-file'],
    ['/387.4f313128.css', 'GET', 'hashed-file'],
    ['/api/hello', 'GET', 'offline-read'],
    ['/api/session', 'GET', 'offline-read'],
    ['/api/hello/server', 'GET', 'network'],
    ['/api/session', 'DELETE', 'network'],
    ['/api/unterrichtsmodulteile/quiz/fach', 'POST', 'network'],
    ['/api/pruefungen', 'GET', 'network'],
    // Issue 27: kept stacks come from IndexedDB in the page, not from the worker.
    ['/api/unterrichtsmodulteile/quiz/5', 'GET', 'network'],
    ['/api/uploads/bild.3f9a1c2b.png', 'GET', 'network'],
    ['/index.html', 'GET', 'network'],
    ['/remotes.json', 'POST', 'network'],
  ])('%s %s → %s', (path, method, rule) => {
    expect(cacheRuleFor(new URL(path, ORIGIN), method, ORIGIN)).toBe(rule);
  });
});

describe('isAppPage', () => {
  it.each<[string, RequestMode, boolean]>([
    ['/user/flashcards', 'navigate', true],
    ['/', 'navigate', true],
    ['https://elsewhere.example/api/x', 'navigate', true],
    // Downloads and the school sign-in's redirects go to the network untouched, however slow.
    ['/api/unterrichtsmodule/exportcsv/39', 'navigate', false],
    ['/api/schulkonto/rueckkehr?code=x', 'navigate', false],
    ['/user/flashcards', 'cors', false],
  ])('%s (%s) → %s', (path, mode, page) => {
    expect(isAppPage(new URL(path, ORIGIN), mode, ORIGIN)).toBe(page);
  });
});
