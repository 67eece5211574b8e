import { HttpStatus, Injectable } from '@nestjs/common';
import type { MeldungResponse } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../../identitaet/auth-user';
import { SchoolScope } from '../../benutzer/school-scope.service';
import { ApiException } from '../../common/api-exception';
import { LizenzbestellungenService } from '../../schulen/lizenzbestellungen.service';
import { SchulenService } from '../../schulen/schulen.service';
import { LICENCE_PRICE_EUR } from './licence-order-config';
import {
  assertLicenceNotYetValid,
  assertLicenceOrderable,
  assertLicenceOrderYear,
} from './licence-order-checks';
import { licenceOrderInhalt } from './licence-order-mail';
import { LICENCE_PRICE_TEXT, LicenceOrderMailer } from './licence-order-mailer';

/** 01 §5, §9: the licence order of the school data dialog. */
@Injectable()
export class LicenceOrderService {
  constructor(
    private readonly schulen: SchulenService,
    private readonly bestellungen: LizenzbestellungenService,
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
    const schule = await this.schulen.find(schuleId);
    if (!schule) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    assertLicenceNotYetValid(schule.lizenz_jahr, year);
    assertLicenceOrderable(schule, bedingungen);
    const bestellungId = await this.bestellungen.record({
      schule_id: schuleId,
      jahr: year,
      bestellt_von_benutzer_id: user.id,
      betrag: LICENCE_PRICE_EUR,
      inhalt: licenceOrderInhalt(schule, year),
    });
    try {
      await this.mailer.send(schule, year, user.id);
    } catch (error) {
      await this.bestellungen.remove(bestellungId);
      throw error;
    }
    return { message: t('verwaltung.lizenzBestellt', { year, betrag: LICENCE_PRICE_TEXT }) };
  }
}
