import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import type { AuthUser } from '../identitaet/auth-user';
import type { BenutzerToShare, SessionUser } from '@lernstapel/contracts';
import { normaliseLoginCode, sortByGerman, teilenEmpfaenger } from '@lernstapel/rules';
import { countBy } from '../common/count-by';
import type { Zugang } from '../mail/mail-content';
import { joinSchule } from '../schulen/schule-join';
import { anzeigename } from './anzeigename';
import { emailTaken } from './benutzer-email';
import { Benutzer } from './entities/benutzer.entity';
import { pupilsOf } from './own-class';
import { teilbarWhere } from './teilbare-benutzer';
import type { KlassenScope } from './school-scope.service';
import { toSessionUser } from './session-user.mapper';

/** A login (username, name, code) with its user id: the forgot-code mail, a new registration. */
export type ZugangMitId = Zugang & { id: number };

/**
 * The reads of users other modules need (issue 8: one owner per entity): they ask here instead of
 * querying the benutzer table. Each method is one query.
 */
@Injectable()
export class BenutzerLesenService {
  constructor(@InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>) {}

  /**
   * 01 §4 login: the user with this code as SessionUser and whether they are blocked, null for an
   * unknown code. Codes are stored normalised (upper case, no blanks; rules: normaliseLoginCode).
   */
  async byLoginCode(anmeldecode: string): Promise<{ user: SessionUser; gesperrt: boolean } | null> {
    const benutzer = await this.withSchool()
      .where('benutzer.anmeldecode = :code', { code: normaliseLoginCode(anmeldecode) })
      .getOne();
    return benutzer ? { user: toSessionUser(benutzer), gesperrt: benutzer.ist_gesperrt } : null;
  }

  /** The SessionUser of `id` with its school's licence year and country; null when the user is gone. */
  async sessionUser(id: number): Promise<SessionUser | null> {
    const benutzer = await this.withSchool().where('benutzer.id = :id', { id }).getOne();
    return benutzer ? toSessionUser(benutzer) : null;
  }

  /** User id → display name (anzeigename) for the given ids; unknown ids are missing. */
  async anzeigenamen(ids: readonly number[]): Promise<Map<number, string>> {
    const personen = await this.byIds(ids, { id: true, namevoll: true, benutzername: true });
    return new Map(personen.map((person) => [person.id, anzeigename(person)]));
  }

  /** User id → username for the given ids; unknown ids are missing. */
  async benutzernamen(ids: readonly number[]): Promise<Map<number, string>> {
    const personen = await this.byIds(ids, { id: true, benutzername: true });
    return new Map(personen.map((person) => [person.id, person.benutzername]));
  }

  /** Issue 28: whether a class (a teacher's klassen_code) exists in this school. */
  async klasseInSchule(klassenCode: string, schuleId: number): Promise<boolean> {
    return this.benutzer.exists({
      where: { klassen_code: klassenCode, schule_id: schuleId, ist_schueler: false, ist_main_admin: false },
    });
  }

  /** The school of user `id`; null without one (or for an unknown id). */
  async schuleIdOf(id: number): Promise<number | null> {
    const benutzer = await this.benutzer.findOne({ select: { id: true, schule_id: true }, where: { id } });
    return benutzer?.schule_id ?? null;
  }

  /** What a sign-in other than by code must check of user `id` (issue 28): school, lock and role flags. */
  anmeldeStand(
    id: number,
  ): Promise<Pick<Benutzer, 'id' | 'schule_id' | 'ist_gesperrt' | 'ist_schueler' | 'ist_main_admin'> | null> {
    return this.benutzer.findOne({
      select: { id: true, schule_id: true, ist_gesperrt: true, ist_schueler: true, ist_main_admin: true },
      where: { id },
    });
  }

  /** Name and e-mail of user `id` (the licence order's 'bestellt von'); throws for an unknown id. */
  contactOf(id: number): Promise<Pick<Benutzer, 'id' | 'namevoll' | 'email'>> {
    return this.benutzer.findOneOrFail({ select: { id: true, namevoll: true, email: true }, where: { id } });
  }

  /** Users per school id for the given schools (missing: 0). */
  countPerSchool(schulIds: readonly number[]): Promise<Map<number, number>> {
    return countBy(this.benutzer, 'schule_id', schulIds);
  }

  /** Does any user belong to school `schuleId` (inside the caller's transaction)? */
  schoolHasUsers(manager: EntityManager, schuleId: number): Promise<boolean> {
    return manager.exists(Benutzer, { where: { schule_id: schuleId } });
  }

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

  /** The pupils of a class: id and username. */
  pupilNamesOf(klasse: KlassenScope): Promise<Pick<Benutzer, 'id' | 'benutzername'>[]> {
    return this.benutzer.find({ select: { id: true, benutzername: true }, where: pupilsOf(klasse) });
  }

  /** The pupils of `klasse` with username and full name, by username (the exam overview and navigator). */
  pupilsOf(klasse: KlassenScope): Promise<Pick<Benutzer, 'id' | 'benutzername' | 'namevoll'>[]> {
    return this.benutzer.find({
      select: { id: true, benutzername: true, namevoll: true },
      where: pupilsOf(klasse),
      order: { benutzername: 'ASC', id: 'ASC' },
    });
  }

  /** Is user `id` a pupil of `klasse`? */
  isPupilOf(klasse: KlassenScope, id: number): Promise<boolean> {
    return this.benutzer.exists({ where: { ...pupilsOf(klasse), id } });
  }

  /** How many of `ids` are pupils of `klasse`, inside the caller's transaction. */
  countPupilsOf(manager: EntityManager, klasse: KlassenScope, ids: readonly number[]): Promise<number> {
    return manager.count(Benutzer, { where: { ...pupilsOf(klasse), id: In([...ids]) } });
  }

  /** GET /api/benutzer/benutzertoshare: who `user` may share with (teilbarWhere, teilenEmpfaenger), by name. */
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

  private withSchool() {
    return joinSchule(this.benutzer.createQueryBuilder('benutzer'), 'benutzer', ['lizenz_jahr', 'land']);
  }

  private async byIds<S extends Partial<Record<keyof Benutzer, true>>>(
    ids: readonly number[],
    select: S,
  ): Promise<Benutzer[]> {
    const eindeutig = [...new Set(ids)];
    if (eindeutig.length === 0) return [];
    return this.benutzer.find({ select, where: { id: In(eindeutig) } });
  }
}
