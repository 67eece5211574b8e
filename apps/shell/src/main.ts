import { REMOTE_PAGES } from '@lernstapel/contracts';
import { bereichAn } from '@lernstapel/rules';
import { leseStartdaten } from './app/startdaten';
import { remoteSeitenFruehAnfragen } from './federation/remote-frueh';
import { fruehesRemotesMapInhalt, remotesMapFruehAnfragen } from './federation/remotes-map-frueh';
import { sitzungFruehAnfragen } from './session/sitzung-frueh';
import { inSchritten } from './start/in-schritten';

const { pathname } = window.location;
// Issue 27: a signed-in page load may bring the answers below in its HTML (app/startdaten.ts); what it
// does not bring is asked for here, while the bootstrap's files load:
const startdaten = leseStartdaten();
// the remotes map (federation/remotes-map-frueh.ts),
remotesMapFruehAnfragen(startdaten?.remotes);
// and, at a remote's page, that remote's manifest and first files as soon as the map has come
// (federation/remote-frueh.ts).
remoteSeitenFruehAnfragen(
  bereichAn(pathname, REMOTE_PAGES)?.remotes ?? [],
  fruehesRemotesMapInhalt(),
  startdaten?.manifeste,
);
// At an address of the logged-in areas, the session too (session/sitzung-frueh.ts).
sitzungFruehAnfragen(pathname, startdaten?.sitzung);
// Async boundary: the shared singletons (React, router, store, UI kit) are set up by the
// federation runtime before any app code runs, each in a task of its own (start/in-schritten.ts).
inSchritten(() => import('./bootstrap')).catch((error: unknown) =>
  console.error('The portal could not start.', error),
);
