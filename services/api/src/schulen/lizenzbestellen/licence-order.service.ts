import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { MeldungResponse } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../../auth/auth-user';
import { SchoolScope } from '../../auth/school-scope.service';
import { ApiException } from '../../common/api-exception';
import { isUniqueViolation } from '../../common/database-errors';
import { LIZENZ_INDEX } from '../../database/migrations/1795300001400-unique-keys';
import { Lizenzbestellung } from '../entities/lizenzbestellung.entity';
import { Schule } from '../entities/schule.entity';
import { LICENCE_PRICE_EUR } from './licence-order-config';
import { assertLicenceOrderable, assertLicenceOrderYear } from './licence-order-checks';
import { licenceOrderInhalt } from './licence-order-mail';
import { LICENCE_PRICE_TEXT, LicenceOrderMailer } from './licence-order-mailer';

/** 01 §5, §9: the licence order of the school data dialog. */
@Injectable()
export class LicenceOrderService {
  constructor(
    @InjectRepository(Schule) private readonly schulen: Repository<Schule>,
    @InjectRepository(Lizenzbestellung) private readonly bestellungen: Repository<Lizenzbestellung>,
    private readonly scope: SchoolScope,
    private readonly mailer: LicenceOrderMailer,
  ) {}

  /**
   * Checks the red list (01 §5) and the terms, records the order and mails it to the provider.
   * If the mail cannot be handed over, the order is removed again and the 503 passes on: an order
   * nobody received must not look placed.
   */
  async order(
    user: AuthUser,
    schuleId: number,
    year: number,
    bedingungen: boolean,
  ): Promise<MeldungResponse> {
    this.scope.assertSameSchool(user, schuleId);
    assertLicenceOrderYear(year);
    const schule = await this.schulen.findOneBy({ id: schuleId });
    if (!schule) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    assertLicenceOrderable(schule, bedingungen);
    const row = await this.record(schule, year, user.id);
    try {
      await this.mailer.send(schule, year, user.id);
    } catch (error) {
      await this.bestellungen.delete({ id: row.id });
      throw error;
    }
    return { message: t('verwaltung.lizenzBestellt', { year, betrag: LICENCE_PRICE_TEXT }) };
  }

  /**
   * One order per school, year and content (unique key): repeating an unchanged order, also many times
   * at once, records and mails it once; the others get 409. Changed school data make a new order.
   */
  private async record(schule: Schule, year: number, userId: number): Promise<Lizenzbestellung> {
    try {
      return await this.bestellungen.save(
        this.bestellungen.create({
          schule_id: schule.id,
          jahr: year,
          bestellt_von_benutzer_id: userId,
          betrag: LICENCE_PRICE_EUR,
          inhalt: licenceOrderInhalt(schule, year),
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error, { mysql: LIZENZ_INDEX, sqlite: 'lizenzbestellung.schule_id' })) {
        throw new ApiException(HttpStatus.CONFLICT, 'verwaltung.lizenzBereitsBestellt', { year });
      }
      throw error;
    }
  }
}
