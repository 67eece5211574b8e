import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import type { MeldungResponse } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../../auth/auth-user';
import { ApiException } from '../../common/api-exception';
import { SchuleSpeichernDto } from '../dto/schule-speichern.dto';
import { Lizenzbestellung } from '../entities/lizenzbestellung.entity';
import { SchulAnsprechpartner } from '../entities/schul-ansprechpartner.entity';
import { Schule } from '../entities/schule.entity';
import {
  NEUE_SCHULE,
  normaliseSchulEingabe,
  type SchulFelder,
  schulEingabeException,
  schulEingabeFehler,
} from '../schul-eingabe';
import { Benutzer } from '../../benutzer/entities/benutzer.entity';
import { pupilsOf } from '../../benutzer/own-class';
import { uniqueKlassenCode } from '../../benutzer/unique-login-code';
import type { LizenzFuerNeueSchuleDto } from './dto/lizenz-fuer-neue-schule.dto';
import { LICENCE_PRICE_EUR } from './licence-order-config';
import { assertLicenceOrderable, assertLicenceOrderYear } from './licence-order-checks';
import { licenceOrderInhalt } from './licence-order-mail';
import { LICENCE_PRICE_TEXT, LicenceOrderMailer } from './licence-order-mailer';

/** What the order changed, so that it can be taken back when the mail fails. */
interface Placed {
  schule: Schule;
  bestellungId: number;
  /** the person's columns before the order */
  vorher: Pick<Benutzer, 'klassen_code' | 'ist_schule_ansprechpartner'>;
  schuelerIds: number[];
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

    const placed = await this.dataSource.transaction((manager) => this.place(manager, user, year, felder));
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
    const person = await manager.findOneOrFail(Benutzer, {
      select: { id: true, namevoll: true, email: true, klassen_code: true, ist_schule_ansprechpartner: true },
      where: { id: user.id },
    });
    const schule = await manager.save(manager.create(Schule, felder));
    // The pupils of the person's own class (no school yet) move with them.
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
      await manager.update(Benutzer, { id: In(schuelerIds) }, { schule_id: schule.id });
    }
    // Only while the person still has no school: a parallel order of the same person gives 403.
    const result = await manager.update(
      Benutzer,
      { id: person.id, schule_id: IsNull() },
      {
        schule_id: schule.id,
        kann_lehrpersonen_bearbeiten: true,
        kann_schuldaten_bearbeiten: true,
        ist_schule_ansprechpartner: true,
        // Like the first teacher of a registered school, the person has a class.
        klassen_code: person.klassen_code ?? (await uniqueKlassenCode(manager)),
      },
    );
    if (result.affected !== 1) throw new ApiException(HttpStatus.FORBIDDEN, 'verwaltung.schonSchule');
    await manager.insert(SchulAnsprechpartner, {
      schule_id: schule.id,
      benutzer_id: person.id,
      namevoll: person.namevoll,
      email: person.email,
    });
    const bestellung = await manager.save(
      manager.create(Lizenzbestellung, {
        schule_id: schule.id,
        jahr: year,
        bestellt_von_benutzer_id: person.id,
        betrag: LICENCE_PRICE_EUR,
        inhalt: licenceOrderInhalt(schule, year),
      }),
    );
    return {
      schule,
      bestellungId: bestellung.id,
      vorher: {
        klassen_code: person.klassen_code,
        ist_schule_ansprechpartner: person.ist_schule_ansprechpartner,
      },
      schuelerIds,
    };
  }

  /**
   * Undoes place(): the person and the pupils leave the school first (deleting a school cascades to
   * its users), then the order and the school (with its contact person) are deleted.
   */
  private async takeBack(benutzerId: number, placed: Placed): Promise<void> {
    const schuleId = placed.schule.id;
    try {
      await this.dataSource.transaction(async (manager) => {
        if (placed.schuelerIds.length) {
          await manager.update(
            Benutzer,
            { id: In(placed.schuelerIds), schule_id: schuleId },
            { schule_id: null },
          );
        }
        await manager.update(
          Benutzer,
          { id: benutzerId, schule_id: schuleId },
          {
            schule_id: null,
            kann_lehrpersonen_bearbeiten: false,
            kann_schuldaten_bearbeiten: false,
            ...placed.vorher,
          },
        );
        await manager.delete(Lizenzbestellung, { id: placed.bestellungId });
        // Only if nobody else belongs to it by now: a school is never deleted with users in it here.
        if (!(await manager.exists(Benutzer, { where: { schule_id: schuleId } }))) {
          await manager.delete(Schule, { id: schuleId });
        }
      });
    } catch (error) {
      this.logger.error(`licence order for new school ${schuleId} could not be taken back`, error);
    }
  }
}
