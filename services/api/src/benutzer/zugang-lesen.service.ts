import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { Zugang } from '../mail/mail-content';
import { emailTaken } from './benutzer-email';
import { Benutzer } from './entities/benutzer.entity';

/** A login (username, name, code) with its user id: the forgot-code mail, a new registration. */
export type ZugangMitId = Zugang & { id: number };

/** The logins behind an e-mail address, for the forgot-code mail and the registration's check. */
@Injectable()
export class ZugangLesenService {
  constructor(@InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>) {}

  /** Every login with this (normalised) e-mail, oldest first (one: e-mails are unique, migration UniqueKeys). */
  loginsWithEmail(email: string): Promise<ZugangMitId[]> {
    return this.benutzer
      .createQueryBuilder('benutzer')
      .select(['benutzer.id', 'benutzer.namevoll', 'benutzer.benutzername', 'benutzer.anmeldecode'])
      .where('benutzer.email = :email', { email })
      .orderBy('benutzer.id', 'ASC')
      .getMany();
  }

  /** 01 §5: is the (normalised) e-mail some user's, inside the caller's transaction? */
  emailTaken(manager: EntityManager, email: string): Promise<boolean> {
    return emailTaken(manager, email, null);
  }
}
