import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, IsNull, type Repository } from 'typeorm';
import { nameOrPrevious } from '@lernstapel/rules';
import { ApiException } from '../common/api-exception';
import { DatenschutzService } from '../datenschutz/datenschutz.service';
import { normaliseEmail, refuseTakenEmail, refuseTakenNewEmail } from './benutzer-email';
import { MailLimiter } from '../rate-limit/mail/mail-limiter';
import { Benutzer } from './entities/benutzer.entity';
import { pupilsOf } from './own-class';
import { deleteTeacherWithPupils } from './teacher-deletion';
import { uniqueKlassenCode, uniqueLoginCode } from './unique-login-code';
import { transaktion } from '../database/transaktion';

/** A registering teacher's fields (01 §5), already checked and trimmed; e-mail normalised. */
export interface NeueLehrpersonFelder {
  benutzername: string;
  namevoll: string;
  kuerzel: string | null;
  email: string;
}

/** What joinNewSchool changed, so that leaveNewSchool can take it back. */
export interface SchulBeitritt {
  namevoll: string;
  email: string | null;
  /** the person's columns before */
  vorher: Pick<Benutzer, 'klassen_code' | 'ist_schule_ansprechpartner'>;
  schuelerIds: number[];
}

/**
 * The writes of users other modules need (issue 8: one owner per entity). Use cases that span
 * domains (registration, a licence order for a new school) pass their transaction's EntityManager,
 * so that the school and the user are written atomically.
 */
@Injectable()
export class BenutzerSchreibenService {
  constructor(
    @InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>,
    private readonly dataSource: DataSource,
    private readonly datenschutz: DatenschutzService,
    private readonly mailLimiter: MailLimiter,
  ) {}

  /** 01 §5 'Mein Konto': an empty name or username falls back to the previous value. */
  async rename(id: number, namevoll: string | undefined, benutzername: string | undefined): Promise<void> {
    const self = await this.benutzer.findOneByOrFail({ id });
    await this.benutzer.update(
      { id },
      {
        namevoll: nameOrPrevious(namevoll, self.namevoll),
        benutzername: nameOrPrevious(benutzername, self.benutzername),
      },
    );
  }

  /** 01 §5: the own e-mail, normalised; 409 when another user has it ('Diese E-Mail-Adresse gehört schon …'). */
  async changeEmail(id: number, email: string): Promise<void> {
    const normalised = normaliseEmail(email);
    await refuseTakenEmail(
      transaktion(this.dataSource, async (manager) => {
        await refuseTakenNewEmail(manager, normalised, id, () => this.mailLimiter.assertMayProbe(id));
        await manager.update(Benutzer, { id }, { email: normalised });
      }),
      'klasse.emailExistiertBereits',
    );
  }

  /**
   * 01 §6 account deletion: the teacher, their data (privacy map) and the pupils they created, in one
   * transaction. Teachers they created keep their accounts with creator 0.
   */
  async deleteAccount(id: number): Promise<void> {
    await transaktion(
      this.dataSource,
      (manager) => deleteTeacherWithPupils(manager, this.datenschutz, id, 0),
      'READ COMMITTED',
    );
  }

