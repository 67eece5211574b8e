/** An optional free text as stored: trimmed, and null when absent or blank. */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
