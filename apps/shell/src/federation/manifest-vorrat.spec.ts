import { manifestGelesen, manifestVorratPlugin, vorladen } from './manifest-vorrat';

const URL_CARDS = 'http://localhost/remotes/cards/mf-manifest.json';

/** A manifest's text as the contract check read it (its content does not matter here). */
const MANIFEST = JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } });

describe('manifests read for the contract check (issue 27)', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('hands the runtime the manifest just read, once; the next fetch goes to the network', async () => {
    const { fetch } = manifestVorratPlugin();
    manifestGelesen(URL_CARDS, MANIFEST);
    const answer = await fetch?.(URL_CARDS, {});
    expect(answer instanceof Response ? await answer.text() : answer).toBe(MANIFEST);
    expect(fetch?.(URL_CARDS, {})).toBeUndefined();
    expect(fetch?.('http://localhost/remotes/exams/mf-manifest.json', {})).toBeUndefined();
  });

  it('preloads each file once', () => {
    const dateien = { scripts: ['http://localhost/a.js'], styles: ['http://localhost/a.css'] };
    vorladen(dateien);
    vorladen(dateien);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => [link.as, link.href])).toEqual([
      ['script', 'http://localhost/a.js'],
      ['style', 'http://localhost/a.css'],
    ]);
  });
});
