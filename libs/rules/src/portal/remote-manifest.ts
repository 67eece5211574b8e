interface ManifestAssets {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A remote's files the federation runtime loads first for one exposed module. */
export interface ErsteDateien {
  scripts: string[];
  styles: string[];
}

/**
 * The files the runtime loads first for `exposed` (remoteEntry.js, the exposed module's synchronous
 * JS and CSS), as absolute URLs next to the manifest at `manifestUrl`: read from the manifest of the
 * release in use at run time, never from the shell's build (the shell in the browser, the portal in
 * the page's HTML, issue 27).
 */
export function ersteDateien(manifestUrl: string, manifestText: string, exposed: string): ErsteDateien {
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
