import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type { LehrpersonenResponse, Lehrperson } from '@lernstapel/contracts';
import { sortByGerman, validateTeacher } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { BERECHTIGUNGEN, type AuthUser, type Berechtigung } from '../identitaet/auth-user';
import { ApiException, throwIfRuleErrors } from '../common/api-exception';
import { MailService } from '../mail/mail.service';
import { Benutzer } from './entities/benutzer.entity';
import { uniqueKlassenCode, uniqueLoginCode } from './unique-login-code';
import type { LehrpersonSpeichernDto } from './dto/lehrperson-speichern.dto';
import { normaliseEmail, refuseTakenEmail, refuseTakenNewEmail } from './benutzer-email';
import { MailLimiter } from '../rate-limit/mail/mail-limiter';
import { mayDeleteTeacher, mayEditTeacher, toLehrperson } from './lehrperson.mapper';
import { neueLehrpersonMail } from './teacher-code-mail';
import { DatenschutzService } from '../datenschutz/datenschutz.service';
import { deleteTeacherWithPupils } from './teacher-deletion';
import { SchoolScope } from './school-scope.service';
import { transaktion } from '../database/transaktion';

interface LehrpersonFelder {
  namevoll: string;
  benutzername: string;
  email: string;
  kuerzel: string | null | undefined;
}

/** Teachers of the own school (01 §2 Lehrpersonen / Verwaltung, 01 §5, §6). */
@Injectable()
export class LehrpersonenService {
  private readonly logger = new Logger('Lehrpersonen');

  constructor(
    @InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>,
    private readonly dataSource: DataSource,
    private readonly scope: SchoolScope,
    private readonly mail: MailService,
    private readonly datenschutz: DatenschutzService,
    private readonly mailLimiter: MailLimiter,
  ) {}

  /** 01 §7 GET /api/benutzer/schule/{schule_id}: the school's teachers, by name. */
  async list(user: AuthUser, schuleId: number): Promise<Lehrperson[]> {
    this.scope.assertSameSchool(user, schuleId);
    const teachers = await this.benutzer.find({
      where: { schule_id: schuleId, ist_schueler: false, ist_main_admin: false },
    });
    return sortByGerman(
      teachers.map((teacher) => toLehrperson(teacher, user)),
      (row) => row.namevoll,
    );
  }

