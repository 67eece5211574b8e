import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { RegistrierungResponse } from '@lernstapel/contracts';
import { ApiException } from '../../common/api-exception';
import { registrierungsMail } from '../../mail/mail-content';
import { MailService } from '../../mail/mail.service';
import { SchulenService } from '../../schulen/schulen.service';
import { refuseTakenEmail } from '../benutzer-email';
import { ZugangLesenService, type ZugangMitId } from '../zugang-lesen.service';
import { BenutzerSchreibenService, type NeueLehrpersonFelder } from '../benutzer-schreiben.service';
import type { RegistrierungDto } from './dto/registrierung.dto';
import { checkedRegistrierung, type Registrierung } from './registrieren-eingabe';
import { transaktion } from '../../database/transaktion';

/** 01 §5 registration as a school or as an individual person. */
@Injectable()
export class RegistrierenService {
  private readonly logger = new Logger('Registrierung');

  constructor(
    private readonly dataSource: DataSource,
    private readonly schulen: SchulenService,
    private readonly benutzerLesen: ZugangLesenService,
    private readonly benutzer: BenutzerSchreibenService,
    private readonly mail: MailService,
  ) {}

  /**
   * Creates the school and its first teacher (or an individual teacher without a school) in one
   * transaction and mails the new code. The code is also answered once: when the mail cannot be
   * sent, the registration still stands (the error is logged without the code) and the success
   * dialog is the user's copy.
   */
  async register(dto: RegistrierungDto): Promise<RegistrierungResponse> {
    const eingabe = checkedRegistrierung(dto);
    const benutzer = await refuseTakenEmail(
      transaktion(this.dataSource, async (manager) => {
        // 01 §5: against every school's email1 and every user's e-mail.
        if (await this.emailIsRegistered(manager, eingabe.email)) {
          throw new ApiException(HttpStatus.CONFLICT, 'registrierung.emailBereitsRegistriert');
        }
        return eingabe.art === 'schule'
          ? this.createSchool(manager, eingabe)
          : this.createPerson(manager, eingabe);
      }),
      'registrierung.emailBereitsRegistriert',
    );
    const mailVersendet = await this.sendMail(benutzer, eingabe.email);
    return { anmeldecode: benutzer.anmeldecode, benutzername: benutzer.benutzername, mailVersendet };
  }

  /** 01 §5: is the e-mail (trimmed, lower case) some school's email1 or some user's e-mail? */
  private async emailIsRegistered(manager: EntityManager, email: string): Promise<boolean> {
    return (await this.schulen.emailTaken(manager, email)) || this.benutzerLesen.emailTaken(manager, email);
  }

  /** 01 §5/§9: the school, its first teacher with both admin flags, and the contact person. */
  private async createSchool(manager: EntityManager, eingabe: Registrierung): Promise<ZugangMitId> {
    const schule = await this.schulen.create(manager, {
      name1: eingabe.schulName1,
      anschrift1: eingabe.schulStrasse,
      plz: eingabe.schulPLZ,
      ort: eingabe.schulOrt,
      land: eingabe.schulLand,
      email1: eingabe.email,
    });
    const lehrperson = await this.benutzer.registerTeacher(manager, teacherFields(eingabe), schule.id);
    await this.schulen.recordRegistrant(manager, schule.id, {
      id: lehrperson.id,
      namevoll: lehrperson.namevoll,
      email: eingabe.email,
    });
    return lehrperson;
  }

  /** 01 §6: an individually registered person is a teacher without a school. */
  private createPerson(manager: EntityManager, eingabe: Registrierung): Promise<ZugangMitId> {
    return this.benutzer.registerTeacher(manager, teacherFields(eingabe), null);
  }

  /** true when the mail was handed over. */
  private async sendMail(benutzer: ZugangMitId, email: string): Promise<boolean> {
    try {
      await this.mail.send({ to: email, benutzerId: benutzer.id, ...registrierungsMail(benutzer) });
      return true;
    } catch {
      // MailService has logged why; the registration stands (see register()).
      this.logger.warn(`registration of user ${benutzer.id} stands without a mail`);
      return false;
    }
  }
}

function teacherFields(eingabe: Registrierung): NeueLehrpersonFelder {
  return {
    benutzername: eingabe.benutzername,
    namevoll: eingabe.namevoll,
    kuerzel: eingabe.kuerzel,
    email: eingabe.email,
  };
}
