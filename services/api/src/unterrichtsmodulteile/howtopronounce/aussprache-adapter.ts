import type { AusspracheSprache } from '@lernstapel/rules';

/** DEVIATIONS 8: where the audio of a word comes from (chosen by configuration). */
export interface AusspracheAdapter {
  /** Shown as `quelle` of the answer. */
  readonly name: string;
  /**
   * The audio URL of `wort` (in the 02 §7 hyphen form, for addresses), or null when there is none;
   * `text` is the same words as they are spoken (ausspracheText: apostrophes and spaces kept).
   */
  audioUrl(sprache: AusspracheSprache, wort: string, text: string): Promise<string | null>;
}

export const AUSSPRACHE_ADAPTER = Symbol('AUSSPRACHE_ADAPTER');
