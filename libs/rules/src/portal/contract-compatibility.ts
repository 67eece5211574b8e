/** The major of a 'major.minor.patch' version; null when it is not one. */
function majorOf(version: string): number | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  return match ? Number(match[1]) : null;
}

/**
 * Issue 12 (version skew): may the shell speaking contract `shell` load a remote built against
 * `remote`? Minor and patch versions are additive, so any of the same major works both ways; another
 * major, or no readable version, does not.
 */
export function isContractCompatible(shell: string, remote: string): boolean {
  const major = majorOf(remote);
  return major !== null && major === majorOf(shell);
}

/** The contract version a remote's mf-manifest.json declares (metaData.vertragVersion); '' when none. */
export function declaredContractVersion(manifestText: string): string {
  const manifest = JSON.parse(manifestText) as { metaData?: { vertragVersion?: unknown } };
  const version = manifest.metaData?.vertragVersion;
  return typeof version === 'string' ? version : '';
}
