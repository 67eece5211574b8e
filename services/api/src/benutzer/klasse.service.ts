import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type {
  KlassenListe,
  MeldungResponse,
  NeuerAnmeldecodeResponse,
  UploaderlaubnisResponse,
} from '@lernstapel/contracts';
import { validatePupil } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../identitaet/auth-user';
import { SessionsService } from './sitzungen/sessions.service';
import { ApiException, throwIfRuleErrors } from '../common/api-exception';
import { codeVonLehrpersonMail } from '../mail/mail-content';
import { MailService } from '../mail/mail.service';
import { normaliseEmail, refuseTakenEmail, refuseTakenNewEmail } from './benutzer-email';
import { MailLimiter } from '../rate-limit/mail/mail-limiter';
import { UploadsService } from '../uploads/uploads.service';
import { DatenschutzService } from '../datenschutz/datenschutz.service';
import type { SchuelerSpeichernDto } from './dto/schueler-speichern.dto';
import { Benutzer } from './entities/benutzer.entity';
import { notFound, ownClassOf, pupilsOf } from './own-class';
import { uniqueLoginCode } from './unique-login-code';
import { BenutzerService } from './benutzer.service';
import { transaktion } from '../database/transaktion';

/** The teacher's actions in the Klasse table (01 §2, §4, §5, §9); only on pupils of their own class. */
@Injectable()
export class KlasseService {
  constructor(
    @InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>,
    private readonly dataSource: DataSource,
    private readonly users: BenutzerService,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly uploads: UploadsService,
    private readonly datenschutz: DatenschutzService,
    private readonly mailLimiter: MailLimiter,
  ) {}

  /**
   * POST /api/benutzer/neuerschueler: creates (no id / 0) or updates a pupil. Everything is checked
   * before the first write: bad input → 400 with validatePupil's text, taken e-mail → 409.
   */
  async save(user: AuthUser, dto: SchuelerSpeichernDto): Promise<KlassenListe> {
    const klasse = ownClassOf(user);
    const benutzername = dto.benutzername.trim();
    const email = dto.email === undefined || dto.email === null ? null : normaliseEmail(dto.email) || null;
    const fehler = validatePupil({ benutzername, email });
    throwIfRuleErrors(fehler);
    const namevoll = dto.namevoll?.trim();
    await refuseTakenEmail(
      transaktion(this.dataSource, async (manager) => {
        const bisher = dto.id ? await this.ownPupil(user, dto.id, manager) : null;
        if (email !== null && email !== bisher?.email) {
          await refuseTakenNewEmail(manager, email, bisher?.id ?? null, () =>
            this.mailLimiter.assertMayProbe(user.id),
          );
        }
        if (bisher) {
          await manager.update(
            Benutzer,
            { id: bisher.id },
            {
              benutzername,
              namevoll: namevoll || bisher.namevoll,
              email,
              kann_stapel_veroeffentlichen:
                dto.kann_stapel_veroeffentlichen ?? bisher.kann_stapel_veroeffentlichen,
            },
          );
          return;
        }
        await manager.insert(Benutzer, {
          benutzername,
          namevoll: namevoll || benutzername,
          email,
          anmeldecode: await uniqueLoginCode(manager),
          schule_id: klasse.schule_id,
          klassen_code: klasse.klassen_code,
          ist_schueler: true,
          // 01 §9: new pupils may not publish unless the teacher says so.
          kann_stapel_veroeffentlichen: dto.kann_stapel_veroeffentlichen ?? false,
          create_user_id: user.id,
        });
      }),
      'klasse.emailExistiertBereits',
    );
    return this.users.pupilsOfScope(klasse);
  }

  /** POST /api/benutzer/sperren: locking ends all the pupil's sessions at once (DEVIATIONS 3). */
  async lock(user: AuthUser, id: number, gesperrt: boolean): Promise<KlassenListe> {
    const schueler = await this.ownPupil(user, id);
    await this.benutzer.update({ id: schueler.id }, { ist_gesperrt: gesperrt });
    if (gesperrt) await this.sessions.endAllFor(schueler.id);
    return this.users.pupilsOfScope(ownClassOf(user));
  }

  /** POST /api/benutzer/neueranmeldecode: the old code stops working, sessions end (DEVIATIONS 3). */
  async newCode(user: AuthUser, id: number): Promise<NeuerAnmeldecodeResponse> {
    const schueler = await this.ownPupil(user, id);
    const anmeldecode = await transaktion(this.dataSource, async (manager) => {
      const code = await uniqueLoginCode(manager);
      await manager.update(Benutzer, { id: schueler.id }, { anmeldecode: code });
      return code;
    });
    await this.sessions.endAllFor(schueler.id);
    return { anmeldecode };
  }

  /** POST /api/benutzer/anmeldecodesenden: mails the pupil's code to the pupil's address. */
  async sendCode(user: AuthUser, id: number): Promise<MeldungResponse> {
    const schueler = await this.ownPupil(user, id);
    if (!schueler.email) throw new ApiException(HttpStatus.BAD_REQUEST, 'server.klasse.keineEmail');
    const lehrperson = await this.benutzer.findOneOrFail({
      select: { id: true, namevoll: true },
      where: { id: user.id },
    });
    await this.mail.send({
      to: schueler.email,
      benutzerId: schueler.id,
      ...codeVonLehrpersonMail(schueler, lehrperson.namevoll),
    });
    return { message: t('bestaetigung.codeVerschickt', { email: schueler.email }) };
  }

  /** POST /api/benutzer/uploaderlaubnis: uploads allowed for 2 hours (01 §4). */
  async allowUploads(user: AuthUser, id: number): Promise<UploaderlaubnisResponse> {
    const schueler = await this.ownPupil(user, id);
    const erlaubtBis = await this.uploads.grant(schueler.id, user.id);
    return { message: t('bestaetigung.uploaderlaubnisErteilt'), erlaubt_bis: erlaubtBis.toISOString() };
  }

  /** POST /api/benutzer/removeschueler: the pupil and all their data (privacy map), sessions too. */
  async remove(user: AuthUser, id: number): Promise<KlassenListe> {
    const schueler = await this.ownPupil(user, id);
    await transaktion(
      this.dataSource,
      (manager) => this.datenschutz.loescheBenutzer(manager, [schueler.id]),
      'READ COMMITTED',
    );
    return this.users.pupilsOfScope(ownClassOf(user));
  }

  /** A pupil of the teacher's own class, or 404 (another class's pupil is not revealed). */
  private async ownPupil(user: AuthUser, id: number, manager?: EntityManager): Promise<Benutzer> {
    const where = { ...pupilsOf(ownClassOf(user)), id };
    const schueler = manager
      ? await manager.findOne(Benutzer, { where })
      : await this.benutzer.findOne({ where });
    if (!schueler) throw notFound();
    return schueler;
  }
}
