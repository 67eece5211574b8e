import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { PonsAntwort } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../identitaet/auth-user';
import { BenutzereinstellungenService } from '../benutzereinstellungen/benutzereinstellungen.service';
import { ApiException } from '../common/api-exception';
import { PONS_MAX_ZEICHEN, type PonsRequestDto } from './dto/pons-request.dto';
import { UEBERSETZUNGS_ADAPTER, type UebersetzungsAdapter } from './uebersetzungs-adapter';

/** 02 §7 POST /api/ponsrequest: translations from the configured services (DEVIATIONS 8). */
@Injectable()
export class PonsrequestService {
  private readonly logger = new Logger('Uebersetzung');

  constructor(
    @Inject(UEBERSETZUNGS_ADAPTER) private readonly adapter: readonly UebersetzungsAdapter[],
    private readonly einstellungen: BenutzereinstellungenService,
  ) {}

  /**
   * The first service with hits answers (PONS before the DICT server when both are configured); a key
   * no dictionary covers has none. When every service failed the answer is a 503 and nothing changes;
   * otherwise the key is remembered as lastTranslationLanguageKey (02 §9).
   */
  async uebersetzen(user: AuthUser, anfrage: PonsRequestDto): Promise<PonsAntwort> {
    const text = anfrage.sourcetext.replace(/[\r\n\t]+/g, ' ').trim();
    if (text.length === 0 || text.length > PONS_MAX_ZEICHEN) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'ponsrequest.textFehlt', { max: PONS_MAX_ZEICHEN });
    }
    if (this.adapter.length === 0)
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, 'ponsrequest.keinDienst');
    const antwort = await this.ersteAntwort(anfrage.languagekey, text);
    await this.einstellungen.save(user, {
      tag: 'lastTranslationLanguageKey',
      strvalue: anfrage.languagekey,
      boolvalue: null,
      intvalue: null,
      textvalue: null,
    });
    return antwort;
  }

  /** The first service's hits; an empty list when none has any; 503 naming the first when all failed. */
  private async ersteAntwort(languagekey: PonsRequestDto['languagekey'], text: string): Promise<PonsAntwort> {
    const ausgefallen: string[] = [];
    for (const adapter of this.adapter) {
      try {
        const treffer = await adapter.uebersetzen(languagekey, text);
        if (treffer.length > 0) return { dienst: adapter.name, treffer };
      } catch (error: unknown) {
        this.logger.warn(`${adapter.name}: ${error instanceof Error ? error.message : String(error)}`);
        ausgefallen.push(adapter.name);
      }
    }
    if (ausgefallen.length === this.adapter.length) {
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, 'ponsrequest.dienstNichtErreichbar', {
        dienst: ausgefallen[0] ?? '',
      });
    }
    return (
      (await this.umgekehrteAntwort(languagekey, text)) ??
      (await this.aehnlicheAntwort(languagekey, text)) ?? {
        dienst: this.adapter.map((adapter) => adapter.name).join(', '),
        treffer: [],
      }
    );
  }

  /**
   * Issue 25: no dictionary has the word as a headword. The first service whose reverse dictionary has
   * it among the translations answers with those entries and says so.
   */
  private async umgekehrteAntwort(
    languagekey: PonsRequestDto['languagekey'],
    text: string,
  ): Promise<PonsAntwort | null> {
    for (const adapter of this.adapter) {
      if (!adapter.umgekehrt) continue;
      try {
        const umgekehrt = await adapter.umgekehrt(languagekey, text);
        if (!umgekehrt || umgekehrt.treffer.length === 0) continue;
        return {
          dienst: adapter.name,
          treffer: umgekehrt.treffer,
          hinweis: t('ponsrequest.nichtImWoerterbuchUmgekehrt', {
            text,
            woerter: umgekehrt.woerter.join(', '),
          }),
        };
      } catch (error: unknown) {
        this.logger.warn(`${adapter.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return null;
  }

  /**
   * Issue 25: no dictionary has the word. The first service that knows similar words answers with
   * their hits and says so; without any, it says that the word is missing (no hits).
   */
  private async aehnlicheAntwort(
    languagekey: PonsRequestDto['languagekey'],
    text: string,
  ): Promise<PonsAntwort | null> {
    for (const adapter of this.adapter) {
      if (!adapter.aehnliche) continue;
      try {
        const aehnlich = await adapter.aehnliche(languagekey, text);
        if (!aehnlich) continue;
        const { woerter, treffer } = aehnlich;
        if (treffer.length > 0) {
          return {
            dienst: adapter.name,
            treffer,
            hinweis: t('ponsrequest.nichtImWoerterbuchAehnlich', { text, woerter: woerter.join(', ') }),
          };
        }
        return { dienst: adapter.name, treffer: [], hinweis: t('ponsrequest.nichtImWoerterbuch', { text }) };
      } catch (error: unknown) {
        this.logger.warn(`${adapter.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return null;
  }
}
