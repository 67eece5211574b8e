import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
// The one read of another module's table kept in auth: see lookup().
import type { Benutzer } from '../benutzer/entities/benutzer.entity';
import { Sitzung, type SitzungArt } from './entities/sitzung.entity';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './session-token';
import { MERKEN_LIFETIME_MS, SESSION_LIFETIME_MS } from './session-cookies';

/** Don't write on every request: a session is extended at most once per minute. */
const TOUCH_INTERVAL_MS = 60 * 1000;

const LIFETIME_MS: Readonly<Record<SitzungArt, number>> = {
  sitzung: SESSION_LIFETIME_MS,
  merken: MERKEN_LIFETIME_MS,
};

export type SessionLookup =
  | { status: 'ok'; sitzung: Sitzung; benutzer: Benutzer }
  | { status: 'unknown' }
  | { status: 'expired' }
  | { status: 'blocked' };

/** Server side of the session cookie (DEVIATIONS 3): create, look up, slide, end. */
@Injectable()
export class SessionsService {
  constructor(@InjectRepository(Sitzung) private readonly sitzungen: Repository<Sitzung>) {}

  /** Creates a session (or remember token) and returns the raw token; only its hash is stored. */
  async create(benutzerId: number, art: SitzungArt, now = new Date()): Promise<string> {
    const token = newSessionToken();
    await this.sitzungen.insert({
      token_hash: hashSessionToken(token),
      benutzer_id: benutzerId,
      art,
      laeuft_ab_am: new Date(now.getTime() + LIFETIME_MS[art]),
      zuletzt_benutzt_am: now,
    });
    return token;
  }

  /** Looks a token up; expired rows and rows of blocked users are deleted on the way. */
  async lookup(token: string | undefined, art: SitzungArt, now = new Date()): Promise<SessionLookup> {
    if (!isWellFormedToken(token)) return { status: 'unknown' };
    // One query on every authenticated request: the session row joined with its user (kept on
    // purpose instead of asking BenutzerModule, which would be a second query per request).
    const sitzung = await this.sitzungen.findOne({
      where: { token_hash: hashSessionToken(token), art },
      relations: { benutzer: true },
    });
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
    return { status: 'ok', sitzung, benutzer };
  }

  /** 12 h sliding expiry: each use (at most once a minute) moves the end 12 h ahead. */
  private async slide(sitzung: Sitzung, now: Date): Promise<void> {
    if (now.getTime() - sitzung.zuletzt_benutzt_am.getTime() < TOUCH_INTERVAL_MS) return;
    await this.sitzungen.update(
      { id: sitzung.id },
      { zuletzt_benutzt_am: now, laeuft_ab_am: new Date(now.getTime() + SESSION_LIFETIME_MS) },
    );
  }

  async end(sitzungId: number): Promise<void> {
    await this.sitzungen.delete({ id: sitzungId });
  }

  /** Ends the session or remember token behind a raw token, if there is one. */
  async endByToken(token: string | undefined, art: SitzungArt): Promise<void> {
    if (!isWellFormedToken(token)) return;
    await this.sitzungen.delete({ token_hash: hashSessionToken(token), art });
  }

  /** DEVIATIONS 3: locking, deleting or re-coding a user ends all their sessions at once. */
  async endAllFor(benutzerId: number): Promise<void> {
    await this.sitzungen.delete({ benutzer_id: benutzerId });
  }
}
