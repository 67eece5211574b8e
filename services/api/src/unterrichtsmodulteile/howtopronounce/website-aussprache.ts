import type { AusspracheSprache } from '@lernstapel/rules';
import type { AusspracheAdapter } from './aussprache-adapter';

const ZEITLIMIT_MS = 5000;
/** An mp3 link in a page: absolute, or relative to the page. */
const MP3_LINK = /(?:src|href|data-src|content)\s*=\s*["']([^"']+?\.mp3(?:\?[^"']*)?)["']/i;

/**
 * DEVIATIONS 8 optional adapter (02 §7): looks the word up on a pronunciation site and answers the
 * first mp3 of its page. AUSSPRACHE_URL is the page address with {language} and {word} in it, e.g.
 * https://aussprache.example/{language}/{word}. No mp3 on the page (or no page): null, which the
 * route answers with 'keine mp3 auf {host} gefunden'.
 */
export class WebsiteAussprache implements AusspracheAdapter {
  readonly name: string;

  constructor(private readonly vorlage: string) {
    this.name = new URL(vorlage.replace(/\{(language|word)\}/g, 'x')).host;
  }

  async audioUrl(sprache: AusspracheSprache, wort: string): Promise<string | null> {
    const seite = this.vorlage
      .replace('{language}', encodeURIComponent(sprache))
      .replace('{word}', encodeURIComponent(wort));
    try {
      const antwort = await fetch(seite, { signal: AbortSignal.timeout(ZEITLIMIT_MS), redirect: 'follow' });
      if (!antwort.ok) return null;
      const link = MP3_LINK.exec(await antwort.text())?.[1];
      return link ? new URL(link, antwort.url || seite).href : null;
    } catch {
      return null;
    }
  }
}
