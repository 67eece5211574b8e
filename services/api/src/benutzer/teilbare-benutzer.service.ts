import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { BenutzerToShare } from '@lernstapel/contracts';
import { sortByGerman, teilenEmpfaenger } from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { anzeigename } from './anzeigename';
import { Benutzer } from './entities/benutzer.entity';
import { teilbarWhere } from './teilbare-benutzer';

/** Whom a user may share stacks with (teilbarWhere, teilenEmpfaenger): the list and the check of a share. */
@Injectable()
export class TeilbareBenutzerService {
  constructor(@InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>) {}

  /** GET /api/benutzer/benutzertoshare: who `user` may share with, by name. */
  async teilbar(user: AuthUser): Promise<BenutzerToShare[]> {
    const where = teilbarWhere(user);
    if (where.length === 0) return [];
    const personen = await this.benutzer.find({
      select: { id: true, benutzername: true, namevoll: true, ist_schueler: true, klassen_code: true },
      where,
    });
    const liste = teilenEmpfaenger(personen, { id: user.id, ist_schueler: user.rolle === 'pupil' }).map(
      (person): BenutzerToShare => ({
        id: person.id,
        benutzername: person.benutzername,
        namevoll: person.namevoll,
        ist_schueler: person.ist_schueler,
        klassen_code: person.klassen_code,
      }),
    );
    return sortByGerman(liste, (person) => anzeigename(person));
  }

  /** Are all of `ids` in the list `user` may share with (see teilbar)? */
  async sindTeilbar(user: AuthUser, ids: readonly number[]): Promise<boolean> {
    const eindeutig = [...new Set(ids)];
    if (eindeutig.length === 0) return true;
    const where = teilbarWhere(user).map((bedingung) => ({ ...bedingung, id: In(eindeutig) }));
    if (where.length === 0) return false;
    const gefunden = await this.benutzer.find({ select: { id: true }, where });
    const erlaubt = teilenEmpfaenger(gefunden, { id: user.id, ist_schueler: user.rolle === 'pupil' });
    return new Set(erlaubt.map((person) => person.id)).size === eindeutig.length;
  }
}
