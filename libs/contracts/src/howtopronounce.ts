/**
 * GET /api/unterrichtsmodulteile/howtopronounce/{language}/{word} (02 §7): where the audio of the word
 * is. A site adapter that finds nothing answers 404 'keine mp3 auf {host} gefunden'.
 */
export interface AusspracheAntwort {
  url: string;
  /** Which adapter made it: 'espeak-ng' (synthesised) or the configured site's host. */
  quelle: string;
}
