import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { Repository } from 'typeorm';
import type { SchulkontoAnbieter as AnbieterDaten, SchulkontoSchule } from '@lernstapel/contracts';
import { isErlaubterAussteller, isSchulkuerzel } from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { KlassenLesenService } from '../benutzer/klassen-lesen.service';
import { ApiException } from '../common/api-exception';
import { neuerCache } from '../common/cache/caches';
import { isUniqueViolation } from '../common/database-errors';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { SchulenService } from '../schulen/schulen.service';
import type { SchulkontoAnbieterDto } from './dto/schulkonto-anbieter.dto';
import { SchulkontoAnbieter } from './entities/schulkonto-anbieter.entity';
import { schulkontoFehler } from './schulkonto-fehler';
import { SchulkontoSchluessel } from './schulkonto-schluessel';

/** The address the provider sends the browser back to (to be registered there as redirect URI). */
export function rueckkehrAdresse(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}/api/schulkonto/rueckkehr`;
}

/** Where the provider's logout sends the browser (to be registered there as post-logout redirect URI). */
export function abmeldeAdresse(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}/login`;
}

/**
 * Issue 28: each school's identity provider, entered by its school administrator or the main
 * administrator; the client secret is sealed with SCHULKONTO_SCHLUESSEL and never sent back.
 */
@Injectable()
export class SchulkontoAnbieterService {
  readonly schluessel: SchulkontoSchluessel | null;
  /** Discovered metadata (endpoints, keys) per provider version, read again after CACHES.schulkontoDiscovery. */
  private readonly discovered = neuerCache<string, Promise<client.Configuration>>('schulkontoDiscovery');

  constructor(
    @InjectRepository(SchulkontoAnbieter) private readonly anbieter: Repository<SchulkontoAnbieter>,
    private readonly schulen: SchulenService,
    private readonly benutzer: KlassenLesenService,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.schluessel = config.schulkontoSchluessel
      ? new SchulkontoSchluessel(config.schulkontoSchluessel)
      : null;
  }

