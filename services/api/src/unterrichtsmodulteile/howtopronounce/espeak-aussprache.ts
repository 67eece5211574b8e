import { createHash } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AusspracheSprache } from '@lernstapel/rules';
import type { AusspracheAdapter } from './aussprache-adapter';
import { EspeakSynthese, wavAus } from './espeak-synthese';

/** eSpeak NG voice of each route language (02 §9 audio languages). */
const STIMMEN: Record<AusspracheSprache, string> = {
  german: 'de',
  french: 'fr',
  spanish: 'es',
  portuguese: 'pt',
  englisch: 'en',
};

export const AUDIO_PFAD = '/api/unterrichtsmodulteile/howtopronounce/audio';
/** A cached file's name: a hash of language and word (words never become paths). */
export const AUDIO_NAME = /^[0-9a-f]{40}\.wav$/;

export function ausspracheOrdner(dataDir: string): string {
  return join(dataDir, 'aussprache');
}

/**
 * DEVIATIONS 8 default: the word is synthesised on this server with eSpeak NG (WebAssembly, no
 * system package, no network) and cached as a WAV file per language and word under DATA_DIR.
 */
export class EspeakAussprache implements AusspracheAdapter {
  readonly name = 'espeak-ng';
  private readonly synthese = new EspeakSynthese();
  /** Two requests for the same new word wait for one synthesis. */
  private readonly laufend = new Map<string, Promise<void>>();

  constructor(private readonly dataDir: string) {}

  async audioUrl(sprache: AusspracheSprache, _wort: string, text: string): Promise<string> {
    const name = `${createHash('sha1').update(`${sprache}\n${text}`).digest('hex')}.wav`;
    const pfad = join(ausspracheOrdner(this.dataDir), name);
    if (!(await vorhanden(pfad))) {
      const schon = this.laufend.get(name);
      const erzeugen = schon ?? this.erzeugen(sprache, text, pfad).finally(() => this.laufend.delete(name));
      if (!schon) this.laufend.set(name, erzeugen);
      await erzeugen;
    }
    return `${AUDIO_PFAD}/${name}`;
  }

  beenden(): Promise<void> {
    return this.synthese.beenden();
  }

  private async erzeugen(sprache: AusspracheSprache, text: string, pfad: string): Promise<void> {
    // The spoken form keeps apostrophes: "l'école" is one word to eSpeak, "l école" a letter and a word.
    const pcm = await this.synthese.sprechen(STIMMEN[sprache], text);
    await mkdir(ausspracheOrdner(this.dataDir), { recursive: true });
    await writeFile(pfad, wavAus(pcm));
  }
}

async function vorhanden(pfad: string): Promise<boolean> {
  try {
    return (await stat(pfad)).isFile();
  } catch {
    return false;
  }
}
