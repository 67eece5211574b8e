/**
 * A typed answer without the spaces at its ends: phone keyboards add a trailing space after a word
 * (and autocorrect sometimes a leading one), which must never make a right answer wrong (issue 23).
 * Spaces inside the answer still count (02 §5: exact).
 */
export function ohneRandLeerzeichen(text: string | null | undefined): string {
  return (text ?? '').trim();
}
