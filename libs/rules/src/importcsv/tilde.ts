/**
 * The one escape of our card file (01 §9, issue 25 §1): a lone '~' reads as a comma (files written
 * by hand and by the old export, which wrote every comma as '~'), and '~~' is a literal '~'. Our
 * export writes commas as they are and every '~' doubled, so that it never writes a lone '~':
 * tildeLesen(tildeSchreiben(text)) === text for every text.
 */
export function tildeSchreiben(text: string): string {
  return text.replaceAll('~', '~~');
}

export function tildeLesen(zelle: string): string {
  return zelle.replace(/~~|~/g, (treffer) => (treffer === '~~' ? '~' : ','));
}
