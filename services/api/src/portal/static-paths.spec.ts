import { resolve } from 'node:path';
import { IMMUTABLE, NO_CACHE, cacheControlFor, pathInside } from './static-paths';

describe('cacheControlFor', () => {
  it.each([
    ['mf-manifest.json', NO_CACHE],
    ['remoteEntry.js', NO_CACHE],
    ['index.html', NO_CACHE],
    ['remotes.json', NO_CACHE],
    ['favicon.ico', NO_CACHE],
    ['main.js', NO_CACHE],
    ['main.3f9a1c2b.js', IMMUTABLE],
    ['src_app_tsx.0123abcd4567.js', IMMUTABLE],
    ['styles.89abcdef.css', IMMUTABLE],
    ['main.3f9a1c2b.js.map', IMMUTABLE],
  ])('%s → %s', (fileName, expected) => {
    expect(cacheControlFor(fileName)).toBe(expected);
  });
});

describe('pathInside', () => {
  const root = resolve('/srv/web/shell');
  it.each([
    ['index.html', `${root}/index.html`],
    ['assets/logo.svg', `${root}/assets/logo.svg`],
    ['a/../index.html', `${root}/index.html`],
  ])('%s stays inside', (relative, expected) => {
    expect(pathInside(root, relative)).toBe(expected);
  });

  it.each(['../secret.txt', '../../etc/passwd', 'a/../../shell2/x', '/etc/passwd/../../..', '..', 'x\0y'])(
    '%s is refused (would leave the root)',
    (relative) => {
      expect(pathInside(root, relative)).toBeNull();
    },
  );
});
