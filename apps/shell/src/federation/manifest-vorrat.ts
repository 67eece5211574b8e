import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ErsteDateien } from '@lernstapel/rules';

/** Manifests the shell has just read for the contract check, each handed to the runtime once. */
const gelesen = new Map<string, string>();

/** Keeps the text of the manifest at `url`, read a moment ago, for the runtime's own fetch of it. */
export function manifestGelesen(url: string, text: string): void {
  gelesen.set(url, text);
}

/**
 * Runtime plugin (issue 27): the runtime fetches a remote's manifest once more right after the shell's
 * contract check has read it; on a phone's network that is one round trip more before the remote's
 * code can load. The runtime gets the text just read instead, once: a later load (a retry, a new
 * registration) fetches afresh.
 */
export function manifestVorratPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'lernstapel-manifest-vorrat',
    fetch(url) {
      const text = gelesen.get(url);
      if (text === undefined) return undefined;
      gelesen.delete(url);
      return Promise.resolve(new Response(text, { headers: { 'content-type': 'application/json' } }));
    },
  };
}

/** `<link rel="preload">` for each file not asked for yet: fetched now, run only when the runtime loads it. */
export function vorladen({ scripts, styles }: ErsteDateien): void {
  const links = [
    ...scripts.map((href) => ({ href, as: 'script' })),
    ...styles.map((href) => ({ href, as: 'style' })),
  ];
  const schon = new Set(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href),
  );
  for (const { href, as } of links) {
    if (schon.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    document.head.appendChild(link);
  }
}
