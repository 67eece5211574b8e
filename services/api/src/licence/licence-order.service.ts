import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { MeldungResponse } from '@lernstapel/contracts';
import { validateLicenceOrder } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../auth/auth-user';
import { SchoolScope } from '../auth/school-scope.service';
import { ApiException } from '../common/api-exception';
import { MailService } from '../mail/mail.service';
import { Lizenzbestellung } from '../schools/entities/lizenzbestellung.entity';
import { Schule } from '../schools/entities/schule.entity';
import { Benutzer } from '../users/entities/benutzer.entity';
import { LICENCE_ORDER_EMAIL, LICENCE_PRICE_EUR } from './licence-order-config';
import { licenceOrderMail } from './licence-order-mail';

/** 01 §5, §9: the licence order of the school data dialog. */
@Injectable()
export class LicenceOrderService {
  constructor(
    @InjectRepository(Schule) private readonly schulen: Repository<Schule>,
    @InjectRepository(Lizenzbestellung) private readonly bestellungen: Repository<Lizenzbestellung>,
    @InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>,
    private readonly scope: SchoolScope,
    private readonly mail: MailService,
    @Inject(LICENCE_ORDER_EMAIL) private readonly empfaenger: string,
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
    const now = new Date().getFullYear();
    // A licence is for a calendar year (01 §9): the current one or, late in the year, the next.
    if (year !== now && year !== now + 1) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'verwaltung.lizenzJahrUngueltig');
    }
    const schule = await this.schulen.findOneBy({ id: schuleId });
    if (!schule) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    const fehler = validateLicenceOrder(schule, bedingungen);
    const [erster] = fehler;
    if (erster) {
      throw new ApiException(
        HttpStatus.BAD_REQUEST,
        erster,
        {},
        fehler.map((key) => t(key)),
      );
    }
    const bestelltVon = await this.benutzer.findOneOrFail({
      select: { id: true, namevoll: true, email: true },
      where: { id: user.id },
    });
    const betrag = LICENCE_PRICE_EUR.toFixed(2);
    const row = await this.bestellungen.save(
      this.bestellungen.create({
        schule_id: schuleId,
        jahr: year,
        bestellt_von_benutzer_id: user.id,
        betrag: LICENCE_PRICE_EUR,
      }),
    );
    try {
      await this.mail.send({
        to: this.empfaenger,
        ...licenceOrderMail({ schule, year, betrag, bestelltVon }),
      });
    } catch (error) {
      await this.bestellungen.delete({ id: row.id });
      throw error;
    }
    return { message: t('verwaltung.lizenzBestellt', { year, betrag }) };
  }
}
