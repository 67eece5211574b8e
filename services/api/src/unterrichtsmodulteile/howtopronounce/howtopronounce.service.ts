import { HttpStatus, Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AusspracheAntwort } from '@lernstapel/contracts';
import {
  AUSSPRACHE_MAX_ZEICHEN,
  ausspracheText,
  ausspracheWort,
  isAusspracheSprache,
} from '@lernstapel/rules';
import { ApiException } from '../../common/api-exception';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { AUSSPRACHE_ADAPTER, type AusspracheAdapter } from './aussprache-adapter';
import { AUDIO_NAME, ausspracheOrdner, EspeakAussprache } from './espeak-aussprache';

/** 02 §7 howtopronounce: the audio of a vocabulary word, from the configured adapter. */
@Injectable()
export class HowtopronounceService implements OnApplicationShutdown {
  private readonly logger = new Logger('Aussprache');

  constructor(
    @Inject(AUSSPRACHE_ADAPTER) private readonly adapter: AusspracheAdapter,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async audio(sprache: string, eingabe: string): Promise<AusspracheAntwort> {
    if (!isAusspracheSprache(sprache)) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'howtopronounce.unbekannteSprache');
    }
    const wort = ausspracheWort(eingabe);
    // Letters of any script, digits and the hyphen form of 02 §7; nothing eSpeak could read as markup
    // (angle brackets are refused, not dropped like the punctuation around words).
    const markup = /[<>]/.test(eingabe);
    if (
      markup ||
      wort.length === 0 ||
      wort.length > AUSSPRACHE_MAX_ZEICHEN ||
      !/^[\p{L}\p{M}\p{N}.-]+$/u.test(wort)
    ) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'howtopronounce.wortFehlt', {
        max: AUSSPRACHE_MAX_ZEICHEN,
      });
    }
    let url: string | null;
    try {
      url = await this.adapter.audioUrl(sprache, wort, ausspracheText(eingabe));
    } catch (error: unknown) {
      this.logger.error(`${this.adapter.name}: ${error instanceof Error ? error.message : String(error)}`);
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, 'howtopronounce.fehlgeschlagen');
    }
    if (!url)
      throw new ApiException(HttpStatus.NOT_FOUND, 'howtopronounce.keineMp3', { host: this.adapter.name });
    return { url, quelle: this.adapter.name };
  }

  /** A cached synthesis (names are hashes; anything else is 404). */
  async datei(name: string): Promise<Buffer> {
    const bytes = AUDIO_NAME.test(name)
      ? await readFile(join(ausspracheOrdner(this.config.dataDir), name)).catch(() => null)
      : null;
    if (!bytes) throw new ApiException(HttpStatus.NOT_FOUND, 'server.anfrage.unbekannteAdresse');
    return bytes;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.adapter instanceof EspeakAussprache) await this.adapter.beenden();
  }
}
