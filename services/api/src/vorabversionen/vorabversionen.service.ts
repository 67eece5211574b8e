import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Repository } from 'typeorm';
import type { RemotesAntwort, RueckfallMeldung, VorabversionenUebersicht } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { SessionsService } from '../benutzer/sitzungen/sessions.service';
import { ApiException } from '../common/api-exception';
import { isUniqueViolation } from '../common/database-errors';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { currentRemotesMap } from '../portal/remotes-map';
import { createCounter } from '../rate-limit/counters';
import { TooManyAttempts } from '../rate-limit/too-many';
import { REDIS } from '../redis/redis.module';
import { SchulenService } from '../schulen/schulen.service';
import { VorabversionRueckfall } from './entities/vorabversion-rueckfall.entity';
import { VorabversionSchule } from './entities/vorabversion-schule.entity';
import { remotesFuer } from './remotes-auswahl';
import { toVorabSchule } from './vorab-schule.mapper';
import {
  currentVorabKonfiguration,
  KEINE_VORABVERSION,
  type VorabKonfiguration,
} from './vorab-konfiguration';

/** Fallback reports per user and minute: a page load reports at most one per remote. */
export const RUECKFAELLE_PRO_MINUTE = 12;

/** Issue 26 §5: which schools get a canary, the per-request remotes map, and the fallback reports. */
@Injectable()
export class VorabversionenService {
  private readonly logger = new Logger('Vorabversionen');
  private letzterKonfigurationsfehler = '';
  private readonly meldungen: RateLimiterAbstract;

  constructor(
    @InjectRepository(VorabversionSchule) private readonly gewaehlt: Repository<VorabversionSchule>,
    @InjectRepository(VorabversionRueckfall) private readonly rueckfaelle: Repository<VorabversionRueckfall>,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(REDIS) redis: Redis | null,
    private readonly sessions: SessionsService,
    private readonly schulen: SchulenService,
  ) {
    this.meldungen = createCounter(
      redis,
      `${config.redisKeyPrefix}vorab-rueckfall:`,
      60_000,
      RUECKFAELLE_PRO_MINUTE,
    );
  }

  /**
   * The operator's canary. An unreadable file must not cost anyone the portal: it is logged (once per
   * distinct error) and everyone gets the stable map until it is fixed.
   */
  async konfiguration(): Promise<VorabKonfiguration> {
    try {
      const konfiguration = await currentVorabKonfiguration(this.config.remotesCanaryJsonPath);
      this.letzterKonfigurationsfehler = '';
      return konfiguration;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (text !== this.letzterKonfigurationsfehler) {
        this.logger.error(`REMOTES_CANARY_JSON unreadable, everyone gets the stable remotes: ${text}`);
        this.letzterKonfigurationsfehler = text;
      }
      return KEINE_VORABVERSION;
    }
  }

  /** Is the school on the canary: chosen by the configuration or by the main administrator. */
  private async istVorab(konfiguration: VorabKonfiguration, schuleId: number): Promise<boolean> {
    if (konfiguration.schulen.includes(schuleId)) return true;
    return (await this.gewaehlt.countBy({ schule_id: schuleId })) > 0;
  }

  /**
   * GET /remotes.json for this request's browser. Without a canary nothing but the stable map is read
   * (no session lookup); with one, the session's school decides (no session: stable).
   */
  async remotesFuerAnfrage(request: FastifyRequest): Promise<RemotesAntwort> {
    const stabil = await currentRemotesMap(this.config.remotesJsonPath);
    const konfiguration = await this.konfiguration();
    if (Object.keys(konfiguration.remotes).length === 0) return stabil;
    const sitzung = await this.sessions.forRequest(request);
    const schuleId = sitzung.status === 'ok' ? sitzung.benutzer.schule_id : null;
    const vorab = schuleId !== null && (await this.istVorab(konfiguration, schuleId));
    return remotesFuer(stabil, konfiguration.remotes, schuleId, new Set(vorab && schuleId ? [schuleId] : []));
  }

  /** GET /api/vorabversionen: the canary map and every school's version with its fallbacks. */
  async uebersicht(): Promise<VorabversionenUebersicht> {
    const konfiguration = await this.konfiguration();
    const [schulen, gewaehlt, rueckfaelle] = await Promise.all([
      this.schulen.all(),
      this.gewaehlt.find({ select: { schule_id: true } }),
      this.rueckfaelle.find({ order: { zuletzt_am: 'DESC', id: 'DESC' } }),
    ]);
    const vonHand = new Set(gewaehlt.map((zeile) => zeile.schule_id));
    return {
      vorab: konfiguration.remotes,
      schulen: schulen.map((schule) =>
        toVorabSchule(schule, {
          ausKonfiguration: konfiguration.schulen.includes(schule.id),
          vonHand: vonHand.has(schule.id),
          rueckfaelle: rueckfaelle.filter((zeile) => zeile.schule_id === schule.id),
        }),
      ),
    };
  }

  /** PUT /api/vorabversionen/schulen/{id}: idempotent; an unknown school is 404. */
  async setzen(schuleId: number, vorab: boolean, now = new Date()): Promise<void> {
    if (!(await this.schulen.find(schuleId))) {
      throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    }
    if (!vorab) {
      await this.gewaehlt.delete({ schule_id: schuleId });
      return;
    }
    try {
      await this.gewaehlt.insert({ schule_id: schuleId, gewaehlt_am: now });
    } catch (error) {
      // Chosen a moment ago by another request (a double click, another tab): already on the canary.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /**
   * POST /api/vorabversionen/rueckfall: a browser of the caller's school fell back to the stable
   * version of `remote`. Recorded against the canary manifest this school is given now, counted per
   * school, remote and manifest; limited per user (429).
   */
  async melden(user: AuthUser, meldung: RueckfallMeldung, now = new Date()): Promise<void> {
    if (user.schule_id === null) throw new ApiException(HttpStatus.CONFLICT, 'vorabversionen.ohneSchule');
    try {
      await this.meldungen.consume(String(user.id));
    } catch (refusal) {
      if (refusal instanceof Error) throw refusal;
      throw new TooManyAttempts((refusal as { msBeforeNext: number }).msBeforeNext);
    }
    const konfiguration = await this.konfiguration();
    const manifest = konfiguration.remotes[meldung.remote];
    if (!manifest || !(await this.istVorab(konfiguration, user.schule_id))) {
      throw new ApiException(HttpStatus.CONFLICT, 'vorabversionen.keineVorabversion');
    }
    const schluessel = { schule_id: user.schule_id, remote: meldung.remote, manifest };
    if (await this.zaehlen(schluessel, meldung.grund, now)) return;
    try {
      await this.rueckfaelle.insert({ ...schluessel, grund: meldung.grund, anzahl: 1, zuletzt_am: now });
    } catch (error) {
      // Another report of the school inserted the row first: count this one on it.
      if (!isUniqueViolation(error) || !(await this.zaehlen(schluessel, meldung.grund, now))) throw error;
    }
  }

  /** Counts one more report on the existing row; false when there is none yet. */
  private async zaehlen(
    schluessel: Pick<VorabversionRueckfall, 'schule_id' | 'remote' | 'manifest'>,
    grund: VorabversionRueckfall['grund'],
    now: Date,
  ): Promise<boolean> {
    const result = await this.rueckfaelle
      .createQueryBuilder()
      .update(VorabversionRueckfall)
      .set({ anzahl: () => 'anzahl + 1', grund, zuletzt_am: now })
      .where('schule_id = :schule_id AND remote = :remote AND manifest = :manifest', schluessel)
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
