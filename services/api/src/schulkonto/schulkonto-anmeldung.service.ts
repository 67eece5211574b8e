import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { Repository } from 'typeorm';
import type { SessionUser } from '@lernstapel/contracts';
import { rolleOf } from '../identitaet/auth-user';
import { AuthService } from '../auth/auth.service';
import { AnmeldungLesenService } from '../benutzer/anmeldung-lesen.service';
import { KlassenLesenService } from '../benutzer/klassen-lesen.service';
import { BenutzerSchreibenService } from '../benutzer/benutzer-schreiben.service';
import { ApiException } from '../common/api-exception';
import { isUniqueViolation } from '../common/database-errors';
import { transaktion } from '../database/transaktion';
import { SchulkontoVerknuepfung } from './entities/schulkonto-verknuepfung.entity';
import { rueckkehrAdresse, SchulkontoAnbieterService } from './schulkonto-anbieter.service';
import { ANMELDUNG_COOKIE, SCHULKONTO_COOKIE_MS, VERKNUEPFUNG_COOKIE } from './schulkonto-cookies';
import { schulkontoFehler } from './schulkonto-fehler';
import { nameAusClaims, passtRolle, rolleAusClaim } from './schulkonto-rolle';

/** A sign-in under way: what the provider's answer must match (sealed in ANMELDUNG_COOKIE). */
interface Vorgang {
  schule: number;
  state: string;
  nonce: string;
  verifier: string;
  rueckkehr: string;
  bis: number;
}

/** A school account the provider vouched for: the school whose provider it was, issuer and subject. */
export interface SchulkontoIdentitaet {
  schule: number;
  aussteller: string;
  subjekt: string;
  /** The role the configured claim names, if any (compared with the account's). */
  rolle: 'pupil' | 'teacher' | null;
  /** The name the provider gives (only used to create a pupil account; never stored otherwise). */
  name: string | null;
  /** The provider's ID token, kept (sealed) only for the logout's id_token_hint. */
  idToken: string;
  bis: number;
}

/**
 * Issue 28: the OpenID Connect sign-in with a school's provider (openid-client: discovery,
 * authorization code with PKCE, state and nonce, ID token validation) and the account link.
 */
@Injectable()
export class SchulkontoAnmeldungService {
  constructor(
    private readonly anbieterService: SchulkontoAnbieterService,
    private readonly auth: AuthService,
    @InjectRepository(SchulkontoVerknuepfung) private readonly links: Repository<SchulkontoVerknuepfung>,
    private readonly benutzer: AnmeldungLesenService,
    private readonly klassen: KlassenLesenService,
    private readonly benutzerSchreiben: BenutzerSchreibenService,
  ) {}

