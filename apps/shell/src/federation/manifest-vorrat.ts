import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

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

interface ManifestAssets {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The files the runtime loads first for `exposed` (remoteEntry.js, the exposed module's synchronous
 * JS and CSS), as absolute URLs next to the manifest at `manifestUrl`: read from the manifest of the
 * release in use at run time, never from the shell's build.
 */
export function ersteDateien(
  manifestUrl: string,
  manifestText: string,
  exposed: string,
): { scripts: string[]; styles: string[] } {
  const manifest = JSON.parse(manifestText) as ManifestAssets;
  const entry = manifest.metaData?.remoteEntry;
  const url = (file: string) => new URL(file, manifestUrl).href;
  const entryName = typeof entry?.name === 'string' ? entry.name : '';
  const entryPath = typeof entry?.path === 'string' && entry.path ? `${entry.path.replace(/\/$/, '')}/` : '';
  const exposes = manifest.exposes?.find((item) => item.name === exposed);
  return {
    scripts: [
      ...(entryName ? [url(entryPath + entryName)] : []),
      ...strings(exposes?.assets?.js?.sync).map(url),
    ],
    styles: strings(exposes?.assets?.css?.sync).map(url),
  };
}

/** `<link rel="preload">` for each file not asked for yet: fetched now, run only when the runtime loads it. */
export function vorladen({ scripts, styles }: { scripts: string[]; styles: string[] }): void {
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
