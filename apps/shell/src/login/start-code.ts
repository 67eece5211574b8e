// DEVIATIONS 2: a login code never stays in a URL or in the browser history. The start route hands
// it over in memory only, then replaces its URL with /login, where the code is checked.
let pendingStartCode: string | null = null;

export function holdStartCode(code: string): void {
  pendingStartCode = code;
}

/** Returns the held code once, then forgets it. */
export function takeStartCode(): string | null {
  const code = pendingStartCode;
  pendingStartCode = null;
  return code;
}