  /** 01 §7 POST /api/benutzer: create (id 0 / absent) or update a teacher; checked before any write. */
  async save(user: AuthUser, dto: LehrpersonSpeichernDto): Promise<LehrpersonenResponse> {
    if (dto.id === undefined || dto.id === 0) {
      const schuleId = this.assertMayCreate(user);
      return this.create(user, schuleId, dto, this.checkedFields(dto));
    }
    const teacher = await this.teacherOfSchool(user, dto.id);
    if (!mayEditTeacher(user, teacher)) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'verwaltung.nurEigeneLehrpersonenBearbeiten');
    }
    return this.update(user, teacher, dto, this.checkedFields(dto));
  }

  /** 01 §7 POST /api/benutzer/delete/{id}: only teachers one created, never oneself (01 §6). */
  async delete(user: AuthUser, id: number): Promise<LehrpersonenResponse> {
    if (id === user.id) throw new ApiException(HttpStatus.FORBIDDEN, 'verwaltung.selbstLoeschenVerboten');
    const teacher = await this.teacherOfSchool(user, id);
    if (!mayDeleteTeacher(user, teacher)) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'verwaltung.nurEigeneLehrpersonenLoeschen');
    }
    // 01 §6: like an account deletion — their data and the pupils they created; their teachers pass to the deleter.
    await transaktion(
      this.dataSource,
      (manager) => deleteTeacherWithPupils(manager, this.datenschutz, id, user.id),
      'READ COMMITTED',
    );
    return { lehrpersonen: await this.listOwn(user), message: null };
  }

  private checkedFields(dto: LehrpersonSpeichernDto): LehrpersonFelder {
    const fehler = validateTeacher(dto);
    throwIfRuleErrors(fehler);
    const kuerzel =
      dto.kuerzel === undefined || dto.kuerzel === null ? dto.kuerzel : dto.kuerzel.trim() || null;
    return {
      namevoll: dto.namevoll.trim(),
      benutzername: dto.benutzername.trim(),
      email: normaliseEmail(dto.email),
      kuerzel,
    };
  }

  /** 01 §6: adding teachers needs kann_lehrpersonen_bearbeiten and a school to add them to. */
  private assertMayCreate(user: AuthUser): number {
    if (!user.kann_lehrpersonen_bearbeiten) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    }
    if (user.schule_id === null) throw new ApiException(HttpStatus.FORBIDDEN, 'verwaltung.keineSchule');
    return user.schule_id;
  }

  private async create(
    user: AuthUser,
    schuleId: number,
    dto: LehrpersonSpeichernDto,
    felder: LehrpersonFelder,
  ): Promise<LehrpersonenResponse> {
    const neu = await refuseTakenEmail(
      transaktion(this.dataSource, async (manager) => {
        await refuseTakenNewEmail(manager, felder.email, null, () =>
          this.mailLimiter.assertMayProbe(user.id),
        );
        return manager.save(
          manager.create(Benutzer, {
            ...felder,
            kuerzel: felder.kuerzel ?? null,
            anmeldecode: await uniqueLoginCode(manager),
            // A class of their own: a new teacher starts with an empty class (01 §6).
            klassen_code: await uniqueKlassenCode(manager),
            schule_id: schuleId,
            create_user_id: user.id,
            kann_lehrpersonen_bearbeiten: dto.kann_lehrpersonen_bearbeiten ?? false,
            kann_schuldaten_bearbeiten: dto.kann_schuldaten_bearbeiten ?? false,
            // 01 §6, §9: new teachers may publish unless switched off.
            kann_stapel_veroeffentlichen: dto.kann_stapel_veroeffentlichen ?? true,
          }),
        );
      }),
      'klasse.emailExistiertBereits',
    );
    return { lehrpersonen: await this.listOwn(user), message: await this.mailCode(user, neu) };
  }

  private async update(
    user: AuthUser,
    teacher: Benutzer,
    dto: LehrpersonSpeichernDto,
    felder: LehrpersonFelder,
  ): Promise<LehrpersonenResponse> {
    const { id } = teacher;
    const flags = this.changedFlags(user, teacher, dto);
    await refuseTakenEmail(
      transaktion(this.dataSource, async (manager) => {
        // Uniqueness is the dialog's rule for new teachers (01 §5); a changed address must not collide either.
        if (felder.email !== teacher.email) {
          await refuseTakenNewEmail(manager, felder.email, id, () =>
            this.mailLimiter.assertMayProbe(user.id),
          );
        }
        const { kuerzel, ...rest } = felder;
        await manager.update(
          Benutzer,
          { id },
          { ...rest, ...(kuerzel === undefined ? {} : { kuerzel }), ...flags },
        );
      }),
      'klasse.emailExistiertBereits',
    );
    return { lehrpersonen: await this.listOwn(user), message: null };
  }

  /** Flags sent with other values than stored need kann_lehrpersonen_bearbeiten (01 §6), else 403. */
  private changedFlags(user: AuthUser, teacher: Benutzer, dto: LehrpersonSpeichernDto): Partial<Benutzer> {
    const changed: Partial<Record<Berechtigung, boolean>> = {};
    for (const flag of BERECHTIGUNGEN) {
      const value = dto[flag];
      if (value !== undefined && value !== teacher[flag]) changed[flag] = value;
    }
    if (Object.keys(changed).length > 0 && !user.kann_lehrpersonen_bearbeiten) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    }
    return changed;
  }

  /** A teacher (not a pupil, not a main administrator) of the user's school, or the user; else 404. */
  private async teacherOfSchool(user: AuthUser, id: number): Promise<Benutzer> {
    const teacher = await this.benutzer.findOneBy({ id, ist_schueler: false, ist_main_admin: false });
    const sameSchool = teacher !== null && user.schule_id !== null && teacher.schule_id === user.schule_id;
    if (!teacher || !(sameSchool || teacher.id === user.id)) {
      throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    }
    return teacher;
  }

  private async listOwn(user: AuthUser): Promise<Lehrperson[]> {
    if (user.schule_id === null) {
      const self = await this.benutzer.findOneByOrFail({ id: user.id });
      return [toLehrperson(self, user)];
    }
    return this.list(user, user.schule_id);
  }

  /**
   * The new teacher's code goes to them by mail. If the mail cannot be handed over, the teacher still
   * exists (like a registration) and can use 'Anmeldecode vergessen?'; the answer says so.
   */
  private async mailCode(user: AuthUser, neu: Benutzer): Promise<string> {
    const email = neu.email ?? '';
    const creator = await this.benutzer.findOneByOrFail({ id: user.id });
    try {
      await this.mail.send({ to: email, benutzerId: neu.id, ...neueLehrpersonMail(neu, creator.namevoll) });
      return t('bestaetigung.codeVerschickt', { email });
    } catch (error) {
      if (!(error instanceof ApiException)) throw error;
      this.logger.warn(`code mail for new teacher ${neu.id} not delivered`);
      return t(error.textKey, error.textParams);
    }
  }
}
