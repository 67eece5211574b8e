import { ersteDateien } from './remote-manifest';

const URL_CARDS = 'http://localhost/remotes/cards/mf-manifest.json';

const MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'MeineFlashcards',
      assets: {
        js: { sync: ['850.aa.js', 'expose.bb.js'], async: ['1.cc.js'] },
        css: { sync: ['expose.ee.css'], async: ['1.dd.css'] },
      },
    },
  ],
});

describe("the files a remote's page loads first, from its manifest (issue 27)", () => {
  it.each([
    ['', 'http://localhost/remotes/cards/remoteEntry.js'],
    ['sub/', 'http://localhost/remotes/cards/sub/remoteEntry.js'],
  ])('names the entry (path %p) and the synchronous files of the exposed module', (path, entry) => {
    const manifest = JSON.parse(MANIFEST) as { metaData: { remoteEntry: { path: string } } };
    manifest.metaData.remoteEntry.path = path;
    expect(ersteDateien(URL_CARDS, JSON.stringify(manifest), 'MeineFlashcards')).toEqual({
      scripts: [
        entry,
        'http://localhost/remotes/cards/850.aa.js',
        'http://localhost/remotes/cards/expose.bb.js',
      ],
      styles: ['http://localhost/remotes/cards/expose.ee.css'],
    });
  });

  it('names only the entry for a module the manifest does not expose', () => {
    expect(ersteDateien(URL_CARDS, MANIFEST, 'Aufgaben')).toEqual({
      scripts: ['http://localhost/remotes/cards/remoteEntry.js'],
      styles: [],
    });
  });
});
