import { Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { SESSION_COOKIE } from '../identitaet/session-cookies';
import { hashSessionToken, isWellFormedToken } from '../benutzer/sitzungen/session-token';
import { abmeldeAdresse, SchulkontoAnbieterService } from './schulkonto-anbieter.service';
import { ABMELDUNG_COOKIE } from './schulkonto-cookies';

/** What the logout needs of a sign-in through the school account (sealed in ABMELDUNG_COOKIE). */
interface Abmeldung {
  schule: number;
  idToken: string;
  /** The hash of the session this sign-in started: the cookie counts for that session only. */
  sitzung: string;
}

/**
 * Issue 28: logging out of the school's provider too (OpenID Connect RP-initiated logout). A pupil on a
 * shared school computer is signed out at the provider as well, or the next person at that computer
 * would be signed in as them by 'Mit Schulkonto anmelden' without a password.
 */
@Injectable()
export class SchulkontoAbmeldungService {
  private readonly logger = new Logger('Schulkonto');

  constructor(private readonly anbieterService: SchulkontoAnbieterService) {}

  /** The sealed cookie value for a session started by the school's provider. */
  seal(schule: number, idToken: string, sessionToken: string): string {
    const abmeldung: Abmeldung = { schule, idToken, sitzung: hashSessionToken(sessionToken) };
    return this.anbieterService.requireSchluessel().seal('abmeldung', JSON.stringify(abmeldung));
  }

  /**
   * The provider's logout address (end_session_endpoint with id_token_hint, client_id and
   * post_logout_redirect_uri) for this request's session, or null: not signed in through the school
   * account, the provider offers no logout, or it cannot be reached (our own logout goes on anyway).
   */
  async adresse(request: FastifyRequest): Promise<string | null> {
    const abmeldung = this.open(request);
    if (!abmeldung) return null;
    const anbieter = await this.anbieterService.bySchule(abmeldung.schule);
    if (!anbieter) return null;
    try {
      const config = await this.anbieterService.clientConfig(anbieter);
      if (!config.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(config, {
        id_token_hint: abmeldung.idToken,
        post_logout_redirect_uri: abmeldeAdresse(request),
      }).href;
    } catch (error) {
      this.logger.warn(`No logout at the school's provider: ${String(error)}`);
      return null;
    }
  }

  private open(request: FastifyRequest): Abmeldung | null {
    const schluessel = this.anbieterService.schluessel;
    const token = request.cookies[SESSION_COOKIE];
    if (!schluessel || !isWellFormedToken(token)) return null;
    const text = schluessel.open('abmeldung', request.cookies[ABMELDUNG_COOKIE]);
    if (text === null) return null;
    try {
      const abmeldung = JSON.parse(text) as Abmeldung;
      return abmeldung.sitzung === hashSessionToken(token) ? abmeldung : null;
    } catch {
      return null;
    }
  }
}