  /**
   * Issue 29 (Art. 17 by e-mail): the main administration deletes a person without a school like their
   * own account deletion (a teacher with the pupils they created). People of a school go with it or
   * through its administrators; main administrators are never deleted here.
   */
  async deleteIndividual(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.datenschutz.sperreLoeschungen(manager);
      const person = await manager.findOne(Benutzer, {
        select: { id: true, schule_id: true, ist_main_admin: true, ist_schueler: true },
        where: { id },
      });
      if (!person) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
      if (person.ist_main_admin)
        throw new ApiException(HttpStatus.FORBIDDEN, 'admin.hauptadminNichtLoeschen');
      if (person.schule_id !== null)
        throw new ApiException(HttpStatus.CONFLICT, 'admin.einzelpersonHatSchule');
      if (person.ist_schueler) await this.datenschutz.loescheBenutzer(manager, [id]);
      else await deleteTeacherWithPupils(manager, this.datenschutz, id, 0);
    });
  }

  /**
   * 01 §5 registration: a new teacher (01 §9: may publish; 01 §3: creator 0 = registration). With a
   * school they are its first teacher: both administrative flags, contact person and a class code.
   */
  async registerTeacher(
    manager: EntityManager,
    felder: NeueLehrpersonFelder,
    schuleId: number | null,
  ): Promise<Benutzer> {
    const anmeldecode = await uniqueLoginCode(manager);
    const ersteLehrperson =
      schuleId === null
        ? {}
        : {
            klassen_code: await uniqueKlassenCode(manager),
            kann_lehrpersonen_bearbeiten: true,
            kann_schuldaten_bearbeiten: true,
            ist_schule_ansprechpartner: true,
          };
    return manager.save(
      manager.create(Benutzer, {
        ...felder,
        anmeldecode,
        ist_schueler: false,
        kann_stapel_veroeffentlichen: true,
        create_user_id: 0,
        schule_id: schuleId,
        ...ersteLehrperson,
      }),
    );
  }

  /**
   * Issue 28: a pupil created by the school's identity provider on first sign-in (the school chose the
   * class); may not publish (01 §9); creator 0 like a registration, no teacher created it.
   */
  async neuerSchulkontoSchueler(
    manager: EntityManager,
    felder: { namevoll: string; schule_id: number; klassen_code: string },
  ): Promise<Benutzer> {
    return manager.save(
      manager.create(Benutzer, {
        benutzername: felder.namevoll.slice(0, 100),
        namevoll: felder.namevoll,
        anmeldecode: await uniqueLoginCode(manager),
        schule_id: felder.schule_id,
        klassen_code: felder.klassen_code,
        ist_schueler: true,
        kann_stapel_veroeffentlichen: false,
        create_user_id: 0,
      }),
    );
  }

  /**
   * 01 §6: a person without a school becomes the first teacher of the new school `schuleId` (both
   * administrative flags, contact person, a class code if they had none); the pupils of their class
   * move along. Only while they still have no school: a parallel order gives 403.
   */
  async joinNewSchool(manager: EntityManager, personId: number, schuleId: number): Promise<SchulBeitritt> {
    const person = await manager.findOneOrFail(Benutzer, {
      select: { id: true, namevoll: true, email: true, klassen_code: true, ist_schule_ansprechpartner: true },
      where: { id: personId },
    });
    const schuelerIds =
      person.klassen_code === null
        ? []
        : (
            await manager.find(Benutzer, {
              select: { id: true },
              where: pupilsOf({ klassen_code: person.klassen_code, schule_id: null }),
            })
          ).map((schueler) => schueler.id);
    if (schuelerIds.length) {
      await manager.update(Benutzer, { id: In(schuelerIds) }, { schule_id: schuleId });
    }
    const result = await manager.update(
      Benutzer,
      { id: person.id, schule_id: IsNull() },
      {
        schule_id: schuleId,
        kann_lehrpersonen_bearbeiten: true,
        kann_schuldaten_bearbeiten: true,
        ist_schule_ansprechpartner: true,
        // Like the first teacher of a registered school, the person has a class.
        klassen_code: person.klassen_code ?? (await uniqueKlassenCode(manager)),
      },
    );
    if (result.affected !== 1) throw new ApiException(HttpStatus.FORBIDDEN, 'verwaltung.schonSchule');
    return {
      namevoll: person.namevoll,
      email: person.email,
      vorher: {
        klassen_code: person.klassen_code,
        ist_schule_ansprechpartner: person.ist_schule_ansprechpartner,
      },
      schuelerIds,
    };
  }

  /** Undoes joinNewSchool: the person and the pupils leave school `schuleId` again. */
  async leaveNewSchool(
    manager: EntityManager,
    personId: number,
    schuleId: number,
    beitritt: SchulBeitritt,
  ): Promise<void> {
    if (beitritt.schuelerIds.length) {
      await manager.update(
        Benutzer,
        { id: In(beitritt.schuelerIds), schule_id: schuleId },
        { schule_id: null },
      );
    }
    await manager.update(
      Benutzer,
      { id: personId, schule_id: schuleId },
      {
        schule_id: null,
        kann_lehrpersonen_bearbeiten: false,
        kann_schuldaten_bearbeiten: false,
        ...beitritt.vorher,
      },
    );
  }
}
