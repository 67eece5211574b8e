import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { In, MoreThan, type Repository } from 'typeorm';
import { einfuegenMitId } from '../../database/raw-rows';
import { Sitzung, type SitzungArt } from './entities/sitzung.entity';
import { type LiveSession, SessionCache } from './session-cache';
import { SESSION_COOKIE } from '../../identitaet/session-cookies';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './session-token';
import { MERKEN_LIFETIME_MS, SESSION_LIFETIME_MS } from '../../identitaet/session-cookies';

/** Sessions checked per query by stillValid (bounded IN lists). */
const CHECK_CHUNK = 500;

/** Don't write on every request: a session is extended at most once per minute. */
const TOUCH_INTERVAL_MS = 60 * 1000;

const LIFETIME_MS: Readonly<Record<SitzungArt, number>> = {
  sitzung: SESSION_LIFETIME_MS,
  merken: MERKEN_LIFETIME_MS,
};

export type SessionLookup =
  ({ status: 'ok' } & LiveSession) | { status: 'unknown' } | { status: 'expired' } | { status: 'blocked' };

/** Server side of the session cookie (DEVIATIONS 3): create, look up, slide, end. */
@Injectable()
export class SessionsService {
  /** One lookup per request, however many guards and handlers ask. */
  private readonly perRequest = new WeakMap<FastifyRequest, Promise<SessionLookup>>();

  constructor(
    @InjectRepository(Sitzung) private readonly sitzungen: Repository<Sitzung>,
    @Inject(SessionCache) private readonly cache: SessionCache,
  ) {}

  /** The browser session of this request (its ls_session cookie). */
  forRequest(request: FastifyRequest): Promise<SessionLookup> {
    let lookup = this.perRequest.get(request);
    if (!lookup) {
      lookup = this.lookup(request.cookies[SESSION_COOKIE], 'sitzung');
      this.perRequest.set(request, lookup);
    }
    return lookup;
  }

  /** Creates a session (or remember token) and returns the raw token; only its hash is stored. */
  async create(benutzerId: number, art: SitzungArt, now = new Date()): Promise<string> {
    const token = newSessionToken();
    // Not read back (insert would select erstellt_am again): one round trip less per login.
    await einfuegenMitId(this.sitzungen.manager, Sitzung, {
      token_hash: hashSessionToken(token),
      benutzer_id: benutzerId,
      art,
      laeuft_ab_am: new Date(now.getTime() + LIFETIME_MS[art]),
      zuletzt_benutzt_am: now,
    });
    return token;
  }

  /**
   * Looks a token up; expired rows and rows of blocked users are deleted on the way. A browser
   * session found valid is trusted from memory for a few seconds (SessionCache); otherwise one query:
   * the session row joined with its user and the user's school (kept on purpose instead of asking
   * AnmeldungLesenService, which would be more queries per request).
   */
  async lookup(token: string | undefined, art: SitzungArt, now = new Date()): Promise<SessionLookup> {
    if (!isWellFormedToken(token)) return { status: 'unknown' };
    const tokenHash = hashSessionToken(token);
    const cacheable = art === 'sitzung';
    const cached = cacheable ? this.cache.get(tokenHash, now.getTime()) : undefined;
    if (cached) return { status: 'ok', ...cached };
    const ticket = this.cache.ticket();
    // One statement: findOne with relations reads the ids first (SELECT DISTINCT …) and the rows
    // second; token_hash is unique, so there is at most one row and no paging is needed.
    const sitzung = await this.sitzungen
      .createQueryBuilder('sitzung')
      .leftJoinAndSelect('sitzung.benutzer', 'benutzer')
      .leftJoinAndSelect('benutzer.schule', 'schule')
      .where('sitzung.token_hash = :tokenHash AND sitzung.art = :art', { tokenHash, art })
      .getOne();
    if (!sitzung) return { status: 'unknown' };
    if (sitzung.laeuft_ab_am.getTime() <= now.getTime()) {
      await this.sitzungen.delete({ id: sitzung.id });
      return { status: 'expired' };
    }
    const { benutzer } = sitzung;
    if (!benutzer) return { status: 'unknown' };
    if (benutzer.ist_gesperrt) {
      await this.endAllFor(benutzer.id);
      return { status: 'blocked' };
    }
    if (art === 'sitzung') await this.slide(sitzung, now);
    const live: LiveSession = { sitzung, benutzer };
    if (cacheable) this.cache.remember(tokenHash, live, ticket);
    return { status: 'ok', ...live };
  }

  /** 12 h sliding expiry: each use (at most once a minute) moves the end 12 h ahead. */
  private async slide(sitzung: Sitzung, now: Date): Promise<void> {
    if (now.getTime() - sitzung.zuletzt_benutzt_am.getTime() < TOUCH_INTERVAL_MS) return;
    const moved = { zuletzt_benutzt_am: now, laeuft_ab_am: new Date(now.getTime() + SESSION_LIFETIME_MS) };
    await this.sitzungen.update({ id: sitzung.id }, moved);
    Object.assign(sitzung, moved);
  }

  /**
   * Which of these browser sessions are still valid: not ended, not expired, their user not locked
   * (one indexed query per 500). For long-lived connections after a change whose rows are not known.
   */
  async stillValid(sitzungIds: readonly number[], now = new Date()): Promise<Set<number>> {
    const valid = new Set<number>();
    for (let start = 0; start < sitzungIds.length; start += CHECK_CHUNK) {
      const rows = await this.sitzungen.find({
        select: { id: true },
        where: {
          id: In(sitzungIds.slice(start, start + CHECK_CHUNK)),
          art: 'sitzung',
          laeuft_ab_am: MoreThan(now),
          benutzer: { ist_gesperrt: false },
        },
      });
      for (const row of rows) valid.add(row.id);
    }
    return valid;
  }

  /** Ends the session or remember token behind a raw token, if there is one. */
  async endByToken(token: string | undefined, art: SitzungArt): Promise<void> {
    if (!isWellFormedToken(token)) return;
    const tokenHash = hashSessionToken(token);
    await this.sitzungen.delete({ token_hash: tokenHash, art });
    await this.cache.forgetToken(tokenHash);
  }

  /** DEVIATIONS 3: locking, deleting or re-coding a user ends all their sessions at once. */
  async endAllFor(benutzerId: number): Promise<void> {
    await this.sitzungen.delete({ benutzer_id: benutzerId });
    await this.cache.forgetUser(benutzerId);
  }
}
