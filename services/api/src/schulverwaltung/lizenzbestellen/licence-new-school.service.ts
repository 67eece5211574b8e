import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { MeldungResponse } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../../identitaet/auth-user';
import { SchulMitgliederService } from '../../benutzer/schul-mitglieder.service';
import { BenutzerSchreibenService, type SchulBeitritt } from '../../benutzer/benutzer-schreiben.service';
import { ApiException } from '../../common/api-exception';
import { SchuleSpeichernDto } from '../../schulen/dto/schule-speichern.dto';
import { LizenzbestellungenService } from '../../schulen/lizenzbestellungen.service';
import {
  NEUE_SCHULE,
  normaliseSchulEingabe,
  type SchulFelder,
  schulEingabeException,
  schulEingabeFehler,
} from '../../schulen/schul-eingabe';
import { SchulenService } from '../../schulen/schulen.service';
import type { LizenzFuerNeueSchuleDto } from './dto/lizenz-fuer-neue-schule.dto';
import { LICENCE_PRICE_EUR } from './licence-order-config';
import { assertLicenceOrderable, assertLicenceOrderYear } from './licence-order-checks';
import { type BestellendeSchule, licenceOrderInhalt } from './licence-order-mail';
import { LICENCE_PRICE_TEXT, LicenceOrderMailer } from './licence-order-mailer';
import { transaktion } from '../../database/transaktion';

/** What the order changed, so that it can be taken back when the mail fails. */
interface Placed {
  schule: BestellendeSchule;
  bestellungId: number;
  beitritt: SchulBeitritt;
}

/**
 * 01 §6: an individual person (a teacher without a school) orders a licence for a school. The order
 * creates the school, makes the person its first teacher (both administrative flags, contact person,
 * class code) and moves the pupils of their class along; it is mailed like any licence order.
 */
@Injectable()
export class LicenceNewSchoolService {
  private readonly logger = new Logger('Lizenzbestellung');

  constructor(
    private readonly dataSource: DataSource,
    private readonly schulen: SchulenService,
    private readonly bestellungen: LizenzbestellungenService,
    private readonly benutzer: BenutzerSchreibenService,
    private readonly benutzerLesen: SchulMitgliederService,
    private readonly mailer: LicenceOrderMailer,
  ) {}

  /**
   * Everything is checked before the first write (bad input changes nothing); the writes are one
   * transaction; the mail is sent after the commit (no transaction is held open while mailing). If
   * the mail cannot be handed over, the order is taken back completely and the 503 passes on.
   */
  async order(user: AuthUser, year: number, dto: LizenzFuerNeueSchuleDto): Promise<MeldungResponse> {
    if (user.schule_id !== null) throw new ApiException(HttpStatus.FORBIDDEN, 'verwaltung.schonSchule');
    assertLicenceOrderYear(year);
    const felder = this.checkedSchool(dto);
    assertLicenceOrderable(felder, dto.bedingungen_akzeptiert);

    const placed = await transaktion(this.dataSource, (manager) => this.place(manager, user, year, felder));
    try {
      await this.mailer.send(placed.schule, year, user.id);
    } catch (error) {
      await this.takeBack(user.id, placed);
      throw error;
    }
    return {
      message: t('verwaltung.lizenzFuerNeueSchuleBestellt', {
        schule: placed.schule.name1,
        year,
        betrag: LICENCE_PRICE_TEXT,
      }),
    };
  }

  /** The school dialog's rules (01 §5/§9) on the trimmed values; a new school has no licence year. */
  private checkedSchool(dto: LizenzFuerNeueSchuleDto): SchulFelder {
    const eingabe = normaliseSchulEingabe(Object.assign(new SchuleSpeichernDto(), dto.schule));
    const felder: SchulFelder = { ...NEUE_SCHULE, ...eingabe.felder, lizenz_jahr: null };
    const ungueltig = schulEingabeException(schulEingabeFehler(felder, [], new Set()));
    if (ungueltig) throw ungueltig;
    return felder;
  }

  private async place(
    manager: EntityManager,
    user: AuthUser,
    year: number,
    felder: SchulFelder,
  ): Promise<Placed> {
    const schule = await this.schulen.create(manager, felder);
    // The person becomes its first teacher; the pupils of their class (no school yet) move with them.
    const beitritt = await this.benutzer.joinNewSchool(manager, user.id, schule.id);
    await this.schulen.recordRegistrant(manager, schule.id, {
      id: user.id,
      namevoll: beitritt.namevoll,
      email: beitritt.email,
    });
    const bestellungId = await this.bestellungen.record(
      {
        schule_id: schule.id,
        jahr: year,
        bestellt_von_benutzer_id: user.id,
        betrag: LICENCE_PRICE_EUR,
        inhalt: licenceOrderInhalt(schule, year),
      },
      manager,
    );
    return { schule, bestellungId, beitritt };
  }

  /**
   * Undoes place(): the person and the pupils leave the school first (deleting a school cascades to
   * its users), then the order and the school (with its contact person) are deleted.
   */
  private async takeBack(benutzerId: number, placed: Placed): Promise<void> {
    const schuleId = placed.schule.id;
    try {
      await transaktion(this.dataSource, async (manager) => {
        await this.benutzer.leaveNewSchool(manager, benutzerId, schuleId, placed.beitritt);
        await this.bestellungen.remove(placed.bestellungId, manager);
        // Only if nobody else belongs to it by now: a school is never deleted with users in it here.
        if (!(await this.benutzerLesen.schoolHasUsers(manager, schuleId))) {
          await this.schulen.deleteIn(manager, schuleId);
        }
      });
    } catch (error) {
      this.logger.error(`licence order for new school ${schuleId} could not be taken back`, error);
    }
  }
}
