import type { TextKey } from '@lernstapel/texts';
import { isBlank } from './is-blank';

/** 01 §5: what makes two folder names the same (stored as benutzerordner.name_schluessel, unique per user). */
export function folderKey(name: string): string {
  return name.trim().toLocaleLowerCase('de');
}

/**
 * 01 §5 folder: a name is required and must not already exist among `existingNames`
 * (case-insensitive, ignoring surrounding spaces). When renaming, leave the folder's own name out.
 */
export function validateFolderName(name: string, existingNames: readonly string[]): TextKey[] {
  if (isBlank(name)) return ['validierung.ordnernameFehlt'];
  const key = folderKey(name);
  return existingNames.some((existing) => folderKey(existing) === key) ? ['validierung.ordnerExistiert'] : [];
}

/** 01 §5: adding stacks to a folder needs at least one selected stack. */
export function validateAddToFolder(selectedStackIds: readonly number[]): TextKey[] {
  return selectedStackIds.length === 0 ? ['validierung.keinStapelGewaehlt'] : [];
}