  /** The key, or the German 503 that the server has none. */
  requireSchluessel(): SchulkontoSchluessel {
    if (!this.schluessel)
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, 'schulkonto.nichtEingerichtet');
    return this.schluessel;
  }

  async read(user: AuthUser, schuleId: number, request: FastifyRequest): Promise<AnbieterDaten | null> {
    await this.assertMayEdit(user, schuleId);
    const row = await this.anbieter.findOneBy({ schule_id: schuleId });
    return row ? this.toDaten(row, request) : null;
  }

  async save(
    user: AuthUser,
    schuleId: number,
    dto: SchulkontoAnbieterDto,
    request: FastifyRequest,
  ): Promise<AnbieterDaten> {
    await this.assertMayEdit(user, schuleId);
    if (!isSchulkuerzel(dto.kuerzel))
      throw new ApiException(HttpStatus.BAD_REQUEST, 'schulkonto.kuerzelUngueltig');
    if (!isErlaubterAussteller(dto.aussteller)) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'schulkonto.ausstellerUngueltig');
    }
    const schuelerKlasse = await this.schuelerKlasse(dto, schuleId);
    const schluessel = this.requireSchluessel();
    const secret = dto.client_secret?.trim()
      ? schluessel.seal('client-secret', dto.client_secret.trim())
      : null;
    const werte = {
      schulkuerzel: dto.kuerzel,
      aussteller: dto.aussteller.replace(/\/$/, ''),
      client_id: dto.client_id,
      rollen_claim: dto.rollen_claim?.trim() || null,
      schueler_klassen_code: schuelerKlasse,
    };
    // Two saves at once: the second finds the row the first inserted and updates it.
    for (let attempt = 0; ; attempt += 1) {
      const existing = await this.anbieter.findOneBy({ schule_id: schuleId });
      try {
        if (existing) {
          await this.anbieter.update(
            { id: existing.id },
            { ...werte, ...(secret ? { client_secret_verschluesselt: secret } : {}) },
          );
        } else {
          if (!secret) throw new ApiException(HttpStatus.BAD_REQUEST, 'schulkonto.secretFehlt');
          await this.anbieter.insert({ schule_id: schuleId, ...werte, client_secret_verschluesselt: secret });
        }
        break;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const kuerzelOwner = await this.anbieter.findOneBy({ schulkuerzel: dto.kuerzel });
        if (kuerzelOwner && kuerzelOwner.schule_id !== schuleId) {
          throw new ApiException(HttpStatus.CONFLICT, 'schulkonto.kuerzelVergeben');
        }
        if (attempt >= 2) throw error;
      }
    }
    this.forget();
    const saved = await this.anbieter.findOneByOrFail({ schule_id: schuleId });
    return this.toDaten(saved, request);
  }

  /**
   * The class for pupil accounts created on first sign-in, or null (off): only a class of this very
   * school, and only with a role claim (so that only those the provider calls pupils are created).
   */
  private async schuelerKlasse(dto: SchulkontoAnbieterDto, schuleId: number): Promise<string | null> {
    const klasse = dto.schueler_klassen_code?.trim() || null;
    if (klasse === null) return null;
    if (!dto.rollen_claim?.trim()) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'schulkonto.anlegenOhneRollenClaim');
    }
    if (!(await this.benutzer.klasseInSchule(klasse, schuleId))) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'schulkonto.klasseNichtAnSchule');
    }
    return klasse;
  }

  async remove(user: AuthUser, schuleId: number): Promise<void> {
    await this.assertMayEdit(user, schuleId);
    await this.anbieter.delete({ schule_id: schuleId });
    this.forget();
  }

  /** The public view of 'Mit Schulkonto anmelden' for a short school code. */
  async schuleZumKuerzel(kuerzel: string): Promise<SchulkontoSchule> {
    const row = await this.byKuerzel(kuerzel);
    const schule = await this.schulen.find(row.schule_id);
    if (!schule) throw new ApiException(HttpStatus.NOT_FOUND, 'schulkonto.schuleUnbekannt');
    return { kuerzel: row.schulkuerzel, schulname: [schule.name1, schule.name2].filter(Boolean).join(' ') };
  }

  async byKuerzel(kuerzel: string): Promise<SchulkontoAnbieter> {
    const row = await this.anbieter.findOneBy({ schulkuerzel: kuerzel.trim().toLowerCase() });
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, 'schulkonto.schuleUnbekannt');
    return row;
  }

  bySchule(schuleId: number): Promise<SchulkontoAnbieter | null> {
    return this.anbieter.findOneBy({ schule_id: schuleId });
  }

  /** The provider's discovered configuration for this school's client (cached; refused in German). */
  async clientConfig(row: SchulkontoAnbieter): Promise<client.Configuration> {
    const key = `${row.id}|${row.geaendert_am.getTime()}|${row.aussteller}|${row.client_id}`;
    const cached = this.discovered.get(key);
    if (cached) return cached;
    const secret = this.requireSchluessel().open('client-secret', row.client_secret_verschluesselt);
    if (secret === null)
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, 'schulkonto.nichtEingerichtet');
    const url = new URL(row.aussteller);
    const config = client.discovery(url, row.client_id, undefined, client.ClientSecretBasic(secret), {
      execute: url.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
    this.discovered.set(key, config);
    try {
      return await config;
    } catch (error) {
      this.discovered.delete(key);
      const textKey = schulkontoFehler(error);
      throw new ApiException(
        HttpStatus.BAD_GATEWAY,
        textKey === 'schulkonto.fehlgeschlagen' ? 'schulkonto.dienstNichtErreichbar' : textKey,
      );
    }
  }

  /** A changed or removed provider is discovered anew (its row's change time is part of the key, too). */
  private forget(): void {
    this.discovered.clear();
  }

  /** The main administrator edits any school's provider; a school administrator only their own. */
  private async assertMayEdit(user: AuthUser, schuleId: number): Promise<void> {
    if (user.rolle !== 'mainAdmin' && user.schule_id !== schuleId) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    }
    if (!(await this.schulen.find(schuleId))) {
      throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    }
  }

  private toDaten(row: SchulkontoAnbieter, request: FastifyRequest): AnbieterDaten {
    return {
      schule_id: row.schule_id,
      kuerzel: row.schulkuerzel,
      aussteller: row.aussteller,
      client_id: row.client_id,
      client_secret_gespeichert: row.client_secret_verschluesselt.length > 0,
      rollen_claim: row.rollen_claim,
      schueler_klassen_code: row.schueler_klassen_code,
      rueckkehr_adresse: rueckkehrAdresse(request),
      abmelde_adresse: abmeldeAdresse(request),
    };
  }
}
