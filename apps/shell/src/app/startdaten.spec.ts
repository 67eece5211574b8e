import { STARTDATEN_ID } from '@lernstapel/contracts';
import { leseStartdaten } from './startdaten';

const SITZUNG = { userID: 4, user: { id: 4, namevoll: 'Anna </script> Müller' } };
const REMOTES = { cards: '/remotes/cards/mf-manifest.json' };

/** The page as the portal writes it: the data block with `text`, `<` escaped (none when undefined). */
function seite(text?: string): void {
  document.head.innerHTML =
    text === undefined
      ? ''
      : `<script id="${STARTDATEN_ID}" type="application/json">${text.replace(/</g, '\\u003c')}</script>`;
}

describe('the first answers the page brought in its HTML (issue 27)', () => {
  it('reads the session, the map and the manifests; the answers of the API reads are left to the API client', () => {
    const manifeste = { [REMOTES.cards]: '{"id":"cards"}' };
    seite(JSON.stringify({ sitzung: SITZUNG, remotes: REMOTES, manifeste, antworten: { '/api/hello': {} } }));
    expect(leseStartdaten()).toEqual({ sitzung: SITZUNG, remotes: REMOTES, manifeste });
    expect(document.getElementById(STARTDATEN_ID)).not.toBeNull();
  });

  it.each([
    ['no block (not signed in, the offline page)', undefined],
    ['an empty block', ''],
    ['text that is no JSON', '{"sitzung":'],
    ['no session', JSON.stringify({ remotes: REMOTES, manifeste: {} })],
    ['no map', JSON.stringify({ sitzung: SITZUNG, manifeste: {} })],
    ['an array', '[]'],
  ])('asks for everything as before with %s', (_fall, text) => {
    seite(text);
    expect(leseStartdaten()).toBeNull();
  });

  it('keeps only manifests given as text', () => {
    seite(JSON.stringify({ sitzung: SITZUNG, remotes: REMOTES, manifeste: { a: '{}', b: 7 } }));
    expect(leseStartdaten()?.manifeste).toEqual({ a: '{}' });
  });
});
