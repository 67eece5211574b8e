import { REMOTE_NAMES, type RemotesAntwort, type RemotesMap } from '@lernstapel/contracts';

/**
 * Issue 26 §5, the one rule of the canary: a school on it (by configuration or by the main
 * administrator) gets the canary's manifest for each remote the canary names, and under `stabil` the
 * stable one to fall back to; everyone else (no school, another school, before login) the stable map.
 */
export function remotesFuer(
  stabil: RemotesMap,
  vorab: RemotesMap,
  schuleId: number | null,
  vorabSchulen: ReadonlySet<number>,
): RemotesAntwort {
  if (schuleId === null || !vorabSchulen.has(schuleId)) return stabil;
  const antwort: RemotesAntwort = { ...stabil };
  const rueckfall: RemotesMap = {};
  for (const name of REMOTE_NAMES) {
    const neu = vorab[name];
    const alt = stabil[name];
    // Without a stable version there is nothing to fall back to: such a remote stays as it is.
    if (!neu || !alt || neu === alt) continue;
    antwort[name] = neu;
    rueckfall[name] = alt;
  }
  return Object.keys(rueckfall).length === 0 ? stabil : { ...antwort, stabil: rueckfall };
}