  /** The provider's address to send the browser to, and the sealed sign-in for ANMELDUNG_COOKIE. */
  async start(kuerzel: string, request: FastifyRequest): Promise<{ url: string; vorgang: string }> {
    const schluessel = this.anbieterService.requireSchluessel();
    const anbieter = await this.anbieterService.byKuerzel(kuerzel);
    const config = await this.anbieterService.clientConfig(anbieter);
    const verifier = client.randomPKCECodeVerifier();
    const vorgang: Vorgang = {
      schule: anbieter.schule_id,
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier,
      rueckkehr: rueckkehrAdresse(request),
      bis: Date.now() + SCHULKONTO_COOKIE_MS,
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: vorgang.rueckkehr,
      // The name is asked for only when the school lets the provider create pupil accounts.
      scope: anbieter.schueler_klassen_code ? 'openid profile' : 'openid',
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: vorgang.state,
      nonce: vorgang.nonce,
    });
    return { url: url.href, vorgang: schluessel.seal('anmeldung', JSON.stringify(vorgang)) };
  }

  /**
   * The provider's answer (the 'schulkonto' strategy): the code is exchanged and the ID token checked
   * against this very sign-in (state, nonce, PKCE) and this school's provider (issuer, audience, expiry).
   */
  async finish(request: FastifyRequest): Promise<SchulkontoIdentitaet> {
    const schluessel = this.anbieterService.requireSchluessel();
    const vorgang = parse<Vorgang>(schluessel.open('anmeldung', request.cookies[ANMELDUNG_COOKIE]));
    if (!vorgang || vorgang.bis < Date.now()) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'schulkonto.sitzungAbgelaufen');
    }
    const anbieter = await this.anbieterService.bySchule(vorgang.schule);
    if (!anbieter) throw new ApiException(HttpStatus.BAD_REQUEST, 'schulkonto.sitzungAbgelaufen');
    const config = await this.anbieterService.clientConfig(anbieter);
    const current = new URL(vorgang.rueckkehr);
    current.search = new URL(request.url, 'http://x').search;
    let claims: client.IDToken | undefined;
    let idToken: string | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: vorgang.verifier,
        expectedState: vorgang.state,
        expectedNonce: vorgang.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
      idToken = tokens.id_token;
    } catch (error) {
      throw new ApiException(HttpStatus.UNAUTHORIZED, schulkontoFehler(error));
    }
    // openid-client has compared them with the discovered issuer and our client id already.
    if (
      !claims ||
      !idToken ||
      claims.iss !== config.serverMetadata().issuer ||
      typeof claims.sub !== 'string'
    ) {
      throw new ApiException(HttpStatus.UNAUTHORIZED, 'schulkonto.falscherAussteller');
    }
    return {
      schule: vorgang.schule,
      aussteller: claims.iss,
      subjekt: claims.sub,
      rolle: rolleAusClaim(claims, anbieter.rollen_claim),
      name: nameAusClaims(claims),
      idToken,
      bis: Date.now() + SCHULKONTO_COOKIE_MS,
    };
  }

  /** The linked user of this school account, or null when it is not linked yet. */
  async linkedUser(identitaet: SchulkontoIdentitaet): Promise<SessionUser | null> {
    const link = await this.links.findOneBy({
      aussteller: identitaet.aussteller,
      subjekt: identitaet.subjekt,
    });
    if (!link) return null;
    await this.assertMaySignIn(identitaet, link.benutzer_id);
    return this.auth.sessionUserById(link.benutzer_id);
  }

  /**
   * First sign-in of a school account nobody has linked: when the school lets its provider create
   * pupil accounts (a class of that school chosen) and the provider's role claim says pupil, a pupil
   * of that class is created and linked at once; otherwise null (the link step follows). Never a teacher.
   */
  async createdPupil(identitaet: SchulkontoIdentitaet): Promise<SessionUser | null> {
    const anbieter = await this.anbieterService.bySchule(identitaet.schule);
    const klasse = anbieter?.schueler_klassen_code;
    if (!klasse || identitaet.rolle !== 'pupil' || !identitaet.name) return null;
    // The class may have gone since it was chosen (its teacher deleted or moved).
    if (!(await this.klassen.klasseInSchule(klasse, identitaet.schule))) return null;
    try {
      const id = await transaktion(this.links.manager, async (manager) => {
        const pupil = await this.benutzerSchreiben.neuerSchulkontoSchueler(manager, {
          namevoll: identitaet.name ?? '',
          schule_id: identitaet.schule,
          klassen_code: klasse,
        });
        await manager.insert(SchulkontoVerknuepfung, {
          benutzer_id: pupil.id,
          aussteller: identitaet.aussteller,
          subjekt: identitaet.subjekt,
        });
        return pupil.id;
      });
      return this.auth.sessionUserById(id);
    } catch (error) {
      // The same first sign-in twice at once: one created the pupil; the other signs in as them.
      if (!isUniqueViolation(error)) throw error;
      return this.linkedUser(identitaet);
    }
  }

  sealIdentitaet(identitaet: SchulkontoIdentitaet): string {
    return this.anbieterService.requireSchluessel().seal('verknuepfung', JSON.stringify(identitaet));
  }

  /** The school account waiting for its link step (VERKNUEPFUNG_COOKIE), or the German 400. */
  pendingLink(request: FastifyRequest): SchulkontoIdentitaet {
    const schluessel = this.anbieterService.requireSchluessel();
    const identitaet = parse<SchulkontoIdentitaet>(
      schluessel.open('verknuepfung', request.cookies[VERKNUEPFUNG_COOKIE]),
    );
    if (!identitaet || identitaet.bis < Date.now()) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'schulkonto.nichtVerknuepfbar');
    }
    return identitaet;
  }

  /**
   * The link step: the login code's user (checked by the login strategy, under the login limits)
   * gets this school account; a user keeps one link, a school account belongs to one user.
   */
  async link(identitaet: SchulkontoIdentitaet, user: SessionUser): Promise<void> {
    await this.assertMaySignIn(identitaet, user.id);
    const taken = await this.links.findOneBy({
      aussteller: identitaet.aussteller,
      subjekt: identitaet.subjekt,
    });
    if (taken) {
      if (taken.benutzer_id === user.id) return;
      throw new ApiException(HttpStatus.CONFLICT, 'schulkonto.bereitsVerknuepft');
    }
    try {
      // A new link replaces the user's old one (a changed school account); deleting only an existing
      // row keeps InnoDB from gap-locking the index for everyone linking at once.
      await transaktion(
        this.links.manager,
        async (manager) => {
          const alt = await manager.findOneBy(SchulkontoVerknuepfung, { benutzer_id: user.id });
          if (alt) await manager.delete(SchulkontoVerknuepfung, { id: alt.id });
          await manager.insert(SchulkontoVerknuepfung, {
            benutzer_id: user.id,
            aussteller: identitaet.aussteller,
            subjekt: identitaet.subjekt,
          });
        },
        'READ COMMITTED',
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same link sent twice at once: one insert won; the other answers as if it had.
      const now = await this.links.findOneBy({
        aussteller: identitaet.aussteller,
        subjekt: identitaet.subjekt,
      });
      if (now?.benutzer_id !== user.id)
        throw new ApiException(HttpStatus.CONFLICT, 'schulkonto.bereitsVerknuepft');
    }
  }

  /** A school's provider signs in only its own school's users, never a locked one, never another role. */
  private async assertMaySignIn(identitaet: SchulkontoIdentitaet, benutzerId: number): Promise<void> {
    const benutzer = await this.benutzer.anmeldeStand(benutzerId);
    if (!benutzer || benutzer.schule_id !== identitaet.schule) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'schulkonto.andereSchule');
    }
    if (benutzer.ist_gesperrt) throw new ApiException(HttpStatus.FORBIDDEN, 'login.gesperrt');
    if (!passtRolle(identitaet.rolle, rolleOf(benutzer))) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'schulkonto.andereRolle');
    }
  }
}

function parse<T>(text: string | null): T | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
