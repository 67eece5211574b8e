import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import type { Benutzereinstellung as BenutzereinstellungDto, EinstellungsTag } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException } from '../common/api-exception';
import { toBenutzereinstellung } from './benutzereinstellung.mapper';
import type { BenutzereinstellungDto as EinstellungEingabe } from './dto/benutzereinstellung.dto';
import { FELD_PRO_TAG, onlyTagField, STAPEL_TAGS } from './einstellungs-tags';
import { Benutzereinstellung } from './entities/benutzereinstellung.entity';

const isTag = (tag: string): tag is EinstellungsTag => Object.hasOwn(FELD_PRO_TAG, tag);

/** The session user's settings (01 §3 benutzereinstellung): one row per user and tag. */
@Injectable()
export class BenutzereinstellungenService {
  constructor(
    @InjectRepository(Benutzereinstellung) private readonly einstellungen: Repository<Benutzereinstellung>,
  ) {}

  /** GET /api/benutzereinstellungen: the user's settings, by tag. */
  async mine(user: AuthUser): Promise<BenutzereinstellungDto[]> {
    const rows = await this.einstellungen.find({
      where: { benutzer_id: user.id },
      order: { tag: 'ASC', id: 'ASC' },
    });
    return rows.flatMap((row) => (isTag(row.tag) ? [toBenutzereinstellung(row, row.tag)] : []));
  }

  /** POST /api/benutzereinstellungen: upsert by (user, tag); the tag's field must hold a value. */
  async save(user: AuthUser, dto: EinstellungEingabe): Promise<BenutzereinstellungDto[]> {
    const feld = FELD_PRO_TAG[dto.tag];
    const eingabe = onlyTagField({
      tag: dto.tag,
      boolvalue: dto.boolvalue ?? null,
      intvalue: dto.intvalue ?? null,
      textvalue: dto.textvalue ?? null,
      strvalue: dto.strvalue ?? null,
    });
    if (eingabe[feld] === null) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'server.einstellung.wertFehlt', { tag: dto.tag, feld });
    }
    // One statement on the unique (benutzer_id, tag) index: simultaneous first saves of a tag cannot
    // both insert (a read-then-insert did, and the loser got a duplicate-key 500 on MariaDB).
    await this.einstellungen.upsert({ ...eingabe, benutzer_id: user.id }, ['benutzer_id', 'tag']);
    return this.mine(user);
  }

  /** The text value of one of a user's settings, null when unset (e.g. the quiz's Lernmodus). */
  async textWert(benutzerId: number, tag: EinstellungsTag): Promise<string | null> {
    const einstellung = await this.einstellungen.findOne({
      select: { strvalue: true },
      where: { benutzer_id: benutzerId, tag },
    });
    return einstellung?.strvalue ?? null;
  }

  /** A deleted stack is nobody's last-used stack any more (01 §2 dashboard tile), in the caller's transaction. */
  async stapelVergessen(manager: EntityManager, stapelId: number): Promise<void> {
    await manager.delete(Benutzereinstellung, { tag: In([...STAPEL_TAGS]), intvalue: stapelId });
  }
}
